import { useId } from "react";
import { CsrfField } from "~/platform/session/csrf-field";
import { usePageFetcher } from "~/ui/server-rendered-form";
import { useActionDataLayer } from "~/features/tracking";
import type { TrackingList } from "@shop/domain/tracking-lists";

/**
 * 'Antal' + 'Lägg i varukorg' for one article outside its product page (a flyout row, a saved configuration),
 * posted to the product page's add-to-cart action with the list it was added from (add_to_cart is pushed from the
 * answer). With JavaScript the buyer stays where he is; without it the product page shows the answer.
 */
export function InlineAddToCartForm({
  slug,
  list,
  orderMultiple,
  texts,
}: {
  slug: string;
  list: TrackingList;
  orderMultiple: number;
  /** Already translated: the callers' namespaces differ (the header flyout is on every page). */
  texts: { form: string; quantity: string; add: string };
}) {
  const id = useId();
  const fetcher = usePageFetcher<{ ok: boolean; message: string }>();
  useActionDataLayer(fetcher.data);
  return (
    <>
      <fetcher.Form
        method="post"
        action={`/produkt/${slug}`}
        className="add-to-cart add-to-cart--inline"
        aria-label={texts.form}
        preventScrollReset
      >
        <CsrfField />
        <input type="hidden" name="list" value={list} />
        <label htmlFor={`${id}-qty`}>{texts.quantity}</label>
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
          {texts.add}
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
