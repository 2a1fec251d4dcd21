/** Store locations from the commerce service (spec section 7: getLocations with service 'standard-pickup'). */
import { z } from "zod";
import { storeLocationSchema, type StoreLocation } from "@shop/contract/commerce/locations";
import { commerceCall, type CommerceTransport } from "~/platform/services/commerce-client.server";

export type { StoreLocation };

/**
 * The stores a buyer can visit: pick-up locations of type STORE. Central warehouses and the
 * supplier's virtual location are stock locations, not places to go (docs/decisions.md).
 */
export async function getVisitableStores(transport: CommerceTransport): Promise<StoreLocation[]> {
  const locations = await commerceCall(transport, {
    path: "v2/locations",
    query: { services: "standard-pickup" },
    schema: z.array(storeLocationSchema),
  });
  return locations.filter((location) => location.type === "STORE");
}
