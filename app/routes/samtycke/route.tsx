import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { consentFromCookies, type Consent } from "@shop/domain/consent";
import { ConsentChoices, type ConsentAnswer } from "~/features/consent/consent-choices";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { PageFrame } from "~/ui/page-frame";
import { useT } from "~/platform/i18n/i18n-provider";
import { serverT } from "~/platform/i18n/catalogue.server";
import { routeHandle } from "~/platform/routing/route-handle";
import { safeRedirectFor } from "~/platform/routing/safe-redirect";
import { saveConsent } from "~/features/consent/consent-action.server";

export const handle = routeHandle({ i18n: ["consent"] });

/** The cookie settings (the footer's 'Cookie-inställningar'): the banner's choices as a page, open to change. */
export function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  return {
    title: serverT("consent.page.title"),
    consent: consentFromCookies(request.headers.get("Cookie")),
    redirectTo: safeRedirectFor(request, redirectTo, "/"),
  };
}

export function action({ request, context }: ActionFunctionArgs) {
  return saveConsent(request, context);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

function summaryKey(consent: Consent): string {
  if (consent.statistics && consent.marketing) return "consent.summary.all";
  if (consent.statistics) return "consent.summary.statistics";
  return consent.marketing ? "consent.summary.marketing" : "consent.summary.necessary";
}

export default function ConsentPage() {
  const t = useT();
  const { consent, redirectTo } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ConsentAnswer | undefined;
  return (
    <PageFrame title={t("consent.page.title")}>
      <p>{t("consent.page.intro")}</p>
      <p>{consent ? t("consent.page.current", { choice: t(summaryKey(consent)) }) : t("consent.page.current_none")}</p>
      {/* Always a navigation: the action answers with a redirect back and a toast, and the root loader's new
          choice is announced to waiting scripts (ConsentBanner). */}
      <Form method="post" className="consent-page__form">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {answer && !answer.ok ? (
          <p className="field-error" role="alert">
            {answer.message}
          </p>
        ) : null}
        <ConsentChoices consent={consent} idPrefix="consent-page" openDetails />
      </Form>
      <p>
        <Link to={redirectTo}>{t("consent.page.back")}</Link>
      </p>
    </PageFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
