/**
 * What the buyer reads about a delivery the checkout could not order: the delivery and, when the purchase rule refused
 * lines, each line and its reason (the service's ARTICLE_NOT_PURCHASABLE lines), instead of a bare "could not order".
 */
import type { CheckoutResults } from "@shop/contract/commerce/checkout";
import { serverT } from "~/platform/i18n/catalogue.server";
import { refusedLineText } from "./purchase-refusals.server";

type Result = CheckoutResults[number];

/** The reasons of one failed delivery, in Swedish; empty when the service named none the buyer can act on. */
export function failedDeliveryReasons(result: Result): string[] {
  return result.errors.flatMap((error) =>
    error.code === "ARTICLE_NOT_PURCHASABLE" && error.lines
      ? error.lines.map((line) =>
          line.reason
            ? refusedLineText({ ...line, purchaseReason: line.reason })
            : serverT("checkout.summary.line_unknown", { articleNumber: line.articleNumber }),
        )
      : [],
  );
}

/** "Utkörning: Namn (art.nr 1000185): reason." per failed delivery with reasons. */
export function failedDeliveryText(result: Result): string | null {
  const reasons = failedDeliveryReasons(result);
  if (!reasons.length) return null;
  return `${serverT(`checkout.method.${result.deliveryId}`)}: ${reasons.join(" ")}`;
}
