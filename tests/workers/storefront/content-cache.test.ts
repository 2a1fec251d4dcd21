import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createContentCache } from "~/platform/services/content-cache.server";
import { createContentClients, getEntriesOfType, getFrontPage } from "~/platform/services/content-client.server";
import { alertBannerFieldsSchema } from "@shop/contract/content/entries";

/**
 * An upstream that answers like the content service (Contentful GraphQL and REST shapes) and
 * counts every request that reaches it, so the tests see what the KV cache saves.
 */
function countingUpstream(answer: (request: Request) => Response | Promise<Response>) {
  const calls: Request[] = [];
  const fetch = async (input: Request | string | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push(request);
    return answer(request);
  };
  return { calls, fetch };
}

const frontPageResponse = () =>
  Response.json({
    data: {
      frontPageCollection: {
        items: [
          {
            name: "Startsida",
            metaDescription: "Allt för bygg och el",
            hero: { title: "Välkommen" },
            sectionsCollection: { items: [] },
          },
        ],
      },
    },
  });

const baseEnv = {
  CACHE: env.CACHE,
  CONTENT_URL: "http://127.0.0.1:8789",
  CONTENT_SPACE: "shop",
  CONTENT_ENVIRONMENT: "master",
  CONTENT_STAGING_ENVIRONMENT: "staging",
  CONTENT_DELIVERY_TOKEN: "delivery-token-abcde",
  CONTENT_PREVIEW_TOKEN: "preview-token-fghij",
};

async function withContext<T>(run: (waitUntil: (promise: Promise<unknown>) => void) => Promise<T>): Promise<T> {
  const ctx = createExecutionContext();
  const result = await run((promise) => ctx.waitUntil(promise));
  await waitOnExecutionContext(ctx);
  return result;
}

describe("content KV cache", () => {
  it("answers the second request for the same query from KV without reaching the content service", async () => {
    const upstream = countingUpstream(frontPageResponse);
    const load = () =>
      withContext((waitUntil) =>
        getFrontPage(createContentClients({ env: baseEnv, waitUntil, fetchOptions: { fetch: upstream.fetch } })),
      );

    const first = await load();
    const second = await load();

    expect(first?.hero?.title).toBe("Välkommen");
    expect(second).toEqual(first);
    expect(upstream.calls).toHaveLength(1);
    expect(upstream.calls[0]!.url).toBe("http://127.0.0.1:8789/content/v1/spaces/shop/environments/master");
    expect(upstream.calls[0]!.headers.get("authorization")).toBe("Bearer delivery-token-abcde");
    expect((await env.CACHE.list({ prefix: "content:shop:master:getFrontPage:" })).keys).toHaveLength(1);
  });

  it("bypasses the cache in preview (environment = the staging one) and uses the preview token", async () => {
    const upstream = countingUpstream(frontPageResponse);
    const previewEnv = { ...baseEnv, CONTENT_ENVIRONMENT: "staging" };
    const load = () =>
      withContext((waitUntil) =>
        getFrontPage(createContentClients({ env: previewEnv, waitUntil, fetchOptions: { fetch: upstream.fetch } })),
      );

    await load();
    await load();

    expect(upstream.calls).toHaveLength(2);
    expect(upstream.calls[0]!.headers.get("authorization")).toBe("Bearer preview-token-fghij");
    expect(await upstream.calls[0]!.json()).toMatchObject({ variables: { preview: true } });
    expect((await env.CACHE.list({ prefix: "content:shop:staging:" })).keys).toHaveLength(0);
  });

  it("keys entries by variables: another query or other variables reach the service", async () => {
    const upstream = countingUpstream(() => Response.json({ data: { frontPageCollection: { items: [] } } }));
    const clients = (waitUntil: (p: Promise<unknown>) => void) =>
      createContentClients({ env: baseEnv, waitUntil, fetchOptions: { fetch: upstream.fetch } });
    await withContext((waitUntil) => clients(waitUntil).cached("q", { a: 1, b: 2 }, async () => "x"));
    const hit = await withContext((waitUntil) => clients(waitUntil).cached("q", { b: 2, a: 1 }, async () => "y"));
    const miss = await withContext((waitUntil) => clients(waitUntil).cached("q", { a: 2, b: 2 }, async () => "z"));
    expect(hit).toBe("x");
    expect(miss).toBe("z");
  });

  it("serves a stale entry once the TTL is over and refreshes it through waitUntil", async () => {
    let now = 1_000_000;
    let version = 0;
    const loader = async () => `v${++version}`;
    const cache = (waitUntil: (p: Promise<unknown>) => void) =>
      createContentCache({
        kv: env.CACHE,
        waitUntil,
        bypass: false,
        ttlSeconds: 60,
        staleSeconds: 600,
        namespace: "swr",
        now: () => now,
      });

    expect(await withContext((w) => cache(w)("page", {}, loader))).toBe("v1");
    now += 120_000; // past the TTL, inside the stale window
    expect(await withContext((w) => cache(w)("page", {}, loader))).toBe("v1");
    expect(await withContext((w) => cache(w)("page", {}, loader))).toBe("v2");
    now += 3_600_000; // past TTL + stale: waits for fresh content
    expect(await withContext((w) => cache(w)("page", {}, loader))).toBe("v3");
  });

  it("caches REST entries fetched through the contentful SDK, pointed at the service host without protocol", async () => {
    const upstream = countingUpstream(() =>
      Response.json({
        sys: { type: "Array" },
        total: 1,
        skip: 0,
        limit: 100,
        items: [
          {
            sys: { id: "alert-1", type: "Entry", contentType: { sys: { id: "alertBanner" } } },
            fields: { active: true, message: "Driftstörning", hideWhenLoggedIn: false },
          },
        ],
      }),
    );
    const load = () =>
      withContext((waitUntil) =>
        getEntriesOfType(
          createContentClients({ env: baseEnv, waitUntil, fetchOptions: { fetch: upstream.fetch } }),
          "alertBanner",
          alertBannerFieldsSchema,
        ),
      );

    const first = await load();
    await load();

    expect(first).toEqual([
      { id: "alert-1", fields: expect.objectContaining({ active: true, message: "Driftstörning" }) },
    ]);
    expect(upstream.calls).toHaveLength(1);
    const url = new URL(upstream.calls[0]!.url);
    expect(url.origin + url.pathname).toBe("http://127.0.0.1:8789/spaces/shop/environments/master/entries");
    expect(url.searchParams.get("content_type")).toBe("alertBanner");
  });
});

