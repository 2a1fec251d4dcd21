/**
 * 'Lägg till produkter i offerten' for the quote page: makes this quote the open one and takes the buyer to the
 * catalogue, where the overlay shows it (with JavaScript) and 'Lägg till i offert' adds to it (with or without).
 * Render it only for a quote that can still be edited; the action checks that and the buyer's right again.
 */
import { useFetcher } from "@remix-run/react";
import { useT } from "~/platform/i18n/i18n-provider";
import { CsrfField } from "~/platform/session/csrf-field";
import type { QuoteActionResult } from "./quote-overlay-view";
import { useQuoteShell } from "./use-quote-shell";

export function OpenInQuoteOverlayButton({ quoteId }: { quoteId: string }) {
  const t = useT();
  const shell = useQuoteShell();
  const fetcher = useFetcher<QuoteActionResult>();
  if (!shell) return null;
  return (
    <form
      method="post"
      action="/offert/oppna"
      className="open-in-quote-overlay"
      onSubmit={(event) => {
        event.preventDefault();
        const formData = new FormData(event.currentTarget);
        formData.set("overlay", "1");
        fetcher.submit(formData, { method: "post", action: "/offert/oppna" });
      }}
    >
      <CsrfField />
      <input type="hidden" name="quoteId" value={quoteId} />
      <button type="submit" disabled={fetcher.state !== "idle"}>
        {t("quote-overlay.open_in_overlay")}
      </button>
      {fetcher.data && !fetcher.data.ok ? <p role="alert">{fetcher.data.message}</p> : null}
    </form>
  );
}
