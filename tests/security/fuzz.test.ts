/**
 * Property-based fuzzing of the commerce service's JSON endpoints with fast-check: arbitrary JSON
 * values, strings, huge numbers, unicode and nested objects in place of each field. Whatever comes
 * in, the answer is never a 5xx, and a refused request (4xx) writes nothing: the cart, favourites,
 * addresses and quotes read back the same as before it.
 *
 * Runs are bounded (RUNS per endpoint, a fixed seed so a failure replays; `FUZZ_SEED` to vary it).
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { call, createUser, env, graphqlCall, seedTestCatalogue, signIn } from "../workers/commerce/helpers";

const RUNS = 40;
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const options = { numRuns: RUNS, seed: SEED, endOnFailure: true };

let token = "";
let userId = "";
let cartId = "";
let itemId = "";
let listId = "";
let articles: string[] = [];

beforeAll(async () => {
  await seedTestCatalogue();
  const { results } = await env.DB.prepare(
    "SELECT article_number FROM articles WHERE id > 20 AND discontinued = 0 AND only_store = 0 AND must_be_in_stocked_at = 0 ORDER BY id LIMIT 20",
  ).all<{ article_number: string }>();
  articles = results.map((r) => r.article_number);
  const user = await createUser({ permissions: [{ customerId: "10001" }] });
  userId = user.id;
  token = (await signIn(user.id, { customerId: "10001" })).AccessToken;
  cartId = (await call("/v2/cart", { token })).json.cartId;
  const added = await call(`/v2/cart/${cartId}/variants/batch/add`, {
    token,
    body: { items: [{ articleNumber: articles[0], quantity: 2, deliveryId: "DBI", label: "Hus A" }] },
  });
  expect(added.status, added.text).toBe(200);
  itemId = added.json.cartItems[0].cartItemId;
  const list = await call("/v2/favorites", {
    token,
    body: { favoriteName: "Fuzz", items: [{ articleNumber: articles[1], quantity: 1 }] },
  });
  expect(list.status, list.text).toBe(201);
  listId = list.json.favoriteId;
}, 60_000);

/** Odd values for any field: wrong types, edge numbers, long and unicode strings, deep objects. */
const weird = fc.oneof(
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
const maybe = <T>(valid: fc.Arbitrary<T>) => fc.oneof(valid, weird);
/** A body: weird as a whole, or a record whose fields are valid or weird (and possibly missing or extra). */
const bodyOf = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.oneof(
    { weight: 1, arbitrary: weird },
    {
      weight: 4,
      arbitrary: fc.record(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, maybe(v)])), {
        requiredKeys: [],
      }),
    },
  );

const article = () => fc.constantFrom(...articles, "FINNS-INTE", "");
const delivery = fc.constantFrom("DBI", "EXH", "XXX", "EXB", "24-12", "NOPE");

async function cartSnapshot() {
  const { results } = await env.DB.prepare(
    "SELECT id, article_number, delivery_id, label, quantity FROM cart_items WHERE cart_id = ? ORDER BY id",
  )
    .bind(cartId)
    .all();
  return results;
}
async function favouritesSnapshot() {
  const lists = await env.DB.prepare("SELECT id, name, access FROM favorite_lists WHERE user_id = ? ORDER BY id")
    .bind(userId)
    .all();
  const items = await env.DB.prepare(
    "SELECT i.id, i.article_number, i.quantity FROM favorite_list_items i JOIN favorite_lists l ON l.id = i.list_id WHERE l.user_id = ? ORDER BY i.id",
  )
    .bind(userId)
    .all();
  const products = await env.DB.prepare("SELECT id, article_number FROM user_favourites WHERE user_id = ? ORDER BY id")
    .bind(userId)
    .all();
  return [lists.results, items.results, products.results];
}
async function addressesSnapshot() {
  return (await env.DB.prepare("SELECT * FROM addresses WHERE customer_id = '10001' ORDER BY id").all()).results;
}
async function quotesSnapshot() {
  const quotes = await env.DB.prepare("SELECT id, title, status FROM quotes WHERE user_id = ? ORDER BY id")
    .bind(userId)
    .all();
  const items = await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM quote_items WHERE quote_id IN (SELECT id FROM quotes WHERE user_id = ?)",
  )
    .bind(userId)
    .first();
  return [quotes.results, items];
}

