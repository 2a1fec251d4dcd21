/**
 * The overlay's panel: a region with a heading (not a modal: the page stays usable and focus is never trapped).
 * Its contents come from /api/offert when it mounts; the fetcher is revalidated after every addition, so a line
 * added from the page appears here without a further request of ours. Escape or the close button closes it and
 * puts focus on the page's main content.
 */
import { Link, useFetcher, useLocation, type FetcherWithComponents } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import { useT } from "~/platform/i18n/i18n-provider";
import { CsrfField } from "~/platform/session/csrf-field";
import type { QuoteActionResult, QuotePanelData } from "./quote-overlay-view";

const PANEL_DATA = "/api/offert";
const OPEN_QUOTE_ACTION = "/offert/oppna";

function focusMain() {
  document.getElementById("main")?.focus();
}

export function QuotePanel({ closer }: { closer: FetcherWithComponents<QuoteActionResult> }) {
  const t = useT();
  const id = useId();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const panel = useFetcher<QuotePanelData>();
  const opener = useFetcher<QuoteActionResult>();
  const load = useRef(panel.load);
  load.current = panel.load;
  useEffect(() => load.current(PANEL_DATA), []);
  const closeForm = useRef<HTMLFormElement>(null);
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = region.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      closer.submit(closeForm.current);
      focusMain();
    };
    element?.addEventListener("keydown", onKey);
    return () => element?.removeEventListener("keydown", onKey);
  }, [closer]);
  const data = panel.data && "drafts" in panel.data ? panel.data : null;
  const quote = data?.quote ?? null;
  const formFields = (
    <>
      <CsrfField />
      <input type="hidden" name="overlay" value="1" />
      <input type="hidden" name="redirectTo" value={here} />
    </>
  );
  return (
    <section ref={region} className="quote-overlay" aria-labelledby={`${id}-heading`}>
      <div className="quote-overlay__head">
        <h2 id={`${id}-heading`}>
          {quote ? t("quote-overlay.panel.heading_named", { title: quote.title }) : t("quote-overlay.panel.heading")}
        </h2>
        <closer.Form ref={closeForm} method="post" action="/offert/stang" onSubmit={focusMain}>
          {formFields}
          <button type="submit" aria-label={t("quote-overlay.panel.close")}>
            {t("quote-overlay.panel.close_short")}
          </button>
        </closer.Form>
      </div>
      <div aria-live="polite">
        {!data ? (
          <p>{panel.state === "loading" ? t("quote-overlay.panel.loading") : t("quote-overlay.panel.failed")}</p>
        ) : quote ? (
          <QuoteLines quote={quote} />
        ) : (
          <p>{t("quote-overlay.panel.no_open_quote")}</p>
        )}
        {opener.data && !opener.data.ok ? <p role="alert">{opener.data.message}</p> : null}
      </div>
      {data && data.drafts.length > 0 ? (
        <opener.Form method="post" action={OPEN_QUOTE_ACTION} className="quote-overlay__switch">
          {formFields}
          <label htmlFor={`${id}-drafts`}>{t("quote-overlay.panel.other_drafts")}</label>
          <select id={`${id}-drafts`} name="quoteId">
            {data.drafts.map((draft) => (
              <option key={draft.quoteId} value={draft.quoteId}>
                {draft.title}
              </option>
            ))}
          </select>
          <button type="submit" disabled={opener.state !== "idle"}>
            {t("quote-overlay.panel.open")}
          </button>
        </opener.Form>
      ) : null}
      <opener.Form method="post" action={OPEN_QUOTE_ACTION}>
        {formFields}
        <input type="hidden" name="quoteId" value="ny" />
        <button type="submit" disabled={opener.state !== "idle"}>
          {t("quote-overlay.panel.start_new")}
        </button>
      </opener.Form>
    </section>
  );
}

function QuoteLines({ quote }: { quote: NonNullable<QuotePanelData["quote"]> }) {
  const t = useT();
  return (
    <>
      {quote.lines.length === 0 ? (
        <p>{t("quote-overlay.panel.empty")}</p>
      ) : (
        <>
          <p>{t("quote-overlay.panel.line_count", { count: quote.lines.length })}</p>
          <ul className="quote-overlay__lines">
            {quote.lines.map((line) => (
              <li key={line.key}>
                {t("quote-overlay.panel.line", { quantity: line.quantity, unit: line.unit, name: line.name })}
              </li>
            ))}
          </ul>
        </>
      )}
      {quote.customItemCount > 0 ? (
        <p>{t("quote-overlay.panel.custom_items", { count: quote.customItemCount })}</p>
      ) : null}
      <p>
        <Link to={`/mina-sidor/offerter/${encodeURIComponent(quote.quoteId)}`}>
          {t("quote-overlay.panel.to_quote")}
        </Link>
      </p>
    </>
  );
}
