/** Money is integer öre in storage and math; SEK with two decimals only at the edges. */
export type Ore = number;

export const VAT_RATE_PERCENT = 25;

export function assertOre(value: number): Ore {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not an integer amount of öre: ${value}`);
  return value;
}

/** Öre to SEK as a number with at most two decimals (the wire format). */
export function oreToSek(ore: Ore): number {
  return Math.round(ore) / 100;
}

/** SEK (number or decimal string) to öre without float drift. */
export function sekToOre(sek: number | string): Ore {
  const text = typeof sek === "number" ? sek.toFixed(2) : sek.trim().replace(",", ".");
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`Not a SEK amount: ${sek}`);
  const ore = Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  return match[1] ? -ore : ore;
}

/** Rounds half away from zero, the way a Swedish invoice rounds öre. */
export function roundHalfUp(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** Applies a percentage given in basis points (1 % = 100) to an amount in öre. */
export function percentOf(ore: Ore, basisPoints: number): Ore {
  return roundHalfUp((ore * basisPoints) / 10_000);
}

export function withVat(ore: Ore, vatPercent = VAT_RATE_PERCENT): Ore {
  return ore + roundHalfUp((ore * vatPercent) / 100);
}

export function vatOf(ore: Ore, vatPercent = VAT_RATE_PERCENT): Ore {
  return roundHalfUp((ore * vatPercent) / 100);
}

// Built once: a NumberFormat is costly to construct and cheap to use.
const sekFormat = new Intl.NumberFormat("sv-SE", { style: "currency", currency: "SEK", minimumFractionDigits: 2 });

/** "1 234,50 kr" as shown in the shop. */
export function formatSek(ore: Ore): string {
  return sekFormat.format(ore / 100);
}
