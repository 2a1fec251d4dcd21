/**
 * The Swedish reason a line was refused by the purchase rule (domain/purchase-constraints.ts purchaseRefusal), as the
 * commerce service names it on the add answer: quick order rows, file import and the product page's add all say it.
 * Every other path that puts lines into the cart (order again, a shopping list, a configuration, a punch-out edit)
 * names each refused line the same way: "Namn (art.nr 1000185): reason".
 */
import type { NotPurchasableReason } from "@shop/domain/purchase-constraints";
import type { AddedLine } from "@shop/contract/commerce/cart";
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
  return `${lineLabel(line)}: ${purchaseReasonText(line.purchaseReason)}`;
}

function lineLabel(line: { articleNumber: string; name?: string | null }): string {
  return line.name
    ? serverT("checkout.quick_order.refused_line", { name: line.name, articleNumber: line.articleNumber })
    : serverT("checkout.refusals.article_number", { articleNumber: line.articleNumber });
}

/** Why the add answer refused a line, in Swedish, for every refusal the service gives (contract LINE_REFUSALS). */
export function lineRefusalReason(line: Pick<AddedLine, "refusal" | "purchaseReason" | "deliveryId">): string {
  switch (line.refusal) {
    case "not_purchasable_online":
      return purchaseReasonText(line.purchaseReason);
    case "unknown_article":
      // Outside the buyer's assortment reads as unknown (docs/decisions.md: assortments scope by absence).
      return serverT("checkout.refusals.unknown_article");
    case "delivery_method_invalid":
      return serverT("checkout.quick_order.errors.delivery_not_allowed");
    case "delivery_method_closed":
      return serverT("catalogue.cart.delivery_closed", { method: serverT(`checkout.method.${line.deliveryId}`) });
    case "cart_full":
      return serverT("cart.cart_limit_exceeded");
    default:
      return serverT("checkout.quick_order.errors.not_added");
  }
}

/**
 * "Namn (art.nr 1000185): reason" for each line the add answer refused, in request order. `nameOf` supplies a name the
 * service did not know (an article gone from the catalogue still has its name on the order or the list).
 */
export function refusedAddLines(
  lines: readonly AddedLine[],
  nameOf: (articleNumber: string) => string | null | undefined = () => null,
): string[] {
  return lines
    .filter((line) => line.refusal !== null)
    .map((line) => {
      // Outside the assortment is as if unknown: the service's name for it is not shown (the order's own name is).
      const known = line.refusal === "unknown_article" ? null : line.name;
      const name = known ?? nameOf(line.articleNumber) ?? null;
      return `${lineLabel({ articleNumber: line.articleNumber, name })}: ${lineRefusalReason(line)}`;
    });
}

/**
 * A notice that names refused lines and fits a toast (at most `max` characters): as many lines as fit, then "and N
 * more"; the lead sentence and the intro ("Kunde inte läggas i varukorgen:", or the caller's) always stay.
 */
export function refusedLinesNotice(
  lead: string,
  refused: readonly string[],
  options: { max?: number; intro?: string } = {},
): string {
  if (refused.length === 0) return lead;
  const max = options.max ?? 300;
  const intro = [lead, options.intro ?? serverT("checkout.refusals.intro")].filter(Boolean).join(" ");
  for (let shown = refused.length; shown >= 1; shown--) {
    const rest = refused.length - shown;
    const parts = [intro, ...refused.slice(0, shown)];
    if (rest) parts.push(serverT("checkout.refusals.and_more", { count: rest }));
    const text = parts.join(" ");
    if (text.length <= max) return text;
  }
  return [intro, serverT("checkout.refusals.and_more", { count: refused.length })].join(" ").slice(0, max);
}
