/**
 * The buyer's consent as the browser sees it: read from the consent cookie (domain/consent.ts),
 * announced on window when the buyer chooses, so scripts that wait for a category (tag manager,
 * error reporting, session replay, behaviour tracking) start without a reload.
 */
import { allows, consentFromCookies, pollForConsent, type Consent, type ConsentCategory } from "@shop/domain/consent";

export const CONSENT_CHANGE_EVENT = "shop:consent-change";

/** The route that shows and stores the choice (app/routes/samtycke). */
export const CONSENT_ACTION = "/samtycke";

export function currentConsent(): Consent | null {
  return typeof document === "undefined" ? null : consentFromCookies(document.cookie);
}

/** Tells everything waiting for consent that the buyer has chosen (after the cookie is written). */
export function announceConsent(consent: Consent): void {
  window.dispatchEvent(new CustomEvent<Consent>(CONSENT_CHANGE_EVENT, { detail: consent }));
}

export function onConsentChange(listener: (consent: Consent) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<Consent>).detail);
  window.addEventListener(CONSENT_CHANGE_EVENT, handler);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, handler);
}

/** The consent-group check of spec sections 4 and 9: polls every 200 ms, gives up after 5 s. */
export function waitForConsent(category: ConsentCategory): Promise<boolean> {
  return pollForConsent(() => allows(currentConsent(), category));
}
