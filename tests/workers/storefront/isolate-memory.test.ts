import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createIsolateMemory } from "~/platform/cache/isolate-memory.server";
import { createSharedCache } from "~/platform/cache/shared-cache.server";
import { createContentCache } from "~/platform/services/content-cache.server";

const policy = { ttlSeconds: 300, staleSeconds: 3600 };

/** env.CACHE with its reads counted. */
function countedKv() {
  const counts = { reads: 0 };
  const kv = {
    get: (key: string, type: "text") => {
      counts.reads += 1;
      return env.CACHE.get(key, type);
    },
    put: (key: string, value: string, options?: KVNamespacePutOptions) => env.CACHE.put(key, value, options),
  } as unknown as KVNamespace;
  return { kv, counts };
}

function setup() {
  let clock = Date.UTC(2026, 10, 24, 12);
  const memory = createIsolateMemory({ ttlMs: 15_000, maxEntries: 10, now: () => clock });
  const pending: Promise<unknown>[] = [];
  const { kv, counts } = countedKv();
  const cache = createSharedCache({ kv, waitUntil: (p) => pending.push(p), now: () => clock, memory });
  let loads = 0;
  // KV keeps its entries from one test to the next here: each test has its own assortment.
  const scope = `A-${crypto.randomUUID().slice(0, 8)}`;
  const menu = async () => {
    await Promise.all(pending);
    return cache("menu", [scope], policy, async () => ({ tree: ["Kabel"], load: ++loads }));
  };
  return { menu, counts, advance: (ms: number) => (clock += ms), loads: () => loads };
}

describe("isolate memory in front of the KV caches", () => {
  it("repeats an entry read from KV for a few seconds without reading KV again", async () => {
    const { menu, counts, advance } = setup();
    expect(await menu()).toEqual({ tree: ["Kabel"], load: 1 }); // miss: loaded and written to KV
    expect(counts.reads).toBe(1);
    expect(await menu()).toEqual({ tree: ["Kabel"], load: 1 }); // read from KV, remembered
    expect(counts.reads).toBe(2);
    advance(10_000);
    expect(await menu()).toEqual({ tree: ["Kabel"], load: 1 });
    expect(counts.reads).toBe(2);
    advance(6_000); // past the memory's 15 s: KV again
    await menu();
    expect(counts.reads).toBe(3);
  });

  it("hands every request its own copy", async () => {
    const { menu } = setup();
    await menu();
    await menu();
    const first = await menu();
    first.tree.push("changed by one request");
    expect((await menu()).tree).toEqual(["Kabel"]);
  });

  it("never outlives the entry's own freshness", async () => {
    const { menu, advance, loads } = setup();
    await menu();
    await menu();
    advance(299_990);
    await menu(); // memory expired long ago; KV still fresh
    await menu(); // remembered again, 10 ms before the entry's TTL ends
    advance(20);
    await menu(); // stale now: served from KV and refreshed in the background, not from memory
    await menu();
    expect(loads()).toBe(2);
  });

  it("works the same in front of the content cache", async () => {
    let clock = 1_000_000;
    const memory = createIsolateMemory({ ttlMs: 15_000, maxEntries: 10, now: () => clock });
    const { kv, counts } = countedKv();
    const pending: Promise<unknown>[] = [];
    const cache = createContentCache({
      kv,
      waitUntil: (p) => pending.push(p),
      bypass: false,
      now: () => clock,
      memory,
    });
    const variables = { id: crypto.randomUUID() };
    const read = async () => {
      await Promise.all(pending);
      return cache("getFrontPage", variables, async () => ({ title: "Start" }));
    };
    await read();
    await read();
    clock += 1_000;
    expect(await read()).toEqual({ title: "Start" });
    expect(counts.reads).toBe(2);
  });
});
