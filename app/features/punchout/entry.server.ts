import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { z } from "zod";
import { DEFAULT_OCI_TARGET, readPunchoutEntry, type OciControl, type PunchoutEntry } from "@shop/domain/oci-entry";
import { readAccessToken } from "@shop/domain/access-token";
import { destroySession, getSession, hasSignedInMarker } from "~/platform/session/session.server";
import { CommerceError } from "~/platform/services/commerce-errors.server";
import { openOciSession, type ociSessionSchema } from "./oci-sessions-client.server";
import {
  readPunchoutSettings,
  readPunchoutState,
  type PunchoutSettings,
  type PunchoutState,
} from "~/platform/session/punchout-mode.server";
import { transportFor } from "~/platform/session/commerce-session.server";
import {
  PUNCHOUT_CONFIRM_PATH,
  pendingCookie,
  startPunchoutSession,
  type PendingPunchout,
} from "./confirmation.server";
import type { EntryError } from "./entry-errors.server";
import { formDataOr413 } from "~/platform/security/form-data.server";
import { forbiddenResponse } from "~/platform/security/refusal-response.server";
import { isNotNavigation } from "./navigation-only.server";

function failureOf(error: CommerceError): EntryError {
  if (error.kind === "locked") return "locked";
  if (error.kind === "no_response" || error.kind === "server" || error.kind === "invalid_response")
    return "unavailable";
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
      form = await formDataOr413(request);
    } catch {
      return params;
    }
    for (const [name, value] of form) if (typeof value === "string") params.set(name, value);
  }
  return params;
}

/** Sends the browser to the error page with a clean URL: the credentials must not stay in the address bar. */
export async function entryFailed(
  request: Request,
  context: AppLoadContext,
  error: EntryError,
  headers = new Headers(),
): Promise<Response> {
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
  // An image, script or fetch of the entry URL from another site must not sign the browser in (login CSRF).
  if (isNotNavigation(request)) return forbiddenResponse(request);
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
  let answer: z.infer<typeof ociSessionSchema>;
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
    return redirect(PUNCHOUT_CONFIRM_PATH, {
      status: 303,
      headers: { "Set-Cookie": await pendingCookie(context, pending), "Cache-Control": "private, no-store" },
    });
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
export async function mustAskFirst(
  request: Request,
  context: AppLoadContext,
  enteringUser: string | undefined,
): Promise<boolean> {
  const current = await getSession(request, context);
  const currentUser = current.get("userId");
  if (!currentUser) return hasSignedInMarker(request);
  return current.get("mode") !== "PUNCHOUT" && currentUser !== enteringUser;
}
