/** One cart line: quantity (debounced), the actions a line needs, label and move. */
import { useFetchers } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { canRemoveItem, type CartStatus } from "@shop/domain/cart-status";
import { formatPrice } from "@shop/domain/format";
import { useT } from "~/platform/i18n/i18n-provider";
import type { Translate } from "~/platform/i18n/translate";
import type { CartLineView } from "./cart-view";
import { CartForm, errorAttributes, FieldError, useCartFetcher, useFieldError } from "./cart-form-parts";
import { LabelForm, MoveForm } from "./cart-line-edit";
import { useActionDataLayer } from "~/features/tracking";
import { QUANTITY_DEBOUNCE_MS } from "@shop/domain/ui-timings";
import { ReplacementNotice } from "~/features/products";
import { ShortLabelText } from "~/ui/short-label";

/** Spec section 4's cart status from the mutations in flight: while one runs, removing is blocked. */
export function useCartStatus(): CartStatus {
  const fetchers = useFetchers();
  return fetchers.some((f) => f.state !== "idle" && f.key.startsWith("cart-")) ? "mutating" : "idle";
}

function QuantityForm({
  line,
  csrf,
  t,
  onOptimistic,
}: {
  line: CartLineView;
  csrf: string;
  t: Translate;
  onOptimistic: (quantity: number) => void;
}) {
  const fetcher = useCartFetcher(`cart-qty-${line.cartItemId}`);
  useActionDataLayer(fetcher.data);
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const [value, setValue] = useState(String(line.quantity));
  const field = `quantity-${line.cartItemId}`;
  const error = useFieldError(fetcher, field);
  useEffect(() => {
    if (fetcher.state === "idle" && !timer.current) setValue(String(line.quantity));
  }, [line.quantity, fetcher.state]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <CartForm
      fetcher={fetcher}
      csrf={csrf}
      values={{ intent: "quantity", cartItemId: line.cartItemId }}
      formRef={formRef}
      className="cart-quantity"
    >
      <label htmlFor={field}>
        <ShortLabelText
          short={t("checkout.cart.quantity_short")}
          full={t("checkout.cart.quantity_for", { name: line.name })}
        />
      </label>
      <input
        id={field}
        name="quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={100000}
        value={value}
        {...errorAttributes(field, error)}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setValue(next);
          clearTimeout(timer.current);
          const quantity = Number(next);
          if (!Number.isInteger(quantity) || quantity < 1) return;
          onOptimistic(quantity);
          timer.current = setTimeout(() => {
            timer.current = undefined;
            if (formRef.current) fetcher.submit(formRef.current);
          }, QUANTITY_DEBOUNCE_MS);
        }}
      />
      <button type="submit">{t("checkout.cart.update")}</button>
      <FieldError field={field} message={error} />
    </CartForm>
  );
}

export function IntentButton({
  csrf,
  values,
  children,
  disabled,
  fetcherKey,
}: {
  csrf: string;
  values: Record<string, string>;
  children: ReactNode;
  disabled?: boolean;
  fetcherKey: string;
}) {
  const fetcher = useCartFetcher(fetcherKey);
  useActionDataLayer(fetcher.data);
  return (
    <CartForm fetcher={fetcher} csrf={csrf} values={values} className="inline-form">
      <button type="submit" disabled={disabled || fetcher.state !== "idle"}>
        {children}
      </button>
      {fetcher.data && !fetcher.data.ok ? <span className="field-error">{fetcher.data.message}</span> : null}
    </CartForm>
  );
}

