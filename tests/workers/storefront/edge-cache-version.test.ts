import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { bumpDataVersion, DATA_VERSION_KEY, dataVersion } from "~/platform/edge-cache/data-version.server";
import { testLoadContext } from "../../support/load-context";

describe("a content or catalogue change (workerd, binding CACHE)", () => {
  it("deletes the cached content and catalogue data and moves the pages to a new version", async () => {
    const context = testLoadContext({ ...env });
    await env.CACHE.put(DATA_VERSION_KEY, "4");
    await env.CACHE.put("content:shop:master:page:abc", "{}");
    await env.CACHE.put("shared:v1:category:visitor:el", "{}");
    await env.CACHE.put("brands:v1", "{}");

    expect(await bumpDataVersion(context)).toBe("5");

    expect(await env.CACHE.get(DATA_VERSION_KEY)).toBe("5");
    expect(await dataVersion(context)).toBe("5");
    expect(await env.CACHE.get("content:shop:master:page:abc")).toBeNull();
    expect(await env.CACHE.get("shared:v1:category:visitor:el")).toBeNull();
    // Brand configuration comes from the deploy, not from content or catalogue data.
    expect(await env.CACHE.get("brands:v1")).toBe("{}");
  });
});
