import { useT } from "~/platform/i18n/i18n-provider";
import type { StockBadgeView } from "~/ui/price-and-stock-view";

export function stockText(badge: StockBadgeView, t: ReturnType<typeof useT>): string {
  if (badge.availability === "IN_STOCK") return t("catalogue.stock.in_stock", { quantity: badge.quantityText });
  if (badge.availability === "DELIVERY_IN_DAYS") {
    if (badge.from != null && badge.to != null)
      return t("catalogue.stock.delivery_days", { from: badge.from, to: badge.to });
    if (badge.date) return t("catalogue.stock.delivery_date", { date: badge.date });
  }
  if (badge.availability === "-") return t("catalogue.stock.unknown");
  return t("catalogue.stock.on_request");
}

/** Colour is never the only signal: the text says the same (WCAG 1.4.1). */
export function StockBadge({ badge }: { badge: StockBadgeView | null }) {
  const t = useT();
  if (!badge) return <p className="stock-badge stock-badge--gray">{t("catalogue.stock.unavailable")}</p>;
  return (
    <p className={`stock-badge stock-badge--${badge.status}`}>
      <span className="stock-badge__dot" aria-hidden="true" />
      {stockText(badge, t)}
    </p>
  );
}
