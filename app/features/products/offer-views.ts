/**
 * What catalogue pages hand to their components: formatted, small, and never holding a field the
 * viewer may not see. Pure (no bindings), so it is unit-tested directly.
 */
import { sekToOre } from "@shop/domain/money";
import { formatPrice } from "@shop/domain/format";
import { comparisonPrice, formatNumber, quantityInUnit, type SalesUnitConversion } from "@shop/domain/sales-unit";
import type { PriceView, StockBadgeView, StoreStockRow } from "./catalogue-view";
import type { PriceWire, StockWire } from "@shop/contract/commerce/catalogue";

const money = (sek: number | null | undefined) => (sek == null ? null : formatPrice(sekToOre(sek)));

export function priceView(
  price: PriceWire | null,
  options: { noDiscounts: boolean; salesUnit?: SalesUnitConversion | null },
): PriceView | null {
  if (!price) return null;
  const netOre = price.netPrice == null ? null : sekToOre(price.netPrice);
  const listOre = price.salesPrice == null ? null : sekToOre(price.salesPrice);
  const showList = !options.noDiscounts && listOre !== null && netOre !== null && listOre > netOre;
  return {
    askForPrice: price.askForPrice,
    net: price.askForPrice ? null : money(price.netPrice),
    netDecimal: price.askForPrice || netOre === null ? null : (netOre / 100).toFixed(2),
    unit: price.salesPriceUnit,
    list: showList ? formatPrice(listOre) : null,
    // Through Intl: "17,12", never "17.12".
    discountPercent: showList && price.discountPercentage != null ? formatNumber(price.discountPercentage) : null,
    campaignBefore: options.noDiscounts ? null : money(price.preCampaignPrice),
    alloying: price.alloyingPrice ? money(price.alloyingPrice) : null,
    netIncludingVat: null,
    comparison: comparisonView(price.askForPrice ? null : netOre, options.salesUnit),
  };
}

/** "0,35 kr / st" beside a pack's price, "3 449,00 kr / trumma" beside a cable's per-metre price. */
function comparisonView(netOre: number | null, salesUnit: SalesUnitConversion | null | undefined) {
  const c = salesUnit ? comparisonPrice(netOre, salesUnit) : null;
  return c ? { price: formatPrice(c.ore), unit: c.unit } : null;
}

/** The selected location's stock; its quantity in the unit the article is sold in ("431 m", "12 förp"). */
export function stockBadge(stock: Pick<StockWire, "selectedLocation"> | null, unit = "st"): StockBadgeView | null {
  if (!stock) return null;
  const s = stock.selectedLocation;
  const status = s.status === "green" || s.status === "yellow" ? s.status : "gray";
  return {
    status,
    availability: s.availability,
    quantity: s.quantity,
    quantityText: quantityInUnit(s.quantity, unit),
    from: s.availableFromDays,
    to: s.availableToDays,
    date: s.availabilityDate,
  };
}

/** Stock per store, sorted by store name; locations that are not stores (central storage, VIRTUAL) are left out. */
export function storeStockRows(
  stock: StockWire | null,
  stores: readonly { id: string; name: string }[],
  unit = "st",
): StoreStockRow[] {
  if (!stock) return [];
  const byId = new Map(stock.locations.map((l) => [l.locationId, l]));
  return [...stores]
    .sort((a, b) => a.name.localeCompare(b.name, "sv"))
    .map((store) => {
      const l = byId.get(store.id);
      const badge: StockBadgeView = l
        ? {
            status: l.status === "green" || l.status === "yellow" ? l.status : "gray",
            availability: l.availability,
            quantity: l.quantity,
            quantityText: quantityInUnit(l.quantity, unit),
            from: l.availableFromDays,
            to: l.availableToDays,
            date: l.availabilityDate,
          }
        : {
            status: "gray",
            availability: "ORDER_ON_REQUEST",
            quantity: 0,
            quantityText: quantityInUnit(0, unit),
            from: null,
            to: null,
            date: null,
          };
      return { id: store.id, name: store.name, badge };
    });
}

/** A bracket price list formatted for the table. */
export function bracketRows(brackets: readonly { minQuantity: number; price: number }[]) {
  return brackets.map((b) => ({ minQuantity: b.minQuantity, price: formatPrice(sekToOre(b.price)) }));
}
