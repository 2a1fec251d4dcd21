import { isRouteErrorResponse, Link, useLocation, useRouteError } from "@remix-run/react";
import { useEffect } from "react";
import { useT } from "~/platform/i18n/i18n-provider";
import type { Translate } from "~/platform/i18n/translate";
import { useHydrated } from "./use-hydrated";
import { reportBoundaryError } from "~/platform/monitoring/boundary-reports";

interface ErrorTexts {
  headline: string;
  reason: string;
}

type StatusHandler = (t: Translate, path: string) => ErrorTexts;

const statusHandlers: Record<number, StatusHandler> = {
  404: (t) => ({ headline: t("errors.not_found"), reason: t("errors.not_found_reason") }),
  // A post to a page that takes none (a bookmarked or replayed form).
  405: (t) => ({ headline: t("errors.apologies"), reason: t("errors.method_not_allowed") }),
  // An oversize form (app/platform/security/form-data.server.ts formDataOr413).
  413: (t) => ({ headline: t("errors.apologies"), reason: t("errors.request_too_large") }),
  500: (t) => ({ headline: t("errors.apologies"), reason: t("errors.internal_server_error") }),
};

const fallbackHandler: StatusHandler = (t) => ({
  headline: t("errors.apologies"),
  reason: t("errors.try_again_later"),
});

/**
 * The one error page (spec section 2): status code, headline and reason. Only the status reaches
 * the page — never the error's message or stack. An error answered by the server offers a way
 * back to where the buyer came from; one raised in the browser links to the start page instead.
 */
export function GeneralErrorBoundary() {
  const t = useT();
  const error = useRouteError();
  const { pathname } = useLocation();
  const fromServer = isRouteErrorResponse(error);
  const status = fromServer ? error.status : 500;
  const texts = (statusHandlers[status] ?? fallbackHandler)(t, pathname);

  if (!fromServer && typeof document !== "undefined") console.error(error);
  // An error raised in the browser reaches no server log: Sentry gets it if the buyer consented to statistics (an
  // error the server answered, it has reported itself). An effect, so a render that is thrown away reports nothing.
  useEffect(() => {
    if (!fromServer) reportBoundaryError(error);
  }, [error, fromServer]);

  return (
    <div className="error-page">
      <p className="error-page__status">{t("shell.error.status", { status })}</p>
      <h1>{texts.headline}</h1>
      <p>{texts.reason}</p>
      {status === 404 ? (
        <p className="error-page__path">{t("shell.error.page_not_found", { path: pathname })}</p>
      ) : null}
      {fromServer ? <GoBack /> : <StartPageLink />}
    </div>
  );
}

function StartPageLink() {
  const t = useT();
  return (
    <p>
      <Link to="/" className="button">
        {t("shell.error.to_start")}
      </Link>
    </p>
  );
}

/** History needs JavaScript: until then (or with no history to go back to) the start page link stands in. */
function GoBack() {
  const t = useT();
  const hydrated = useHydrated();
  if (!hydrated || window.history.length <= 1) return <StartPageLink />;
  return (
    <p>
      <button type="button" className="button" onClick={() => window.history.back()}>
        {t("shell.error.go_back")}
      </button>
    </p>
  );
}
