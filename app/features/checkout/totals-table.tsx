import type { Totals } from "@shop/domain/cart-totals";
import { formatPrice } from "@shop/domain/format";
import { useT } from "~/platform/i18n/i18n-provider";

/** Net, metal surcharge, VAT and total of a delivery or the whole order. */
export function TotalsTable({ heading, totals }: { heading: string; totals: Totals | null }) {
  const t = useT();
  return (
    <section className="checkout-totals" aria-label={heading}>
      <h3>{heading}</h3>
      {totals ? (
        <dl>
          <dt>{t("checkout.totals.net")}</dt>
          <dd>{formatPrice(totals.netOre)}</dd>
          <dt>{t("checkout.totals.alloying")}</dt>
          <dd>{formatPrice(totals.alloyingOre)}</dd>
          <dt>{t("checkout.totals.vat")}</dt>
          <dd>{formatPrice(totals.vatOre)}</dd>
          <dt>{t("checkout.totals.total")}</dt>
          <dd>
            <strong>{formatPrice(totals.totalOre)}</strong>
          </dd>
        </dl>
      ) : (
        <p>{t("checkout.totals.hidden")}</p>
      )}
    </section>
  );
}
