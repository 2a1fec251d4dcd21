import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { serverT } from "~/platform/i18n/catalogue.server";
import {
  commitSession,
  getSession,
  getSessionStorage,
  signedInMarker,
  type ShopSession,
} from "~/platform/session/session.server";
import { CSRF_FIELD } from "~/platform/session/csrf";
import { equalInConstantTime, getCsrfToken } from "~/platform/session/csrf.server";
import { readCookie, seal, unseal } from "~/platform/session/sealed-cookie.server";
import { signOut, type TokenPair } from "~/platform/session/auth-client.server";
import {
  savePunchoutSettings,
  settingsSchema,
  type PunchoutSettings,
  type PunchoutState,
} from "~/platform/session/punchout-mode.server";
import { storeTokens, transportFor } from "~/platform/session/commerce-session.server";
import { formDataOr413 } from "~/platform/security/form-data.server";

/** A punch-out entry waiting for the signed-in buyer's confirmation (see `enterPunchout`). */
export interface PendingPunchout {
  tokens: TokenPair;
  state: PunchoutState;
  /** OCI's saved settings; null for a cXML entry, whose next setup request carries everything again. */
  settings: PunchoutSettings | null;
  /** Where the session starts: the start page, or the cart a cXML edit or inspect filled. */
  startPath?: string;
  /**
   * The confirmation form's CSRF token. Kept in the pending cookie rather than the session: in a
   * procurement system's frame the Lax session cookie is not sent, the pending cookie is.
   */
  confirmToken: string;
}

export const PUNCHOUT_CONFIRM_PATH = "/punchout/bekrafta";
const PENDING_COOKIE = "punchout_pending";
/** Long enough to read the question, short enough that a forgotten tab does not keep a live service session. */
const PENDING_MAX_AGE_SECONDS = 10 * 60;

/**
 * The pending entry travels encrypted (like the session) in its own short-lived cookie, SameSite=None
 * like a punch-out session: it is set by a cross-site entry and read inside a procurement frame.
 */
export async function pendingCookie(context: AppLoadContext, pending: PendingPunchout | null): Promise<string> {
  if (!pending)
    return `${PENDING_COOKIE}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/punchout; HttpOnly; SameSite=None; Secure`;
  const value = await seal(context.config.SESSION_SECRET, PENDING_COOKIE, pending);
  return `${PENDING_COOKIE}=${value}; Max-Age=${PENDING_MAX_AGE_SECONDS}; Path=/punchout; HttpOnly; SameSite=None; Secure`;
}

async function readPending(request: Request, context: AppLoadContext): Promise<PendingPunchout | null> {
  const value = readCookie(request.headers.get("Cookie"), PENDING_COOKIE);
  const data = value ? await unseal(context.config.SESSION_SECRET, PENDING_COOKIE, value) : null;
  // Only this module can have written the value (it is sealed with the secret): a shape check suffices.
  if (
    !data ||
    typeof data.tokens !== "object" ||
    typeof data.state !== "object" ||
    typeof data.confirmToken !== "string"
  )
    return null;
  if (data.settings === null) return { ...(data as unknown as PendingPunchout), settings: null };
  const settings = settingsSchema.safeParse(data.settings);
  return settings.success ? { ...(data as unknown as PendingPunchout), settings: settings.data } : null;
}

/** The confirmation page's data: the procurement system's name, or a 303 home when nothing is pending. */
export async function punchoutConfirmPage(request: Request, context: AppLoadContext) {
  const pending = await readPending(request, context);
  if (!pending) throw redirect("/", 303);
  return data(
    {
      title: serverT("checkout.punchout.replace_title"),
      company: pending.state.companyName ?? pending.state.company,
      csrf: pending.confirmToken,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/**
 * The buyer's answer (a form post with the pending entry's token): "confirm" ends the
 * buyer's own session (here and at the service) and starts the punch-out session; "cancel" keeps
 * it and closes the pending service session.
 */
export async function answerPunchoutConfirm(request: Request, context: AppLoadContext): Promise<Response> {
  // A body that is no form is answered like a missing token (403), not with a 500.
  const form = await formDataOr413(request).catch(() => new FormData());
  const session = await getSession(request, context);
  const pending = await readPending(request, context);
  const clear = await pendingCookie(context, null);
  if (!pending) return redirect("/", { status: 303, headers: { "Set-Cookie": clear } });
  const sent = form.get(CSRF_FIELD);
  if (typeof sent !== "string" || !equalInConstantTime(sent, pending.confirmToken)) {
    throw new Response(serverT("errors.csrf_invalid"), {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  if (form.get("intent") !== "confirm") {
    await signOut(transportFor(context, pending.tokens.AccessToken), pending.tokens.SessionId).catch(() => undefined);
    return redirect("/", { status: 303, headers: { "Set-Cookie": clear } });
  }
  const own = session.get("commerce");
  if (own) await signOut(transportFor(context, own.accessToken), own.sessionId).catch(() => undefined);
  const response = await startPunchoutSession(request, context, pending);
  response.headers.append("Set-Cookie", clear);
  return response;
}

/** A new punch-out session (fresh cookie, against session fixation), the saved settings, and the start page. */
export async function startPunchoutSession(
  request: Request,
  context: AppLoadContext,
  pending: PendingPunchout,
): Promise<Response> {
  const session: ShopSession = await getSessionStorage(request, context.config).getSession(null);
  session.set("mode", "PUNCHOUT");
  storeTokens(session, pending.tokens);
  session.set("punchout", pending.state);
  getCsrfToken(session);
  const headers = new Headers();
  headers.append("Set-Cookie", await commitSession(session, request, context));
  if (pending.settings) headers.append("Set-Cookie", await savePunchoutSettings(context, pending.settings));
  // The buyer's own session is gone: a later entry need not ask.
  headers.append("Set-Cookie", signedInMarker(false));
  return redirect(pending.startPath ?? "/", { status: 303, headers });
}
