import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { serializeConsent, type Consent } from "@shop/domain/consent";
import { TRACKING_ID_STORAGE_KEY } from "@shop/domain/tracking-id";
import { useHydrated } from "~/components/layout/use-hydrated";
import { useToast } from "~/components/toast/toaster";
import { useT } from "~/i18n/i18n-provider";
import { announceConsent } from "./consent-client";
import { CONSENT_ACTION, ConsentChoices, type ConsentAnswer } from "./consent-choices";

let lastAnnounced: string | null = null;

/**
 * Announces a choice once: the banner announces as soon as its post answers, and the root loader's
 * revalidation right after brings the same choice again. Declining statistics also drops the device's
 * tracking id from local storage (the action expires its cookie).
 */
function announceChoice(consent: Consent): void {
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
function useAnnounceChangedConsent(consent: Consent | null): void {
  const key = consent ? serializeConsent(consent) : null;
  const previous = useRef(key);
  useEffect(() => {
    if (key === previous.current) return;
    previous.current = key;
    if (consent) announceChoice(consent);
  }, [key, consent]);
}

/**
 * The consent banner, until the buyer has chosen: a labelled region fixed at the bottom of the viewport (not a
 * modal), rendered on the server so it shifts nothing. Without JavaScript its form posts to /samtycke, which
 * redirects back here; with it the post goes through a fetcher, and the banner closes without a reload.
 */
export function ConsentBanner({ consent }: { consent: Consent | null }) {
  const t = useT();
  const location = useLocation();
  const hydrated = useHydrated();
  const showToast = useToast();
  const fetcher = useFetcher<ConsentAnswer>({ key: "consent-banner" });
  const answer = fetcher.data;
  const chosen = answer?.ok ? answer.consent : null;
  useAnnounceChangedConsent(consent);
  useEffect(() => {
    if (!chosen) return;
    announceChoice(chosen);
    showToast({ type: "success", message: t("consent.saved") });
  }, [chosen, showToast, t]);
  if (consent || chosen || location.pathname === CONSENT_ACTION) return null;
  return (
    <section className="consent-banner" aria-labelledby="consent-banner-heading">
      <fetcher.Form method="post" action={CONSENT_ACTION} className="consent-banner__form">
        <h2 id="consent-banner-heading">{t("consent.banner.heading")}</h2>
        <p>{t("consent.banner.intro")}</p>
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        {hydrated ? <input type="hidden" name="respond" value="data" /> : null}
        {answer && !answer.ok ? (
          <p className="field-error" role="alert">
            {answer.message}
          </p>
        ) : null}
        <ConsentChoices consent={consent} idPrefix="consent-banner" />
      </fetcher.Form>
    </section>
  );
}
