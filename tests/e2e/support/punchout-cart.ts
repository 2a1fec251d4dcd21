/**
 * The punch-out buyer's cart as the commerce service holds it, for the punch-out e2e tests: a
 * prepared cart, and the OCI fields the procurement system must receive, worked out from the
 * service's own data rather than from the shop's export code.
 */
import { expect, type APIRequestContext } from "@playwright/test";
import { e2ePorts } from "../ports.mjs";
import type { ReceivedCart } from "../punchout-procurement";

const COMMERCE = `http://127.0.0.1:${e2ePorts.commercePort}`;
export const LOGIN = "punchout@demo.se";
export const PASSWORD = "demo1234";
export const SSG_ARTICLE = "1000518";
export const SECOND_ARTICLE = "1000555";
/** Needs escaping in HTML (and fits CUST_FIELD1's 10 characters). */
export const MARKUP_LABEL = `<"&>'ÅÄÖ`;

export async function serviceToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post(`${COMMERCE}/v2/oci/sessions`, { data: { username: LOGIN, password: PASSWORD } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { AccessToken: string }).AccessToken;
}

export async function cartOf(request: APIRequestContext, token: string) {
  const answer = await request.get(`${COMMERCE}/v2/cart`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { cartId: string; items: { articleNumber: string }[] };
}

/** Starts from an empty cart with one line the buyer labelled with characters that need escaping. */
export async function prepareCart(request: APIRequestContext): Promise<string> {
  const token = await serviceToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const cart = await cartOf(request, token);
  await request.delete(`${COMMERCE}/v2/cart/${cart.cartId}/variants`, { headers });
  const added = await request.post(`${COMMERCE}/v2/cart/${cart.cartId}/variants/batch/add`, {
    headers,
    data: { items: [{ articleNumber: SECOND_ARTICLE, quantity: 20, deliveryId: "DBI", label: MARKUP_LABEL }] },
  });
  expect(added.ok()).toBe(true);
  return token;
}

export interface ExpectedLine {
  [field: string]: string;
}

/**
 * What the procurement system must receive, worked out here from the cart service's own data
 * (customer 10004's export profile turns STK into ST).
 */
export async function expectedLines(request: APIRequestContext, token: string): Promise<ExpectedLine[]> {
  const query = `{ getCartWithVariants { items { articleNumber quantity label price { netPrice askForPrice }
    stock { locations { locationId availableFromDays } }
    variant { name materialGroup webSalesUnit { unit } attributes { attributeName attributeValue } } } } }`;
  const answer = await request.post(`${COMMERCE}/graphql`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { query },
  });
  const items = ((await answer.json()) as { data: { getCartWithVariants: { items: any[] } } }).data.getCartWithVariants
    .items;
  return items.map((item) => {
    const days = item.stock?.locations.find((l: { locationId: string }) => l.locationId === "9000")?.availableFromDays;
    const unit = ({ st: "ST", m: "M", förp: "FP" } as Record<string, string>)[item.variant.webSalesUnit.unit];
    return {
      // At most 40 characters (docs/punchout.md); a cut that lands in a gap between words sends no trailing blank,
      // which an OCI CHAR field (SAP) does not keep anyway ("… VT73 1+N C6 30 mA" → "… VT73 1+N C6").
      DESCRIPTION: Array.from(item.variant.name as string)
        .slice(0, 40)
        .join("")
        .trimEnd(),
      VENDORMAT: item.articleNumber,
      QUANTITY: String(item.quantity),
      CURRENCY: "SEK",
      PRICEUNIT: "1",
      PRICE:
        item.price && !item.price.askForPrice && item.price.netPrice !== null
          ? (item.price.netPrice as number).toFixed(2)
          : "0.00",
      EXT_PRODUCT_ID:
        item.variant.attributes.find((a: { attributeName: string }) => a.attributeName === "SSG")?.attributeValue ?? "",
      LEADTIME: typeof days === "number" && days >= 1 ? String(days) : "1",
      UNIT: unit!,
      CUST_FIELD1: item.label,
      MATGROUP: item.variant.materialGroup,
    };
  });
}

export function expectReceived(cart: ReceivedCart, lines: ExpectedLine[]) {
  const expected = new Map<string, string>([
    ["~OkCode", "ADDI"],
    ["~TARGET", "_top"],
    ["~CALLER", "CTLG"],
  ]);
  lines.forEach((line, index) => {
    for (const [field, value] of Object.entries(line)) expected.set(`NEW_ITEM-${field}[${index + 1}]`, value);
  });
  expect(Object.fromEntries(cart.fields)).toEqual(Object.fromEntries(expected));
}

export async function productPath(request: APIRequestContext, token: string, articleNumber: string): Promise<string> {
  const answer = await request.post(`${COMMERCE}/graphql`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { query: `{ getVariants(articleNumbers: ["${articleNumber}"]) { variantSlug } }` },
  });
  return `/produkt/${((await answer.json()) as { data: { getVariants: { variantSlug: string }[] } }).data.getVariants[0]!.variantSlug}`;
}
