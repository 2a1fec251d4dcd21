import { useId } from "react";
import { useT } from "~/i18n/i18n-provider";
import { CsrfField } from "~/session/csrf-field";
import { useTrackedFetcher } from "~/tracking/page-events";

/**
 * 'Antal' + 'Lägg i varukorg' for the one article a saved configuration leads to, posted to that article's
 * product page action with the list id product_configuration_result_list (add_to_cart pushed from the answer).
 * With JavaScript the buyer stays on my pages; without it the product page shows the answer, as from a card.
 */
export function ConfigurationCartForm({
  slug,
  label,
  orderMultiple,
}: {
  slug: string;
  label: string;
  orderMultiple: number;
}) {
  const t = useT();
  const id = useId();
  const fetcher = useTrackedFetcher<{ ok: boolean; message: string }>();
  return (
    <>
      <fetcher.Form
        method="post"
        action={`/produkt/${slug}`}
        className="add-to-cart add-to-cart--inline"
        aria-label={label}
        preventScrollReset
      >
        <CsrfField />
        <input type="hidden" name="list" value="product_configuration_result_list" />
        <label htmlFor={`${id}-qty`}>{t("account-pages.configurations.quantity")}</label>
        <input
          id={`${id}-qty`}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={100000}
          step={1}
          defaultValue={orderMultiple}
          required
        />
        <button type="submit" disabled={fetcher.state !== "idle"}>
          {t("account-pages.configurations.add")}
        </button>
      </fetcher.Form>
      {fetcher.data ? (
        <p className={fetcher.data.ok ? "notice" : "notice notice--error"} role={fetcher.data.ok ? "status" : "alert"}>
          {fetcher.data.message}
        </p>
      ) : null}
    </>
  );
}
