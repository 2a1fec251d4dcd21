/**
 * The one money filter of the commerce service. `moneyVisibility(claims)` turns the token's denials
 * into a view (domain/money-view.ts); `moneyFilter` applies it to every JSON answer of the app
 * by construction, so a new endpoint cannot forget it. Documents that are not JSON (order PDF, order
 * CSV, receipt mail) take the same view from `moneyVisibility`.
 */
import type { MiddlewareHandler } from "hono";
import { moneyView, redactMoney, type MoneyView } from "@shop/domain/money-view";
import type { AppEnv } from "../env";
import type { AccessClaims } from "./jwt";
import { activePermission, isAnonymous } from "./claims";

/** What the token may see of amounts, from the denials of its active permission (anonymous: nothing). */
export function moneyVisibility(claims: AccessClaims | undefined): MoneyView {
  if (!claims || isAnonymous(claims)) return moneyView(null);
  return moneyView(activePermission(claims)?.permissionDenies ?? []);
}

/** Redacts every JSON answer (REST and /graphql alike) for a caller whose view hides amounts. */
export const moneyFilter: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const claims = c.get("claims");
  // Only callers with a token (or the anonymous viewer) carry claims; sign-in answers etc. hold no amounts.
  if (!claims) return;
  const view = moneyVisibility(claims);
  if (view.prices && view.discounts && view.financials) return;
  if (!(c.res.headers.get("content-type") ?? "").includes("application/json")) return;
  const text = await c.res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    c.res = new Response(text, c.res);
    return;
  }
  const headers = new Headers(c.res.headers);
  headers.delete("content-length");
  c.res = new Response(JSON.stringify(redactMoney(body, view)), { status: c.res.status, headers });
  // Hono copies the old answer's headers onto the new one: its length no longer holds.
  c.res.headers.delete("content-length");
};
