import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { toastHeaders } from "~/platform/session/toast.server";
import { serverT } from "~/platform/i18n/catalogue.server";
import { commitSession, getSession, getSessionStorage, type ShopSession } from "~/platform/session/session.server";
import { safeRedirectFor } from "~/platform/routing/safe-redirect";
import { refreshTokens } from "~/platform/session/auth-client.server";
import { commerceCall, type CommerceTransport } from "~/platform/services/commerce-client.server";
import { CommerceError } from "~/platform/services/commerce-errors.server";
import { storeTokens, transportFor, type CommerceSession } from "~/platform/session/commerce-session.server";
import { customerListSchema, type CustomerChoice } from "@shop/contract/commerce/account";
import { cartLinesSchema } from "@shop/contract/commerce/cart";

declare module "~/platform/session/session.server" {
  interface ShopSessionData {
    /** Names of the chosen customer and project, for the header; ids stay in `commerce`. */
    accountContext?: { customerId: string; customerName: string; projectId: string | null; projectName: string | null };
  }
}

export type { CustomerChoice };

/** The buyer's own active customers (spec section 7: active=1, virtualContext false outside punch-out). */
export async function listCustomers(transport: CommerceTransport): Promise<CustomerChoice[]> {
  const result = await commerceCall(transport, {
    path: "v3/customers",
    query: { active: 1, virtualContext: false, limit: 200 },
    schema: customerListSchema,
    service: "auth",
  });
  return result.customers;
}

function openCart(transport: CommerceTransport) {
  return commerceCall(transport, { path: "v2/cart", schema: cartLinesSchema, service: "cart" });
}

/**
 * The session as it stands after this request's own token refresh, if openCommerce did one: the
 * old refresh token is already retired, and using it again would make the service end the session.
 */
export async function currentSession(
  request: Request,
  context: AppLoadContext,
  commerce: CommerceSession,
): Promise<ShopSession> {
  const refreshed = commerce.headers.get("Set-Cookie");
  if (!refreshed) return getSession(request, context);
  const pair = refreshed.split(";")[0] ?? "";
  return getSessionStorage(request, context.config).getSession(pair);
}

export type SwitchOutcome = { ok: true; response: Response } | { ok: false; status: number; message: string };

/**
 * Changes the customer/project context (spec sections 4 and 6): a refresh with the new context
 * gives tokens whose assortment and prices apply on every page at once; the lines of the cart in
 * the old context move to the cart of the new one (the service sums equal lines).
 */
export async function switchContext(
  request: Request,
  context: AppLoadContext,
  commerce: CommerceSession,
  choice: { customerId: string; projectId: string | null },
  customers: CustomerChoice[],
  redirectTo: string | null,
): Promise<SwitchOutcome> {
  const customer = customers.find((c) => c.customerId === choice.customerId);
  const project = choice.projectId ? customer?.projects.find((p) => p.projectId === choice.projectId) : null;
  if (!customer || (choice.projectId && !project))
    return { ok: false, status: 400, message: serverT("account-pages.context.unknown_choice") };
  if (commerce.viewer?.denials.includes("EJ_ANDRA_SORTIMENT"))
    return { ok: false, status: 403, message: serverT("account-pages.context.not_allowed") };

  const session = await currentSession(request, context, commerce);
  const tokens = session.get("commerce");
  if (!tokens) throw redirect("/logga-in", 303);
  // The old cart is read before the switch: afterwards the token opens the new context's cart.
  const source = await openCart(commerce.transport).catch(() => null);
  let pair;
  try {
    pair = await refreshTokens(transportFor(context), tokens.refreshToken, {
      customerId: customer.customerId,
      projectId: choice.projectId,
    });
  } catch (error) {
    if (error instanceof CommerceError && error.kind === "forbidden")
      return { ok: false, status: 403, message: serverT("account-pages.context.not_allowed") };
    throw error;
  }
  storeTokens(session, pair);
  session.set("accountContext", {
    customerId: customer.customerId,
    customerName: customer.customerName,
    projectId: pair.ProjectId,
    projectName: customer.projects.find((p) => p.projectId === pair.ProjectId)?.projectName ?? null,
  });
  const next = transportFor(context, pair.AccessToken);
  let moved = 0;
  if (source && source.items.length > 0) {
    try {
      const dest = await openCart(next);
      if (dest.cartId !== source.cartId) {
        await commerceCall(next, {
          method: "PUT",
          path: `v2/cart/${encodeURIComponent(dest.cartId)}/transfer/${encodeURIComponent(source.cartId)}`,
          schema: z.unknown(),
          service: "cart",
        });
        moved = source.items.length;
      }
    } catch (error) {
      if (!(error instanceof CommerceError)) throw error;
      const headers = await toastHeaders(request, context, {
        type: "error",
        message: `${serverT("errors.transfer_cart")} ${serverT("errors.try_again_later")}`,
      });
      headers.append("Set-Cookie", await commitSession(session, request, context));
      return { ok: true, response: redirect(safeRedirectFor(request, redirectTo), { status: 303, headers }) };
    }
  }
  const message =
    moved > 0
      ? serverT("user.change_project_items_moved")
      : serverT("account-pages.context.changed", { customer: customer.customerName });
  const headers = await toastHeaders(request, context, { type: "success", message });
  headers.append("Set-Cookie", await commitSession(session, request, context));
  return { ok: true, response: redirect(safeRedirectFor(request, redirectTo), { status: 303, headers }) };
}

/**
 * Puts the names of the session's customer and project into the session, so the header's project
 * flyout shows names from the first page after login, not only after a switch. A failed lookup
 * leaves the flyout with the ids (the header never fails the page for a name).
 */
export async function rememberContextNames(session: ShopSession, transport: CommerceTransport): Promise<void> {
  const tokens = session.get("commerce");
  if (!tokens?.customerId) return;
  try {
    const customers = await listCustomers(transport);
    const customer = customers.find((c) => c.customerId === tokens.customerId);
    if (!customer) return;
    session.set("accountContext", {
      customerId: customer.customerId,
      customerName: customer.customerName,
      projectId: tokens.projectId,
      projectName: tokens.projectId
        ? (customer.projects.find((p) => p.projectId === tokens.projectId)?.projectName ?? null)
        : null,
    });
  } catch (error) {
    if (!(error instanceof CommerceError)) throw error;
  }
}
