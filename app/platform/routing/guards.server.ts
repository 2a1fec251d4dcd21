import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { redirectWithToast } from "~/platform/session/toast.server";
import { externalAdminTarget, isInDevelopmentRouteEnabled } from "@shop/domain/route-access";
import { isAdmin, highestRole, type Role } from "@shop/domain/roles";
import { serverT } from "~/platform/i18n/catalogue.server";
import { getSession } from "~/platform/session/session.server";
import { loginPathFor } from "~/platform/session/login-path";
import { safeRedirectFor } from "./safe-redirect";
import { throwPageNotFound } from "./not-found";

declare module "~/platform/session/session.server" {
  interface ShopSessionData {
    /** Set by the login (accounts work); its presence is what "logged in" means to the guards. */
    userId?: string;
    /** The user's roles across its customers, copied from the token at login. */
    roles?: Role[];
    /** From the token: the user is suspended (sees the notice; the service refuses every write). */
    suspended?: boolean;
    /** From the token: the user is administered in the external admin site. */
    externalAdmin?: boolean;
  }
}

export interface SignedInUser {
  userId: string;
  roles: Role[];
  suspended: boolean;
  externalAdmin: boolean;
}

export { LOGIN_PATH, loginPathFor } from "~/platform/session/login-path";

export async function getOptionalUser(request: Request, context: AppLoadContext): Promise<SignedInUser | null> {
  const session = await getSession(request, context);
  const userId = session.get("userId");
  return userId
    ? {
        userId,
        roles: session.get("roles") ?? [],
        suspended: session.get("suspended") === true,
        externalAdmin: session.get("externalAdmin") === true,
      }
    : null;
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
  const previous = referer ? safeRedirectFor(request, referer) : "/";
  const target = new URL(previous, url.origin).pathname === url.pathname ? "/" : previous;
  throw await redirectWithToast(request, context, target, { type: "error", message: serverT("errors.missing_rights") });
}

/** Logged in and allowed by `allowed` (a permission check from domain/), or sent away. */
export async function requirePermission(
  request: Request,
  context: AppLoadContext,
  allowed: (user: SignedInUser) => boolean,
): Promise<SignedInUser> {
  const user = await requireUser(request, context);
  if (!allowed(user)) await forbidden(request, context);
  return user;
}

/**
 * Admin pages (spec sections 2 and 6): an admin role is required, and an external administrator is
 * sent (303) to the configured external admin address (`EXTERNAL_ADMIN_URL`) instead. Without a
 * usable address the external administrator has no admin page here and gets the rights message.
 */
export async function requireAdmin(request: Request, context: AppLoadContext): Promise<SignedInUser> {
  const user = await requirePermission(request, context, (u) => isAdmin(highestRole(u.roles)) || u.externalAdmin);
  if (user.externalAdmin) {
    const target = externalAdminTarget(context.config.EXTERNAL_ADMIN_URL);
    if (!target) return forbidden(request, context);
    throw redirect(target, 303);
  }
  return user;
}

/** Where an external administrator administers users, or null for everyone else (for links that open it in a new window). */
export function externalAdminUrlFor(user: SignedInUser | null, context: AppLoadContext): string | null {
  return user?.externalAdmin ? externalAdminTarget(context.config.EXTERNAL_ADMIN_URL) : null;
}

/**
 * A route marked in development (spec section 2) answers 404 'Page Not Found: {path}', as if it did
 * not exist, unless the deployment enables it in `IN_DEVELOPMENT_ROUTES` (see route-access.ts).
 */
export function requireReleased(request: Request, context: AppLoadContext, routeId: string): void {
  if (!isInDevelopmentRouteEnabled(context.config.IN_DEVELOPMENT_ROUTES, routeId)) throwPageNotFound(request);
}
