/**
 * Swedish delivery dates. All dates are calendar dates 'YYYY-MM-DD' in Europe/Stockholm; the
 * arithmetic is done on UTC midnights so no local time zone or DST shift can move a day.
 */

const STOCKHOLM = "Europe/Stockholm";
const DAY_MS = 86_400_000;

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function parseDate(date: string): CalendarDate {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(date.trim());
  if (!match) throw new Error(`Invalid date "${date}", expected YYYY-MM-DD`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12) throw new Error("Incorrect month");
  if (day < 1 || day > 31) throw new Error("Incorrect day");
  return { year, month, day };
}

function toUtcMs({ year, month, day }: CalendarDate): number {
  return Date.UTC(year, month - 1, day);
}

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function iso(year: number, month: number, day: number): string {
  return fromUtcMs(Date.UTC(year, month - 1, day));
}

/** Easter Sunday (Gregorian), by the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(year, month, day);
}

function addDays(date: string, days: number): string {
  return fromUtcMs(toUtcMs(parseDate(date)) + days * DAY_MS);
}

/** The first date in [from, from+6] falling on the given weekday (0 = Sunday … 6 = Saturday). */
function weekdayInWindow(year: number, month: number, fromDay: number, weekday: number): string {
  for (let offset = 0; offset < 7; offset++) {
    const ms = Date.UTC(year, month - 1, fromDay + offset);
    if (new Date(ms).getUTCDay() === weekday) return fromUtcMs(ms);
  }
  throw new Error("unreachable");
}

const holidayCache = new Map<number, Map<string, string>>();

/**
 * Public holidays of lag (1989:253) om allmänna helgdagar, plus the days trade counters close:
 * Midsummer Eve, Christmas Eve and New Year's Eve. Date → Swedish name.
 */
export function swedishHolidays(year: number): Map<string, string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const easter = easterSunday(year);
  const midsummerDay = weekdayInWindow(year, 6, 20, 6); // Saturday 20–26 June
  const holidays = new Map<string, string>([
    [iso(year, 1, 1), "Nyårsdagen"],
    [iso(year, 1, 6), "Trettondedag jul"],
    [addDays(easter, -2), "Långfredagen"],
    [easter, "Påskdagen"],
    [addDays(easter, 1), "Annandag påsk"],
    [iso(year, 5, 1), "Första maj"],
    [addDays(easter, 39), "Kristi himmelsfärdsdag"],
    [addDays(easter, 49), "Pingstdagen"],
    [iso(year, 6, 6), "Sveriges nationaldag"],
    [addDays(midsummerDay, -1), "Midsommarafton"],
    [midsummerDay, "Midsommardagen"],
    [weekdayInWindow(year, 10, 31, 6), "Alla helgons dag"], // Saturday 31 Oct–6 Nov
    [iso(year, 12, 24), "Julafton"],
    [iso(year, 12, 25), "Juldagen"],
    [iso(year, 12, 26), "Annandag jul"],
    [iso(year, 12, 31), "Nyårsafton"],
  ]);
  holidayCache.set(year, holidays);
  return holidays;
}

/**
 * True on Swedish public holidays, the three closed eves, and the brand's own closing days (passed in:
 * the brand config's `closingDays`, see brands/index.ts `closingDaysOf`).
 */
export function isSwedishHoliday(date: string, closingDays: readonly string[] = []): boolean {
  const parsed = parseDate(date);
  const normalized = iso(parsed.year, parsed.month, parsed.day);
  return swedishHolidays(parsed.year).has(normalized) || closingDays.includes(normalized);
}

function isWeekend(date: string): boolean {
  const weekday = new Date(toUtcMs(parseDate(date))).getUTCDay();
  return weekday === 0 || weekday === 6;
}

// Built once: constructing an Intl formatter costs far more than formatting, and the delivery rules ask per option.
const stockholmDayFormat = new Intl.DateTimeFormat("sv-SE", {
  timeZone: STOCKHOLM,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

// Formatting in a time zone was still about 2 % of a catalogue call: the day is kept for the minute it was read in.
// Stockholm's offsets are whole hours, so its midnight always falls on a minute boundary.
let lastDay = { minute: Number.NaN, day: "" };

/** Today's calendar date in Stockholm, whatever the server's time zone. */
export function stockholmToday(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastDay.minute) lastDay = { minute, day: stockholmDayFormat.format(now) };
  return lastDay.day;
}

/** True when the date is a day goods can be delivered: a weekday that is no holiday or closing day. */
export function isDeliveryDay(date: string, closingDays: readonly string[] = []): boolean {
  return !isWeekend(date) && !isSwedishHoliday(date, closingDays);
}

/**
 * The first delivery day after `from` (never `from` itself, never before tomorrow): the next day that
 * is neither weekend, holiday nor the brand's closing day.
 */
export function nextDeliveryDate(
  from: string,
  options: { today?: string; closingDays?: readonly string[] } = {},
): string {
  const today = options.today ?? stockholmToday();
  const parsedFrom = parseDate(from);
  const start = Math.max(toUtcMs(parsedFrom), toUtcMs(parseDate(today)));
  for (let ms = start + DAY_MS; ; ms += DAY_MS) {
    const candidate = fromUtcMs(ms);
    if (isDeliveryDay(candidate, options.closingDays)) return candidate;
  }
}
