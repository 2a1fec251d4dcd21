import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import type { Consent } from "@shop/domain/consent";
import { useHydrated } from "~/ui/use-hydrated";
import { useToast } from "~/ui/toaster";
import { useT } from "~/platform/i18n/i18n-provider";
import { announceChoice } from "./consent-announce";
import { ConsentChoices, type ConsentAnswer } from "./consent-choices";
import { CONSENT_ACTION } from "~/platform/consent/consent-client";

/**
 * The consent banner, until the buyer has chosen: a labelled region fixed at the bottom of the viewport (not a
 * modal), rendered on the server so it shifts nothing. Without JavaScript its form posts to /samtycke, which
 * redirects back here; with it the post goes through a fetcher, and the banner closes without a reload.
 */
export default function ConsentBanner({ consent }: { consent: Consent | null }) {
  const t = useT();
  const location = useLocation();
  const hydrated = useHydrated();
  const showToast = useToast();
  const fetcher = useFetcher<ConsentAnswer>({ key: "consent-banner" });
  const answer = fetcher.data;
  const chosen = answer?.ok ? answer.consent : null;
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
