/**
 * 'Lägg till i offert' (spec section 2, quote overlay). Without JavaScript a plain post to /offert/lagg-till that
 * returns to the page with a notice; with it a fetcher posts `overlay=1`, the answer shows beside the button and the
 * root loader's revalidation opens the overlay. Shown only to buyers who may work on quotes (the action checks again).
 */
import { useLocation } from "@remix-run/react";
import { usePageFetcher } from "~/ui/server-rendered-form";
import type { ButtonHTMLAttributes, MouseEvent } from "react";
import { useHydrated } from "~/ui/use-hydrated";
import { useT } from "~/platform/i18n/i18n-provider";
import { CsrfField } from "~/platform/session/csrf-field";
import type { QuoteActionResult } from "./quote-overlay-view";

export const ADD_TO_QUOTE_ACTION = "/offert/lagg-till";

export interface AddToQuoteProps {
  articleNumber: string;
  articleName: string;
  /**
   * A card's own quantity (its order multiple, at least 1), posted by a form of its own. Without it the control is a
   * second submit button of the surrounding add-to-cart form (the product page), so the quantity the buyer chose
   * there goes into the quote, with or without JavaScript.
   */
  quantity?: number;
}

/** Loaded lazily by AddToQuoteSlot, for buyers who may work on quotes only (the action checks again). */
export default function AddToQuote({ articleNumber, articleName, quantity }: AddToQuoteProps) {
  const t = useT();
  const location = useLocation();
  const fetcher = usePageFetcher<QuoteActionResult>();
  // A click before hydration is an ordinary post (notice, no overlay); tests of the overlay wait for this mark.
  const enhanced = useHydrated() ? "" : undefined;
  const submit = (formData: FormData) => {
    formData.set("articleNumber", articleNumber);
    formData.set("overlay", "1");
    fetcher.submit(formData, { method: "post", action: ADD_TO_QUOTE_ACTION, preventScrollReset: true });
  };
  const button = (extra: ButtonHTMLAttributes<HTMLButtonElement>) => (
    <button
      type="submit"
      className="add-to-quote__button"
      aria-label={t("quote-overlay.add_label", { name: articleName })}
      disabled={fetcher.state !== "idle"}
      data-enhanced={enhanced}
      {...extra}
    >
      {t("quote-overlay.add")}
    </button>
  );
  const result = fetcher.data ? (
    <p
      className={fetcher.data.ok ? "add-to-quote__result" : "add-to-quote__result add-to-quote__result--error"}
      role={fetcher.data.ok ? "status" : "alert"}
    >
      {fetcher.data.message}
    </p>
  ) : null;
  if (quantity === undefined) {
    const onClick = (event: MouseEvent<HTMLButtonElement>) => {
      const form = event.currentTarget.form;
      if (!form) return;
      event.preventDefault();
      if (form.reportValidity()) submit(new FormData(form));
    };
    return (
      <>
        {button({
          formAction: ADD_TO_QUOTE_ACTION,
          formMethod: "post",
          name: "articleNumber",
          value: articleNumber,
          onClick,
        })}
        {result}
      </>
    );
  }
  return (
    <form
      method="post"
      action={ADD_TO_QUOTE_ACTION}
      className="add-to-quote"
      onSubmit={(event) => {
        event.preventDefault();
        submit(new FormData(event.currentTarget));
      }}
    >
      <CsrfField />
      <input type="hidden" name="articleNumber" value={articleNumber} />
      <input type="hidden" name="quantity" value={Math.max(1, quantity)} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {button({})}
      {result}
    </form>
  );
}
