import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { serverT } from "~/platform/i18n/catalogue.server";
import { commitSession, getSessionStorage, signedInMarker, type ShopSession } from "~/platform/session/session.server";
import { getCsrfToken } from "~/platform/session/csrf.server";
import { safeRedirectFor } from "~/platform/routing/safe-redirect";
import { toastHeaders } from "~/platform/session/toast.server";
import { signIn, signOut } from "~/platform/session/auth-client.server";
import { transferAnonymousCartAtLogin } from "~/features/checkout/index.server";
import { CommerceError, messageKeyFor } from "~/platform/services/commerce-errors.server";
import { PUNCHOUT_ACCOUNT_MESSAGE } from "@shop/domain/sign-in-refusals";
import { rememberContextNames } from "./customer-context.server";
import { storeTokens, transportFor } from "~/platform/session/commerce-session.server";
import { dataLayerEnabled, loginEventCookie } from "~/features/tracking/index.server";

export type SignInOutcome = { ok: true; response: Response } | { ok: false; status: number; message: string };

function lockMinutes(serviceMessage: string | null): number {
  const match = serviceMessage ? /(\d+) more minute/.exec(serviceMessage) : null;
  return match ? Number(match[1]) : 15;
}

/** What the buyer reads when the service refuses: one generic text for wrong credentials (no hint which was wrong). */
export function signInFailureMessage(error: CommerceError): { status: number; message: string } {
  if (error.kind === "unauthorized" || error.kind === "bad_request")
    return { status: 401, message: serverT("account.login.wrong_credentials") };
  if (error.kind === "locked")
    return { status: 429, message: serverT("account.login.locked", { count: lockMinutes(error.serviceMessage) }) };
  // A punch-out account signs in only through its procurement system (commerce routes/sessions.ts).
  if (error.kind === "forbidden" && error.serviceMessage === PUNCHOUT_ACCOUNT_MESSAGE)
    return { status: 403, message: serverT("errors.punchout.use_procurement_system") };
  const key =
    error.kind === "forbidden" || error.kind === "not_found"
      ? "errors.auth_service_not_available"
      : messageKeyFor(error);
  return {
    status: error.kind === "no_response" ? 503 : 502,
    message: `${serverT("errors.occured")} ${serverT(key)} ${serverT("errors.try_again_later")}`,
  };
}

/**
 * Signs in with the commerce service and starts a new session (a fresh cookie: the pre-login
 * session and its CSRF token are not reused, against session fixation). The tokens, user id,
 * roles and customer/project context go into the session; the buyer returns to `redirectTo`.
 */
export async function signInAndRedirect(
  request: Request,
  context: AppLoadContext,
  credentials: { email: string; password: string },
  redirectTo: string | null,
): Promise<SignInOutcome> {
  let result;
  try {
    result = await signIn(transportFor(context), credentials);
  } catch (error) {
    if (error instanceof CommerceError) return { ok: false, ...signInFailureMessage(error) };
    throw error;
  }
  if ("ChallengeName" in result)
    return { ok: false, status: 403, message: serverT("account.login.new_password_required") };
  const storage = getSessionStorage(request, context.config);
  const session: ShopSession = await storage.getSession(null);
  storeTokens(session, result);
  await rememberContextNames(session, transportFor(context, result.AccessToken));
  getCsrfToken(session);
  // The visitor's anonymous cart moves into the buyer's cart; the new session drops its token.
  const transfer = await transferAnonymousCartAtLogin(request, context, result.AccessToken);
  if (transfer.keep) session.set("anonymousCart", transfer.keep);
  const welcome = serverT("account.login.welcome");
  const headers = await toastHeaders(request, context, {
    type: transfer.keep ? "info" : "success",
    message: transfer.message ? `${welcome} ${transfer.message}` : welcome,
  });
  headers.append("Set-Cookie", await commitSession(session, request, context));
  headers.append("Set-Cookie", signedInMarker(true));
  // userLoggedIn for the first page after this sign-in (app/features/tracking/login-event.ts).
  if (dataLayerEnabled(context))
    headers.append("Set-Cookie", loginEventCookie(new URL(request.url).protocol === "https:"));
  return { ok: true, response: redirect(safeRedirectFor(request, redirectTo), { status: 303, headers }) };
}

/**
 * Ends the session here and at the service. A 401 from the service (token already gone) is
 * ignored; any other failure is reported in the toast, but the buyer is logged out here anyway.
 */
export async function signOutAndRedirect(
  request: Request,
  context: AppLoadContext,
  session: ShopSession,
): Promise<Response> {
  const tokens = session.get("commerce");
  let message = serverT("account.logout.done");
  if (tokens) {
    try {
      await signOut(transportFor(context, tokens.accessToken), tokens.sessionId);
    } catch (error) {
      if (!(error instanceof CommerceError) || error.kind !== "unauthorized")
        message = serverT("account.logout.failed");
    }
  }
  const storage = getSessionStorage(request, context.config);
  const headers = await toastHeaders(request, context, { type: "info", message });
  headers.append("Set-Cookie", await storage.destroySession(session));
  headers.append("Set-Cookie", signedInMarker(false));
  return redirect("/", { status: 303, headers });
}
