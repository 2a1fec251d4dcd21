/**
 * The service's delivery options of a signed-in buyer, remembered in this isolate for half a minute, so a product
 * page does not wait for a commerce call that answers the same list on nearly every view. The answer depends on the
 * token (customer, rights, punch-out mode: a switch issues a new token) and on the user's preferred method, so it is
 * keyed by the token's hash, never shared with anyone else and never written to KV. What depends on the clock (a
 * closed express method) is still filtered per request (openDeliveryOptions), and the service refuses a closed method
 * anyway (workers/commerce/src/cart/delivery-gate.ts). A profile saved here forgets everything remembered; a change
 * made elsewhere (another isolate, the customer's admin) shows after at most the TTL.
 */
import type { CommerceTransport } from "~/platform/services/commerce-client.server";
import { listDeliveryOptions, type DeliveryOptionWire } from "./checkout-delivery-client.server";
import { hashedPart } from "~/platform/cache/shared-cache.server";

export const DELIVERY_OPTIONS_MEMO_MS = 30_000;
const MAX_ENTRIES = 1_000;

const remembered = new Map<string, { options: readonly DeliveryOptionWire[]; at: number }>();

/** The options for this transport's buyer: from memory when read within the TTL, else from the service. */
export async function rememberedDeliveryOptions(
  transport: CommerceTransport,
  now: () => number = Date.now,
): Promise<readonly DeliveryOptionWire[]> {
  // A visitor's product page comes from the edge cache; only signed-in buyers are remembered.
  if (!transport.token) return listDeliveryOptions(transport);
  const key = await hashedPart(transport.token);
  const known = remembered.get(key);
  if (known && now() - known.at < DELIVERY_OPTIONS_MEMO_MS) return known.options;
  const options = await listDeliveryOptions(transport);
  remembered.delete(key);
  if (remembered.size >= MAX_ENTRIES) remembered.delete(remembered.keys().next().value!);
  remembered.set(key, { options, at: now() });
  return options;
}

/** After a change that moves a buyer's default delivery (the profile's preferred method). */
export function forgetDeliveryOptions(): void {
  remembered.clear();
}
