/** A text lookup (the storefront's i18n `t`): day names come from the locale files, not from here. */
type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** The shop's display locale and time zone (spec: sv-SE, dates in Europe/Stockholm). */
export const LOCALE = "sv-SE";
export const TIME_ZONE = "Europe/Stockholm";

const priceFormat = new Intl.NumberFormat(LOCALE, {
  style: "currency",
  currency: "SEK",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Formats an amount in öre as Swedish kronor with two decimals: 123450 → "1 234,50 kr"
 * (group separator and the space before "kr" are no-break spaces, as Intl writes them).
 * The amount goes to Intl as an exact decimal string, so no float division ever rounds it.
 */
export function formatPrice(ore: number | bigint): string {
  if (typeof ore === "number" && !Number.isSafeInteger(ore)) {
    throw new RangeError(`formatPrice expects whole öre, got ${ore}`);
  }
  const value = BigInt(ore);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const kronor = abs / 100n;
  const rest = (abs % 100n).toString().padStart(2, "0");
  return priceFormat.format(`${negative ? "-" : ""}${kronor}.${rest}` as Intl.StringNumericLiteral);
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A 'YYYY-MM-DD' string is a calendar day (delivery dates, closing days), not an instant: it is
 * read at noon UTC so that no time zone can move it to a neighbouring day.
 */
function toDate(value: Date | string | number): Date {
  if (typeof value === "string") {
    const match = CALENDAR_DATE.exec(value);
    if (match) return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return date;
}

const isoDateFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const timeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const longDateFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** The calendar day in Stockholm as 'YYYY-MM-DD', built from parts so it does not rely on sv-SE's default pattern. */
export function stockholmIsoDate(value: Date | string | number): string {
  const parts = Object.fromEntries(isoDateFormat.formatToParts(toDate(value)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Swedish short date, the form Swedish business documents use: "2024-12-23". */
export function formatDate(value: Date | string | number): string {
  return stockholmIsoDate(value);
}

/** Date and 24-hour time in Stockholm: "2024-12-23 14:05". */
export function formatDateTime(value: Date | string | number): string {
  const date = toDate(value);
  return `${stockholmIsoDate(date)} ${timeFormat.format(date)}`;
}

/** Written-out date for running text: "23 december 2024". */
export function formatLongDate(value: Date | string | number): string {
  return longDateFormat.format(toDate(value));
}

/** Catalogue keys of the weekday labels, Monday first (ISO weekday order). */
export const WEEKDAY_KEYS = [
  "format.weekday.mon",
  "format.weekday.tue",
  "format.weekday.wed",
  "format.weekday.thu",
  "format.weekday.fri",
  "format.weekday.sat",
  "format.weekday.sun",
] as const;

/** Weekday labels Mån … Sön from the catalogue. */
export function weekdayLabels(t: Translate): string[] {
  return WEEKDAY_KEYS.map((key) => t(key));
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a day in Stockholm. */
export function stockholmIsoWeekday(value: Date | string | number): number {
  const [year, month, day] = stockholmIsoDate(value).split("-").map(Number);
  const sundayFirst = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return sundayFirst === 0 ? 7 : sundayFirst;
}

/** Label of the weekday a date falls on in Stockholm: "Mån". */
export function weekdayLabel(value: Date | string | number, t: Translate): string {
  return t(WEEKDAY_KEYS[stockholmIsoWeekday(value) - 1]);
}

export const UNIT_LABEL_KEY = "format.unit";

/** The piece unit label ("st"). */
export function unitLabel(t: Translate): string {
  return t(UNIT_LABEL_KEY);
}

const quantityFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 3 });

/** A quantity with its unit: "1 200 st". The unit defaults to the piece label. */
export function formatQuantity(quantity: number, t: Translate, unit?: string): string {
  return `${quantityFormat.format(quantity)}\u00a0${unit ?? unitLabel(t)}`;
}
