/**
 * Cart and delivery totals in integer öre: net, metal surcharge (alloying), VAT 25 % on both, and the
 * total including VAT. VAT is taken once on the summed net + surcharge (as on the invoice), not per
 * line, so the figures match the order the service creates.
 */
import { vatOf, VAT_RATE_PERCENT, type Ore } from "./money";

export interface LineAmounts {
  netOre: Ore;
  alloyingOre: Ore;
}

export interface Totals {
  netOre: Ore;
  alloyingOre: Ore;
  vatOre: Ore;
  totalOre: Ore;
}

export function totalsOf(lines: readonly LineAmounts[], vatPercent = VAT_RATE_PERCENT): Totals {
  let netOre = 0;
  let alloyingOre = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.netOre) || !Number.isSafeInteger(line.alloyingOre))
      throw new RangeError("Amounts must be whole öre");
    netOre += line.netOre;
    alloyingOre += line.alloyingOre;
  }
  const vatOre = vatOf(netOre + alloyingOre, vatPercent);
  return { netOre, alloyingOre, vatOre, totalOre: netOre + alloyingOre + vatOre };
}

export function sumTotals(parts: readonly Totals[]): Totals {
  return parts.reduce(
    (sum, t) => ({
      netOre: sum.netOre + t.netOre,
      alloyingOre: sum.alloyingOre + t.alloyingOre,
      vatOre: sum.vatOre + t.vatOre,
      totalOre: sum.totalOre + t.totalOre,
    }),
    { netOre: 0, alloyingOre: 0, vatOre: 0, totalOre: 0 },
  );
}
