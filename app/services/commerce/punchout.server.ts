/**
 * Punch-out (OCI) session: the entry from a procurement system, the saved punch-out settings and
 * the mode guard of the checkout. The cart hand-over is in punchout-transfer.server.ts.
 */
import { createCookie, data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { DEFAULT_OCI_TARGET, readPunchoutEntry, type OciControl, type PunchoutEntry } from "@shop/domain/oci-entry";
import { redirectWithToast } from "~/session/toast.server";
import { serverT } from "~/i18n/catalogue.server";
import { readAccessToken } from "@shop/domain/access-token";
import { commitSession, destroySession, getSession, getSessionStorage, hasSignedInMarker, signedInMarker, type ShopSession } from "~/session/session.server";
import { equalInConstantTime, getCsrfToken } from "~/session/csrf.server";
import { CSRF_FIELD } from "~/session/csrf";
import { readCookie, seal, unseal } from "~/session/sealed-cookie.server";
import { signOut, type TokenPair } from "./auth.server";
import { ociSessionSchema, type OciSessionAnswer } from "@shop/contract/commerce/sessions";
import { commerceCall, type CommerceTransport } from "./client.server";
import { CommerceError } from "./errors.server";
import { storeTokens, transportFor } from "./commerce-session.server";

/** What a punch-out session remembers about the procurement system that opened it. */
export interface PunchoutState {
  hookUrl: string;
  /** Origin of an http(s) HOOK_URL: the procurement system, allowed to frame the shop. */
  hookOrigin: string | null;
  oci: OciControl;
  company: string | null;
  companyName: string | null;
  /** The customer's export profile from the commerce service (special company rules). */
  exportProfile: string | null;
}

declare module "~/session/session.server" {
  interface ShopSessionData {
    punchout?: PunchoutState;
  }
}

// ---------------------------------------------------------------------------------------------
// Saved punch-out settings (spec section 3): kept across sessions in their own signed cookie, so a
// procurement system that sends no HOOK_URL the next time still gets its cart back. Never a password.
// ---------------------------------------------------------------------------------------------

const settingsSchema = z.object({
  callbackUrl: z.string().max(2048),
  companyName: z.string().max(200).nullable(),
  hookUrl: z.string().max(2048),
  company: z.string().max(100).nullable(),
  email: z.string().max(320).nullable(),
  logonId: z.string().max(320).nullable(),
  oci: z.object({ okCode: z.string().max(100).nullable(), target: z.string().max(64), caller: z.string().max(100).nullable() }),
  lastUsed: z.string().max(40),
});
export type PunchoutSettings = z.infer<typeof settingsSchema>;

export const PUNCHOUT_SETTINGS_COOKIE = "punchout_settings";
const SETTINGS_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

function settingsCookie(context: AppLoadContext) {
  return createCookie(PUNCHOUT_SETTINGS_COOKIE, {
    path: "/",
    httpOnly: true,
    // Written inside the procurement system's frame, like the punch-out session itself.
    secure: true,
    sameSite: "none",
    maxAge: SETTINGS_MAX_AGE_SECONDS,
    secrets: [context.config.SESSION_SECRET],
  });
}

export async function readPunchoutSettings(request: Request, context: AppLoadContext): Promise<PunchoutSettings | null> {
  const value: unknown = await settingsCookie(context).parse(request.headers.get("Cookie"));
  const parsed = settingsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

async function savePunchoutSettings(context: AppLoadContext, settings: PunchoutSettings): Promise<string> {
  return settingsCookie(context).serialize(settings);
}

// ---------------------------------------------------------------------------------------------
// Mode
// ---------------------------------------------------------------------------------------------

export function punchoutStateOf(session: ShopSession): PunchoutState | null {
  return session.get("mode") === "PUNCHOUT" && session.get("commerce") ? (session.get("punchout") ?? null) : null;
}

export async function readPunchoutState(request: Request, context: AppLoadContext): Promise<PunchoutState | null> {
  return punchoutStateOf(await getSession(request, context));
}

/**
 * Where a punch-out session's documents may post forms besides the shop (CSP form-action): the
 * origin of its HOOK_URL, which the commerce service checked against the customer's allow-list.
 */
export function punchoutFormTargets(state: PunchoutState): string[] {
  if (state.hookOrigin) return [state.hookOrigin];
  try {
    const url = new URL(state.hookUrl);
    return url.protocol === "https:" || url.protocol === "http:" ? [url.origin] : [];
  } catch {
    return [];
  }
}

/** For the root loader: the header's punch-out banner. No URLs, nothing secret. */
export async function punchoutBanner(request: Request, context: AppLoadContext): Promise<{ companyName: string | null } | null> {
  const state = await readPunchoutState(request, context);
  return state ? { companyName: state.companyName ?? state.company } : null;
}

/**
 * The normal checkout (delivery, summary, placing an order) does not exist in punch-out mode: the
 * cart goes to the procurement system instead. Server-side, so a forged post is refused too.
 */
export async function refuseInPunchoutMode(request: Request, context: AppLoadContext): Promise<void> {
  if (!(await readPunchoutState(request, context))) return;
  const message = serverT("errors.punchout.checkout_not_allowed");
  // A page view goes back to the cart, which offers the transfer; a (forged) post is simply refused.
  if (request.method === "GET" || request.method === "HEAD") throw await redirectWithToast(request, context, "/cart", { type: "error", message });
  throw new Response(message, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

// ---------------------------------------------------------------------------------------------
// Entry
// ---------------------------------------------------------------------------------------------

/** Why an entry failed; the code travels in the clean URL of the error page (/punchout/fel?kod=), never the details. */
export const ENTRY_ERRORS = {
  missing_callback: { status: 400, key: "errors.punchout.missing_callback_url" },
  login: { status: 401, key: "errors.punchout.login_failed" },
  hook: { status: 400, key: "errors.punchout.hook_url_not_allowed" },
  locked: { status: 429, key: "account.login.locked" },
  password_change: { status: 403, key: "account.login.new_password_required" },
  unavailable: { status: 503, key: "errors.auth_service_not_available" },
} as const;
export type EntryError = keyof typeof ENTRY_ERRORS;

export function entryErrorOf(value: string | null): EntryError | null {
  return value && Object.hasOwn(ENTRY_ERRORS, value) ? (value as EntryError) : null;
}

export function entryErrorMessage(error: EntryError): string {
  const { key } = ENTRY_ERRORS[error];
  return key === "account.login.locked" ? serverT(key, { minutes: 15 }) : serverT(key);
}

function openOciSession(transport: CommerceTransport, login: string, password: string, hookUrl: string) {
  return commerceCall({ ...transport, token: null }, {
    path: "v2/oci/sessions",
    body: { username: login, password, HOOK_URL: hookUrl },
    schema: ociSessionSchema,
    service: "auth",
  });
}

function failureOf(error: CommerceError): EntryError {
  if (error.kind === "locked") return "locked";
  if (error.kind === "no_response" || error.kind === "server" || error.kind === "invalid_response") return "unavailable";
  if (error.kind === "bad_request" && /HOOK_URL/.test(error.serviceMessage ?? "")) return "hook";
  // Wrong password, unknown login, not a punch-out user: one answer for all of them.
  return "login";
}

/** The parameters of a GET (query) or POST (form body, plus any query a system adds to its action URL). */
async function entryParams(request: Request): Promise<URLSearchParams> {
  const params = new URLSearchParams(new URL(request.url).search);
  if (request.method === "POST") {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return params;
    }
    for (const [name, value] of form) if (typeof value === "string") params.set(name, value);
  }
  return params;
}

/** Sends the browser to the error page with a clean URL: the credentials must not stay in the address bar. */
async function entryFailed(request: Request, context: AppLoadContext, error: EntryError, headers = new Headers()): Promise<Response> {
  // A failed entry leaves no punch-out session behind: the shop is back in NORMAL mode.
  const session = await getSession(request, context);
  if (session.get("mode") === "PUNCHOUT") headers.append("Set-Cookie", await destroySession(session, request, context));
  return redirect(`/punchout/fel?kod=${error}`, { status: 303, headers });
}

/**
 * POST or GET /punchout: signs the procurement system's user in through /v2/oci/sessions (the
 * commerce service checks the HOOK_URL against the customer's allow-list), starts a new punch-out
 * session (fresh cookie, against session fixation), saves the settings and redirects to the start
 * page with a clean URL. Nothing from the request is logged but the names of alias problems.
 */
export async function enterPunchout(request: Request, context: AppLoadContext): Promise<Response> {
  const params = await entryParams(request);
  const entry: PunchoutEntry = readPunchoutEntry(params);
  for (const warning of entry.warnings) console.warn(`punchout: ${warning}`);
  const saved = await readPunchoutSettings(request, context);
  const hookUrl = entry.hookUrl ?? saved?.hookUrl ?? null;
  if (!hookUrl) return entryFailed(request, context, "missing_callback");
  if (!entry.login || !entry.password) {
    // A procurement system returning without credentials to a live punch-out session just continues.
    const current = await readPunchoutState(request, context);
    if (current && !entry.login && !entry.password) return redirect("/", 303);
    return entryFailed(request, context, "login");
  }
  let answer: OciSessionAnswer;
  try {
    answer = await openOciSession(transportFor(context), entry.login, entry.password, hookUrl);
  } catch (error) {
    if (error instanceof CommerceError) return entryFailed(request, context, failureOf(error));
    throw error;
  }
  if ("ChallengeName" in answer) return entryFailed(request, context, "password_change");
  // Values from the saved settings fill in what this entry did not send.
  const fromSaved = !entry.hookUrl && saved ? saved : null;
  const oci: OciControl = {
    okCode: entry.oci.okCode ?? fromSaved?.oci.okCode ?? null,
    target: entry.oci.target !== DEFAULT_OCI_TARGET ? entry.oci.target : (fromSaved?.oci.target ?? DEFAULT_OCI_TARGET),
    caller: entry.oci.caller ?? fromSaved?.oci.caller ?? null,
  };
  const state: PunchoutState = {
    hookUrl: answer.HookUrl ?? hookUrl,
    hookOrigin: answer.HookOrigin ?? null,
    oci,
    company: entry.company ?? fromSaved?.company ?? null,
    companyName: entry.companyName ?? fromSaved?.companyName ?? null,
    exportProfile: answer.ExportProfile ?? null,
  };
  const settings: PunchoutSettings = {
    callbackUrl: state.hookUrl,
    companyName: state.companyName,
    hookUrl: state.hookUrl,
    company: state.company,
    email: entry.email,
    logonId: entry.logonId,
    oci,
    lastUsed: new Date().toISOString(),
  };
  const pending: PendingPunchout = { tokens: answer, state, settings, confirmToken: crypto.randomUUID() };
  if (await mustAskFirst(request, context, readAccessToken(answer.AccessToken)?.userId)) {
    return redirect(PUNCHOUT_CONFIRM_PATH, { status: 303, headers: { "Set-Cookie": await pendingCookie(context, pending), "Cache-Control": "private, no-store" } });
  }
  return startPunchoutSession(request, context, pending);
}

/**
 * Login CSRF: a cross-site link or form to /punchout with someone else's credentials must not
 * silently swap a signed-in buyer's own session for that account. The buyer confirms first when
 * - a normal session of another user came with the request (a GET link), or
 * - no session came but the signed-in marker did (a cross-site post, which leaves the Lax session
 *   cookie at home; see SIGNED_IN_MARKER_COOKIE).
 * A punch-out session, the same user, or nobody signed in at all: the entry goes on as before.
 */
async function mustAskFirst(request: Request, context: AppLoadContext, enteringUser: string | undefined): Promise<boolean> {
  const current = await getSession(request, context);
  const currentUser = current.get("userId");
  if (!currentUser) return hasSignedInMarker(request);
  return current.get("mode") !== "PUNCHOUT" && currentUser !== enteringUser;
}

/** A punch-out entry waiting for the signed-in buyer's confirmation (see `enterPunchout`). */
interface PendingPunchout {
  tokens: TokenPair;
  state: PunchoutState;
  settings: PunchoutSettings;
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
async function pendingCookie(context: AppLoadContext, pending: PendingPunchout | null): Promise<string> {
  if (!pending) return `${PENDING_COOKIE}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/punchout; HttpOnly; SameSite=None; Secure`;
  const value = await seal(context.config.SESSION_SECRET, PENDING_COOKIE, pending);
  return `${PENDING_COOKIE}=${value}; Max-Age=${PENDING_MAX_AGE_SECONDS}; Path=/punchout; HttpOnly; SameSite=None; Secure`;
}

async function readPending(request: Request, context: AppLoadContext): Promise<PendingPunchout | null> {
  const value = readCookie(request.headers.get("Cookie"), PENDING_COOKIE);
  const data = value ? await unseal(context.config.SESSION_SECRET, PENDING_COOKIE, value) : null;
  // Only this module can have written the value (it is sealed with the secret): a shape check suffices.
  if (!data || typeof data.tokens !== "object" || typeof data.state !== "object" || typeof data.confirmToken !== "string") return null;
  const settings = settingsSchema.safeParse(data.settings);
  return settings.success ? ({ ...(data as unknown as PendingPunchout), settings: settings.data }) : null;
}

/** The confirmation page's data: the procurement system's name, or a 303 home when nothing is pending. */
export async function punchoutConfirmPage(request: Request, context: AppLoadContext) {
  const pending = await readPending(request, context);
  if (!pending) throw redirect("/", 303);
  return data(
    { title: serverT("checkout.punchout.replace_title"), company: pending.state.companyName ?? pending.state.company, csrf: pending.confirmToken },
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
  const form = await request.formData().catch(() => new FormData());
  const session = await getSession(request, context);
  const pending = await readPending(request, context);
  const clear = await pendingCookie(context, null);
  if (!pending) return redirect("/", { status: 303, headers: { "Set-Cookie": clear } });
  const sent = form.get(CSRF_FIELD);
  if (typeof sent !== "string" || !equalInConstantTime(sent, pending.confirmToken)) {
    throw new Response(serverT("errors.csrf_invalid"), { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
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
async function startPunchoutSession(request: Request, context: AppLoadContext, pending: PendingPunchout): Promise<Response> {
  const session: ShopSession = await getSessionStorage(request, context.config).getSession(null);
  session.set("mode", "PUNCHOUT");
  storeTokens(session, pending.tokens);
  session.set("punchout", pending.state);
  getCsrfToken(session);
  const headers = new Headers();
  headers.append("Set-Cookie", await commitSession(session, request, context));
  headers.append("Set-Cookie", await savePunchoutSettings(context, pending.settings));
  // The buyer's own session is gone: a later entry need not ask.
  headers.append("Set-Cookie", signedInMarker(false));
  return redirect("/", { status: 303, headers });
}

/** The error page's data (GET /punchout/fel?kod=…); an unknown code is the missing-callback case. */
export function entryErrorPage(request: Request) {
  const error = entryErrorOf(new URL(request.url).searchParams.get("kod")) ?? "missing_callback";
  return data({ title: serverT("checkout.punchout.entry_title"), message: entryErrorMessage(error) }, { status: ENTRY_ERRORS[error].status });
}

// ---------------------------------------------------------------------------------------------
// Delivery: one fixed option per brand in punch-out mode (spec section 6)
// ---------------------------------------------------------------------------------------------

/** The brand's punch-out delivery option while in punch-out mode; null in NORMAL mode. */
export async function punchoutDeliveryOption(request: Request, context: AppLoadContext): Promise<string | null> {
  if (!(await readPunchoutState(request, context))) return null;
  return (await context.brand()).punchoutDeliveryOption;
}

/** The delivery options a page offers: in punch-out mode only the brand's fixed one. */
export async function deliveryOptionsForMode<T extends { id: string }>(request: Request, context: AppLoadContext, options: readonly T[]): Promise<T[]> {
  const fixed = await punchoutDeliveryOption(request, context);
  return fixed ? options.filter((option) => option.id === fixed) : [...options];
}