/**
 * Sends each generated body; never a 5xx; a refusal leaves `snapshot` as it was. A success may
 * write (that is its job), so the snapshot is taken again before the next run.
 */
async function fuzz(
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

const json = (path: string, method: string) => (body: unknown) =>
  call(path, { method, token, rawBody: JSON.stringify(body) ?? "", headers: { "content-type": "application/json" } });

describe("fuzzing the JSON endpoints: never a 5xx, never a partial write", { timeout: 30_000 }, () => {
  it("POST /search", async () => {
    await fuzz(
      bodyOf({
        query: fc.string({ maxLength: 30 }),
        offset: fc.integer(),
        limit: fc.integer(),
        sort: fc.constantFrom("relevance", "name_asc", "x"),
        filters: fc.record(
          {
            brands: fc.array(fc.string()),
            category: fc.string(),
            attributes: fc.dictionary(fc.string(), fc.array(fc.string())),
          },
          { requiredKeys: [] },
        ),
        facets: fc.boolean(),
      }),
      json("/search", "POST"),
    );
  });

  it("POST cart batch add", async () => {
    const item = bodyOf({
      articleNumber: article(),
      quantity: fc.integer({ min: -5, max: 2_000_000 }),
      deliveryId: delivery,
      label: fc.string({ maxLength: 70 }),
    });
    await fuzz(
      fc.oneof(weird, fc.record({ items: fc.oneof(weird, fc.array(item, { maxLength: 4 })) })),
      json(`/v2/cart/${cartId}/variants/batch/add`, "POST"),
      cartSnapshot,
    );
  });

  it("PUT cart line update and label", async () => {
    await fuzz(
      bodyOf({
        quantity: fc.integer({ min: -5, max: 2_000_000 }),
        deliveryId: delivery,
        label: fc.string({ unit: "grapheme", maxLength: 70 }),
      }),
      json(`/v2/cart/${cartId}/variants/${itemId}`, "PUT"),
      cartSnapshot,
    );
    // Whatever label got through is one the cart allows.
    for (const row of (await cartSnapshot()) as { label: string }[]) expect(row.label.length).toBeLessThanOrEqual(60);
  });

  it("PUT cart batch update", async () => {
    const item = bodyOf({
      cartItemId: fc.constantFrom(itemId, "nope"),
      quantity: fc.integer({ min: -5, max: 2_000_000 }),
      label: fc.string({ maxLength: 70 }),
    });
    await fuzz(
      fc.record({ items: fc.oneof(weird, fc.array(item, { maxLength: 3 })) }),
      json(`/v2/cart/${cartId}/variants/batch/update`, "PUT"),
      cartSnapshot,
    );
  });

  it("favourites: lists, list articles and favourite products", async () => {
    const items = fc.array(bodyOf({ articleNumber: article(), quantity: fc.integer({ min: -1, max: 2_000_000 }) }), {
      maxLength: 3,
    });
    await fuzz(
      bodyOf({
        favoriteName: fc.string({ maxLength: 90 }),
        access: fc.constantFrom("PRIVATE", "CUSTOMER", "x"),
        items,
      }),
      json("/v2/favorites", "POST"),
      favouritesSnapshot,
    );
    await fuzz(
      fc.oneof(bodyOf({ articleNumber: article(), quantity: fc.integer() }), fc.record({ items })),
      json(`/v2/favorites/${listId}/articles`, "PUT"),
      favouritesSnapshot,
    );
    await fuzz(bodyOf({ articleNumber: article() }), json("/users/favourites", "POST"), favouritesSnapshot);
  });

  it("addresses: create and change", async () => {
    const fields = {
      label: fc.string({ maxLength: 70 }),
      name: fc.string({ maxLength: 70 }),
      recipientName: fc.string({ maxLength: 70 }),
      address1: fc.string({ maxLength: 70 }),
      postalCode: fc.constantFrom("11122", "111 22", "22100", "00000", "abcde"),
      postalAddress: fc.string({ maxLength: 70 }),
      countryCode: fc.constantFrom("SE", "AX", "NO"),
      phone: fc.constantFrom("+46 8 123 456", "x"),
      preselected: fc.boolean(),
    };
    await fuzz(bodyOf(fields), json("/address", "POST"), addressesSnapshot);
    const created = await call("/address", {
      token,
      body: { label: "Fuzz", name: "Fuzz AB", address1: "Gatan 1", postalCode: "11122", postalAddress: "Stockholm" },
    });
    expect(created.status, created.text).toBe(201);
    await fuzz(bodyOf(fields), json(`/address/${created.json.addressId}`, "PUT"), addressesSnapshot);
  });

  it("POST /v1/quotes", async () => {
    const item = bodyOf({ articleNumber: article(), quantity: fc.integer({ min: -5, max: 2_000_000 }) });
    await fuzz(
      bodyOf({
        title: fc.string({ maxLength: 120 }),
        finalMessage: fc.string({ maxLength: 50 }),
        validFor: fc.integer(),
        validFrom: fc.constantFrom("2026-01-01", "2026-13-40", "x"),
        items: fc.array(item, { maxLength: 3 }),
        customItems: fc.array(weird, { maxLength: 2 }),
        receiver: weird,
        sender: weird,
      }),
      json("/v1/quotes", "POST"),
      quotesSnapshot,
    );
  });

  it("GET /orders/search with arbitrary query strings", async () => {
    const param = fc.oneof(
      fc.string({ unit: "binary", maxLength: 40 }),
      fc.constantFrom("-1", "1e400", "9999999999999999999", "2026-02-30", "NaN", "[]", "%", "%00"),
    );
    const query = fc.dictionary(
      fc.constantFrom("limit", "offset", "q", "orderStatus", "fromDate", "toDate", "sort", "x"),
      param,
      { maxKeys: 5 },
    );
    await fuzz(query, (q: Record<string, string>) => call(`/orders/search?${new URLSearchParams(q)}`, { token }));
  });

  it("POST /v2/sessions (sign-in body)", async () => {
    // Unknown users: the sign-in answers 400/401 and nothing is written for them.
    await fuzz(
      bodyOf({
        username: fc.oneof(fc.string({ maxLength: 40 }), fc.constant("x".repeat(5_000))),
        password: fc.string({ maxLength: 40 }),
        customerId: fc.string({ maxLength: 12 }),
        projectId: fc.string({ maxLength: 12 }),
      }),
      (body) =>
        call("/v2/sessions/", { rawBody: JSON.stringify(body) ?? "", headers: { "content-type": "application/json" } }),
    );
  }, 60_000);

  it("POST /graphql with arbitrary variables", async () => {
    const query =
      "query V($articleNumbers: [String!]!, $deliveryId: String, $stockInput: StockInput) { getVariants(articleNumbers: $articleNumbers, deliveryId: $deliveryId, stockInput: $stockInput) { articleNumber stock { totalQuantity } } }";
    const variables = fc.record(
      {
        articleNumbers: maybe(fc.array(article(), { maxLength: 5 })),
        deliveryId: maybe(delivery),
        stockInput: maybe(
          fc.record(
            {
              articles: fc.array(bodyOf({ articleNumber: article(), quantity: fc.integer() }), { maxLength: 3 }),
              locationIds: fc.array(fc.string(), { maxLength: 3 }),
            },
            { requiredKeys: [] },
          ),
        ),
      },
      { requiredKeys: [] },
    );
    await fuzz(variables, (v) => graphqlCall(token, query, v));
    await fuzz(
      fc.record({ cartId: maybe(fc.constant(cartId)) }, { requiredKeys: [] }),
      (v) =>
        graphqlCall(
          token,
          "query C($cartId: String) { getCartWithVariants(cartId: $cartId) { cartId items { label } } }",
          v,
        ),
      cartSnapshot,
    );
  });
});
