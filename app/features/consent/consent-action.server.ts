import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  FULL_CONSENT,
  NO_CONSENT,
  serializeConsent,
  type Consent,
} from "@shop/domain/consent";
import { TRACKING_ID_COOKIE } from "@shop/domain/tracking-id";
import type { ConsentAnswer } from "./consent-choices";
import { serverT } from "~/platform/i18n/catalogue.server";
import { formDataOr413 } from "~/platform/security/form-data.server";
import { isLocalRequest } from "~/platform/session/session.server";
import { toastHeaders } from "~/platform/session/toast.server";
import { safeRedirectFor } from "~/platform/routing/safe-redirect";

/**
 * The consent form of the banner and of /samtycke. Each button names its choice; the checkboxes count only
 * for "selected". `respond=data` is added by the banner's script (fetcher): it gets the choice back instead
 * of a redirect, so the page is not reloaded.
 */
export const consentForm = z.object({
  choice: z.enum(["all", "necessary", "selected"]),
  statistics: z.literal("on").optional(),
  marketing: z.literal("on").optional(),
  redirectTo: z.string().max(2000).optional(),
  respond: z.literal("data").optional(),
});

export function consentOfForm(form: z.infer<typeof consentForm>): Consent {
  if (form.choice === "all") return FULL_CONSENT;
  if (form.choice === "necessary") return NO_CONSENT;
  return { statistics: form.statistics === "on", marketing: form.marketing === "on" };
}

/**
 * The Set-Cookie values for a choice: the consent cookie for 12 months, readable by scripts (the browser
 * decides from it what may load), Secure except on plain-http local runs (like the session cookie). Without
 * statistics consent the behaviour-tracking id may not stay on the device, so its cookie is expired.
 */
export function consentCookies(request: Request, consent: Consent): string[] {
  const attributes = `Path=/; SameSite=Lax${isLocalRequest(request) ? "" : "; Secure"}`;
  const cookies = [`${CONSENT_COOKIE}=${serializeConsent(consent)}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; ${attributes}`];
  if (!consent.statistics) cookies.push(`${TRACKING_ID_COOKIE}=; Max-Age=0; ${attributes}`);
  return cookies;
}

/**
 * Stores the buyer's choice. No CSRF token (docs/decisions.md): cross-origin posts are refused by the request
 * policy before this runs, a forged choice gains an attacker nothing, and the banner must work on pages cached
 * without a session.
 */
export async function saveConsent(request: Request, context: AppLoadContext) {
  const parsed = consentForm.safeParse(Object.fromEntries(await formDataOr413(request)));
  if (!parsed.success) {
    const answer: ConsentAnswer = { ok: false, message: serverT("consent.invalid") };
    return data(answer, { status: 400 });
  }
  const consent = consentOfForm(parsed.data);
  const cookies = consentCookies(request, consent);
  if (parsed.data.respond === "data") {
    const answer: ConsentAnswer = { ok: true, consent };
    const headers = new Headers();
    for (const cookie of cookies) headers.append("Set-Cookie", cookie);
    return data(answer, { headers });
  }
  const headers = await toastHeaders(request, context, { type: "success", message: serverT("consent.saved") });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return redirect(safeRedirectFor(request, parsed.data.redirectTo ?? "/", "/"), { status: 303, headers });
}
