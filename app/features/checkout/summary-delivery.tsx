import { formatDate, formatPrice } from "@shop/domain/format";
import { useT } from "~/platform/i18n/i18n-provider";
import type { CartDeliveryView } from "./cart-view";
import { TotalsTable } from "./totals-table";

export interface SummaryDeliveryView extends CartDeliveryView {
  number: number;
  storeName: string | null;
  address: {
    name: string;
    recipientName: string | null;
    address1: string;
    postalCode: string;
    postalAddress: string;
  } | null;
  zipCode: string | null;
}

/** One delivery on the summary step: where it goes, when, its lines and its totals. */
export function SummaryDeliverySection({
  delivery: d,
  noPrices,
}: {
  delivery: SummaryDeliveryView;
  noPrices: boolean;
}) {
  const t = useT();
  return (
    <section aria-labelledby={`summary-${d.deliveryId}`} className="summary-delivery">
      <h2 id={`summary-${d.deliveryId}`}>
        {t("checkout.cart.delivery_heading", { number: d.number, method: t(`checkout.method.${d.deliveryId}`) })}
      </h2>
      {d.storeName ? <p>{t("checkout.summary.delivery_to_store", { store: d.storeName })}</p> : null}
      {d.address ? (
        <div>
          <p>{t("checkout.summary.delivery_to_address")}</p>
          <address>
            {d.address.name}
            <br />
            {d.address.recipientName || t("checkout.delivery.recipient_missing")}
            <br />
            {d.address.address1 || t("checkout.delivery.address_missing")}
            <br />
            {d.address.postalCode} {d.address.postalAddress}
          </address>
        </div>
      ) : null}
      {d.zipCode ? <p>{t("checkout.summary.zip_code", { zipCode: d.zipCode })}</p> : null}
      <p>{t("checkout.summary.date", { date: formatDate(d.requestedDeliveryDate) })}</p>
      <table>
        <caption>{t("checkout.cart.lines_caption", { number: d.number })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("checkout.cart.article")}</th>
            <th scope="col">{t("checkout.cart.quantity")}</th>
            <th scope="col">{t("checkout.cart.line_total")}</th>
          </tr>
        </thead>
        <tbody>
          {d.lines.map((l) => (
            <tr key={l.cartItemId}>
              <td>
                {l.name} ({l.articleNumber}){l.label ? ` – ${t("checkout.cart.label", { label: l.label })}` : ""}
                {/* A line the purchase rule refuses for this delivery: the order would refuse it, so say so here. */}
                {l.needsAction.includes("not_confirmed") ? (
                  <strong className="summary-line-blocked">
                    {" "}
                    {t("checkout.cart.needs_action.not_confirmed")}
                    {l.blockedReason ? ` ${l.blockedReason}` : null}
                  </strong>
                ) : null}
              </td>
              <td>
                {l.quantity} {l.unit}
              </td>
              <td>{noPrices || l.lineTotalOre === null ? "–" : formatPrice(l.lineTotalOre)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <TotalsTable
        heading={t("checkout.totals.delivery_heading", { number: d.number })}
        totals={noPrices ? null : d.totals}
      />
    </section>
  );
}
