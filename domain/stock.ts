/**
 * Stock display rules (spec sections 4, 5 and 9). Pure: the commerce service computes them for its
 * answers and the storefront can recompute them for a changed location or quantity.
 */
export const STOCK_TYPES = ["LAG", "TRA", "TRA_PLUS", "VIR"] as const;
export type StockType = (typeof STOCK_TYPES)[number];

export const VIRTUAL_LOCATION_ID = "VIRTUAL";
/** Default delivery windows in days when the location gives none. */
export const TRANSIT_PLUS_WINDOW = { from: 10, to: 15 } as const;
export const VIRTUAL_WINDOW = { from: 5, to: 10 } as const;
/** The stock shown when no location is known. */
export const FALLBACK_STOCK_QUANTITY = -1;
export const FALLBACK_AVAILABILITY = "-";

/** green: in stock; yellow: delivery in days; gray: order on request. */
export type StockDisplayMode = "green" | "yellow" | "gray";
export type Availability = "IN_STOCK" | "DELIVERY_IN_DAYS" | "ORDER_ON_REQUEST" | typeof FALLBACK_AVAILABILITY;

export interface SubAvailability {
  date: string;
  quantity: number;
}

export interface StockLocationInput {
  locationId: string;
  quantity: number;
  stocked: boolean;
  orderMultiple?: number | null;
  availabilityDate?: string | null;
  availableFromDays?: number | null;
  availableToDays?: number | null;
  subAvailabilities?: readonly SubAvailability[];
}

export interface StockLocationView {
  locationId: string | null;
  quantity: number;
  stocked: boolean;
  orderMultiple: number;
  availability: Availability;
  status: StockDisplayMode;
  availabilityDate: string | null;
  availabilityDateISO: string | null;
  availableFromDays: number | null;
  availableToDays: number | null;
  subAvailabilities: SubAvailability[];
}

/** Order multiple defaults to 1; with one location it is used, otherwise the matching one. */
export function orderMultipleFor(locations: readonly StockLocationInput[], locationId?: string | null): number {
  const chosen = locations.length === 1 ? locations[0] : locations.find((l) => l.locationId === locationId);
  const multiple = chosen?.orderMultiple;
  return multiple != null && multiple > 0 ? multiple : 1;
}

/**
 * The location whose stock is shown: the preferred ones in order (VIRTUAL never counts as a stock
 * location), else the first real location.
 */
export function chooseStockLocation<T extends { locationId: string }>(
  locations: readonly T[],
  preferredIds: readonly (string | null | undefined)[] = [],
): T | undefined {
  const real = locations.filter((l) => l.locationId !== VIRTUAL_LOCATION_ID);
  for (const id of preferredIds) {
    if (!id || id === VIRTUAL_LOCATION_ID) continue;
    const match = real.find((l) => l.locationId === id);
    if (match) return match;
  }
  return real[0];
}

function window(type: StockType, location: StockLocationInput): { from: number | null; to: number | null } {
  if (location.availableFromDays != null || location.availableToDays != null) {
    return {
      from: location.availableFromDays ?? null,
      to: location.availableToDays ?? location.availableFromDays ?? null,
    };
  }
  if (type === "TRA_PLUS") return { ...TRANSIT_PLUS_WINDOW };
  if (type === "VIR") return { ...VIRTUAL_WINDOW };
  return { from: null, to: null };
}

/** Availability of one location for an article of the given stock type. */
export function describeStockLocation(
  type: StockType,
  location: StockLocationInput,
  today: Date = new Date(),
): StockLocationView {
  const days = window(type, location);
  let availability: Availability;
  if (location.quantity > 0) availability = "IN_STOCK";
  else if (type === "TRA_PLUS" || type === "VIR" || days.from != null || location.availabilityDate)
    availability = "DELIVERY_IN_DAYS";
  else availability = "ORDER_ON_REQUEST";
  const isoDate =
    location.availabilityDate ??
    (availability === "DELIVERY_IN_DAYS" && days.to != null ? addDaysIso(today, days.to) : null);
  return {
    locationId: location.locationId,
    quantity: location.quantity,
    stocked: location.stocked,
    orderMultiple: location.orderMultiple != null && location.orderMultiple > 0 ? location.orderMultiple : 1,
    availability,
    status: availability === "IN_STOCK" ? "green" : availability === "DELIVERY_IN_DAYS" ? "yellow" : "gray",
    availabilityDate: isoDate ? formatSwedishDate(isoDate) : null,
    availabilityDateISO: isoDate,
    availableFromDays: availability === "IN_STOCK" ? null : days.from,
    availableToDays: availability === "IN_STOCK" ? null : days.to,
    subAvailabilities: [...(location.subAvailabilities ?? [])],
  };
}

export function fallbackStockLocation(): StockLocationView {
  return {
    locationId: null,
    quantity: FALLBACK_STOCK_QUANTITY,
    stocked: false,
    orderMultiple: 1,
    availability: FALLBACK_AVAILABILITY,
    status: "gray",
    availabilityDate: null,
    availabilityDateISO: null,
    availableFromDays: null,
    availableToDays: null,
    subAvailabilities: [],
  };
}

/** All locations described; with none, the single fallback entry (quantity -1, '-'). */
export function describeStock(
  type: StockType,
  locations: readonly StockLocationInput[],
  today?: Date,
): StockLocationView[] {
  if (locations.length === 0) return [fallbackStockLocation()];
  return locations.map((l) => describeStockLocation(type, l, today));
}

/** Stock summed over real locations (VIRTUAL excluded: it is not a stock). */
export function totalQuantity(locations: readonly { locationId: string | null; quantity: number }[]): number {
  return locations.reduce(
    (sum, l) => (l.locationId && l.locationId !== VIRTUAL_LOCATION_ID && l.quantity > 0 ? sum + l.quantity : sum),
    0,
  );
}

/** Rounds a wanted quantity up to the order multiple. */
export function roundToOrderMultiple(quantity: number, multiple: number): number {
  const m = multiple > 0 ? multiple : 1;
  return Math.max(m, Math.ceil(Math.abs(quantity) / m) * m);
}

function addDaysIso(date: Date, days: number): string {
  const copy = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days));
  return copy.toISOString().slice(0, 10);
}

// Built once: constructing a DateTimeFormat costs far more than formatting with it, and every stock location of
// every article in an answer (100 cart lines, a search page) is described with it.
const swedishDayMonth = new Intl.DateTimeFormat("sv-SE", {
  day: "numeric",
  month: "short",
  timeZone: "Europe/Stockholm",
});

function formatSwedishDate(iso: string): string {
  return swedishDayMonth.format(new Date(`${iso}T12:00:00Z`));
}
