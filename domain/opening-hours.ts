/** Store opening hours as the store page shows them (spec section 3, weekday labels Mån to Sön). */
export const WEEKDAY_FIELDS = [
  ["mon", "openingHoursMondays"],
  ["tue", "openingHoursTuesdays"],
  ["wed", "openingHoursWednesdays"],
  ["thu", "openingHoursThursdays"],
  ["fri", "openingHoursFridays"],
  ["sat", "openingHoursSaturdays"],
  ["sun", "openingHoursSundays"],
] as const;

export type WeekdayKey = (typeof WEEKDAY_FIELDS)[number][0];
type OpeningHoursFields = { [K in (typeof WEEKDAY_FIELDS)[number][1]]?: string | null };

export function weeklyOpeningHours(store: OpeningHoursFields): { day: WeekdayKey; hours: string | null }[] {
  return WEEKDAY_FIELDS.map(([day, field]) => ({ day, hours: store[field] ?? null }));
}

export interface SpecialOpeningHours {
  title?: string | null;
  date?: string | null;
  openingHours?: string | null;
}

/**
 * Special opening hours from today on, split into weekdays and weekends by their date
 * (dates are calendar dates in Europe/Stockholm, `YYYY-MM-DD`).
 */
export function splitSpecialOpeningHours(items: readonly SpecialOpeningHours[], today: string) {
  const upcoming = items
    .filter(
      (item): item is SpecialOpeningHours & { date: string } =>
        typeof item.date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(item.date) && item.date >= today,
    )
    .sort((a, b) => a.date.localeCompare(b.date));
  const isWeekend = (date: string) => {
    const day = new Date(`${date}T12:00:00Z`).getUTCDay();
    return day === 0 || day === 6;
  };
  return {
    weekdays: upcoming.filter((item) => !isWeekend(item.date)),
    weekends: upcoming.filter((item) => isWeekend(item.date)),
  };
}
