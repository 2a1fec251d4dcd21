import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { createSharedCache, sharedCacheKey } from "~/platform/cache/shared-cache.server";
import { createSharedCatalogue, FRAME_POLICY, sharedCatalogue } from "~/features/products/shared-catalogue.server";
import type { CommerceSession, Viewer } from "~/platform/session/commerce-session.server";
import { testLoadContext } from "../../support/load-context";

/**
 * The shared catalogue cache in workerd with a real KV namespace. The commerce service is played
 * by a fetch that answers like it does — the assortment follows the token's customer — and
 * records every call, so the tests see exactly what reached the service and what KV holds.
 */

const ASSORTMENT_OF_TOKEN: Record<string, string> = {
  "token-buyer-a": "A-STANDARD",
  "token-buyer-b": "A-STANDARD",
  "token-el": "A-EL",
};
const TREES: Record<string, { id: string; name: string; url: string; children: [] }[]> = {
  "A-STANDARD": [
    { id: "c1", name: "El", url: "/kategorier/el", children: [] },
    { id: "c3", name: "VVS", url: "/kategorier/vvs", children: [] },
  ],
  "A-EL": [{ id: "c1", name: "El", url: "/kategorier/el", children: [] }],
};

function commerceDouble() {
  const calls: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const token = request.headers.get("Authorization")?.replace("Bearer ", "") ?? null;
    calls.push(`${url.pathname} ${token ?? "visitor"}`);
    const assortment = (token ? ASSORTMENT_OF_TOKEN[token] : undefined) ?? "A-STANDARD";
    if (url.pathname.startsWith("/customers/")) return Response.json({ assortmentId: assortment });
    if (url.pathname === "/menu") return Response.json({ assortmentId: assortment, items: TREES[assortment] });
    if (url.pathname === "/search") {
      // The service would add price and stock unless asked not to; the suggestion schema drops them anyway.
      return Response.json({
        hits: [
          {
            name: "Kabel",
            articleNumber: "1000037",
            variantSlug: "kabel-1000037",
            images: [],
            price: { netPrice: 12.5 },
            stock: { quantity: 3 },
          },
        ],
      });
    }
    return new Response(JSON.stringify({ message: "not found" }), { status: 404 });
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

function session(fetch: typeof globalThis.fetch, token: string | null, customerId: string | null): CommerceSession {
  const viewer: Viewer | null = token
    ? { userId: `user-${token}`, customerId, projectId: null, noPrices: false, noDiscounts: false, denials: [] }
    : null;
  return { transport: { baseUrl: "http://commerce.local", fetch, token }, viewer, headers: new Headers() };
}

async function inRequest<T>(run: (waitUntil: (promise: Promise<unknown>) => void) => Promise<T>): Promise<T> {
  const ctx = createExecutionContext();
  const result = await run((promise) => ctx.waitUntil(promise));
  await waitOnExecutionContext(ctx);
  return result;
}

async function menuFor(
  service: ReturnType<typeof commerceDouble>,
  token: string | null,
  customerId: string | null,
  now?: () => number,
) {
  return inRequest(async (waitUntil) => {
    const commerce = session(service.fetch, token, customerId);
    const scope = token ? (ASSORTMENT_OF_TOKEN[token] ?? null) : "visitor";
    return createSharedCatalogue(commerce, scope, createSharedCache({ kv: env.CACHE, waitUntil, now })).menu();
  });
}

async function allKeys(): Promise<string[]> {
  return (await env.CACHE.list()).keys.map((k) => k.name);
}

beforeEach(async () => {
  for (const key of await allKeys()) await env.CACHE.delete(key);
});

describe("shared catalogue cache", () => {
  it("serves a second buyer of the same assortment from KV, under a key without token, user or customer", async () => {
    const service = commerceDouble();
    const first = await menuFor(service, "token-buyer-a", "10001");
    const second = await menuFor(service, "token-buyer-b", "10005");
    expect(second).toEqual(first);
    expect(service.calls).toEqual(["/menu token-buyer-a"]);
    const keys = await allKeys();
    expect(keys).toEqual(["shared:v1:menu:A-STANDARD"]);
    for (const key of keys)
      for (const personal of ["token", "user", "10001", "10005"]) expect(key).not.toContain(personal);
  });

  it("keeps assortments apart: another assortment gets its own entry and its own tree", async () => {
    const service = commerceDouble();
    const standard = await menuFor(service, "token-buyer-a", "10001");
    const el = await menuFor(service, "token-el", "10002");
    expect(standard.map((c) => c.name)).toEqual(["El", "VVS"]);
    expect(el.map((c) => c.name)).toEqual(["El"]);
    expect((await allKeys()).sort()).toEqual(["shared:v1:menu:A-EL", "shared:v1:menu:A-STANDARD"]);
  });

  it("does not store a tree under an assortment the service no longer answers for", async () => {
    const service = commerceDouble();
    // Remembered as A-EL, but the service now answers this token with the standard assortment.
    const tree = await inRequest((waitUntil) =>
      createSharedCatalogue(
        session(service.fetch, "token-buyer-a", "10001"),
        "A-EL",
        createSharedCache({ kv: env.CACHE, waitUntil }),
      ).menu(),
    );
    expect(tree.map((c) => c.name)).toEqual(["El", "VVS"]);
    expect(await allKeys()).toEqual([]);
  });

  it("reads past the cache when the assortment is unknown, and stores nothing", async () => {
    const service = commerceDouble();
    await inRequest(async (waitUntil) =>
      createSharedCatalogue(
        session(service.fetch, "token-x", null),
        null,
        createSharedCache({ kv: env.CACHE, waitUntil }),
      ).menu(),
    );
    await inRequest(async (waitUntil) =>
      createSharedCatalogue(
        session(service.fetch, "token-x", null),
        null,
        createSharedCache({ kv: env.CACHE, waitUntil }),
      ).menu(),
    );
    expect(service.calls).toEqual(["/menu token-x", "/menu token-x"]);
    expect(await allKeys()).toEqual([]);
  });

  it("stores suggestions without price or stock, under a hashed query", async () => {
    const service = commerceDouble();
    const answer = await inRequest((waitUntil) =>
      createSharedCatalogue(
        session(service.fetch, null, null),
        "visitor",
        createSharedCache({ kv: env.CACHE, waitUntil }),
      ).suggestions("  Kabel "),
    );
    expect(answer).toEqual({
      hits: [{ name: "Kabel", articleNumber: "1000037", variantSlug: "kabel-1000037", images: [] }],
    });
    const [key] = await allKeys();
    expect(key).toMatch(/^shared:v1:suggest-corrected:visitor:[0-9a-f]{32}$/);
    const stored = await env.CACHE.get(key!);
    expect(stored).not.toContain("netPrice");
    expect(stored).not.toContain("quantity");
  });

  it("serves a stale entry at once and refreshes it in the background", async () => {
    const service = commerceDouble();
    let clock = 1_000_000;
    const now = () => clock;
    await menuFor(service, null, null, now);
    clock += (FRAME_POLICY.ttlSeconds + 1) * 1000;
    await menuFor(service, null, null, now);
    // Stale: answered from KV, one refresh went to the service through waitUntil.
    expect(service.calls).toEqual(["/menu visitor", "/menu visitor"]);
    await menuFor(service, null, null, now);
    expect(service.calls).toHaveLength(2);
    clock += (FRAME_POLICY.ttlSeconds + FRAME_POLICY.staleSeconds + 1) * 1000;
    await menuFor(service, null, null, now);
    expect(service.calls).toHaveLength(3);
  });

  it("refuses key parts that could carry a token or free text", () => {
    expect(sharedCacheKey("menu", ["A-STANDARD"])).toBe("shared:v1:menu:A-STANDARD");
    expect(() => sharedCacheKey("variant", ["eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc"])).toThrow(/Refusing/);
    expect(() => sharedCacheKey("suggest", ["kabel 3g1,5"])).toThrow(/Refusing/);
    expect(() => sharedCacheKey("category", ["el:10001"])).toThrow(/Refusing/);
  });

  it("tells the scope per request: visitor, the token's assortment (looked up once per token), or none without a customer", async () => {
    const service = commerceDouble();
    const scopeFor = (commerce: CommerceSession) =>
      inRequest(async (waitUntil) => {
        const context = testLoadContext({ CACHE: env.CACHE }, { waitUntil });
        return (await sharedCatalogue(context, commerce)).scope;
      });
    expect(await scopeFor(session(service.fetch, null, null))).toBe("visitor");
    expect(await scopeFor(session(service.fetch, "token-el", "10002"))).toBe("A-EL");
    expect(await scopeFor(session(service.fetch, "token-el", "10002"))).toBe("A-EL");
    expect(await scopeFor(session(service.fetch, "token-buyer-a", "10001"))).toBe("A-STANDARD");
    expect(await scopeFor(session(service.fetch, "token-nocontext", null))).toBeNull();
    expect(service.calls).toEqual([
      "/customers/10002/assortment token-el",
      "/customers/10001/assortment token-buyer-a",
    ]);
  });
});
