/**
 * Articles and a demo user's prices as the commerce service answers them, for tests that compare what the shop shows
 * with the service's own numbers: a copy of the seeded values goes stale whenever the catalogue generator or a seed
 * changes, while a looked-up value still makes the test fail when the shop shows a different number.
 */
import { expect, type APIRequestContext } from "@playwright/test";
import { e2ePorts } from "../ports.mjs";
import { commerceToken } from "./checkout";

const commerceUrl = `http://127.0.0.1:${e2ePorts.commercePort}`;

export interface ServiceArticle {
  articleNumber: string;
  name: string;
  productId: string;
  brand: string | null;
  /** The category path from the top ("El/Kabel och ledning/Installationskabel"). */
  category: string;
  /** SEK as the service answers them; null for a viewer without a price (visitor, ask for price). */
  netPrice: number | null;
  alloyingPrice: number | null;
  salesPrice: number | null;
}

interface VariantWire {
  articleNumber: string;
  name: string;
  brands: { brand: string }[];
  product: { id: string; breadcrumb: { name: string; level: number; parents: { name: string; level: number }[] } };
  price: { netPrice: number | null; alloyingPrice: number | null; salesPrice: number | null; askForPrice: boolean };
}

/** The articles as `email` (a demo user, demo password) gets them from the service, in the order asked for. */
export async function serviceArticles(
  request: APIRequestContext,
  email: string,
  articleNumbers: readonly string[],
): Promise<ServiceArticle[]> {
  const token = await commerceToken(request, email);
  const query = `query ($articleNumbers: [String!]!) { getVariants(articleNumbers: $articleNumbers) {
    articleNumber name brands { brand }
    product { id breadcrumb { name level parents { name level } } }
    price { netPrice alloyingPrice salesPrice askForPrice } } }`;
  const answer = await request.post(`${commerceUrl}/graphql`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { query, variables: { articleNumbers } },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const variants = ((await answer.json()) as { data: { getVariants: VariantWire[] } }).data.getVariants;
  return articleNumbers.map((articleNumber) => {
    const variant = variants.find((v) => v.articleNumber === articleNumber);
    if (!variant) throw new Error(`The commerce service does not know article ${articleNumber} for ${email}`);
    const crumb = variant.product.breadcrumb;
    const path = [...crumb.parents, crumb].sort((a, b) => a.level - b.level).map((entry) => entry.name);
    const priced = !variant.price.askForPrice && variant.price.netPrice !== null;
    return {
      articleNumber,
      name: variant.name,
      productId: variant.product.id,
      brand: variant.brands[0]?.brand ?? null,
      category: path.join("/"),
      netPrice: priced ? variant.price.netPrice : null,
      alloyingPrice: priced ? variant.price.alloyingPrice : null,
      salesPrice: priced ? variant.price.salesPrice : null,
    };
  });
}

/** A demo user's net price of one article, as the shop must print it ("32,26"; a normal space groups thousands). */
export async function netPriceText(request: APIRequestContext, email: string, articleNumber: string): Promise<string> {
  const [article] = await serviceArticles(request, email, [articleNumber]);
  expect(article!.netPrice, `${email} has a price for ${articleNumber}`).not.toBeNull();
  return swedishAmount(article!.netPrice!);
}

/** "1 234,50": Swedish separators and two decimals, the no-break space made a normal one as the tests read text. */
export function swedishAmount(sek: number): string {
  return new Intl.NumberFormat("sv-SE", { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    .format(sek)
    .replace(/[\u00a0\u202f]/g, " ");
}

/** Whole öre of an amount the service answers in SEK, so sums are exact. */
export function oreOf(sek: number): number {
  return Math.round(sek * 100);
}

/** Two decimals with a point ("185.90"), as the data layer writes amounts. */
export function dataLayerAmount(ore: number): string {
  return `${Math.floor(ore / 100)}.${String(ore % 100).padStart(2, "0")}`;
}
