/**
 * Error reporting for the three workers (@sentry/cloudflare; no consent needed for server errors). On only
 * when the worker's SENTRY_DSN is set: without it requests take the plain handler, so nothing is created,
 * traced or sent, in development as anywhere else. Events are scrubbed of credentials first
 * (domain/monitoring-scrub.ts, the same rules as the browser).
 */
import { httpServerIntegration, withSentry, type CloudflareOptions } from "@sentry/cloudflare";
import { ABORT_ERROR_PATTERNS, scrubbingHooks } from "@shop/domain/monitoring-scrub";

export type MonitoredWorker = "storefront" | "commerce" | "content";

interface MonitoringEnv {
  SENTRY_DSN?: unknown;
  ENVIRONMENT?: unknown;
}

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** The SDK options for one request's env, or null when no DSN is configured. */
export function workerSentryOptions(env: unknown, worker: MonitoredWorker): CloudflareOptions | null {
  const vars = (env ?? {}) as MonitoringEnv;
  const dsn = text(vars.SENTRY_DSN);
  if (!dsn) return null;
  return {
    dsn,
    environment: text(vars.ENVIRONMENT) || "production",
    sendDefaultPii: false,
    // Request bodies hold passwords and order data; headers and URLs are scrubbed, bodies are not read at all
    // (the SDK would otherwise copy up to 10 KB of every POST body into its events).
    integrations: (defaults) => [
      ...defaults.filter((integration) => integration.name !== "HttpServer"),
      httpServerIntegration({ maxRequestBodySize: "none" }),
    ],
    maxBreadcrumbs: 25,
    normalizeDepth: 3,
    maxValueLength: 250,
    ignoreErrors: ABORT_ERROR_PATTERNS,
    // `service` is left to the reports themselves (the content layer's are service=cms).
    initialScope: { tags: { worker } },
    ...scrubbingHooks,
  } as CloudflareOptions;
}

type FetchHandler = (request: Request, env: never, ctx: ExecutionContext) => Response | Promise<Response>;

/**
 * Wraps a worker's handler (a plain ExportedHandler or a Hono app, whose onError is then reported too)
 * in place, keeping its type, so tests that call `app.request(...)` still reach the same object. The handler
 * gets the worker's own env, not the SDK's per-request proxy of it: the apps parse their configuration once
 * per env object (app/platform/config/config.server.ts), and a new proxy per request would parse it every time.
 */
export function withMonitoring<H extends { fetch?: unknown }>(worker: MonitoredWorker, handler: H): H {
  const target = handler as unknown as { fetch: FetchHandler };
  const plain = target.fetch;
  const ownEnv = new WeakMap<Request, unknown>();
  target.fetch = function (this: unknown, request, env, ctx) {
    return plain.call(this, request, (ownEnv.get(request) ?? env) as never, ctx);
  };
  withSentry((env: unknown) => workerSentryOptions(env, worker) ?? undefined, target as unknown as ExportedHandler);
  const monitored = target.fetch;
  target.fetch = function (this: unknown, request, env, ctx) {
    if (!workerSentryOptions(env, worker)) return plain.call(this, request, env, ctx);
    ownEnv.set(request, env);
    return monitored.call(this, request, env, ctx);
  };
  return handler;
}
