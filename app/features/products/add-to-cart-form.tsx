import { useId, useState, type ReactNode } from "react";
import { ADDED_ITEM_NOTICE_MS } from "@shop/domain/ui-timings";
import type { TrackingContext } from "@shop/domain/tracking-lists";
import { useT } from "~/platform/i18n/i18n-provider";
import { CsrfField } from "~/platform/session/csrf-field";
import { useActionDataLayer } from "~/features/tracking";
import { useHeldTimeout } from "~/ui/use-held-timeout";
import { PostForm, usePageFetcher } from "~/ui/server-rendered-form";

/**
 * 'Antal' + 'Lägg i varukorg', posted to the product page's action (works without JS). The product
 * page adds the delivery method field; cards send none, so the service puts the line on the buyer's default delivery.
 */
export function AddToCartForm({
  slug,
  articleName,
  orderMultiple = 1,
  deliveryField,
  disabled = false,
  defaultQuantity,
  stayOnPage = false,
  list,
  children,
}: {
  slug: string;
  articleName: string;
  orderMultiple?: number;
  /** The product page's delivery method field (delivery-field.tsx); cards have none. */
  deliveryField?: ReactNode;
  disabled?: boolean;
  defaultQuantity?: number;
  /** Lists: with JS the buyer stays on the list (a fetcher); without JS the post shows the product page's answer. */
  stayOnPage?: boolean;
  /** Where the buyer adds from (a list of spec section 2, or the product page): add_to_cart's `list`. */
  list: TrackingContext;
  /** Further submit buttons of this form (the product page's 'Lägg till i offert' posts the same quantity). */
  children?: ReactNode;
}) {
  const t = useT();
  const id = useId();
  // The answer's add_to_cart event is pushed once per answer; without JS the product page renders the answer.
  const fetcher = usePageFetcher<{ ok: boolean; message: string }>();
  useActionDataLayer(fetcher.data);
  // The added-item notice goes after ADDED_ITEM_NOTICE_MS (kept while hovered or focused); an error stays.
  const [gone, setGone] = useState<unknown>();
  const hold = useHeldTimeout(() => setGone(fetcher.data), ADDED_ITEM_NOTICE_MS, fetcher.data);
  return (
    <>
      <PostForm
        fetcher={stayOnPage ? fetcher : undefined}
        action={`/produkt/${slug}`}
        className="add-to-cart"
        aria-label={`${t("catalogue.cart.add")}: ${articleName}`}
        preventScrollReset
      >
        <CsrfField />
        <input type="hidden" name="list" value={list} />
        <div className="add-to-cart__field">
          <label htmlFor={`${id}-qty`}>{t("catalogue.cart.quantity")}</label>
          <input
            id={`${id}-qty`}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={100000}
            step={1}
            defaultValue={defaultQuantity ?? orderMultiple}
            required
          />
        </div>
        {deliveryField}
        <button type="submit" disabled={disabled || fetcher.state !== "idle"}>
          {t("catalogue.cart.add")}
        </button>
        {children}
      </PostForm>
      {stayOnPage && fetcher.data && !(fetcher.data.ok && gone === fetcher.data) ? (
        <p
          className={fetcher.data.ok ? "add-to-cart__result" : "add-to-cart__result add-to-cart__result--error"}
          role={fetcher.data.ok ? "status" : "alert"}
          {...hold}
        >
          {fetcher.data.message}
        </p>
      ) : null}
    </>
  );
}
