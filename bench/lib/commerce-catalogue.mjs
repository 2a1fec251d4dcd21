import { createRandom, load } from "./commerce-load.mjs";

const COMMON_WORDS = [
  "kabel",
  "led",
  "skruv",
  "dvärgbrytare",
  "gips",
  "blandare",
  "handske",
  "brandvarnare",
  "kopplingsdosa",
  "plugg",
];
const PREFIXES = ["ins", "dvä", "kop", "led", "gip", "bor", "sk"];
/** Mirrors articleNumberAt() in workers/commerce/src/seed/demo-data.ts (which steps over the families' numbers). */
export const articleNumberAt = (index) => {
  const n = 1_000_000 + index * 37;
  return String(n < 9_100_000 ? n : n + 31_000_000);
};

export const VARIANTS_QUERY = `query getVariants($articleNumbers: [String!]!, $deliveryId: String, $stockInput: StockInput) {
  getVariants(articleNumbers: $articleNumbers, deliveryId: $deliveryId, stockInput: $stockInput, completeOrderPrice: true) {
    articleNumber name variantSlug discontinued purchasability { online store }
    price { priceType netPrice salesPrice discountAmount orderPrice { totalIncludingVat } }
    stock { stockType orderMultiple selectedLocation { locationId quantity availability status } }
  }
}`;

export async function signIn(baseUrl) {
  const response = await fetch(`${baseUrl}/v2/sessions/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "buyer@demo.se", password: "demo1234" }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()).AccessToken;
}

export async function measureCatalogue(baseUrl, articles, requests, clients) {
  const token = await signIn(baseUrl);
  const random = createRandom(articles);
  const someArticle = () => articleNumberAt(Math.floor(random() * articles));
  return {
    articles,
    searchCommonWords: await load(
      baseUrl,
      token,
      "/search",
      (i) => ({ query: COMMON_WORDS[i % COMMON_WORDS.length] }),
      requests,
      clients,
    ),
    searchArticleNumbers: await load(baseUrl, token, "/search", () => ({ query: someArticle() }), requests, clients),
    searchPrefixes: await load(
      baseUrl,
      token,
      "/search",
      (i) => ({ query: PREFIXES[i % PREFIXES.length], facets: false, limit: 8, skipStock: true }),
      requests,
      clients,
    ),
    getVariants50: await load(
      baseUrl,
      token,
      "/graphql",
      () => {
        const articleNumbers = Array.from({ length: 50 }, someArticle);
        return {
          query: VARIANTS_QUERY,
          variables: {
            articleNumbers,
            deliveryId: "DBI",
            stockInput: {
              articles: articleNumbers.map((articleNumber, i) => ({ articleNumber, quantity: (i % 7) + 1 })),
            },
          },
        };
      },
      requests,
      clients,
    ),
  };
}
