import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { commerceUrl } from "./accounts";
import { ARTICLES } from "./checkout";

export const SAVED_CONFIGURATIONS_PAGE = "/mina-sidor/produktkonfigurationer";

export interface ConfigurableArticle {
  articleNumber: string;
  name: string;
  variantSlug: string;
  productId: string;
  productName: string;
  /** The article's attributes as configurator choices: together they lead to this one article. */
  selections: Record<string, string>;
}

/** A seeded article of a product with several articles (the ladder: Kabelstege in 16, 20, 25 mm…), from the service. */
export async function configurableArticle(request: APIRequestContext, token: string): Promise<ConfigurableArticle> {
  const query = `{ getVariants(articleNumbers: ["${ARTICLES.ladder.number}"]) {
    articleNumber name variantSlug product { id name } attributes { name value } } }`;
  const response = await request.post(`${commerceUrl}/graphql`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { query },
  });
  expect(response.ok()).toBe(true);
  const [variant] = ((await response.json()) as { data: { getVariants: GraphqlVariant[] } }).data.getVariants;
  return {
    articleNumber: variant.articleNumber,
    name: variant.name,
    variantSlug: variant.variantSlug,
    productId: variant.product.id,
    productName: variant.product.name,
    selections: Object.fromEntries(variant.attributes.map((a) => [a.name, a.value])),
  };
}

interface GraphqlVariant {
  articleNumber: string;
  name: string;
  variantSlug: string;
  product: { id: string; name: string };
  attributes: { name: string; value: string }[];
}

/** The configurator's own link: /produkt/<slug>?val.<attribute>=<value>… */
export function configuratorPath(article: ConfigurableArticle): string {
  const params = new URLSearchParams(Object.entries(article.selections).map(([k, v]) => [`val.${k}`, v]));
  return `/produkt/${article.variantSlug}?${params}`;
}

/** The session's CSRF token, from a form the signed-in page carries (the header's logout). */
/**
 * The signed-in session's CSRF token, read from a server-rendered page with the browser's cookies: the page on
 * screen may still show the login form's token for a moment (a sign-in starts a new session with a new token).
 */
export async function csrfTokenOf(page: Page): Promise<string> {
  await expect(page).not.toHaveURL(/\/logga-in/);
  const html = await (await page.request.get(SAVED_CONFIGURATIONS_PAGE)).text();
  const token = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? /value="([^"]+)" name="csrf"/.exec(html)?.[1];
  expect(token).toBeTruthy();
  return token ?? "";
}

/**
 * Posts what the save form posts (SaveConfigurationForm) with the browser's cookies, without following the
 * redirect, so the test sees where the action sends the buyer.
 */
export async function postSaveForm(
  page: Page,
  fields: { csrf: string; name: string; productId: string; returnTo: string; selections: Record<string, string> },
) {
  const form: Record<string, string> = {
    csrf: fields.csrf,
    name: fields.name,
    productId: fields.productId,
    returnTo: fields.returnTo,
  };
  for (const [name, value] of Object.entries(fields.selections)) form[`val.${name}`] = value;
  return page.request.post("/produktkonfiguration/spara", { form, maxRedirects: 0 });
}

/** Today in Stockholm as the shop writes dates (YYYY-MM-DD). */
export function stockholmToday(): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(new Date());
}
