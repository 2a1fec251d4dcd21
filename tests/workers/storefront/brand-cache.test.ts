import { env } from "cloudflare:test";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  BRAND_CACHE_KEY,
  BRAND_CACHE_TTL_SECONDS,
  getCurrentBrand,
  loadAllBrands,
  readBrandConfigs,
} from "~/platform/brand/brand-config.server";
import type { BrandConfigs } from "~/platform/brand/schema";
import { testLoadContext } from "../../support/load-context";

/** A brand-config source that counts how often it is read. */
function countingSource() {
  const source = { reads: 0, load: (): BrandConfigs => (source.reads++, loadAllBrands()) };
  return source;
}

function contextFor(brand: string | undefined): AppLoadContext {
  return testLoadContext({ ...env, BRAND: brand });
}

describe("brand configs through the KV cache (workerd, binding CACHE)", () => {
  beforeEach(async () => {
    await env.CACHE.delete(BRAND_CACHE_KEY);
  });
  afterEach(() => vi.restoreAllMocks());

  it("reads the source once and serves the second read from KV", async () => {
    const source = countingSource();
    const first = await readBrandConfigs(env.CACHE, { load: source.load });
    const second = await readBrandConfigs(env.CACHE, { load: source.load });
    expect(source.reads).toBe(1);
    expect(second).toEqual(first);
    expect(await env.CACHE.get(BRAND_CACHE_KEY, "json")).toMatchObject({
      brands: { nordel: { name: "Nordel Elgrossist" } },
    });
  });

  it("reads the source again once the TTL has passed", async () => {
    const source = countingSource();
    let now = Date.UTC(2024, 11, 23, 8);
    const clock = () => now;
    await readBrandConfigs(env.CACHE, { load: source.load, now: clock });
    now += (BRAND_CACHE_TTL_SECONDS - 1) * 1000;
    await readBrandConfigs(env.CACHE, { load: source.load, now: clock });
    expect(source.reads).toBe(1);
    now += 2000;
    await readBrandConfigs(env.CACHE, { load: source.load, now: clock });
    expect(source.reads).toBe(2);
  });

  it("replaces a malformed KV entry instead of serving it", async () => {
    await env.CACHE.put(BRAND_CACHE_KEY, JSON.stringify({ storedAt: Date.now(), brands: { nordel: { name: 1 } } }));
    const source = countingSource();
    const brands = await readBrandConfigs(env.CACHE, { load: source.load });
    expect(source.reads).toBe(1);
    expect(brands.nordel.name).toBe("Nordel Elgrossist");
  });

  it("gives the current brand from BRAND, and the default brand with a warning for an unknown one", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect((await getCurrentBrand(contextFor("nordel"))).id).toBe("nordel");
    expect((await getCurrentBrand(contextFor(undefined))).id).toBe("byggmax-el");
    expect(warn).not.toHaveBeenCalled();
    expect((await getCurrentBrand(contextFor("nordell"))).id).toBe("byggmax-el");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"nordell"'));
  });
});
