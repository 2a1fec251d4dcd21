/**
 * The search synonym list (#45) is the back office's, like the quote desk: a shop user's token, a wrong, empty or
 * differently-schemed key, or a key sent as a bearer token never reads or changes it (401), and without a configured
 * key the routes do not exist (404). A refused write leaves the list as it was.
 */
import { beforeAll, describe, expect, it } from "vitest";
import app from "../../workers/commerce/src/index";
import { deskEnv, DESK_KEY } from "../workers/commerce/quote-helpers";
import { env, seedTestCatalogue, signIn } from "../workers/commerce/helpers";

const write = { term: "angrepp", replacement: "kabel", twoWay: true };

async function attempt(method: string, path: string, authorization: string | null, withKey = true) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (authorization !== null) headers.authorization = authorization;
  const response = await app.request(
    path,
    { method, headers, body: method === "PUT" ? JSON.stringify(write) : undefined },
    withKey ? deskEnv : env,
  );
  return response.status;
}

beforeAll(async () => {
  await seedTestCatalogue();
});

describe("search synonyms admin guard", () => {
  it("refuses every credential but the back office key, for every method", async () => {
    const { AccessToken } = await signIn("admin@demo.se").catch(() => signIn("buyer@demo.se"));
    const wrong = [
      null,
      "",
      `Bearer ${AccessToken}`,
      `Bearer ${DESK_KEY}`,
      "QuoteDesk ",
      `QuoteDesk ${DESK_KEY}x`,
      `QuoteDesk ${DESK_KEY.slice(0, -1)}`,
      `QuoteDesk ${DESK_KEY.toUpperCase()}`,
      `quotedesk-${DESK_KEY}`,
      `Basic ${btoa(`desk:${DESK_KEY}`)}`,
    ];
    for (const authorization of wrong)
      for (const [method, path] of [
        ["GET", "/v1/search/synonyms"],
        ["PUT", "/v1/search/synonyms"],
        ["DELETE", "/v1/search/synonyms/1"],
      ])
        expect(await attempt(method, path, authorization), `${method} ${path} ${authorization}`).toBe(401);
    const list = await app.request(
      "/v1/search/synonyms",
      { headers: { authorization: `QuoteDesk ${DESK_KEY}` } },
      deskEnv,
    );
    const synonyms = ((await list.json()) as { synonyms: { term: string; id: number }[] }).synonyms;
    expect(synonyms.some((s) => s.term === "angrepp")).toBe(false);
    expect(synonyms.some((s) => s.id === 1)).toBe(true);
  });

  it("does not exist without a configured key, whatever is sent", async () => {
    for (const authorization of [null, "QuoteDesk ", `QuoteDesk ${DESK_KEY}`])
      expect(await attempt("PUT", "/v1/search/synonyms", authorization, false)).toBe(404);
  });
});
