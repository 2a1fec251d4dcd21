/** JSON wire format: amounts in SEK as numbers with two decimals, always computed from öre. */
import { oreToSek, withVat, VAT_RATE_PERCENT } from "@shop/domain/money";
import type { ComputedPrice } from "@shop/domain/pricing";
import type { priceSchema } from "@shop/contract/commerce/catalogue";
import type { WireAnswer } from "@shop/contract/wire";

const sek = (ore: number | null) => (ore === null ? null : oreToSek(ore));
const percent = (basisPoints: number | null) => (basisPoints === null ? null : basisPoints / 100);

export function priceWire(price: ComputedPrice, completeOrderPrice = false) {
  return {
    priceType: price.priceType,
    askForPrice: price.askForPrice,
    currency: "SEK",
    vatPercentage: VAT_RATE_PERCENT,
    netPrice: sek(price.netPriceOre),
    alloyingPrice: sek(price.alloyingPriceOre),
    netPriceIncludingVat: sek(price.netPriceIncludingVatOre),
    salesPrice: sek(price.salesPriceOre),
    salesPriceUnit: price.salesPriceUnit,
    salesPriceIncludingVat:
      price.salesPriceOre === null ? null : sek(withVat(price.salesPriceOre + price.alloyingPriceOre)),
    discountAmount: sek(price.discountAmountOre),
    discountPercentage: percent(price.discountPercentage),
    discounts:
      price.discountAmountOre === null
        ? null
        : price.discounts.map((d) => ({
            name: d.name,
            type: d.type,
            amount: oreToSek(d.amountOre),
            percentage: d.percentage / 100,
          })),
    preCampaignPrice: sek(price.preCampaignPriceOre),
    hasBracketPrices: price.hasBracketPrices,
    orderPrice: completeOrderPrice
      ? {
          quantity: price.quantity,
          net: sek(price.lineNetOre),
          alloying: sek(price.lineAlloyingOre),
          vat: sek(price.lineVatOre),
          totalIncludingVat: sek(price.lineTotalIncludingVatOre),
        }
      : null,
  };
}
export type PriceWire = WireAnswer<typeof priceSchema, ReturnType<typeof priceWire>>;
