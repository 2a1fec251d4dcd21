/**
 * Punch-out (OCI) mode: the session's punch-out state, the saved punch-out settings, the mode guard of the checkout
 * and the brand's fixed delivery option. The entry is in app/features/punchout/entry.server.ts, the buyer's confirmation in
 * app/features/punchout/confirmation.server.ts, the cart hand-over in app/features/punchout/transfer.server.ts.
 */
import { createCookie, type AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import type { OciControl } from "@shop/domain/oci-entry";
import type { CxmlPunchout } from "@shop/contract/commerce/cxml";
import { redirectWithToast } from "./toast.server";
import { serverT } from "~/platform/i18n/catalogue.server";
import { getSession, type ShopSession } from "./session.server";

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
  /** Set when a cXML setup request opened the session: the hand-over is a PunchOutOrderMessage. */
  cxml?: CxmlSession;
}

/** What the cXML hand-over needs from the setup request (its ItemOut lines went into the cart at the start). */
export type CxmlSession = Omit<CxmlPunchout, "items">;

declare module "~/platform/session/session.server" {
  interface ShopSessionData {
    punchout?: PunchoutState;
  }
}

// ---------------------------------------------------------------------------------------------
// Saved punch-out settings (spec section 3): kept across sessions in their own signed cookie, so a
// procurement system that sends no HOOK_URL the next time still gets its cart back. Never a password.
// ---------------------------------------------------------------------------------------------

export const settingsSchema = z.object({
  callbackUrl: z.string().max(2048),
  companyName: z.string().max(200).nullable(),
  hookUrl: z.string().max(2048),
  company: z.string().max(100).nullable(),
  email: z.string().max(320).nullable(),
  logonId: z.string().max(320).nullable(),
  oci: z.object({
    okCode: z.string().max(100).nullable(),
    target: z.string().max(64),
    caller: z.string().max(100).nullable(),
  }),
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

export async function readPunchoutSettings(
  request: Request,
  context: AppLoadContext,
): Promise<PunchoutSettings | null> {
  const value: unknown = await settingsCookie(context).parse(request.headers.get("Cookie"));
  const parsed = settingsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export async function savePunchoutSettings(context: AppLoadContext, settings: PunchoutSettings): Promise<string> {
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
export async function punchoutBanner(
  request: Request,
  context: AppLoadContext,
): Promise<{ companyName: string | null; inspect: boolean } | null> {
  const state = await readPunchoutState(request, context);
  return state
    ? { companyName: state.companyName ?? state.company, inspect: state.cxml?.operation === "inspect" }
    : null;
}

/**
 * The normal checkout (delivery, summary, placing an order) does not exist in punch-out mode: the
 * cart goes to the procurement system instead. Server-side, so a forged post is refused too.
 */
export async function refuseInPunchoutMode(request: Request, context: AppLoadContext): Promise<void> {
  if (!(await readPunchoutState(request, context))) return;
  const message = serverT("errors.punchout.checkout_not_allowed");
  // A page view goes back to the cart, which offers the transfer; a (forged) post is simply refused.
  if (request.method === "GET" || request.method === "HEAD")
    throw await redirectWithToast(request, context, "/cart", { type: "error", message });
  throw new Response(message, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

// ---------------------------------------------------------------------------------------------
// Entry
// ---------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------
// Delivery: one fixed option per brand in punch-out mode (spec section 6)
// ---------------------------------------------------------------------------------------------

/** The brand's punch-out delivery option while in punch-out mode; null in NORMAL mode. */
export async function punchoutDeliveryOption(request: Request, context: AppLoadContext): Promise<string | null> {
  if (!(await readPunchoutState(request, context))) return null;
  return (await context.brand()).punchoutDeliveryOption;
}

/** The delivery options a page offers: in punch-out mode only the brand's fixed one. */
export async function deliveryOptionsForMode<T extends { id: string }>(
  request: Request,
  context: AppLoadContext,
  options: readonly T[],
): Promise<T[]> {
  const fixed = await punchoutDeliveryOption(request, context);
  return fixed ? options.filter((option) => option.id === fixed) : [...options];
}
