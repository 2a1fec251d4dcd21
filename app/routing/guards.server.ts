import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { redirectWithToast } from "~/components/toast/toast.server";
import { isAdmin, highestRole, type Role } from "~/domain/roles";
import { serverT } from "~/i18n/catalogue.server";
import { getSession } from "~/session/session.server";
import { safeRedirect } from "~/utils/safe-redirect";

declare module "~/session/session.server" {
  interface ShopSessionData {
    /** Set by the login (accounts work); its presence is what "logged in" means to the guards. */
    userId?: string;
    /** The user's roles across its customers, copied from the token at login. */
    roles?: Role[];
  }
}

export interface SignedInUser {
  userId: string;
  roles: Role[];
}

export const LOGIN_PATH = "/logga-in";

/** `/logga-in?redirectTo=<the page asked for>`: the login page returns the buyer there afterwards. */
export function loginPathFor(request: Request): string {
  const url = new URL(request.url);
  return `${LOGIN_PATH}?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`;
}

export async function getOptionalUser(request: Request, context: AppLoadContext): Promise<SignedInUser | null> {
  const session = await getSession(request, context);
  const userId = session.get("userId");
  return userId ? { userId, roles: session.get("roles") ?? [] } : null;
}

/**
 * Spec section 2, "login required": without a session the buyer is sent (303) to the login page,
 * which says 'Vänligen logga in' and brings them back afterwards.
 */
export async function requireUser(request: Request, context: AppLoadContext): Promise<SignedInUser> {
  const user = await getOptionalUser(request, context);
  if (!user) throw redirect(loginPathFor(request), 303);
  return user;
}

/**
 * Spec section 2: missing rights show 'Du saknar rättigheter för att se denna sida' and send the
 * buyer to the previous page (when it was one of ours and not this page) or the start page.
 */
export async function forbidden(request: Request, context: AppLoadContext): Promise<never> {
  const url = new URL(request.url);
  const referer = request.headers.get("Referer");
  const previous = referer ? safeRedirect(referer, "/", { origin: url.origin }) : "/";
  const target = new URL(previous, url.origin).pathname === url.pathname ? "/" : previous;
  throw await redirectWithToast(request, context, target, { type: "error", message: serverT("errors.missing_rights") });
}

/** Logged in and allowed by `allowed` (a permission check from app/domain), or sent away. */
export async function requirePermission(
  request: Request,
  context: AppLoadContext,
  allowed: (user: SignedInUser) => boolean,
): Promise<SignedInUser> {
  const user = await requireUser(request, context);
  if (!allowed(user)) await forbidden(request, context);
  return user;
}

export function requireAdmin(request: Request, context: AppLoadContext): Promise<SignedInUser> {
  return requirePermission(request, context, (user) => isAdmin(highestRole(user.roles)));
}
