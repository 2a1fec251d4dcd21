import { afterEach, describe, expect, it, vi } from "vitest";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loader } from "~/routes/health/route";
import pkg from "../../package.json";
import { testLoadContext } from "../support/load-context";

const args = (env: Record<string, string>) =>
  ({
    request: new Request("http://shop.local/health"),
    params: {},
    context: testLoadContext(env),
  }) as unknown as LoaderFunctionArgs;
const env = { COMMERCE_URL: "http://commerce.local", CONTENT_URL: "http://content.local" };

describe("storefront /health", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("answers 200, no-store, when commerce and content both report ok", async () => {
    const fetchMock = vi.fn(async (_url: string) => Response.json({ ok: true }));
    vi.stubGlobal("fetch", fetchMock);
    const response = await loader(args(env));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      ok: true,
      service: "storefront",
      version: pkg.version,
      dependencies: { commerce: "ok", content: "ok" },
    });
    expect(fetchMock.mock.calls.map(([url]) => String(url)).sort()).toEqual([
      "http://commerce.local/health",
      "http://content.local/health",
    ]);
  });

  it("answers 503 naming the service that is down, unhealthy or silent", async () => {
    vi.stubGlobal("fetch", async (url: string) => {
      if (url.startsWith("http://commerce.local")) throw new TypeError("connection refused");
      return Response.json({ ok: false }, { status: 503 });
    });
    const response = await loader(args(env));
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      ok: false,
      dependencies: { commerce: "unreachable", content: "unreachable" },
    });
  });

  it("gives up on a service after 2 s", async () => {
    vi.stubGlobal("fetch", (url: string, init: RequestInit) =>
      url.startsWith("http://content.local")
        ? Promise.resolve(Response.json({ ok: true }))
        : new Promise((_, reject) => init.signal?.addEventListener("abort", () => reject(init.signal?.reason))),
    );
    const started = Date.now();
    const response = await loader(args(env));
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await response.json()).toMatchObject({
      ok: false,
      dependencies: { commerce: "unreachable", content: "ok" },
    });
  });
});
