/**
 * How long a quote's prices hold: from `validFrom` for `validFor` days, dates in Europe/Stockholm. A quote valid
 * from 1 March for 30 days is valid through 31 March (valid from + valid for days, that day included), so the
 * buyer's customer gets the full count of days after the day the quote is dated. A quote may be ordered only inside
 * that window, and no window may hold a price more than MAX_QUOTE_VALID_DAYS beyond today (a quote dated a year
 * ahead would otherwise hold its price for two).
 */

/** The longest a quote's price may hold, counted from today (and so also the longest `validFor`). */
export const MAX_QUOTE_VALID_DAYS = 365;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/**
 * The day number (days since 1970-01-01) of a calendar date 'YYYY-MM-DD' with a year from 0001 to 9999, or null for
 * anything else: 2026-02-30, year 0000, "+010000-01-01". Every comparison below is of day numbers, never of strings:
 * "+010000-12-30" sorts before "2027-…" as text, which let a quote dated 9999-12-31 pass the 365-day check (#41).
 * setUTCFullYear, not Date.UTC, because Date.UTC reads years 0-99 as 1900-1999.
 */
function dayNumber(date: string): number | null {
  const match = ISO_DAY.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  const real = year >= 1 && at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
  return real ? Math.round(at.getTime() / DAY_MS) : null;
}

/** True for a real calendar date 'YYYY-MM-DD' (years 0001-9999): what a quote's `validFrom` must be. */
export function isCalendarDate(date: string): boolean {
  return dayNumber(date) !== null;
}

/** The day number as 'YYYY-MM-DD' (years past 9999 come out in the extended "+010000-…" form; see dayNumber). */
function dateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** `date` (YYYY-MM-DD) plus `days` calendar days; a `date` that is not a calendar date is a RangeError. */
function plusDays(date: string, days: number): string {
  const day = dayNumber(date);
  if (day === null || !Number.isInteger(days)) throw new RangeError(`Not a validity: ${date} + ${days}`);
  return dateOf(day + days);
}

/** The last day (YYYY-MM-DD) the quote's prices hold. */
export function quoteValidThrough(validFrom: string, validFor: number): string {
  return plusDays(validFrom, validFor);
}

/**
 * The day numbers of a window and of today; a stored date that is not a calendar date counts as a window that never
 * opens (not yet valid, never expired, too long), so such a quote can be neither offered nor ordered.
 */
function windowDays(validFrom: string, validFor: number, today: string) {
  const from = dayNumber(validFrom) ?? Number.POSITIVE_INFINITY;
  return { from, through: from + validFor, today: dayNumber(today) ?? Number.NaN };
}

/** True once `today` (a Stockholm date, YYYY-MM-DD) is after the last valid day. */
export function isQuoteExpired(validFrom: string, validFor: number, today: string): boolean {
  const days = windowDays(validFrom, validFor, today);
  return days.today > days.through;
}

/** True while `today` is before the quote's first valid day. */
export function isQuoteNotYetValid(validFrom: string, today: string): boolean {
  const days = windowDays(validFrom, 0, today);
  return !(days.today >= days.from);
}

/** The last day any quote written `today` may hold its price. */
export function latestQuoteValidThrough(today: string): string {
  return plusDays(today, MAX_QUOTE_VALID_DAYS);
}

/** True when the window would hold a price beyond MAX_QUOTE_VALID_DAYS from `today`. */
export function isQuoteWindowTooLong(validFrom: string, validFor: number, today: string): boolean {
  const days = windowDays(validFrom, validFor, today);
  return !(days.through <= days.today + MAX_QUOTE_VALID_DAYS);
}

/**
 * Why a new first valid day is refused, or null: it must be a calendar date from today through the last day a window
 * written today may hold (a later start could hold no day at all). The spec sets no earlier start (the default and a
 * copy's start is today), and a back-dated quote would only show a date the buyer's customer never got; a quote
 * whose stored start has passed keeps it (routes/quotes.ts checks only a changed start).
 */
export function quoteStartRefusal(validFrom: string, today: string): "not_a_date" | "before_today" | "too_late" | null {
  const from = dayNumber(validFrom);
  const now = dayNumber(today);
  if (from === null || now === null) return "not_a_date";
  if (from < now) return "before_today";
  if (from > now + MAX_QUOTE_VALID_DAYS) return "too_late";
  return null;
}
