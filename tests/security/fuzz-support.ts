/**
 * Property-based fuzzing of the commerce service's JSON endpoints with fast-check: arbitrary JSON
 * values, strings, huge numbers, unicode and nested objects in place of each field. Whatever comes
 * in, the answer is never a 5xx, and a refused request (4xx) writes nothing: the cart, favourites,
 * addresses and quotes read back the same as before it.
 *
 * Runs are bounded (RUNS per endpoint, a fixed seed so a failure replays; `FUZZ_SEED` to vary it). The
 * fuzz-*.test.ts files each take one group of endpoints; the buyer, arbitraries and property live here.
 */
import fc from "fast-check";
import { expect } from "vitest";
import { call, createUser, env, seedTestCatalogue, signIn } from "../workers/commerce/helpers";

const RUNS = 40;
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const options = { numRuns: RUNS, seed: SEED, endOnFailure: true };

/** The buyer every fuzz file works on: a cart with one line, a favourite list, and articles to name. */
export const account = { token: "", userId: "", cartId: "", itemId: "", listId: "", articles: [] as string[] };

/** Seeds the catalogue and fills `account`; each fuzz file runs it in its own `beforeAll`. */
export async function setUpAccount() {
  await seedTestCatalogue();
  const { results } = await env.DB.prepare(
    "SELECT article_number FROM articles WHERE id > 20 AND discontinued = 0 AND only_store = 0 AND must_be_in_stocked_at = 0 ORDER BY id LIMIT 20",
  ).all<{ article_number: string }>();
  account.articles = results.map((r) => r.article_number);
  const user = await createUser({ permissions: [{ customerId: "10001" }] });
  account.userId = user.id;
  const token = (await signIn(user.id, { customerId: "10001" })).AccessToken;
  account.token = token;
  account.cartId = (await call("/v2/cart", { token })).json.cartId;
  const added = await call(`/v2/cart/${account.cartId}/variants/batch/add`, {
    token,
    body: { items: [{ articleNumber: account.articles[0], quantity: 2, deliveryId: "DBI", label: "Hus A" }] },
  });
  expect(added.status, added.text).toBe(200);
  account.itemId = added.json.cartItems[0].cartItemId;
  const list = await call("/v2/favorites", {
    token,
    body: { favoriteName: "Fuzz", items: [{ articleNumber: account.articles[1], quantity: 1 }] },
  });
  expect(list.status, list.text).toBe(201);
  account.listId = list.json.favoriteId;
}

/** Odd values for any field: wrong types, edge numbers, long and unicode strings, deep objects. */
export const weird = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.string({ unit: "grapheme", maxLength: 80 }),
  fc.constantFrom(
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    2 ** 53 + 1,
    -1,
    0,
    0.5,
    -0,
    1e-308,
  ),
  fc.constantFrom(
    "",
    " ",
    "x".repeat(61),
    "x".repeat(5_000),
    "\u0000",
    '=HYPERLINK("x")',
    "../../etc/passwd",
    "' OR 1=1 --",
    "<script>",
    "🧱".repeat(40),
    "\uD800",
    "null",
    "true",
    "1e400",
  ),
  fc.constantFrom(null, true, false, [], {}, { __proto__: { admin: true } }, [[[[[[[[[]]]]]]]]]),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
);

/** A valid value or, as often, a weird one. */
export const maybe = <T>(valid: fc.Arbitrary<T>) => fc.oneof(valid, weird);
/** A body: weird as a whole, or a record whose fields are valid or weird (and possibly missing or extra). */
export const bodyOf = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.oneof(
    { weight: 1, arbitrary: weird },
    {
      weight: 4,
      arbitrary: fc.record(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, maybe(v)])), {
        requiredKeys: [],
      }),
    },
  );

export const article = () => fc.constantFrom(...account.articles, "FINNS-INTE", "");
export const delivery = fc.constantFrom("DBI", "EXH", "XXX", "EXB", "24-12", "NOPE");

export async function cartSnapshot() {
  const { results } = await env.DB.prepare(
    "SELECT id, article_number, delivery_id, label, quantity FROM cart_items WHERE cart_id = ? ORDER BY id",
  )
    .bind(account.cartId)
    .all();
  return results;
}
export async function favouritesSnapshot() {
  const lists = await env.DB.prepare("SELECT id, name, access FROM favorite_lists WHERE user_id = ? ORDER BY id")
    .bind(account.userId)
    .all();
  const items = await env.DB.prepare(
    "SELECT i.id, i.article_number, i.quantity FROM favorite_list_items i JOIN favorite_lists l ON l.id = i.list_id WHERE l.user_id = ? ORDER BY i.id",
  )
    .bind(account.userId)
    .all();
  const products = await env.DB.prepare("SELECT id, article_number FROM user_favourites WHERE user_id = ? ORDER BY id")
    .bind(account.userId)
    .all();
  return [lists.results, items.results, products.results];
}
export async function addressesSnapshot() {
  return (await env.DB.prepare("SELECT * FROM addresses WHERE customer_id = '10001' ORDER BY id").all()).results;
}
export async function quotesSnapshot() {
  const quotes = await env.DB.prepare("SELECT id, title, status FROM quotes WHERE user_id = ? ORDER BY id")
    .bind(account.userId)
    .all();
  const items = await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM quote_items WHERE quote_id IN (SELECT id FROM quotes WHERE user_id = ?)",
  )
    .bind(account.userId)
    .first();
  return [quotes.results, items];
}
export async function configurationsSnapshot() {
  return (
    await env.DB.prepare("SELECT id, name, selections FROM saved_configurations WHERE user_id = ? ORDER BY id")
      .bind(account.userId)
      .all()
  ).results;
}

/**
 * Sends each generated body; never a 5xx; a refusal leaves `snapshot` as it was. A success may
 * write (that is its job), so the snapshot is taken again before the next run.
 */
export async function fuzz(
  arbitrary: fc.Arbitrary<unknown>,
  send: (value: any) => Promise<{ status: number; text: string }>,
  snapshot: () => Promise<unknown> = async () => null,
) {
  await fc.assert(
    fc.asyncProperty(arbitrary, async (value) => {
      const before = await snapshot();
      const response = await send(value);
      expect(response.status, `${response.status} ${response.text.slice(0, 300)}`).toBeLessThan(500);
      expect(response.status).toBeGreaterThanOrEqual(200);
      if (response.status >= 400) expect(await snapshot(), response.text.slice(0, 200)).toEqual(before);
    }),
    options,
  );
}

export const json = (path: string, method: string) => (body: unknown) =>
  call(path, {
    method,
    token: account.token,
    rawBody: JSON.stringify(body) ?? "",
    headers: { "content-type": "application/json" },
  });
