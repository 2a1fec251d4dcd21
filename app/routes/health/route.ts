import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { healthBody, healthStatus, type DependencyState } from "@shop/domain/health";
import { serviceFetch } from "~/platform/services/service-fetch.server";

/** How long the storefront waits for each service's own /health. */
const HEALTH_TIMEOUT_MS = 2_000;

function serviceUrl(base: string | undefined): string | null {
  if (!base) return null;
  return new URL("/health", base.includes("://") ? base : `https://${base}`).toString();
}

/** "ok" when the service's /health answers 200 with ok: true within 2 s. */
async function probe(base: string | undefined, send: typeof fetch): Promise<DependencyState> {
  const url = serviceUrl(base);
  if (url === null) return "unreachable";
  try {
    const response = await send(url, {
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
      headers: { Accept: "application/json" },
    });
    if (!response.ok) return "unreachable";
    const body = (await response.json()) as { ok?: unknown };
    return body.ok === true ? "ok" : "unreachable";
  } catch {
    return "unreachable";
  }
}

/**
 * GET /health: the storefront is up, and commerce and content answer their /health (200 all ok, 503 otherwise),
 * reached the way pages reach them (a service binding when bound).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const env = context.config;
  const [commerce, content] = await Promise.all([
    probe(env.COMMERCE_URL, serviceFetch(context, "commerce")),
    probe(env.CONTENT_URL, serviceFetch(context, "content")),
  ]);
  const body = healthBody("storefront", { commerce, content });
  return Response.json(body, {
    status: healthStatus(body),
    headers: { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
  });
}
