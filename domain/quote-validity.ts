/**
 * How long a quote's prices hold: from `validFrom` for `validFor` days, dates in Europe/Stockholm. A quote valid
 * from 1 March for 30 days is valid through 31 March (valid from + valid for days, that day included), so the
 * buyer's customer gets the full count of days after the day the quote is dated.
 */

/** The last day (YYYY-MM-DD) the quote's prices hold. */
export function quoteValidThrough(validFrom: string, validFor: number): string {
  const [year, month, day] = validFrom.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + validFor)).toISOString().slice(0, 10);
}

/** True once `today` (a Stockholm date, YYYY-MM-DD) is after the last valid day. */
export function isQuoteExpired(validFrom: string, validFor: number, today: string): boolean {
  return today > quoteValidThrough(validFrom, validFor);
}
