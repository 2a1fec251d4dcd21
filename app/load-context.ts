import type { AppLoadContext } from "@remix-run/cloudflare";
import type { PlatformProxy } from "wrangler";
import type { Env } from "./env";

type Cloudflare = Omit<PlatformProxy<Env>, "dispose"> | { env: Env; ctx: ExecutionContext; cf?: unknown; caches?: unknown };

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: Pick<ExecutionContext, "waitUntil"> };
    /** Per-request nonce for inline scripts, used by the Content-Security-Policy header. */
    cspNonce: string;
    /**
     * The visitor's address (Cloudflare's CF-Connecting-IP), forwarded on commerce calls so the
     * service's sign-in limits count per visitor rather than per storefront; absent locally.
     */
    clientAddress?: string;
  }
}

/** One typed load context for `wrangler dev`, the Vite dev proxy and production. */
export function getLoadContext({ request, context }: { request: Request; context: { cloudflare: Cloudflare } }): AppLoadContext {
  const nonce = crypto.randomUUID().replace(/-/g, "");
  const clientAddress = request.headers.get("CF-Connecting-IP") ?? undefined;
  return {
    cloudflare: { env: context.cloudflare.env, ctx: context.cloudflare.ctx as Pick<ExecutionContext, "waitUntil"> },
    cspNonce: nonce,
    ...(clientAddress ? { clientAddress } : {}),
  };
}