describe("content clients against a failing service", () => {
  it("retries 5xx answers and succeeds when the service recovers", async () => {
    let failures = 2;
    const upstream = countingUpstream(() =>
      failures-- > 0 ? new Response("busy", { status: 503 }) : frontPageResponse(),
    );
    const page = await withContext((waitUntil) =>
      getFrontPage(
        createContentClients({
          env: { ...baseEnv, CACHE: undefined as unknown as KVNamespace },
          waitUntil,
          fetchOptions: { fetch: upstream.fetch, backoffMs: 0 },
        }),
      ),
    );
    expect(page?.name).toBe("Startsida");
    expect(upstream.calls).toHaveLength(3);
  });

  it("gives up after 5 attempts and throws an error with status and masked token, caching nothing", async () => {
    const upstream = countingUpstream(() => Response.json({ errors: [{ message: "down" }] }, { status: 500 }));
    const error = await withContext((waitUntil) =>
      getFrontPage(
        createContentClients({
          env: { ...baseEnv, CONTENT_SPACE: "failing" },
          waitUntil,
          fetchOptions: { fetch: upstream.fetch, backoffMs: 0 },
        }),
      ).catch((e: unknown) => e),
    );
    expect(upstream.calls).toHaveLength(5);
    expect(error).toMatchObject({ status: 500, message: "down" });
    expect(JSON.stringify(error)).not.toContain("delivery-token-abcde");
    expect((await env.CACHE.list({ prefix: "content:failing:" })).keys).toHaveLength(0);
  });

  it("wraps a REST 404 with status and message, token masked", async () => {
    const upstream = countingUpstream(() =>
      Response.json(
        { sys: { type: "Error", id: "NotFound" }, message: "The resource could not be found.", requestId: "req-42" },
        { status: 404 },
      ),
    );
    const error = await withContext((waitUntil) =>
      getEntriesOfType(
        createContentClients({
          env: { ...baseEnv, CONTENT_SPACE: "rest404" },
          waitUntil,
          fetchOptions: { fetch: upstream.fetch },
        }),
        "logo",
        alertBannerFieldsSchema,
      ).catch((e: unknown) => e),
    );
    expect(error).toMatchObject({
      name: "NotFound",
      status: 404,
      message: "The resource could not be found.",
      requestId: "req-42",
    });
    expect(upstream.calls).toHaveLength(1);
  });

  it("keeps data when links cannot be resolved and drops only UNRESOLVABLE_LINK errors", async () => {
    const upstream = countingUpstream(() =>
      Response.json({
        data: {
          frontPageCollection: { items: [{ name: "Startsida", hero: null, sectionsCollection: { items: [null] } }] },
        },
        errors: [
          {
            message: "Link to entry 'gone-1' on field 'hero' cannot be resolved",
            extensions: { contentful: { code: "UNRESOLVABLE_LINK", details: { id: "gone-1" } } },
          },
        ],
      }),
    );
    const page = await withContext((waitUntil) =>
      getFrontPage(
        createContentClients({
          env: { ...baseEnv, CONTENT_SPACE: "unresolvable" },
          waitUntil,
          fetchOptions: { fetch: upstream.fetch },
        }),
      ),
    );
    expect(page?.name).toBe("Startsida");
  });
});
