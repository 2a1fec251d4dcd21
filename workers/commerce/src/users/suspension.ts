/**
 * A suspended user may still sign in and read (order history, prices, the cart), so the shop can
 * show the suspended-user notice; every write is refused with 403. The flag is read from D1 on each
 * write rather than trusted from the token, so a suspension takes effect at once, not when the
 * access token expires.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import { isAnonymous } from "../auth/claims";
import { SUSPENDED_USER_CODE, SUSPENDED_USER_MESSAGE } from "@shop/domain/suspended-user";

/** POSTs that only read (search, queries, stock) and the session calls a suspended user still needs. */
const READ_ONLY_POSTS = [
  /^\/search\/?$/,
  /^\/graphql\/?$/,
  /^\/stock\/?$/,
  /^\/breadcrumbs\/search\/?$/,
  /^\/getEntitiesByAttribute\/?$/,
  /^\/createEvents\/?$/,
  /^\/v1\/tracking-ids\/?$/,
  /^\/locations\/addresses\/search\/?$/,
];
const SESSION_CALLS = [
  /^\/v2\/sessions(\/.*)?$/,
  /^\/v2\/oci\/sessions\/?$/,
  /^\/users\/credentials\/request\/?$/,
  /^\/v2\/users\/activate\/?$/,
  /^\/__dev\//,
  /^\/health$/,
];

export const SUSPENDED_MESSAGE = SUSPENDED_USER_MESSAGE;

export function isWrite(method: string, path: string): boolean {
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return false;
  if (SESSION_CALLS.some((re) => re.test(path))) return false;
  if (method === "POST" && READ_ONLY_POSTS.some((re) => re.test(path))) return false;
  return true;
}

export async function isSuspended(db: D1Database, userId: string): Promise<boolean> {
  const row = await db.prepare("SELECT suspended FROM users WHERE id = ?").bind(userId).first<{ suspended: number }>();
  return row?.suspended === 1;
}

/** Runs after authentication: 403 with a Swedish message and issue code `suspended` for any write by a suspended user. */
export const refuseSuspendedWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  const claims = c.get("claims");
  if (
    claims &&
    !isAnonymous(claims) &&
    isWrite(c.req.method, c.req.path) &&
    (c.get("suspendedNow") ?? (await isSuspended(c.env.DB, claims.sub)))
  ) {
    throw new ApiError(403, SUSPENDED_MESSAGE, [
      { path: "user", code: SUSPENDED_USER_CODE, message: "A suspended user cannot change anything" },
    ]);
  }
  await next();
};
