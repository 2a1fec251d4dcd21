import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { PermissionDenial } from "@shop/domain/roles";
import { serverT } from "~/platform/i18n/catalogue.server";
import { forbidden, loginPathFor } from "./guards.server";
import { verifyCsrf } from "~/platform/session/csrf.server";
import { CommerceError, messageKeyFor } from "~/platform/services/commerce-errors.server";
import { commerceFailure, type CommerceSession, type Viewer } from "~/platform/session/commerce-session.server";
import { formDataOr413 } from "~/platform/security/form-data.server";

export type SignedInCommerce = CommerceSession & { viewer: Viewer };

/** The signed-in buyer's commerce session, or a 303 to the login page that brings them back. */
export async function requireCommerce(request: Request, context: AppLoadContext): Promise<SignedInCommerce> {
  const commerce = await context.commerce();
  if (!commerce.viewer) throw redirect(loginPathFor(request), 303);
  return commerce as SignedInCommerce;
}

/**
 * A page the denial in the current customer/project context (spec section 6) keeps the buyer from: spec section 2's
 * 'Du saknar rättigheter för att se denna sida' and a redirect to the previous or the start page (forbidden()).
 */
export async function requireNoDenial(
  request: Request,
  context: AppLoadContext,
  commerce: SignedInCommerce,
  denial: PermissionDenial,
): Promise<void> {
  if (commerce.viewer.denials.includes(denial)) await forbidden(request, context);
}

/** A form post of my pages: signed in, CSRF checked, the form data read once. */
export async function readAccountForm(request: Request, context: AppLoadContext) {
  const formData = await formDataOr413(request);
  const commerce = await requireCommerce(request, context);
  verifyCsrf(formData, await context.session(), request);
  return { formData, commerce };
}

/**
 * Runs a commerce call from an action. Failures a person can act on (400, 403, 404, 409) become a
 * Swedish message for the form; a 401 ends the session; anything else is the error page.
 */
export async function attempt<T>(
  request: Request,
  context: AppLoadContext,
  call: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: CommerceError; message: string }> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (
      error instanceof CommerceError &&
      (error.kind === "bad_request" ||
        error.kind === "forbidden" ||
        error.kind === "not_found" ||
        error.kind === "service")
    ) {
      const message =
        error.kind === "bad_request"
          ? serverT("account-pages.rejected")
          : `${serverT("errors.occured")} ${serverT(messageKeyFor(error))}`;
      return { ok: false, error, message };
    }
    throw await commerceFailure(error, request, context);
  }
}

/** Loader helper: a commerce failure becomes the page answer of spec section 8. */
export async function loadOrFail<T>(request: Request, context: AppLoadContext, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    throw await commerceFailure(error, request, context);
  }
}

/**
 * Keeps a token refresh done during this request: openCommerce refreshes an expiring access token
 * and hands back the new session cookie, which must reach the browser, or the next request would
 * present the retired refresh token and the service would end the session.
 */
export function withSessionCookies<R>(commerce: CommerceSession, result: R): R {
  const cookies = commerce.headers.getSetCookie();
  if (cookies.length === 0) return result;
  if (result instanceof Response) {
    for (const cookie of cookies) result.headers.append("Set-Cookie", cookie);
    return result;
  }
  if (isDataWithInit(result)) {
    const headers = new Headers(result.init?.headers);
    for (const cookie of cookies) headers.append("Set-Cookie", cookie);
    result.init = { ...(result.init ?? {}), headers };
    return result;
  }
  // The browser receives the same value; only the response headers differ.
  return data(result, { headers: commerce.headers }) as unknown as R;
}

function isDataWithInit(value: unknown): value is { type: "DataWithResponseInit"; init: ResponseInit | null } {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

/** Wraps a loader or action of my pages so a token refresh during it is never lost (see withSessionCookies). */
export function keepSession<A extends { request: Request; context: AppLoadContext }, R>(
  handler: (args: A) => Promise<R>,
) {
  return async (args: A): Promise<R> => {
    const result = await handler(args);
    // Memoized per request: the same session the handler used, no second refresh.
    return withSessionCookies(await args.context.commerce(), result);
  };
}
