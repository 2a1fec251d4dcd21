/**
 * The Swedish reason a line was refused by the purchase rule (domain/purchase-constraints.ts purchaseRefusal), as the
 * commerce service names it on the add answer: quick order rows, file import and the product page's add all say it.
 */
import type { NotPurchasableReason } from "@shop/domain/purchase-constraints";
import { serverT } from "~/platform/i18n/catalogue.server";

export function purchaseReasonText(reason: NotPurchasableReason | null | undefined): string {
  return reason ? serverT(`catalogue.constraints.${reason}`) : serverT("catalogue.cart.not_purchasable");
}

/** "Namn (art.nr 1000185): reason" for a refused line the buyer cannot see beside its row (a file's lines). */
export function refusedLineText(line: {
  articleNumber: string;
  name?: string | null;
  purchaseReason?: NotPurchasableReason | null;
}): string {
  const label = line.name
    ? serverT("checkout.quick_order.refused_line", { name: line.name, articleNumber: line.articleNumber })
    : line.articleNumber;
  return `${label}: ${purchaseReasonText(line.purchaseReason)}`;
}
