import { Form } from "@remix-run/react";
import { useT } from "~/platform/i18n/i18n-provider";
import { CsrfField } from "~/platform/session/csrf-field";
import type { QuickOrderResult } from "./quick-order.server";

/**
 * Quick-order rows of discontinued articles: one 'Byt till ersättningsartikel' each, sending the remaining rows
 * again with that row's replacement in its place (a form of its own, so it works without JavaScript).
 */
export function QuickOrderSwaps({ result, busy }: { result: QuickOrderResult; busy: boolean }) {
  const t = useT();
  if (!result.swaps?.length) return null;
  return (
    <ul className="quick-order-swaps">
      {result.swaps.map((swap) => (
        <li key={swap.row}>
          <Form method="post">
            <CsrfField />
            <input type="hidden" name="intent" value="rows" />
            <input type="hidden" name="deliveryId" value={result.deliveryId ?? "DBI"} />
            <input type="hidden" name="rows" value={swap.rows} />
            <button
              type="submit"
              disabled={busy}
              aria-label={t("catalogue.replacement.switch_named", { article: swap.from, replacement: swap.to })}
            >
              {t("catalogue.replacement.switch")}
            </button>{" "}
            {t("catalogue.replacement.swap_row", { row: swap.row, from: swap.from, to: swap.to, name: swap.name })}
          </Form>
        </li>
      ))}
    </ul>
  );
}
