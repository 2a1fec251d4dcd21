/**
 * Which delivery methods a buyer is offered right now (spec sections 5 and 9). Options with a time
 * window (the express ones) are hidden outside it and on days that are no delivery days (weekends,
 * Swedish holidays, brand closing days), since nobody can drive them out then.
 */
import { isDeliveryDay, stockholmToday } from "./delivery-date";

export const DELIVERY_METHOD_IDS = ["DBI", "EXH", "XXX", "EXB", "24-12"] as const;
export type DeliveryMethodId = (typeof DELIVERY_METHOD_IDS)[number];
export const DEFAULT_DELIVERY_METHOD: DeliveryMethodId = "DBI";
/** Methods a buyer with EJ_ALLA_LEVERANSSATT keeps (the service marks the same ones as offered when limited). */
export const LIMITED_DELIVERY_METHODS: readonly DeliveryMethodId[] = ["DBI", "EXH"];
/** Store pickups: the chosen store's stock and purchase rules apply. */
export const PICKUP_DELIVERY_METHODS: ReadonlySet<string> = new Set<DeliveryMethodId>(["EXH", "EXB"]);
/** Methods whose stock comes from central storage (spec section 9), whatever store is chosen. */
export const CENTRAL_STORAGE_DELIVERY_METHODS: ReadonlySet<string> = new Set<DeliveryMethodId>(["DBI", "EXH"]);
/** Express deliveries (a time window, own stock rules): driven out, or picked up in store (EXB). */
export const EXPRESS_DELIVERY_METHODS: ReadonlySet<string> = new Set<DeliveryMethodId>(["XXX", "EXB", "24-12"]);
/** Express deliveries driven to a zip code: their order carries it. */
export const ZIP_CODE_DELIVERY_METHODS: ReadonlySet<string> = new Set<DeliveryMethodId>(["XXX", "24-12"]);

export function isDeliveryMethodId(value: unknown): value is DeliveryMethodId {
  return typeof value === "string" && (DELIVERY_METHOD_IDS as readonly string[]).includes(value);
}

export interface DeliveryOption {
  id: string;
  name: string;
  orderType: "standard" | "express";
  requiresZipCode: boolean;
  requiresStore: boolean;
  availableBetweenHours: { start: string; end: string } | null;
}

// Built once: constructing an Intl formatter costs far more than formatting, and every option's window asks.
const stockholmClockFormat = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Stockholm",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "HH:MM" in Stockholm. */
export function stockholmClock(now: Date): string {
  return stockholmClockFormat.format(now);
}

export function isOptionAvailable(option: DeliveryOption, now: Date, closingDays?: readonly string[]): boolean {
  const window = option.availableBetweenHours;
  if (!window) return true;
  if (!isDeliveryDay(stockholmToday(now), closingDays)) return false;
  const clock = stockholmClock(now);
  return clock >= window.start && clock < window.end;
}

export function visibleDeliveryOptions<T extends DeliveryOption>(
  options: readonly T[],
  input: { now: Date; limited: boolean; closingDays?: readonly string[] },
): T[] {
  return options.filter(
    (o) =>
      (!input.limited || (LIMITED_DELIVERY_METHODS as readonly string[]).includes(o.id)) &&
      isOptionAvailable(o, input.now, input.closingDays),
  );
}

/** Why a delivery method cannot take lines now: the user may not use it, or its window is closed. */
export type DeliveryRefusal = "delivery_method_invalid" | "delivery_method_closed";

/** The rule the commerce service enforces (and the storefront hides by): allowed to the user, and open now. */
export function deliveryRefusal(
  option: DeliveryOption | undefined,
  input: { allowed: ReadonlySet<string>; now: Date; closingDays?: readonly string[] },
): DeliveryRefusal | null {
  if (!option || !input.allowed.has(option.id)) return "delivery_method_invalid";
  return isOptionAvailable(option, input.now, input.closingDays) ? null : "delivery_method_closed";
}

/**
 * The delivery a line goes to when the buyer names none (spec section 3, User): the preferred method, else the
 * customer's default, else DBI, each only when the user may use it and it is open now; else the next one that
 * is, by the same order and then the options' own order. Null only when no option at all can take lines.
 */
export function defaultDeliveryMethod(input: {
  preferred?: string | null;
  customerDefault?: string | null;
  options: readonly DeliveryOption[];
  allowed: ReadonlySet<string>;
  now: Date;
  closingDays?: readonly string[];
}): string | null {
  const byId = new Map(input.options.map((o) => [o.id, o]));
  const order = [input.preferred, input.customerDefault, DEFAULT_DELIVERY_METHOD, ...input.options.map((o) => o.id)];
  for (const id of order) {
    if (!id) continue;
    if (deliveryRefusal(byId.get(id), input) === null) return id;
  }
  return null;
}
