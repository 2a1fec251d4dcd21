/**
 * Requested delivery dates for customers with fixed delivery days (spec sections 4 and 7: the
 * customer's delivery dates from GET /customers/{id}/delivery-dates, when the brand's
 * fixed-delivery feature is on). Without fixed dates any delivery day after today may be chosen;
 * with them only those dates, and a date that is not one of them moves to the next one that is.
 */
import { isDeliveryDay, nextDeliveryDate } from "./delivery-date";

export interface DateChoiceOptions {
  today: string;
  closingDays?: readonly string[];
  /** The customer's fixed delivery dates, or null when the customer (or brand) has none. */
  fixedDates: readonly string[] | null;
}

/** The fixed dates a buyer may pick: after today, on a delivery day (no weekend, holiday or closing day), sorted, once each. */
export function selectableFixedDates(
  fixedDates: readonly string[],
  options: { today: string; closingDays?: readonly string[] },
): string[] {
  return [...new Set(fixedDates)]
    .filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d) && d > options.today && isDeliveryDay(d, options.closingDays))
    .sort();
}

/** The dates the picker offers, or null for a free choice (a date input from the first delivery day). */
export function offeredDates(options: DateChoiceOptions): string[] | null {
  if (!options.fixedDates) return null;
  const offered = selectableFixedDates(options.fixedDates, options);
  // A fixed-day customer whose dates all lie in the past or on closed days still needs a date.
  return offered.length > 0 ? offered : null;
}

export function isAllowedDeliveryDate(date: string, options: DateChoiceOptions): boolean {
  const offered = offeredDates(options);
  if (offered) return offered.includes(date);
  return date > options.today && isDeliveryDay(date, options.closingDays);
}

/**
 * The date a delivery gets when its requested date is not allowed (past, closed, or not one of the
 * fixed days): the first allowed date on or after the requested one, else the last allowed date
 * (the fixed dates only reach a few weeks ahead); without fixed dates the next delivery day.
 */
export function allowedDeliveryDate(requested: string, options: DateChoiceOptions): string {
  if (isAllowedDeliveryDate(requested, options)) return requested;
  const offered = offeredDates(options);
  if (!offered) return nextDeliveryDate(requested, { today: options.today, closingDays: options.closingDays });
  return offered.find((d) => d >= requested) ?? offered[offered.length - 1];
}
