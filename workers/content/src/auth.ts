import type { Context } from "hono";

/** The token a request carries: `Authorization: Bearer <token>` or `?access_token=` (both accepted by Contentful). */
export function requestToken(c: Context): string | undefined {
  const header = c.req.header("authorization");
  if (header?.toLowerCase().startsWith("bearer ")) return header.slice(7).trim();
  return c.req.query("access_token") ?? undefined;
}

/** Which of the service's two tokens was sent, if any. */
export function tokenKind(token: string | undefined, config: { deliveryToken: string; previewToken: string }) {
  if (token && token === config.deliveryToken) return "delivery" as const;
  if (token && token === config.previewToken) return "preview" as const;
  return undefined;
}
