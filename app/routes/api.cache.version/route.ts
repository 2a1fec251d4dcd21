import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { bumpDataVersion } from "~/platform/edge-cache/data-version.server";
import { serverT } from "~/platform/i18n/catalogue.server";
import { equalInConstantTime } from "~/platform/session/csrf.server";

const NO_STORE = { "Cache-Control": "no-store" };
const problem = (status: number, message: string) => Response.json({ message }, { status, headers: NO_STORE });

/**
 * POST /api/cache/version with `Authorization: Bearer <CACHE_PURGE_TOKEN>`: content or catalogue data changed
 * (a Contentful webhook, the catalogue import), so every visitor page in the edge cache is rendered anew
 * (app/platform/edge-cache/data-version.server.ts). Without CACHE_PURGE_TOKEN the endpoint does not exist.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const secret = context.config.CACHE_PURGE_TOKEN;
  if (!secret) return problem(404, serverT("errors.not_found"));
  if (request.method !== "POST") return problem(405, serverT("errors.method_not_allowed"));
  const sent = /^Bearer (.+)$/.exec(request.headers.get("Authorization") ?? "")?.[1] ?? "";
  if (!equalInConstantTime(sent, secret)) return problem(401, serverT("errors.cache_purge_unauthorized"));
  return Response.json({ version: await bumpDataVersion(context) }, { headers: NO_STORE });
}

export function loader({ context }: LoaderFunctionArgs) {
  if (!context.config.CACHE_PURGE_TOKEN) return problem(404, serverT("errors.not_found"));
  return problem(405, serverT("errors.method_not_allowed"));
}
