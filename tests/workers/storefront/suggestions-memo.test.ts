import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { loadSuggestions, SUGGESTION_MEMO_MS } from "~/features/search/suggestions.server";
import type { CommerceSession, Viewer } from "~/platform/session/commerce-session.server";
import { testLoadContext } from "../../support/load-context";

/**
 * Find-as-you-type answers kept in the isolate (app/features/search/suggestions.server.ts): a repeat costs
 * no KV read and no commerce call, yet never crosses from one assortment to another. The commerce
 * service is a fetch that records its calls; KV is emptied between calls, so only the memo can answer.
 */
const ASSORTMENT_OF_TOKEN: Record<string, string> = { "token-standard": "A-STANDARD", "token-el": "A-EL" };

function commerceDouble() {
  const calls: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const token = request.headers.get("Authorization")?.replace("Bearer ", "") ?? null;
    calls.push(`${url.pathname} ${token ?? "visitor"}`);
    const assortment = (token ? ASSORTMENT_OF_TOKEN[token] : undefined) ?? "A-STANDARD";
    if (url.pathname.startsWith("/customers/")) return Response.json({ assortmentId: assortment });
    if (url.pathname === "/menu")
      return Response.json({
        assortmentId: assortment,
        items: [
          { id: "c1", name: assortment === "A-EL" ? "Kabel El" : "Kabel", url: "/kategorier/kabel", children: [] },
        ],
      });
    if (url.pathname === "/search")
      return Response.json({
        hits: [{ name: `Kabel ${assortment}`, articleNumber: "1000037", variantSlug: "kabel-1000037", images: [] }],
      });
    return Response.json({ message: "not found" }, { status: 404 });
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

function session(fetch: typeof globalThis.fetch, token: string | null, customerId: string | null): CommerceSession {
  const viewer: Viewer | null = token
    ? { userId: `user-${token}`, customerId, projectId: null, noPrices: false, noDiscounts: false, denials: [] }
    : null;
  return { transport: { baseUrl: "http://commerce.local", fetch, token }, viewer, headers: new Headers() };
}

async function suggest(commerce: CommerceSession, q: string, now: number) {
  const ctx = createExecutionContext();
  const context = testLoadContext(
    { CACHE: env.CACHE, COMMERCE_URL: "http://commerce.local" },
    { waitUntil: (p) => ctx.waitUntil(p) },
  );
  const body = await loadSuggestions(context, commerce, q, now);
  await waitOnExecutionContext(ctx);
  // Only the isolate's memo can answer the next call the same way without the service.
  const { keys } = await env.CACHE.list();
  await Promise.all(keys.map((k) => env.CACHE.delete(k.name)));
  return body;
}

let clock = 1_000_000;
beforeEach(() => {
  clock += 10 * SUGGESTION_MEMO_MS; // every test starts with nothing remembered
});

describe("find-as-you-type memo", () => {
  it("answers a repeated query from memory until it is SUGGESTION_MEMO_MS old", async () => {
    const service = commerceDouble();
    const visitor = session(service.fetch, null, null);
    const first = await suggest(visitor, "kab", clock);
    expect(first.products.map((p) => p.name)).toEqual(["Kabel A-STANDARD"]);
    expect([...service.calls].sort()).toEqual(["/menu visitor", "/search visitor"]);
    expect(await suggest(visitor, "kab", clock + SUGGESTION_MEMO_MS - 1)).toEqual(first);
    expect(service.calls).toHaveLength(2);
    await suggest(visitor, "kabe", clock + 1);
    expect(service.calls).toHaveLength(4);
    await suggest(visitor, "kab", clock + SUGGESTION_MEMO_MS);
    expect(service.calls).toHaveLength(6);
  });

  it("keeps assortments apart and never remembers an answer whose assortment is unknown", async () => {
    const service = commerceDouble();
    await suggest(session(service.fetch, "token-standard", "10001"), "kab", clock);
    const el = await suggest(session(service.fetch, "token-el", "10002"), "kab", clock);
    expect(el.products.map((p) => p.name)).toEqual(["Kabel A-EL"]);
    expect(el.categories.map((c) => c.name)).toEqual(["Kabel El"]);
    const before = service.calls.length;
    await suggest(session(service.fetch, "token-nocontext", null), "kab", clock);
    await suggest(session(service.fetch, "token-nocontext", null), "kab", clock);
    expect(service.calls.slice(before).sort()).toEqual([
      "/menu token-nocontext",
      "/menu token-nocontext",
      "/search token-nocontext",
      "/search token-nocontext",
    ]);
  });
});
