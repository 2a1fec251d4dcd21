/**
 * The store finder's rules, pure so the server (no-JS list) and the browser (filter as you type,
 * sort by distance) share them: which stores match a town or postal code, distances, order, links.
 */

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface FinderStore {
  id: string;
  name: string;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  coordinates: Coordinates | null;
}

export interface StoreMatch<S extends FinderStore> {
  stores: S[];
  /**
   * True when no store has the postal code asked for and the list holds the stores whose postal
   * codes share the longest prefix with it instead (Swedish postal codes are numbered by region).
   */
  nearby: boolean;
}

/** Lower case without diacritics: a buyer typing "malmo" or "GOTEBORG" finds Malmö and Göteborg. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

const digitsOf = (text: string | null) => (text ?? "").replace(/\D/g, "");

/** Words of the query; digit groups split by spaces ("417 05") are one postal code. */
export function queryWords(query: string): string[] {
  return foldText(query.trim().replace(/(\d)\s+(?=\d)/g, "$1"))
    .split(/[\s,]+/)
    .filter(Boolean)
    .slice(0, 8);
}

function wordMatches(store: FinderStore, word: string): boolean {
  if (/^\d+$/.test(word)) return digitsOf(store.postalCode).startsWith(word);
  return [store.name, store.city, store.street].some((field) => field !== null && foldText(field).includes(word));
}

/**
 * Stores matching every word: a number matches the start of the postal code ("417", "41705",
 * "417 05"), other words the town, name or street. An empty query matches all. A full postal code
 * that no store has falls back to the stores with the longest shared postal-code prefix.
 */
export function filterStores<S extends FinderStore>(stores: readonly S[], query: string): StoreMatch<S> {
  const words = queryWords(query);
  if (words.length === 0) return { stores: [...stores], nearby: false };
  const matching = stores.filter((store) => words.every((word) => wordMatches(store, word)));
  if (matching.length > 0 || words.length !== 1 || !/^\d{5}$/.test(words[0]))
    return { stores: matching, nearby: false };
  for (let length = 4; length >= 1; length--) {
    const prefix = words[0].slice(0, length);
    const near = stores.filter((store) => digitsOf(store.postalCode).startsWith(prefix));
    if (near.length > 0) return { stores: near, nearby: true };
  }
  return { stores: [], nearby: false };
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const swedish = new Intl.Collator("sv");

/** By name in Swedish order (Å, Ä, Ö last), the spec's order for store lists. */
export function sortByName<S extends FinderStore>(stores: readonly S[]): S[] {
  return [...stores].sort((a, b) => swedish.compare(a.name, b.name) || a.id.localeCompare(b.id));
}

/** Nearest first from `origin`, with the distance; stores without coordinates last, by name. */
export function sortByDistance<S extends FinderStore>(
  stores: readonly S[],
  origin: Coordinates,
): (S & { distanceKm: number | null })[] {
  const withDistance = sortByName(stores).map((store) => ({
    ...store,
    distanceKm: store.coordinates ? distanceKm(origin, store.coordinates) : null,
  }));
  // Array.prototype.sort is stable, so equal distances keep the name order.
  return withDistance.sort(
    (a, b) => (a.distanceKm ?? Number.POSITIVE_INFINITY) - (b.distanceKm ?? Number.POSITIVE_INFINITY),
  );
}

/** Kilometres for display: one decimal below 10 km, whole kilometres above ("3,4", "128"). */
export function formatDistance(km: number): string {
  return new Intl.NumberFormat("sv-SE", { maximumFractionDigits: km < 10 ? 1 : 0, minimumFractionDigits: 0 }).format(
    km,
  );
}

/** The postal address on one line: "Sicklavägen 4, 131 54 Stockholm". */
export function addressLine(store: Pick<FinderStore, "street" | "postalCode" | "city">): string {
  return [store.street, [store.postalCode, store.city].filter(Boolean).join(" ")]
    .filter((part) => part && part.trim() !== "")
    .join(", ");
}

/**
 * A maps search for the store's address: works on every device without a key (Google's
 * documented `api=1` search URL opens the maps app or the web map); coordinates when there is no address.
 */
export function mapsSearchUrl(store: FinderStore): string {
  const address = addressLine(store);
  const query =
    address !== ""
      ? address
      : store.coordinates
        ? `${store.coordinates.latitude},${store.coordinates.longitude}`
        : store.name;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export interface DayHours {
  /** Weekday label, Monday first. */
  day: string;
  /** "06:30–18:00"; null or "Stängt" when closed. */
  hours: string | null;
}

/** Consecutive days with the same hours as one row: Mån–Tor 06:30–18:00, Fre 06:30–17:00, … */
export function compactWeek(days: readonly DayHours[]): { days: string; hours: string | null }[] {
  const rows: { first: string; last: string; hours: string | null }[] = [];
  for (const { day, hours } of days) {
    const normalized = hours === null || hours.trim() === "" || /^stängt$/i.test(hours.trim()) ? null : hours.trim();
    const previous = rows[rows.length - 1];
    if (previous && previous.hours === normalized) previous.last = day;
    else rows.push({ first: day, last: day, hours: normalized });
  }
  return rows.map((row) => ({
    days: row.first === row.last ? row.first : `${row.first}–${row.last}`,
    hours: row.hours,
  }));
}
