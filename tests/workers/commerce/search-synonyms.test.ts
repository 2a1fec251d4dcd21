/**
 * The wholesaler's synonym list (#45): the back office lists, adds, changes the direction of and removes synonyms
 * with the quote desk's key, every bad input is a Swedish 4xx, and the next search finds what a synonym says.
 */
import { beforeAll, describe, expect, it } from "vitest";
import app from "../../../workers/commerce/src/index";
import { deskEnv, DESK_KEY } from "./quote-helpers";
import { call, env, seedTestCatalogue, signIn } from "./helpers";

async function admin(method: string, path: string, body?: unknown, authorization = `QuoteDesk ${DESK_KEY}`) {
  const response = await app.request(
    path,
    {
      method,
      headers: { "content-type": "application/json", authorization },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    },
    deskEnv,
  );
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

async function search(query: string) {
  const { AccessToken } = await signIn("buyer@demo.se");
  const answer = await call("/search", { token: AccessToken, body: { query, limit: 5, facets: false } });
  expect(answer.status).toBe(200);
  return answer.json as { total: number; hits: { name: string }[]; correctedQuery?: string };
}

beforeAll(async () => {
  await seedTestCatalogue();
});

describe("search synonyms admin API", () => {
  it("lists the seeded trade terms", async () => {
    const list = await admin("GET", "/v1/search/synonyms");
    expect(list.status).toBe(200);
    expect(list.json.synonyms).toContainEqual(
      expect.objectContaining({ term: "jfb", replacement: "jordfelsbrytare", twoWay: false }),
    );
  });

  it("adds a one-way synonym that the next search uses, changes its direction, and removes it", async () => {
    expect((await search("blixtlåda")).total).toBe(0);
    const added = await admin("PUT", "/v1/search/synonyms", { term: " Blixtlåda ", replacement: "Skruv" });
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({ term: "blixtlada", replacement: "skruv", twoWay: false });
    const found = await search("blixtlåda");
    expect(found.total).toBeGreaterThan(0);
    expect(found.hits[0].name).toMatch(/skruv/i);

    const changed = await admin("PUT", "/v1/search/synonyms", {
      term: "blixtlada",
      replacement: "skruv",
      twoWay: true,
    });
    expect(changed.json).toMatchObject({ id: added.json.id, twoWay: true });

    expect((await admin("DELETE", `/v1/search/synonyms/${added.json.id}`)).status).toBe(204);
    expect((await search("blixtlåda")).total).toBe(0);
    expect((await admin("DELETE", `/v1/search/synonyms/${added.json.id}`)).status).toBe(404);
  });

  it("refuses bad input with a Swedish 400 and saves nothing", async () => {
    const before = (await admin("GET", "/v1/search/synonyms")).json.synonyms.length;
    for (const body of [
      {},
      { term: "", replacement: "kabel" },
      { term: "!!!", replacement: "kabel" },
      { term: "x".repeat(61), replacement: "kabel" },
      { term: "a b c d", replacement: "kabel" },
      { term: "kabel", replacement: "Kabel" },
      { term: "kabel", replacement: "sladd", twoWay: "ja" },
      { term: "kabel", replacement: "sladd", extra: 1 },
      { term: 5, replacement: "sladd" },
      "not json",
    ]) {
      const answer = await admin("PUT", "/v1/search/synonyms", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.message).toEqual(expect.any(String));
    }
    expect((await admin("DELETE", "/v1/search/synonyms/abc")).status).toBe(400);
    expect((await admin("GET", "/v1/search/synonyms")).json.synonyms.length).toBe(before);
  });

  it("does not exist without a configured key", async () => {
    const answer = await app.request("/v1/search/synonyms", { headers: { authorization: "QuoteDesk x" } }, env);
    expect(answer.status).toBe(404);
  });
});