function NeedsAction({
  line,
  deliveryId,
  number,
  csrf,
}: {
  line: CartLineView;
  deliveryId: string;
  number: number;
  csrf: string;
}) {
  const t = useT();
  if (line.needsAction.length === 0) return null;
  return (
    <div className="needs-action" role="group" aria-label={t("checkout.cart.needs_action_heading")}>
      <strong>{t("checkout.cart.needs_action_heading")}</strong>
      <ul>
        {line.needsAction.map((code) => (
          <li key={code}>
            {t(`checkout.cart.needs_action.${code}`)}{" "}
            {code === "not_confirmed" && line.blockedReason ? <>{line.blockedReason} </> : null}
            {code === "update_quantity" && line.stockQuantity ? (
              <IntentButton
                fetcherKey={`cart-fix-${line.cartItemId}`}
                csrf={csrf}
                values={{ intent: "quantity", cartItemId: line.cartItemId, quantity: String(line.stockQuantity) }}
              >
                {t("checkout.cart.fix.set_to_stock", { quantity: line.stockQuantity })}
              </IntentButton>
            ) : code === "activate_delivery" ? (
              <IntentButton
                fetcherKey={`cart-include-fix-${deliveryId}-${number}`}
                csrf={csrf}
                values={{ intent: "include", deliveryId, included: "true" }}
              >
                {t("checkout.cart.fix.include")}
              </IntentButton>
            ) : line.replacement && (code === "missing_order_information" || code === "not_confirmed") ? (
              // A discontinued line offers its replacement below, with the notice (ReplacementOffer).
              line.replacementNotice?.kind === "replaced" ? null : (
                <ReplaceButton line={line} replacement={line.replacement} csrf={csrf} />
              )
            ) : (
              <IntentButton
                fetcherKey={`cart-fixremove-${line.cartItemId}`}
                csrf={csrf}
                values={{ intent: "remove", cartItemId: line.cartItemId }}
              >
                {t("checkout.cart.fix.remove")}
              </IntentButton>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ReplaceButton({
  line,
  replacement,
  csrf,
}: {
  line: CartLineView;
  replacement: { articleNumber: string; name: string };
  csrf: string;
}) {
  const t = useT();
  return (
    <IntentButton
      fetcherKey={`cart-replace-${line.cartItemId}`}
      csrf={csrf}
      values={{ intent: "replace", cartItemId: line.cartItemId }}
    >
      {t("checkout.cart.fix.replace", { name: replacement.name, articleNumber: replacement.articleNumber })}
    </IntentButton>
  );
}

/** 'Utgått – ersätts av …' on every discontinued line, with the one-click replace for a signed-in buyer. */
function ReplacementOffer({ line, csrf, visitor }: { line: CartLineView; csrf: string; visitor: boolean }) {
  const notice = line.replacementNotice;
  if (!notice) return null;
  return (
    <ReplacementNotice notice={notice}>
      {notice.kind === "replaced" && !visitor ? (
        <ReplaceButton line={line} replacement={notice.replacement} csrf={csrf} />
      ) : null}
    </ReplacementNotice>
  );
}

export interface LineOptions {
  csrf: string;
  noPrices: boolean;
  /** A visitor's anonymous cart: no prices, no needs-action fixes, no delivery settings (docs/decisions.md). */
  visitor: boolean;
  /** Delivery methods a single line may be moved to. */
  moveChoices: readonly string[];
  /** The delivery's `t`, handed down so a hundred rows do not each ask the context for it. */
  t: Translate;
  /** The cart's status (useCartStatus), read once per delivery rather than by every row. */
  status: CartStatus;
}

export function CartLineRow({
  line,
  deliveryId,
  number,
  options,
}: {
  line: CartLineView;
  deliveryId: string;
  number: number;
  options: LineOptions;
}) {
  const { csrf, noPrices, visitor, moveChoices, t, status } = options;
  const [optimistic, setOptimistic] = useState<number | null>(null);
  const removeFetcher = useCartFetcher(`cart-remove-${line.cartItemId}`);
  // The answer arrives while the page revalidates, before this row disappears with the line.
  useActionDataLayer(removeFetcher.data);
  const quantity = optimistic ?? line.quantity;
  useEffect(() => setOptimistic(null), [line.quantity]);
  const removing = removeFetcher.state !== "idle";
  const blocked = !canRemoveItem(status) && !removing;
  return (
    <tr style={removing ? { opacity: 0.5 } : undefined}>
      <td>
        <div className="cart-line">
          {line.image ? <img src={line.image.url} alt="" width={64} height={64} loading="lazy" /> : null}
          <div>
            {line.variantSlug ? <a href={`/produkt/${line.variantSlug}`}>{line.name}</a> : <span>{line.name}</span>}
            <div>{t("checkout.cart.article_number", { articleNumber: line.articleNumber })}</div>
            {line.fromQuote ? <div className="badge">{t("checkout.cart.quote_price")}</div> : null}
            {line.label ? <div>{t("checkout.cart.label", { label: line.label })}</div> : null}
            {visitor || line.needsAction.length === 0 ? null : (
              <NeedsAction line={line} deliveryId={deliveryId} number={number} csrf={csrf} />
            )}
            <ReplacementOffer line={line} csrf={csrf} visitor={visitor} />
            <LabelForm line={line} csrf={csrf} t={t} />
            <MoveForm line={line} deliveryId={deliveryId} choices={moveChoices} csrf={csrf} t={t} />
          </div>
        </div>
      </td>
      <td>
        {line.stockQuantity === null
          ? t("checkout.cart.stock_unknown")
          : t("checkout.cart.stock_value", { quantity: line.stockQuantity, unit: line.unit })}
      </td>
      <td>
        <QuantityForm line={line} csrf={csrf} t={t} onOptimistic={setOptimistic} />
      </td>
      {visitor ? null : (
        <>
          <td>
            {noPrices
              ? t("checkout.cart.no_price")
              : line.unitPriceOre === null
                ? t("checkout.cart.ask_for_price")
                : formatPrice(line.unitPriceOre)}
            {/* Per piece for a pack, per drum for a cable sold per metre: as on the product page and the cards. */}
            {!noPrices && line.comparison ? (
              <div className="price__comparison">
                {t("catalogue.price.comparison", {
                  price: formatPrice(line.comparison.priceOre),
                  unit: line.comparison.unit,
                })}
              </div>
            ) : null}
          </td>
          <td>{noPrices || line.unitPriceOre === null ? "–" : formatPrice(line.unitPriceOre * quantity)}</td>
        </>
      )}
      <td>
        <CartForm fetcher={removeFetcher} csrf={csrf} values={{ intent: "remove", cartItemId: line.cartItemId }}>
          <button
            type="submit"
            disabled={blocked || removing}
            aria-label={t("checkout.cart.remove_named", { name: line.name })}
            title={blocked ? t("checkout.cart.actions_blocked") : undefined}
          >
            {t("checkout.cart.remove")}
          </button>
          {/* A removal the service refused says so here (spec section 8, errors.cart_remove_products). */}
          {removeFetcher.data && !removeFetcher.data.ok ? (
            <span className="field-error" role="alert">
              {removeFetcher.data.message}
            </span>
          ) : null}
        </CartForm>
      </td>
    </tr>
  );
}
