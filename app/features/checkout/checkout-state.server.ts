/**
 * What the buyer chose between the checkout steps (store, address, zip code per delivery), the zip code remembered
 * per express method, and the result of the order just placed. Kept in the signed session cookie: small,
 * server-side trusted, and it works without JavaScript across the step pages.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ZipCodesByMethod } from "@shop/domain/zip-codes";
import { commitSession, getSession } from "~/platform/session/session.server";

export interface DeliveryChoice {
  storeId?: string;
  addressId?: string;
  zipCode?: string;
}

export interface PlacedDelivery {
  deliveryId: string;
  orderNumber: string;
}

export interface PlacedOrder {
  placed: PlacedDelivery[];
  /** `reason`: the buyer's Swedish reason (refused lines and why), when the service named one. */
  failed: { deliveryId: string; messages: string[]; reason?: string }[];
  /** Over the buyer's order limit: submitted for approval instead of placed (docs/purchasing-controls.md). */
  awaiting?: { deliveryId: string; approvalId: string }[];
  at: number;
}

declare module "~/platform/session/session.server" {
  interface ShopSessionData {
    checkoutChoices?: Record<string, DeliveryChoice>;
    placedOrder?: PlacedOrder;
    /** The zip code per express method (domain/zip-codes.ts); kept after an order, for the next one. */
    zipCodes?: ZipCodesByMethod;
  }
}

export async function readCheckoutChoices(
  request: Request,
  context: AppLoadContext,
): Promise<Record<string, DeliveryChoice>> {
  return (await getSession(request, context)).get("checkoutChoices") ?? {};
}

export async function readZipCodes(request: Request, context: AppLoadContext): Promise<ZipCodesByMethod> {
  return (await getSession(request, context)).get("zipCodes") ?? {};
}

export async function saveCheckoutChoices(
  request: Request,
  context: AppLoadContext,
  choices: Record<string, DeliveryChoice>,
  zipCodes?: ZipCodesByMethod,
): Promise<string> {
  const session = await getSession(request, context);
  session.set("checkoutChoices", choices);
  if (zipCodes) session.set("zipCodes", zipCodes);
  return commitSession(session, request, context);
}

export async function savePlacedOrder(request: Request, context: AppLoadContext, order: PlacedOrder): Promise<string> {
  const session = await getSession(request, context);
  session.set("placedOrder", order);
  // The choices belonged to the lines just ordered; failed deliveries keep theirs for a retry.
  const choices = session.get("checkoutChoices") ?? {};
  session.set(
    "checkoutChoices",
    Object.fromEntries(Object.entries(choices).filter(([id]) => order.failed.some((f) => f.deliveryId === id))),
  );
  return commitSession(session, request, context);
}

export async function readPlacedOrder(request: Request, context: AppLoadContext): Promise<PlacedOrder | null> {
  return (await getSession(request, context)).get("placedOrder") ?? null;
}
