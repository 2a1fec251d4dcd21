import { useId } from "react";
import { useT } from "~/i18n/i18n-provider";
import { CsrfField } from "~/session/csrf-field";
import { useTrackedFetcher } from "~/tracking/page-events";

/**
 * One favourite's 'Antal' + 'Lägg i varukorgen', posted to the product page's add-to-cart action
 * with the list id favorites_flyout_list (add_to_cart pushed from the answer). With JavaScript the
 * buyer stays where he is; without it the product page shows the answer, as from a product card.
 * Texts from the shell namespace: the header flyout is on every page.
 */
export function FavouriteCartForm({
  slug,
  name,
  orderMultiple,
}: {
  slug: string;
  name: string;
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
        aria-label={t("shell.favourites_flyout.add_label", { name })}
        preventScrollReset
      >
        <CsrfField />
        <input type="hidden" name="list" value="favorites_flyout_list" />
        <label htmlFor={`${id}-qty`}>{t("shell.favourites_flyout.quantity")}</label>
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
          {t("shell.favourites_flyout.add")}
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
