import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import contentService from "../../../workers/content/src/index";
import { getContentPage, getEntriesOfType, createContentClients } from "~/platform/services/content-client.server";
import { alertBannerFieldsSchema } from "@shop/contract/content/entries";

/**
 * The KV cache in front of the real content service (its Hono app, in process, with the demo
 * content): every request that reaches the service is counted.
 */
function countingContentService() {
  const paths: string[] = [];
  const fetch = async (input: Request | string | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    paths.push(`${request.method} ${new URL(request.url).pathname}`);
    const ctx = createExecutionContext();
    return contentService.fetch(
      request,
      { SPACE_ID: "shop", DELIVERY_TOKEN: "local-delivery-token", PREVIEW_TOKEN: "local-preview-token" },
      ctx,
    );
  };
  return { paths, fetch };
}

const storefrontEnv = (environment: string, space = "shop") => ({
  CACHE: env.CACHE,
  CONTENT_URL: "http://content.local",
  CONTENT_SPACE: space,
  CONTENT_ENVIRONMENT: environment,
  CONTENT_STAGING_ENVIRONMENT: "staging",
  CONTENT_DELIVERY_TOKEN: "local-delivery-token",
  CONTENT_PREVIEW_TOKEN: "local-preview-token",
});

async function inRequest<T>(run: (waitUntil: (promise: Promise<unknown>) => void) => Promise<T>) {
  const ctx = createExecutionContext();
  const result = await run((promise) => ctx.waitUntil(promise));
  await waitOnExecutionContext(ctx);
  return result;
}

describe("content cache in front of the content service", () => {
  it("serves the second request for a content page from KV", async () => {
    const service = countingContentService();
    const load = () =>
      inRequest((waitUntil) =>
        getContentPage(
          createContentClients({ env: storefrontEnv("master"), waitUntil, fetchOptions: { fetch: service.fetch } }),
          "om-oss",
        ),
      );
    const first = await load();
    const second = await load();
    expect(first?.title).toBe("Om oss");
    expect(second).toEqual(first);
    expect(service.paths).toEqual(["POST /content/v1/spaces/shop/environments/master"]);
  });

  it("serves REST entries (the contentful SDK) from KV the second time", async () => {
    const service = countingContentService();
    const load = () =>
      inRequest((waitUntil) =>
        getEntriesOfType(
          createContentClients({ env: storefrontEnv("master"), waitUntil, fetchOptions: { fetch: service.fetch } }),
          "alertBanner",
          alertBannerFieldsSchema,
          { "fields.active": true },
        ),
      );
    const first = await load();
    await load();
    expect(first.length).toBeGreaterThan(0);
    expect(service.paths).toEqual(["GET /spaces/shop/environments/master/entries"]);
  });

  it("asks the service every time in preview", async () => {
    const service = countingContentService();
    const load = () =>
      inRequest((waitUntil) =>
        getContentPage(
          createContentClients({ env: storefrontEnv("staging"), waitUntil, fetchOptions: { fetch: service.fetch } }),
          "om-oss",
        ),
      );
    expect((await load())?.slug).toBe("om-oss");
    await load();
    expect(service.paths).toHaveLength(2);
  });
});
