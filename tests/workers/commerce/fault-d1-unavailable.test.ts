/**
 * Fault: D1 fails a request (issue #47 §2). A storage failure is the service being unavailable for a moment, not a
 * fault of the caller and not an unknown bug: the answer is a 503 with Retry-After and a Swedish message a person may
 * read (the JSON shape stays `{ message }`), and the order retried with the same idempotency key goes through once.
 * An error that is not D1's stays a bare 500.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import app from "../../../workers/commerce/src/index";
import { add, buyerWithCart, key } from "./checkout-fixtures";
import { env, seedOrderableArticles } from "./helpers";

let plain: string[] = [];

beforeAll(async () => {
  plain = await seedOrderableArticles();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A D1 whose every statement and batch fails with `message`, as workerd's D1 binding throws when storage is lost. */
function brokenD1(message: string): D1Database {
  const fail = () => Promise.reject(new Error(message));
  const statement = (): D1PreparedStatement =>
    ({ bind: () => statement(), first: fail, all: fail, run: fail, raw: fail }) as unknown as D1PreparedStatement;
  return new Proxy(env.DB, {
    get(target, property) {
      if (property === "prepare") return () => statement();
      if (property === "batch" || property === "exec") return fail;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

async function request(db: D1Database, path: string, init: RequestInit = {}) {
  const response = await app.request(path, init, { ...env, DB: db });
  const text = await response.text();
  return { response, text, json: JSON.parse(text) as Record<string, unknown> };
}

describe("a D1 failure", () => {
  it.each([
    "D1_ERROR: Network connection lost.",
    "D1_ERROR: D1 DB is overloaded. Too many requests queued.",
    "D1_ERROR: internal error; reference = 0123456789",
  ])("answers 503 with Retry-After and a Swedish message (%s)", async (message) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { token, cartId } = await buyerWithCart();
    const { response, json } = await request(brokenD1(message), `/v2/cart/${cartId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(json).toEqual({ message: "Tjänsten är tillfälligt otillgänglig. Försök igen om en liten stund." });
  });

  it("lets the buyer retry the same checkout once D1 is back: one order", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { token, cartId } = await buyerWithCart();
    await add(token, cartId, [{ articleNumber: plain[0], quantity: 1, deliveryId: "DBI" }]);
    const init = () => ({
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "idempotency-key": k },
      body: JSON.stringify({ orderDetails: { DBI: {} }, sendOrderReceipt: false }),
    });
    const k = key();
    const failed = await request(brokenD1("D1_ERROR: Network connection lost."), `/v2/cart/${cartId}/checkout`, init());
    expect(failed.response.status).toBe(503);
    const retried = await request(env.DB, `/v2/cart/${cartId}/checkout`, init());
    expect(retried.response.status, retried.text).toBe(200);
    const again = await request(env.DB, `/v2/cart/${cartId}/checkout`, init());
    expect(again.json).toEqual(retried.json);
    expect(again.response.headers.get("idempotent-replayed")).toBe("true");
  });

  it("leaves an error that is not D1's a bare 500", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { token, cartId } = await buyerWithCart();
    const db = new Proxy(env.DB, {
      get(target, property) {
        if (property === "prepare")
          return () => {
            throw new TypeError("Cannot read properties of undefined");
          };
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const { response, json } = await request(db, `/v2/cart/${cartId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(500);
    expect(json).toEqual({ message: "Internal server error" });
  });
});
