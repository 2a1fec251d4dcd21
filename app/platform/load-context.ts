import type { AppLoadContext } from "@remix-run/cloudflare";
import { getCurrentBrand } from "~/platform/brand/brand-config.server";
import type { BrandConfig } from "~/platform/brand/schema";
import { readConfig, type StorefrontConfig, type StorefrontEnv } from "~/platform/config/config.server";
import { openCommerce, type CommerceSession } from "~/platform/session/commerce-session.server";
import { contentClientsFromContext, type ContentClients } from "~/platform/services/content-client.server";
import { getSession, type ShopSession } from "~/platform/session/session.server";
import { createServerTiming, timedKv, type ServerTiming } from "~/platform/monitoring/server-timing.server";
import { createRequestDeadline, type RequestDeadline } from "~/platform/services/request-deadline";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    /** The raw bindings, for the few places that need a binding itself; settings are read from `config`. */
    cloudflare: { env: StorefrontEnv; ctx: Pick<ExecutionContext, "waitUntil"> };
    /** The validated configuration (app/platform/config/config.server.ts). */
    config: StorefrontConfig;
    /** Per-request nonce for inline scripts, used by the Content-Security-Policy header. */
    cspNonce: string;
    /**
     * The visitor's address (Cloudflare's CF-Connecting-IP), forwarded on commerce calls so the
     * service's sign-in limits count per visitor rather than per storefront; absent locally.
     */
    clientAddress?: string;
    /** This request's session cookie, opened on first use (a read-only view: write with commitSession). */
    session: () => Promise<ShopSession>;
    /** This request's commerce session (tokens refreshed once per request, see openCommerce). */
    commerce: () => Promise<CommerceSession>;
    /** The content service clients, built on first use. */
    content: ContentClients;
    /** The brand this worker serves, through the KV cache. */
    brand: () => Promise<BrandConfig>;
    /** Where this request's time goes (commerce, content, KV), sent as Server-Timing on every answer. */
    timing: ServerTiming;
    /** The bound on this request's service calls in all (app/platform/services/request-deadline.ts). */
    deadline?: RequestDeadline;
  }
}

type Cloudflare = { env: unknown; ctx: Pick<ExecutionContext, "waitUntil">; cf?: unknown; caches?: unknown };
type LoadContextArgs = { request: Request; context: { cloudflare: Cloudflare } };

function once<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}

/**
 * One typed load context for `wrangler dev`, the Vite dev proxy and production (as Hydrogen's
 * `context.ts`): validated config, and the session and service clients of this request, each built
 * on first use so a page that needs no commerce call makes none. Throws a ConfigError when the
 * configuration is unusable; the worker answers that with a 503 (app/platform/config/unavailable.server.ts).
 */
export function getLoadContext({ request, context }: LoadContextArgs): AppLoadContext {
  const { env, ctx } = context.cloudflare;
  return createLoadContext({ request, config: readConfig(env), env: env as StorefrontEnv, ctx });
}

/** The load context around an already validated configuration (getLoadContext; tests build theirs with it). */
export function createLoadContext(parts: {
  request: Request;
  config: StorefrontConfig;
  env: StorefrontEnv;
  ctx: Pick<ExecutionContext, "waitUntil">;
}): AppLoadContext {
  const { request } = parts;
  const timing = createServerTiming();
  // The cache binding is wrapped once here, so every KV reader (brand, content, catalogue) is counted.
  const config = parts.config.CACHE ? { ...parts.config, CACHE: timedKv(timing, parts.config.CACHE) } : parts.config;
  const clientAddress = request.headers.get("CF-Connecting-IP") ?? undefined;
  const content = once(() => contentClientsFromContext(loadContext));
  const loadContext: AppLoadContext = {
    cloudflare: { env: parts.env, ctx: parts.ctx },
    config,
    cspNonce: crypto.randomUUID().replace(/-/g, ""),
    ...(clientAddress ? { clientAddress } : {}),
    session: once(() => getSession(request, loadContext)),
    commerce: () => openCommerce(request, loadContext),
    get content() {
      return content();
    },
    brand: once(() => getCurrentBrand(loadContext)),
    timing,
    deadline: createRequestDeadline(),
  };
  return loadContext;
}
