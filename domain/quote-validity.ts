/**
 * How long a quote's prices hold: from `validFrom` for `validFor` days, dates in Europe/Stockholm. A quote valid
 * from 1 March for 30 days is valid through 31 March (valid from + valid for days, that day included), so the
 * buyer's customer gets the full count of days after the day the quote is dated. A quote may be ordered only inside
 * that window, and no window may hold a price more than MAX_QUOTE_VALID_DAYS beyond today (a quote dated a year
 * ahead would otherwise hold its price for two).
 */

/** The longest a quote's price may hold, counted from today (and so also the longest `validFor`). */
export const MAX_QUOTE_VALID_DAYS = 365;

/** `date` (YYYY-MM-DD) plus `days` calendar days. */
function plusDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The last day (YYYY-MM-DD) the quote's prices hold. */
export function quoteValidThrough(validFrom: string, validFor: number): string {
  return plusDays(validFrom, validFor);
}

/** True once `today` (a Stockholm date, YYYY-MM-DD) is after the last valid day. */
export function isQuoteExpired(validFrom: string, validFor: number, today: string): boolean {
  return today > quoteValidThrough(validFrom, validFor);
}

/** True while `today` is before the quote's first valid day. */
export function isQuoteNotYetValid(validFrom: string, today: string): boolean {
  return today < validFrom;
}

/** The last day any quote written `today` may hold its price. */
export function latestQuoteValidThrough(today: string): string {
  return plusDays(today, MAX_QUOTE_VALID_DAYS);
}

/** True when the window would hold a price beyond MAX_QUOTE_VALID_DAYS from `today`. */
export function isQuoteWindowTooLong(validFrom: string, validFor: number, today: string): boolean {
  return quoteValidThrough(validFrom, validFor) > latestQuoteValidThrough(today);
}
