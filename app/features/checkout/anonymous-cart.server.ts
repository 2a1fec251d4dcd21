/**
 * The anonymous cart of a visitor who is not signed in (docs/decisions.md). The
 * commerce service issues the cart and its secret token; the token lives only in the signed,
 * HttpOnly session cookie (about 100 bytes) and goes to the service as `Authorization: Anonymous`.
 * At login the cart moves into the buyer's cart and the token is dropped.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { serverT } from "~/platform/i18n/catalogue.server";
import { commitSession, getSession } from "~/platform/session/session.server";
import { anonymousCartCreatedSchema, anonymousCartTransferSchema, cartIdSchema } from "@shop/contract/commerce/cart";
import { commerceCall, type CommerceTransport } from "~/platform/services/commerce-client.server";
import { CommerceError } from "~/platform/services/commerce-errors.server";
import { transportFor } from "~/platform/session/commerce-session.server";

declare module "~/platform/session/session.server" {
  interface ShopSessionData {
    /** A visitor's anonymous cart: id and token, never sent to the browser except inside this cookie. */
    anonymousCart?: { cartId: string; token: string };
  }
}

export interface AnonymousCartAccess {
  cartId: string;
  transport: CommerceTransport;
}

export function anonymousTransport(context: AppLoadContext, token: string): CommerceTransport {
  const transport = transportFor(context);
  const brand = transport.headers?.["X-Shop-Brand"];
  return {
    ...transport,
    headers: { ...(brand ? { "X-Shop-Brand": brand } : {}), Authorization: `Anonymous ${token}` },
  };
}

/**
 * A cart this request opened (a visitor's first add without JavaScript): the page the action answers with is rendered
 * in the same request, before the browser has the new session cookie, and its header counts this cart.
 */
const openedThisRequest = new WeakMap<AppLoadContext, { cartId: string; token: string }>();

export function cartOpenedThisRequest(context: AppLoadContext): boolean {
  return openedThisRequest.has(context);
}

/** The visitor's existing anonymous cart, if the session holds one (or this request opened it). */
export async function existingAnonymousCart(
  request: Request,
  context: AppLoadContext,
): Promise<AnonymousCartAccess | null> {
  const stored = (await getSession(request, context)).get("anonymousCart") ?? openedThisRequest.get(context);
  return stored ? { cartId: stored.cartId, transport: anonymousTransport(context, stored.token) } : null;
}

/** Forgets a cart the service no longer accepts (expired, transferred); returns the Set-Cookie. */
export async function forgetAnonymousCart(request: Request, context: AppLoadContext): Promise<string> {
  const session = await getSession(request, context);
  session.unset("anonymousCart");
  return commitSession(session, request, context);
}

/**
 * Runs `use` with the visitor's anonymous cart, creating one on first use. A stored token the
 * service refuses (expired after 30 days, or already moved at a login elsewhere) is replaced by a
 * new cart once. `headers` carries the Set-Cookie when the session changed.
 */
export async function withAnonymousCart<T>(
  request: Request,
  context: AppLoadContext,
  use: (cart: AnonymousCartAccess) => Promise<T>,
): Promise<{ result: T; headers: Headers }> {
  const session = await getSession(request, context);
  const headers = new Headers();
  const stored = session.get("anonymousCart");
  if (stored) {
    try {
      return {
        result: await use({ cartId: stored.cartId, transport: anonymousTransport(context, stored.token) }),
        headers,
      };
    } catch (error) {
      if (!(error instanceof CommerceError && error.kind === "unauthorized")) throw error;
    }
  }
  // transportFor forwards the visitor's CF-Connecting-IP, the one address the service's per-client limit counts.
  const created = await commerceCall(transportFor(context), {
    method: "POST",
    path: "v2/anonymous-carts",
    schema: anonymousCartCreatedSchema,
    service: "cart",
  });
  session.set("anonymousCart", { cartId: created.cartId, token: created.cartToken });
  openedThisRequest.set(context, { cartId: created.cartId, token: created.cartToken });
  headers.append("Set-Cookie", await commitSession(session, request, context));
  return {
    result: await use({ cartId: created.cartId, transport: anonymousTransport(context, created.cartToken) }),
    headers,
  };
}

export interface LoginTransfer {
  /** The notice for the login toast, or null when there was nothing to move. */
  message: string | null;
  /** Keep the token in the new session: the move failed and may be tried at the next login. */
  keep: { cartId: string; token: string } | null;
}

/**
 * The login step of spec section 4 ("cart, optionally transferring an anonymous cart"): the
 * visitor's cart moves into the buyer's open cart for the chosen customer/project with
 * PUT /v2/cart/{dest}/transfer/{source}, proven by X-Cart-Token. Articles outside the buyer's
 * assortment stay behind and are named in the notice. A failure never blocks the login.
 */
export async function transferAnonymousCartAtLogin(
  request: Request,
  context: AppLoadContext,
  accessToken: string,
): Promise<LoginTransfer> {
  const stored = (await getSession(request, context)).get("anonymousCart");
  if (!stored) return { message: null, keep: null };
  const buyer = transportFor(context, accessToken);
  try {
    const dest = await commerceCall(buyer, { path: "v2/cart", schema: cartIdSchema, service: "cart" });
    const answer = await commerceCall(
      { ...buyer, headers: { "X-Cart-Token": stored.token } },
      {
        method: "PUT",
        path: `v2/cart/${encodeURIComponent(dest.cartId)}/transfer/${encodeURIComponent(stored.cartId)}`,
        schema: anonymousCartTransferSchema,
        service: "cart",
      },
    );
    const { moved, skipped } = answer.transfer;
    const parts: string[] = [];
    if (moved.length > 0) parts.push(serverT("cart-page.visitor.moved", { count: moved.length }));
    if (skipped.length > 0)
      parts.push(
        serverT("cart-page.visitor.skipped", {
          articles:
            skipped
              .slice(0, 5)
              .map((s) => s.articleNumber)
              .join(", ") + (skipped.length > 5 ? " …" : ""),
        }),
      );
    return { message: parts.length ? parts.join(" ") : null, keep: null };
  } catch (error) {
    // The source is gone (expired, or moved at another login): nothing to move, nothing to keep.
    if (error instanceof CommerceError && error.kind === "not_found") return { message: null, keep: null };
    if (!(error instanceof CommerceError)) throw error;
    console.error("anonymous cart transfer failed", error.message);
    return { message: `${serverT("errors.transfer_cart")} ${serverT("errors.try_again_later")}`, keep: stored };
  }
}

/** Only what the visitor may do to an anonymous cart; the rest of the cart page needs a login. */
export const VISITOR_INTENTS: ReadonlySet<string> = new Set(["quantity", "remove", "label", "move"]);
export const visitorLoginMessage = () => serverT("cart-page.visitor.login_to_continue");
