/**
 * What one add to cart (the product page's POST /v2/cart/current/variants/batch/add) costs the database: D1 round
 * trips one after another, counted as the longest chain of queries where each starts only after the one before it
 * answered (queries that run side by side count once). Measured through a wrapper of the binding handed to the real app.
 */
import { beforeAll, describe, expect, it } from "vitest";
import app from "../../../workers/commerce/src/index";
import { cartArticles, freshBuyer } from "./cart-fixtures";
import { CART_QUERY } from "@shop/contract/commerce/queries";
import { pricedCartLinesSchema } from "@shop/contract/commerce/cart";
import { call, env } from "./helpers";

interface Chain {
  /** Longest chain of queries, each started after the previous one answered. */
  depth: number;
  queries: number;
  /** Deepest place of a query that has answered. */
  answered: number;
}

/** The binding wrapped so each query (a statement's first/all/run/raw, a batch) is placed in the chain. */
function countingD1(db: D1Database, chain: Chain): D1Database {
  const timed = <T>(work: () => Promise<T>) => {
    const depth = chain.answered + 1;
    chain.queries += 1;
    chain.depth = Math.max(chain.depth, depth);
    const settle = () => {
      chain.answered = Math.max(chain.answered, depth);
    };
    const running = work();
    running.then(settle, settle);
    return running;
  };
  const originals = new WeakMap<object, D1PreparedStatement>();
  const statement = (real: D1PreparedStatement): D1PreparedStatement => {
    const wrapped = new Proxy(real, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== "function") return value;
        const method = value as (...args: unknown[]) => unknown;
        if (property === "bind")
          return (...args: unknown[]) => statement(method.apply(target, args) as D1PreparedStatement);
        if (["first", "all", "run", "raw"].includes(String(property)))
          return (...args: unknown[]) => timed(() => method.apply(target, args) as Promise<unknown>);
        return method.bind(target);
      },
    });
    originals.set(wrapped, real);
    return wrapped;
  };
  return new Proxy(db, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      const method = value as (...args: unknown[]) => unknown;
      if (property === "prepare")
        return (query: string) => statement(method.call(target, query) as D1PreparedStatement);
      if (property === "batch")
        return (statements: D1PreparedStatement[]) =>
          timed(
            () =>
              method.call(
                target,
                statements.map((s) => originals.get(s) ?? s),
              ) as Promise<unknown>,
          );
      return method.bind(target);
    },
  });
}

let plain: string[] = [];
const chain: Chain = { depth: 0, queries: 0, answered: 0 };
// One wrapper for the whole file: the isolate's caches keyed by the binding (assortments, warehouses) stay warm.
const counted = { ...env, DB: countingD1(env.DB, chain) };

beforeAll(async () => {
  ({ plain } = await cartArticles());
});

async function addOne(headers: Record<string, string>, articleNumber: string, extra: Record<string, unknown> = {}) {
  const body = { items: [{ articleNumber, quantity: 1, deliveryId: "DBI" }], purchasableOnly: true, ...extra };
  const answer = await app.request(
    "/v2/cart/current/variants/batch/add",
    { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(body) },
    counted,
  );
  return { status: answer.status, json: (await answer.json()) as { lines: { refusal: string | null }[] } };
}

/** The chain of one add, after a first add has warmed the caches a running service would have warm. */
async function measuredAdd(headers: Record<string, string>, extra: Record<string, unknown> = {}) {
  await addOne(headers, plain[40], extra);
  Object.assign(chain, { depth: 0, queries: 0, answered: 0 });
  const answer = await addOne(headers, plain[41], extra);
  expect(answer.status).toBe(200);
  expect(answer.json.lines[0].refusal).toBeNull();
  return { depth: chain.depth, queries: chain.queries };
}

describe("one add to cart", () => {
  it("costs a signed-in buyer at most 3 D1 round trips", async () => {
    const { token } = await freshBuyer();
    const measured = await measuredAdd({ authorization: `Bearer ${token}` });
    console.log(`buyer add: ${measured.depth} D1 round trips in sequence, ${measured.queries} queries`);
    expect(measured.depth).toBeLessThanOrEqual(3);
  });

  it("costs a visitor's anonymous cart at most 3 D1 round trips", async () => {
    const created = await app.request(
      "/v2/anonymous-carts",
      { method: "POST", headers: { "cf-connecting-ip": "198.51.100.42" } },
      env,
    );
    const { cartToken } = (await created.json()) as { cartToken: string };
    const measured = await measuredAdd({ authorization: `Anonymous ${cartToken}` });
    console.log(`visitor add: ${measured.depth} D1 round trips in sequence, ${measured.queries} queries`);
    expect(measured.depth).toBeLessThanOrEqual(3);
  });
});

describe("the add answer with withCart", () => {
  it("carries the cart afterwards, priced as getCartWithVariants prices it, so add_to_cart needs no read", async () => {
    const { token } = await freshBuyer();
    const headers = { authorization: `Bearer ${token}` };
    await addOne(headers, plain[42]);
    Object.assign(chain, { depth: 0, queries: 0, answered: 0 });
    const answer = await addOne(headers, plain[43], { withCart: true });
    expect(answer.status).toBe(200);
    // The priced cart is read after the write, in the same call: what the storefront's two reads cost before.
    console.log(`buyer add withCart: ${chain.depth} D1 round trips in sequence, ${chain.queries} queries`);
    const cart = pricedCartLinesSchema.parse((answer.json as { cart?: unknown }).cart);
    const read = await call("/graphql", { token, body: { query: CART_QUERY, variables: {} } });
    expect(read.status, read.text).toBe(200);
    expect(cart).toEqual(pricedCartLinesSchema.parse(read.json.data.getCartWithVariants));
    expect(cart.items.map((i) => [i.articleNumber, i.quantity])).toEqual([
      [plain[42], 1],
      [plain[43], 1],
    ]);
    expect(cart.items[1].price?.netPrice).toEqual(expect.any(Number));
  });

  it("leaves the cart out unless asked, and when nothing was added", async () => {
    const { token } = await freshBuyer();
    const headers = { authorization: `Bearer ${token}` };
    expect((await addOne(headers, plain[44])).json).not.toHaveProperty("cart");
    const refused = await addOne(headers, "9999999", { withCart: true });
    expect(refused.json.lines[0].refusal).toBe("unknown_article");
    expect(refused.json).not.toHaveProperty("cart");
  });
});
