import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createServerTiming, timedKv } from "~/platform/monitoring/server-timing.server";
import { commerceCall } from "~/platform/services/commerce-client.server";
import { serviceFetch } from "~/platform/services/service-fetch.server";
import { transportFor } from "~/platform/session/commerce-session.server";
import { finishResponse } from "~/platform/security/request-policy.server";
import { testLoadContext } from "../../support/load-context";

const env = { COMMERCE_URL: "http://commerce.local", CONTENT_URL: "http://content.local", SESSION_SECRET: "x" };

/** A clock the test moves by hand. */
function clock() {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** `{ kind: { dur, desc } }` from a Server-Timing value, as devtools reads it. */
function entries(header: string | null) {
  return Object.fromEntries(
    (header ?? "").split(", ").map((entry) => {
      const [name, ...params] = entry.split(";");
      const values = Object.fromEntries(params.map((param) => param.split("=") as [string, string]));
      return [name, { dur: Number(values.dur), desc: values.desc?.replace(/"/g, "") }];
    }),
  );
}

describe("Server-Timing collector", () => {
  it("adds up the time of each kind and counts its calls; render runs from the start of the request", async () => {
    const time = clock();
    const timing = createServerTiming(time.now);
    let finish!: (value: string) => void;
    const slow = timing.time("commerce", new Promise<string>((resolve) => (finish = resolve)));
    time.advance(12.34);
    finish("variants");
    expect(await slow).toBe("variants");
    const fast = timing.time("commerce", Promise.resolve("menu"));
    await fast;
    time.advance(3);
    await timing.time("kv", Promise.resolve(null));
    time.advance(4);

    expect(entries(timing.header())).toEqual({
      commerce: { dur: 12.3, desc: "2 calls" },
      kv: { dur: 0, desc: "1 call" },
      render: { dur: 19.3, desc: "storefront until headers" },
    });
  });

  it("counts a failed call and passes its failure on", async () => {
    const time = clock();
    const timing = createServerTiming(time.now);
    const failing = timing.time("content", Promise.reject(new Error("content down")));
    await expect(failing).rejects.toThrow("content down");
    expect(timing.header()).toMatch(/^content;dur=0;desc="1 call", render;dur=0;/);
  });

  it("names no kind that was not called", () => {
    expect(createServerTiming(() => 0).header()).toBe('render;dur=0;desc="storefront until headers"');
  });

  it("counts KV reads and writes and leaves the answers alone", async () => {
    const timing = createServerTiming(() => 0);
    const store = new Map<string, string>();
    const kv = {
      get: async (key: string) => store.get(key) ?? null,
      put: async (key: string, value: string) => void store.set(key, value),
    } as unknown as KVNamespace;
    const counted = timedKv(timing, kv);
    await counted.put("brand", "nordel");
    expect(await counted.get("brand")).toBe("nordel");
    expect(entries(timing.header()).kv).toEqual({ dur: 0, desc: "2 calls" });
  });
});

describe("Server-Timing on the storefront's answers", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("an answer carries the commerce calls its request made and the render time", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ ok: true })),
    );
    const request = new Request("http://shop.local/api/sok?q=kabel");
    const context = testLoadContext(env, { request });
    const transport = transportFor(context);
    await commerceCall(transport, { path: "/health", schema: z.object({ ok: z.boolean() }) });
    await commerceCall(transport, { path: "/health", schema: z.object({ ok: z.boolean() }) });

    const answer = await finishResponse(request, context, Response.json({ suggestions: [] }));
    const timings = entries(answer.headers.get("Server-Timing"));
    expect(timings.commerce?.desc).toBe("2 calls");
    expect(timings.render?.dur).toBeGreaterThanOrEqual(0);
    expect(timings.content).toBeUndefined();
  });
});

describe("how the storefront reaches a service", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("calls the bound worker when COMMERCE is bound, and never the network", async () => {
    const network = vi.fn(async () => new Response("network", { status: 500 }));
    vi.stubGlobal("fetch", network);
    const bound = vi.fn(async (input: RequestInfo) => Response.json({ via: "binding", url: String(input) }));
    const context = testLoadContext({ ...env, COMMERCE: { fetch: bound } });
    const answer = await serviceFetch(context, "commerce")("http://commerce.local/v2/cart?x=1");
    expect(await answer.json()).toEqual({ via: "binding", url: "http://commerce.local/v2/cart?x=1" });
    expect(network).not.toHaveBeenCalled();
    expect(context.timing.header()).toMatch(/^commerce;dur=[\d.]+;desc="1 call"/);
  });

  it("goes over HTTP to the configured URL when nothing is bound", async () => {
    const network = vi.fn(async (input: RequestInfo | URL) => Response.json({ url: String(input) }));
    vi.stubGlobal("fetch", network);
    const context = testLoadContext({ ...env, COMMERCE: { fetch: vi.fn() } });
    const content = await serviceFetch(context, "content")("http://content.local/spaces/shop");
    expect(await content.json()).toEqual({ url: "http://content.local/spaces/shop" });
    expect(network).toHaveBeenCalledTimes(1);
    expect(entries(context.timing.header()).content?.desc).toBe("1 call");
  });
});
