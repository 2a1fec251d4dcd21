import { useT } from "~/platform/i18n/i18n-provider";

export interface OrderLineView {
  articleNumber: string;
  name: string;
  quantity: number;
  unit: string;
  unitPrice: string;
  lineNet: string;
}

/** An order's lines; the price columns only where the buyer may see prices. */
export function OrderLinesTable({ lines, showPrices }: { lines: OrderLineView[]; showPrices: boolean }) {
  const t = useT();
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{t("account-pages.order.article")}</th>
          <th scope="col">{t("account-pages.order.name")}</th>
          <th scope="col">{t("account-pages.order.quantity")}</th>
          {showPrices ? <th scope="col">{t("account-pages.order.unit_price")}</th> : null}
          {showPrices ? <th scope="col">{t("account-pages.order.line_net")}</th> : null}
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={`${line.articleNumber}-${index}`}>
            <td>{line.articleNumber}</td>
            <td>{line.name}</td>
            <td>
              {line.quantity} {line.unit}
            </td>
            {showPrices ? <td>{line.unitPrice}</td> : null}
            {showPrices ? <td>{line.lineNet}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
