/**
 * Shared set-up of the input-limit files (docs/security.md, limits): the pen test stored 200,000-character
 * labels through the cart file upload, exported `=HYPERLINK(…)` cells, had a 99 KB XLSX expand to 42 MB, and
 * posted a 20 MB JSON body to /search. Each of these must now be a clear 4xx that saves nothing.
 */
import { expect } from "vitest";
import app from "../../workers/commerce/src/index";
import { writeXlsx } from "../../workers/commerce/src/cart/files";
import { call, createUser, env, seedTestCatalogue, signIn } from "../workers/commerce/helpers";

/** Seeds the catalogue; answers articles that exist, are sold online and have order multiple 1 (no rounding). */
export async function plainArticles(): Promise<string[]> {
  await seedTestCatalogue();
  const { results } = await env.DB.prepare(
    `SELECT a.article_number FROM articles a WHERE a.id > 20 AND a.discontinued = 0 AND a.only_store = 0 AND a.must_be_in_stocked_at = 0
       AND NOT EXISTS (SELECT 1 FROM stock s WHERE s.article_number = a.article_number AND COALESCE(s.order_multiple, 1) <> 1)
     ORDER BY a.id LIMIT 40`,
  ).all<{ article_number: string }>();
  const plain = results.map((r) => r.article_number);
  expect(plain.length).toBeGreaterThan(20);
  return plain;
}

export async function freshBuyer() {
  const user = await createUser({ permissions: [{ customerId: "10001" }] });
  const tokens = await signIn(user.id, { customerId: "10001" });
  const cart = await call("/v2/cart", { token: tokens.AccessToken });
  expect(cart.status, cart.text).toBe(200);
  return { token: tokens.AccessToken, cartId: cart.json.cartId as string };
}

export const add = (token: string, cartId: string, items: unknown[]) =>
  call(`/v2/cart/${cartId}/variants/batch/add`, { token, body: { items } });
export const cartLines = async (token: string, cartId: string) =>
  ((await call(`/v2/cart/${cartId}`, { token })).json.items as any[])
    .map((i) => [i.articleNumber, i.quantity, i.deliveryId, i.label])
    .sort();

export async function upload(token: string, cartId: string, file: Uint8Array | string, name = "order.csv") {
  const form = new FormData();
  form.set("deliveryId", "DBI");
  form.set("file", new File([file as BlobPart], name));
  const response = await app.request(
    `/v2/cart/${cartId}/upload`,
    { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form },
    env,
  );
  return { status: response.status, json: (await response.json()) as any };
}

/** A minimal XLSX with inline strings: header row, then the given rows. */
export function xlsxOf(rows: string[][]): Uint8Array {
  return writeXlsx([["Artikelnummer", "Antal", "Märkning"], ...rows]);
}

export const long = (n: number) => "x".repeat(n);
