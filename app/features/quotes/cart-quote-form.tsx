import { Form } from "@remix-run/react";
import { CsrfField } from "~/platform/session/csrf-field";
import { useT } from "~/platform/i18n/i18n-provider";

/** "Skapa offert av varukorgen": the cart's articles and quantities become a quote draft, which then opens. */
export function CartQuoteForm({ csrf }: { csrf: string }) {
  const t = useT();
  return (
    // `?index`: the action of my quotes' index route, not of its parent layout.
    <Form method="post" action="/mina-sidor/offerter?index" className="cart-quote-form">
      <CsrfField token={csrf} />
      <input type="hidden" name="source" value="cart" />
      <p className="field__hint" id="cart-quote-hint">
        {t("cart-page.quote.hint")}
      </p>
      <button type="submit" aria-describedby="cart-quote-hint">
        {t("cart-page.quote.create")}
      </button>
    </Form>
  );
}
