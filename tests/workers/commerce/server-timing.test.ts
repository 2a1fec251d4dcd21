import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import app from "../../../workers/commerce/src/index";
import { timedD1 } from "../../../workers/commerce/src/http/server-timing";

describe("commerce Server-Timing", () => {
  it("every answer says how long D1 took, in how many queries, and the service's total", async () => {
    const response = await app.request("/health", {}, env);
    expect(response.status).toBe(200);
    expect(response.headers.get("Server-Timing")).toMatch(/^d1;dur=[\d.]+;desc="1 query", total;dur=[\d.]+$/);
  });

  it("refusals carry it too", async () => {
    const response = await app.request("/v2/cart", {}, env);
    expect(response.status).toBe(401);
    expect(response.headers.get("Server-Timing")).toMatch(/^d1;dur=[\d.]+;desc="\d+ quer(y|ies)", total;dur=/);
  });

  it("counts statements run alone, bound and in a batch, with the same answers as D1 itself", async () => {
    let counted = 0;
    const db = timedD1(env.DB, {
      time: (work) => {
        counted += 1;
        return work;
      },
    });
    expect(await db.prepare("SELECT 1 AS one").first()).toEqual({ one: 1 });
    expect(await db.prepare("SELECT ?1 AS two").bind(2).first("two")).toBe(2);
    const [a, b] = await db.batch([db.prepare("SELECT 3 AS n"), db.prepare("SELECT ?1 AS n").bind(4)]);
    expect([a?.results, b?.results]).toEqual([[{ n: 3 }], [{ n: 4 }]]);
    expect(counted).toBe(3);
  });
});
