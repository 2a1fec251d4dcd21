import type { AppLoadContext } from "@remix-run/cloudflare";
import type { StorefrontConfig, StorefrontEnv } from "~/platform/config/config.server";
import { createLoadContext } from "~/platform/load-context";

/**
 * A storefront load context for tests, built like the worker's but around the settings given here
 * as they are (not validated, so a test can also leave one out). The session and the commerce
 * session belong to `request`: build one context per request when a test reads them.
 */
export function testLoadContext(
  env: Record<string, unknown> = {},
  options: { request?: Request; waitUntil?: (promise: Promise<unknown>) => void } = {},
): AppLoadContext {
  return createLoadContext({
    request: options.request ?? new Request("http://localhost/"),
    config: env as unknown as StorefrontConfig,
    env: env as unknown as StorefrontEnv,
    ctx: { waitUntil: options.waitUntil ?? (() => {}) },
  });
}
