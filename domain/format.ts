/** A text lookup (the storefront's i18n `t`): day names come from the locale files, not from here. */
type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** The shop's display locale and time zone (spec: sv-SE, dates in Europe/Stockholm). */
export const LOCALE = "sv-SE";
export const TIME_ZONE = "Europe/Stockholm";

/**
 * A formatter built on first use, not when the module loads: the first Intl formatter of a page costs a browser
 * about 15 ms (its locale data), which would otherwise land in the evaluation of the page's scripts even on pages
 * that format no date.
 */
function onFirstUse<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

const NO_BREAK_SPACE = "\u00a0";
/** sv-SE writes negative numbers with the minus sign (U+2212), not a hyphen. */
const MINUS = "\u2212";

/**
 * The digits of a whole number grouped by three with no-break spaces, as sv-SE writes them: "1 234 567". Written
 * here rather than with Intl because prices and piece counts are on almost every page, and Intl's first use costs
 * the browser about 15 ms in the middle of hydration (app/platform/i18n/format.test.ts compares it with Intl).
 */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, NO_BREAK_SPACE);
}

/**
 * Formats an amount in öre as Swedish kronor with two decimals: 123450 → "1 234,50 kr"
 * (group separator and the space before "kr" are no-break spaces, as Intl writes them).
 * The amount is split into whole kronor and öre as integers, so no float division ever rounds it.
 */
export function formatPrice(ore: number | bigint): string {
  if (typeof ore === "number" && !Number.isSafeInteger(ore)) {
    throw new RangeError(`formatPrice expects whole öre, got ${ore}`);
  }
  const value = BigInt(ore);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const kronor = groupThousands((abs / 100n).toString());
  const rest = (abs % 100n).toString().padStart(2, "0");
  return `${negative ? MINUS : ""}${kronor},${rest}${NO_BREAK_SPACE}kr`;
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

const isoDateFormat = onFirstUse(
  () => new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }),
);
const timeFormat = onFirstUse(
  () => new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
);
const longDateFormat = onFirstUse(
  () => new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: "numeric", month: "long", year: "numeric" }),
);

/** The calendar day in Stockholm as 'YYYY-MM-DD', built from parts so it does not rely on sv-SE's default pattern. */
export function stockholmIsoDate(value: Date | string | number): string {
  const parts = Object.fromEntries(
    isoDateFormat()
      .formatToParts(toDate(value))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Swedish short date, the form Swedish business documents use: "2024-12-23". */
export function formatDate(value: Date | string | number): string {
  return stockholmIsoDate(value);
}

/** Date and 24-hour time in Stockholm: "2024-12-23 14:05". */
export function formatDateTime(value: Date | string | number): string {
  const date = toDate(value);
  return `${stockholmIsoDate(date)} ${timeFormat().format(date)}`;
}

/** Written-out date for running text: "23 december 2024". */
export function formatLongDate(value: Date | string | number): string {
  return longDateFormat().format(toDate(value));
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

const quantityFormat = onFirstUse(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 3 }));

/** A quantity with its unit: "1 200 st". The unit defaults to the piece label. */
export function formatQuantity(quantity: number, t: Translate, unit?: string): string {
  // Whole quantities, nearly all of them, without Intl (see groupThousands); metres of cable and the like with it.
  const number = Number.isSafeInteger(quantity)
    ? `${quantity < 0 ? MINUS : ""}${groupThousands(String(Math.abs(quantity)))}`
    : quantityFormat().format(quantity);
  return `${number}${NO_BREAK_SPACE}${unit ?? unitLabel(t)}`;
}
