/**
 * A sales unit as a buyer reads it (#44): stock in the unit the article is sold in ("431 m", "12 förp"), the
 * package conversion the right way round ("1 trumma = 100 m", "1 förp = 250 st"), a comparison price per piece or per
 * package, and numbers through Intl with Swedish separators ("17,12"). The article rows' conversion is
 * (unit, factor, conversionUnit): a pack sold per "förp" holds `factor` "st"; a cable sold per "m" comes on a drum
 * whose conversionUnit "m/trumma" reads "metres per drum", so one drum holds `factor` metres.
 */
import { LOCALE } from "./format";

let numbers: Intl.NumberFormat | undefined;
/** Up to two decimals, Swedish grouping and decimal comma: 1234.5 → "1 234,5", 17.12 → "17,12". */
export function formatNumber(value: number): string {
  numbers ??= new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
  return numbers.format(value);
}

/** "431 m", "12 förp": a quantity in its unit, with a no-break space between. */
export function quantityInUnit(quantity: number, unit: string): string {
  return `${formatNumber(quantity)}\u00a0${unit}`;
}

export interface SalesUnitConversion {
  unit: string;
  conversionFactor?: number | null;
  conversionUnit?: string | null;
}

/** The package and what it holds: a drum ("m/trumma") or a pack (1 förp = 250 st); null without a conversion. */
function packageOf(s: SalesUnitConversion): { packageUnit: string; holds: number; baseUnit: string } | null {
  if (!s.conversionFactor || !s.conversionUnit) return null;
  const [base, pack] = s.conversionUnit.split("/");
  if (pack) return { packageUnit: pack, holds: s.conversionFactor, baseUnit: base || s.unit };
  return { packageUnit: s.unit, holds: s.conversionFactor, baseUnit: s.conversionUnit };
}

/** "1 trumma = 100 m", "1 förp = 250 st"; null when the article has no package conversion. */
export function conversionText(s: SalesUnitConversion): string | null {
  const p = packageOf(s);
  return p ? `1 ${p.packageUnit} = ${quantityInUnit(p.holds, p.baseUnit)}` : null;
}

/**
 * The comparison price beside the unit price: per piece for a pack sold per package (price / pieces), per package
 * for a drum sold per metre (price × metres). Whole öre, rounded half up; null without a conversion or a price.
 */
export function comparisonPrice(
  unitPriceOre: number | null,
  s: SalesUnitConversion,
): { ore: number; unit: string } | null {
  const p = packageOf(s);
  if (!p || unitPriceOre == null || p.holds === 1) return null;
  if (p.packageUnit === s.unit) return { ore: Math.round(unitPriceOre / p.holds), unit: p.baseUnit };
  return { ore: Math.round(unitPriceOre * p.holds), unit: p.packageUnit };
}
