import type { AppLoadContext } from "@remix-run/cloudflare";
import { timedFetch, type ServerTiming } from "~/platform/monitoring/server-timing.server";
import { fetchWithinDeadline } from "./request-deadline";

export type ServiceName = "commerce" | "content";

const BINDING_OF = { commerce: "COMMERCE", content: "CONTENT" } as const;

/**
 * The one place that decides how the storefront reaches a service. With a service binding (`COMMERCE` / `CONTENT`
 * in wrangler.toml `[[services]]`) the call goes straight to the bound worker in the same process, without DNS, TLS
 * or a trip through the network; without one it goes over HTTP to COMMERCE_URL / CONTENT_URL (a wholesaler's own
 * services). The URL is the same either way: a bound worker sees the path and query it would see over HTTP.
 * Every call counts in the request's Server-Timing, and none waits past the request's deadline (request-deadline.ts).
 */
export function serviceFetch(context: AppLoadContext, service: ServiceName): typeof fetch {
  const binding = context.config[BINDING_OF[service]];
  // Looked up per call rather than captured: tests replace the global fetch after the context is built.
  const send: typeof fetch = binding
    ? (input, init) => binding.fetch(input as RequestInfo, init)
    : (input, init) => fetch(input, init);
  const bounded = context.deadline ? fetchWithinDeadline(context.deadline, send) : send;
  return timedFetch(context.timing as ServerTiming | undefined, service, bounded);
}
