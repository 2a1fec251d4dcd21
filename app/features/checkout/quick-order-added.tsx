import { useT } from "~/platform/i18n/i18n-provider";
import type { QuickOrderAdded } from "./quick-order-added.server";

/** The lines quick order or a file import just put into the cart, with price and comparison price. */
export function QuickOrderAddedList({ added }: { added: QuickOrderAdded | undefined }) {
  const t = useT();
  if (!added) return null;
  return (
    <ul className="quick-order-added" aria-label={t("checkout.quick_order.added_heading")}>
      {added.lines.map((line) => (
        <li key={line.articleNumber}>
          {t("checkout.quick_order.added_line", {
            name: line.name,
            articleNumber: line.articleNumber,
            quantity: line.quantity,
            unit: line.unit,
          })}
          {line.price
            ? ` · ${t("checkout.quick_order.added_price", { price: line.price, unit: line.priceUnit ?? line.unit })}`
            : null}
          {line.comparison
            ? ` · ${t("catalogue.price.comparison", { price: line.comparison.price, unit: line.comparison.unit })}`
            : null}
        </li>
      ))}
      {added.more > 0 ? <li>{t("checkout.quick_order.added_more", { count: added.more })}</li> : null}
    </ul>
  );
}
