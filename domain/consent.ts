/**
 * The buyer's cookie consent (content spec sections 4 and 9): three categories, of which
 * "necessary" is always on. Stored in a first-party cookie for 12 months so the choice also holds
 * without JavaScript; readable by scripts, because the browser decides from it what may load.
 */
import { readCookie } from "./cookies";

export type ConsentCategory = "necessary" | "statistics" | "marketing";

export interface Consent {
  statistics: boolean;
  marketing: boolean;
}

export const CONSENT_COOKIE = "samtycke";
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Bumped when the categories change, so an old choice asks again instead of being misread. */
const FORMAT = "v1";

export const NO_CONSENT: Consent = Object.freeze({ statistics: false, marketing: false });
export const FULL_CONSENT: Consent = Object.freeze({ statistics: true, marketing: true });

/** The cookie value: "v1.s1.m0" (statistics granted, marketing denied). */
export function serializeConsent(consent: Consent): string {
  return `${FORMAT}.s${consent.statistics ? 1 : 0}.m${consent.marketing ? 1 : 0}`;
}

/** The stored choice, or null when the buyer has not chosen (or the value is from another format). */
export function parseConsent(value: string | null | undefined): Consent | null {
  const match = /^v1\.s([01])\.m([01])$/.exec(value?.trim() ?? "");
  if (!match) return null;
  return { statistics: match[1] === "1", marketing: match[2] === "1" };
}

/** The choice from a Cookie header (server) or document.cookie (browser). */
export function consentFromCookies(cookies: string | null | undefined): Consent | null {
  return parseConsent(readCookie(cookies, CONSENT_COOKIE));
}

/** Whether a category may run; "necessary" always may, the others only after the buyer said yes. */
export function allows(consent: Consent | null, category: ConsentCategory): boolean {
  if (category === "necessary") return true;
  return consent?.[category] === true;
}

export type ConsentModeState = "granted" | "denied";

/** Google Consent Mode v2 signals: statistics opens analytics storage, marketing the three ad signals. */
export function consentModeSignals(
  consent: Consent | null,
): Record<"ad_storage" | "analytics_storage" | "ad_user_data" | "ad_personalization", ConsentModeState> {
  const state = (granted: boolean): ConsentModeState => (granted ? "granted" : "denied");
  const marketing = allows(consent, "marketing");
  return {
    ad_storage: state(marketing),
    analytics_storage: state(allows(consent, "statistics")),
    ad_user_data: state(marketing),
    ad_personalization: state(marketing),
  };
}

/** Spec section 9: the consent-group check polls every 200 ms and gives up after 5 s. */
export const CONSENT_POLL_INTERVAL_MS = 200;
export const CONSENT_POLL_TIMEOUT_MS = 5_000;

/**
 * Resolves true as soon as `granted()` says so, false when it still does not after the timeout.
 * Error reporting and session replay wait on this before they start.
 */
export function pollForConsent(
  granted: () => boolean,
  { intervalMs = CONSENT_POLL_INTERVAL_MS, timeoutMs = CONSENT_POLL_TIMEOUT_MS } = {},
): Promise<boolean> {
  return new Promise((resolve) => {
    const startedAt = Date.now();
    const check = () => {
      if (granted()) return resolve(true);
      if (Date.now() - startedAt + intervalMs > timeoutMs) return resolve(false);
      setTimeout(check, intervalMs);
    };
    check();
  });
}
