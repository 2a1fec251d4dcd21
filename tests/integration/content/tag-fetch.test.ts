/**
 * Spec section 8, failed tag fetches: the storefront's REST client (the real contentful SDK) against the content
 * worker; a failed fetch is a 404 and is reported to error reporting (tagged service=cms) unless in development.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { readContentConfig } from "~/platform/services/content-config.server";
import { createRestClient, getTag } from "~/platform/services/content-rest-client.server";
import type { StorefrontConfig } from "~/platform/config/config.server";
import { withMonitoring } from "../../../workers/shared/monitoring";
import {
  describe as describeItem,
  startEnvelopeReceiver,
  tagsOf,
  type EnvelopeReceiver,
} from "../../e2e/support/envelope-receiver";
import { DELIVERY_TOKEN, SPACE } from "./content-worker";

const client = createRestClient(
  readContentConfig({
    CONTENT_URL: inject("contentOrigin"),
    CONTENT_SPACE: SPACE,
    CONTENT_DELIVERY_TOKEN: DELIVERY_TOKEN,
  } as StorefrontConfig),
);

const port = 20_000 + Math.floor(Math.random() * 20_000);
let receiver: EnvelopeReceiver;
beforeAll(async () => {
  receiver = await startEnvelopeReceiver(port);
});
afterAll(() => receiver.close());

/** Runs `work` inside a storefront request with error reporting on, as the worker entry does. */
async function inStorefrontRequest(work: () => Promise<unknown>) {
  const pending: Promise<unknown>[] = [];
  const ctx = { waitUntil: (p: Promise<unknown>) => void pending.push(p), passThroughOnException() {} };
  const worker = withMonitoring("storefront", {
    async fetch(_request: Request, _env: unknown, _ctx: ExecutionContext) {
      await work().catch(() => undefined);
      return new Response("ok");
    },
  });
  const env = { SENTRY_DSN: `http://key@127.0.0.1:${port}/1` };
  const response = await worker.fetch(
    new Request("http://shop.local/"),
    env as never,
    ctx as unknown as ExecutionContext,
  );
  // The SDK flushes once the response body has been read (it treats bodies as streams).
  await response.text();
  await Promise.allSettled(pending);
}

describe("tag fetch", () => {
  it("returns a tag by id", async () => {
    expect(await getTag(client, "guide", { development: false })).toEqual({ id: "guide", name: "Guide" });
  });

  it("fails with 404 and reports it tagged service=cms, except in development", async () => {
    const missing = `no-such-tag-${Date.now()}`;
    await expect(getTag(client, missing, { development: true })).rejects.toMatchObject({ status: 404 });
    await inStorefrontRequest(() => getTag(client, `${missing}-dev`, { development: true }));
    await inStorefrontRequest(() => getTag(client, missing, { development: false }));
    const report = await receiver.waitFor((item) => JSON.stringify(item.json?.extra ?? {}).includes(missing));
    expect(tagsOf(report).service).toBe("cms");
    expect(describeItem(report)).toMatch(/^NotFound: /);
    expect(receiver.items.filter((item) => JSON.stringify(item.json?.extra ?? {}).includes(`${missing}-dev`))).toEqual(
      [],
    );
  });
});
