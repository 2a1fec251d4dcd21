import { beforeAll, describe, expect, it } from "vitest";
import app from "../../../workers/commerce/src/index";
import { add, cartArticles, freshBuyer } from "./cart-fixtures";
import { call, env } from "./helpers";

let plain: string[] = [];

beforeAll(async () => {
  ({ plain } = await cartArticles());
});

const TARGET = Symbol("target");
/**
 * D1 with network-like latency around every call. In the pool D1 answers in microseconds, so even a read-then-write
 * cart would rarely lose an update; with a few milliseconds per call (as against real D1) it does.
 */
function withLatency(db: D1Database, ms = 4): D1Database {
  const delay = () => new Promise((r) => setTimeout(r, ms));
  const statement = (stmt: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(stmt, {
      get(target, prop) {
        if (prop === TARGET) return target;
        const value = (target as any)[prop];
        if (typeof value !== "function") return value;
        if (prop === "bind") return (...args: unknown[]) => statement(value.apply(target, args));
        if (prop === "first" || prop === "run" || prop === "all" || prop === "raw") {
          return async (...args: unknown[]) => {
            await delay();
            const result = await value.apply(target, args);
            await delay();
            return result;
          };
        }
        return value.bind(target);
      },
    });
  return new Proxy(db, {
    get(target, prop) {
      const value = (target as any)[prop];
      if (prop === "prepare") return (sql: string) => statement(value.call(target, sql));
      if (prop === "batch") {
        return async (statements: D1PreparedStatement[]) => {
          await delay();
          const result = await value.call(
            target,
            statements.map((s) => (s as any)[TARGET] ?? s),
          );
          await delay();
          return result;
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

async function slowCall(path: string, token: string, method: string, body: unknown) {
  const response = await app.request(
    path,
    {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    },
    { ...env, DB: withLatency(env.DB) },
  );
  return { status: response.status, json: (await response.json()) as any };
}

describe("concurrency", () => {
  it("loses nothing with 50 concurrent adds and updates to one cart", async () => {
    const { token, cartId } = await freshBuyer();
    const base = await add(
      token,
      cartId,
      Array.from({ length: 10 }, (_, i) => ({ articleNumber: plain[90 + i], quantity: 1, deliveryId: "DBI" })),
    );
    const ids: string[] = base.json.cartItems.map((i: any) => i.cartItemId);
    // Staggered starts, two writes per writer and D1 latency, so reads and writes of different writers interleave:
    // a read-then-write add loses updates here (checked once by swapping the upsert for one).
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const writers = Array.from({ length: 50 }, async (_, n) => {
      await pause((n * 7) % 23);
      const slowAdd = (items: unknown[]) => slowCall(`/v2/cart/${cartId}/variants/batch/add`, token, "POST", { items });
      if (n < 20) {
        const first = await slowAdd([{ articleNumber: plain[110], quantity: 1, deliveryId: "DBI" }]);
        const second = await slowAdd([{ articleNumber: plain[110], quantity: 1, deliveryId: "DBI" }]);
        return [first, second];
      }
      if (n < 40) return [await slowAdd([{ articleNumber: plain[120 + (n - 20)], quantity: 2, deliveryId: "EXH" }])];
      return [await slowCall(`/v2/cart/${cartId}/variants/${ids[n - 40]}`, token, "PUT", { quantity: 100 + n })];
    });
    const responses = (await Promise.all(writers)).flat();
    expect(responses.map((r) => r.status)).toEqual(Array(70).fill(200));
    const cart = (await call(`/v2/cart/${cartId}`, { token })).json;
    const quantityOf = (article: string, delivery: string) =>
      cart.items.find((i: any) => i.articleNumber === article && i.deliveryId === delivery)?.quantity;
    expect(quantityOf(plain[110], "DBI")).toBe(40);
    for (let k = 0; k < 20; k++) expect(quantityOf(plain[120 + k], "EXH")).toBe(2);
    for (let k = 0; k < 10; k++) expect(quantityOf(plain[90 + k], "DBI")).toBe(140 + k);
    expect(cart.items).toHaveLength(31);
  }, 30_000); // 50 writers at once: correctness, not speed (a loaded 2-core CI machine needs more than 5 s)
});
