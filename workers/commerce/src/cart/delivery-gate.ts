/**
 * The delivery rules the service enforces (spec sections 3 and 5): a line may only go to a delivery method the user
 * may use and that is open now (an express method outside its hours or on a day without deliveries is refused), by
 * the same pure rule the storefront hides options with (domain/delivery-options.ts). The time and the calling shop's
 * closing days are the request's `clock`, so service tests fix them.
 */
import type { Context, MiddlewareHandler } from "hono";
import {
  defaultDeliveryMethod,
  deliveryRefusal,
  DEFAULT_DELIVERY_METHOD,
  type DeliveryOption,
  type DeliveryRefusal,
} from "@shop/domain/delivery-options";
import { brandConfigFiles, closingDaysOf } from "../../../../brands";
import type { AccessClaims } from "../auth/jwt";
import { isAnonymous } from "../auth/claims";
import type { AppEnv, DeliveryClock } from "../env";
import { ApiError } from "../http/errors";
import { deliveryOptionRows } from "./delivery-options";
import { allowedDeliveries } from "./line-rules";

export type { DeliveryClock };

/** The header the storefront names its brand in (app/platform/session/commerce-session.server.ts transportFor). */
export const SHOP_BRAND_HEADER = "X-Shop-Brand";

/**
 * Sets the request's clock. The brand only adds closing days to the Swedish holidays and weekends every brand
 * has, so an unknown or missing brand means none: it can never make a method open that the calendar closes.
 */
export function deliveryClock(now: (() => Date) | undefined): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const brand = c.req.header(SHOP_BRAND_HEADER)?.trim();
    const known = brand !== undefined && Object.hasOwn(brandConfigFiles, brand);
    const fixed = c.get("config").fixedDeliveryClock;
    c.set("clock", { now: now?.() ?? fixed ?? new Date(), closingDays: known ? closingDaysOf(brand) : [] });
    return next();
  };
}

export function clockOf(c: Context<AppEnv>): DeliveryClock {
  return c.get("clock") ?? { now: new Date(), closingDays: [] };
}

export async function loadDeliveryOptions(db: D1Database): Promise<(DeliveryOption & { position: number })[]> {
  return (await deliveryOptionRows(db)).map((o) => ({
    id: o.id,
    name: o.name,
    orderType: o.order_type === "express" ? "express" : "standard",
    requiresZipCode: o.requires_zip_code === 1,
    requiresStore: o.requires_store === 1,
    availableBetweenHours: o.available_from ? { start: o.available_from, end: o.available_to ?? "23:59" } : null,
    position: o.position,
  }));
}

export interface DeliveryGate {
  refusalOf(deliveryId: string): DeliveryRefusal | null;
  /** The Swedish reason a buyer is shown for a refused method. */
  reasonOf(deliveryId: string): string;
  /** Where a line goes when no delivery is named (domain defaultDeliveryMethod with the user's settings). */
  defaultMethod: string;
}

/** The gate of one request: the options, the user's rights and settings read once. */
export async function deliveryGate(db: D1Database, claims: AccessClaims, clock: DeliveryClock): Promise<DeliveryGate> {
  const [options, allowed, user] = await Promise.all([
    loadDeliveryOptions(db),
    allowedDeliveries(db, claims),
    isAnonymous(claims)
      ? null
      : db
          .prepare("SELECT preferred_delivery_method, default_delivery_method FROM users WHERE id = ?")
          .bind(claims.sub)
          .first<{ preferred_delivery_method: string | null; default_delivery_method: string | null }>(),
  ]);
  const byId = new Map(options.map((o) => [o.id, o]));
  const rule = { allowed, now: clock.now, closingDays: clock.closingDays };
  const refusalOf = (id: string) => deliveryRefusal(byId.get(id), rule);
  return {
    refusalOf,
    reasonOf(id) {
      const option = byId.get(id);
      const hours = option?.availableBetweenHours;
      if (refusalOf(id) !== "delivery_method_closed" || !option || !hours)
        return `Leveranssättet ${option?.name ?? id} går inte att välja för den här användaren.`;
      const window = `mellan ${hours.start} och ${hours.end} på leveransdagar`;
      return `${option.name} går bara att välja ${window}. Välj ett annat leveranssätt.`;
    },
    defaultMethod:
      defaultDeliveryMethod({
        preferred: user?.preferred_delivery_method,
        customerDefault: user?.default_delivery_method,
        options,
        ...rule,
      }) ?? DEFAULT_DELIVERY_METHOD,
  };
}

/** Refuses a checkout whose deliveries include one that is not open now: 422 naming each such delivery. */
export function refuseClosedDeliveries(gate: DeliveryGate, deliveryIds: readonly string[]) {
  const issues = deliveryIds
    .filter((id) => gate.refusalOf(id) !== null)
    .map((id) => ({ path: `orderDetails.${id}`, code: gate.refusalOf(id), message: gate.reasonOf(id) }));
  if (issues.length) throw new ApiError(422, issues[0].message, issues);
}
