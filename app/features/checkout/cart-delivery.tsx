import { formatLongDate } from "@shop/domain/format";
import { useT } from "~/platform/i18n/i18n-provider";
import type { CartDeliveryView } from "./cart-view";
import { CartForm, errorAttributes, FieldError, useCartFetcher, useFieldError } from "./cart-form-parts";
import { TotalsTable } from "./totals-table";
import { CartLineRow, IntentButton, useCartStatus } from "./cart-line-row";

function FixedDateSelect({
  id,
  dates,
  value,
  error,
}: {
  id: string;
  dates: string[];
  value: string;
  error: string | null;
}) {
  const t = useT();
  return (
    <>
      <select
        id={id}
        name="requestedDeliveryDate"
        defaultValue={value}
        key={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-fixed`, error ? `${id}-error` : null].filter(Boolean).join(" ")}
      >
        {dates.includes(value) ? null : <option value={value}>{formatLongDate(value)}</option>}
        {dates.map((date) => (
          <option key={date} value={date}>
            {formatLongDate(date)}
          </option>
        ))}
      </select>
      <span id={`${id}-fixed`} className="field-hint">
        {t("checkout.cart.fixed_dates_hint")}
      </span>
    </>
  );
}

function DateForm({
  delivery,
  number,
  csrf,
  firstDate,
}: {
  delivery: CartDeliveryView;
  number: number;
  csrf: string;
  firstDate: string;
}) {
  const t = useT();
  const fetcher = useCartFetcher(`cart-date-${delivery.deliveryId}`);
  const field = `date-${delivery.deliveryId}`;
  const error = useFieldError(fetcher, field);
  return (
    <CartForm
      fetcher={fetcher}
      csrf={csrf}
      values={{ intent: "date", deliveryId: delivery.deliveryId }}
      className="cart-date"
    >
      <label htmlFor={field}>{t("checkout.cart.date_for", { number })}</label>
      {delivery.offeredDates ? (
        // Fixed-day customers: only their delivery dates, the same select with and without JavaScript.
        <FixedDateSelect
          id={field}
          dates={delivery.offeredDates}
          value={delivery.requestedDeliveryDate}
          error={error}
        />
      ) : (
        <input
          id={field}
          type="date"
          name="requestedDeliveryDate"
          min={firstDate}
          defaultValue={delivery.requestedDeliveryDate}
          key={delivery.requestedDeliveryDate}
          required
          {...errorAttributes(field, error)}
        />
      )}
      <button type="submit">{t("checkout.cart.save_date")}</button>
      <FieldError field={field} message={error} />
    </CartForm>
  );
}

export function CartDelivery({
  delivery,
  number,
  csrf,
  noPrices,
  firstDate,
  visitor = false,
  moveChoices = [],
}: {
  delivery: CartDeliveryView;
  number: number;
  csrf: string;
  noPrices: boolean;
  firstDate: string;
  visitor?: boolean;
  moveChoices?: readonly string[];
}) {
  const t = useT();
  const status = useCartStatus();
  const options = { csrf, noPrices, visitor, moveChoices, t, status };
  const method = t(`checkout.method.${delivery.deliveryId}`);
  const headingId = `delivery-${delivery.deliveryId}-heading`;
  return (
    <section className="cart-delivery" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("checkout.cart.delivery_heading", { number, method })}</h2>
      {visitor ? null : (
        <>
          <p>{t(delivery.isIncludedInOrder ? "checkout.cart.included" : "checkout.cart.excluded")}</p>
          <IntentButton
            fetcherKey={`cart-include-${delivery.deliveryId}`}
            csrf={csrf}
            values={{
              intent: "include",
              deliveryId: delivery.deliveryId,
              included: String(!delivery.isIncludedInOrder),
            }}
          >
            {t(delivery.isIncludedInOrder ? "checkout.cart.exclude" : "checkout.cart.include", { number })}
          </IntentButton>
          <DateForm delivery={delivery} number={number} csrf={csrf} firstDate={firstDate} />
        </>
      )}
      <table className="cart-lines">
        <caption>{t("checkout.cart.lines_caption", { number })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("checkout.cart.article")}</th>
            <th scope="col">{t("checkout.cart.stock")}</th>
            <th scope="col">{t("checkout.cart.quantity")}</th>
            {visitor ? null : (
              <>
                <th scope="col">{t("checkout.cart.unit_price")}</th>
                <th scope="col">{t("checkout.cart.line_total")}</th>
              </>
            )}
            <th scope="col">
              <span className="visually-hidden">{t("checkout.cart.remove")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {delivery.lines.map((line) => (
            <CartLineRow
              key={line.cartItemId}
              line={line}
              deliveryId={delivery.deliveryId}
              number={number}
              options={options}
            />
          ))}
        </tbody>
      </table>
      {visitor ? null : (
        <TotalsTable
          heading={t("checkout.totals.delivery_heading", { number })}
          totals={noPrices ? null : delivery.totals}
        />
      )}
    </section>
  );
}
