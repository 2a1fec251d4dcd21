/** Input limits: oversize request bodies (input-limits-fixtures.ts has the pen test). */
import { beforeAll, describe, expect, it } from "vitest";
import app from "../../workers/commerce/src/index";
import { BATCH_BODY_LIMIT, JSON_BODY_LIMIT } from "../../workers/commerce/src/http/body-limit";
import { call, env } from "../workers/commerce/helpers";
import { freshBuyer, add, cartLines, plainArticles } from "./input-limits-fixtures";

let plain: string[] = [];

beforeAll(async () => {
  plain = await plainArticles();
});

describe("request body limits", () => {
  it("answers 413 for an oversize JSON body to /search, with and without Content-Length", async () => {
    const big = JSON.stringify({ query: "kabel", padding: "x".repeat(JSON_BODY_LIMIT) });
    const withLength = await call("/search", { rawBody: big, headers: { "content-type": "application/json" } });
    expect(withLength.status).toBe(413);
    expect(withLength.json.message).toMatch(/at most 64 KB/);
    // A stream without Content-Length stops at the limit.
    const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 2_000) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await app.request(
      "/search",
      { method: "POST", headers: { "content-type": "application/json" }, body: stream, duplex: "half" } as RequestInit,
      env,
    );
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(100);
    // An ordinary search still answers.
    expect((await call("/search", { body: { query: "kabel" } })).status).toBe(200);
  });

  it("answers 413 for an oversize cart add and GraphQL request, and the cart keeps its lines", async () => {
    const { token, cartId } = await freshBuyer();
    await add(token, cartId, [{ articleNumber: plain[20], quantity: 1, deliveryId: "DBI" }]);
    const items = Array.from({ length: 200 }, (_, i) => ({
      articleNumber: plain[i % plain.length],
      quantity: 1,
      deliveryId: "DBI",
      label: "y".repeat(60),
      padding: "z".repeat(BATCH_BODY_LIMIT / 200),
    }));
    const tooBig = await add(token, cartId, items);
    expect(tooBig.status).toBe(413);
    expect(await cartLines(token, cartId)).toEqual([[plain[20], 1, "DBI", ""]]);
    const graphql = await call("/graphql", { token, body: { query: `{ __typename ${" ".repeat(JSON_BODY_LIMIT)} }` } });
    expect(graphql.status).toBe(413);
    expect(graphql.json.message).toMatch(/at most/);
  });
});
