import { useEffect, useRef } from "react";
import { serializeConsent, type Consent } from "@shop/domain/consent";
import { TRACKING_ID_STORAGE_KEY } from "@shop/domain/tracking-id";
import { announceConsent } from "~/platform/consent/consent-client";

let lastAnnounced: string | null = null;

/**
 * Announces a choice once: the banner announces as soon as its post answers, and the root loader's
 * revalidation right after brings the same choice again. Declining statistics also drops the device's
 * tracking id from local storage (the action expires its cookie).
 */
export function announceChoice(consent: Consent): void {
  const key = serializeConsent(consent);
  if (key === lastAnnounced) return;
  lastAnnounced = key;
  if (!consent.statistics) {
    try {
      window.localStorage.removeItem(TRACKING_ID_STORAGE_KEY);
    } catch {
      // Storage can be blocked; nothing was kept there then.
    }
  }
  announceConsent(consent);
}

/** A choice that reaches the page through a navigation (the /samtycke form with JavaScript) is announced too. */
export function useAnnounceChangedConsent(consent: Consent | null): void {
  const key = consent ? serializeConsent(consent) : null;
  const previous = useRef(key);
  useEffect(() => {
    if (key === previous.current) return;
    previous.current = key;
    if (consent) announceChoice(consent);
  }, [key, consent]);
}
