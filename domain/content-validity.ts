/**
 * Whether a piece of content (a campaign banner, a marketing banner) is current on a day: on or after its
 * `validFrom` and on or before its `validUntil`, both optional and inclusive, compared as Europe/Stockholm dates.
 * Contentful's Date fields hold a date ("2026-11-30") or a date and time with an offset; a time counts as the
 * Stockholm day it falls on.
 */
const stockholmDay = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Stockholm",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

function dayOf(value: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : stockholmDay.format(time);
}

export interface Validity {
  validFrom?: string | null;
  validUntil?: string | null;
}

/** `today` is a Stockholm date (YYYY-MM-DD, `stockholmToday()`). A date that cannot be read does not limit. */
export function isCurrentOn(content: Validity, today: string): boolean {
  const from = content.validFrom ? dayOf(content.validFrom) : null;
  const until = content.validUntil ? dayOf(content.validUntil) : null;
  return (from === null || from <= today) && (until === null || today <= until);
}
