/** Store locations from the commerce service (spec section 7: getLocations with service 'standard-pickup'). */
import { z } from "zod";
import { commerceCall, type CommerceTransport } from "./client.server";

export const storeLocationSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(["STORE", "CENTRAL", "VIRTUAL"]),
  address: z.object({ street: z.string().nullable(), postalCode: z.string().nullable(), city: z.string().nullable() }),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  openingHours: z.array(z.object({ days: z.string(), opens: z.string().nullable(), closes: z.string().nullable() })),
  services: z.array(z.string()),
});

export type StoreLocation = z.infer<typeof storeLocationSchema>;

/**
 * The stores a buyer can visit: pick-up locations of type STORE. Central warehouses and the
 * supplier's virtual location are stock locations, not places to go (docs/decisions.md).
 */
export async function getVisitableStores(transport: CommerceTransport): Promise<StoreLocation[]> {
  const locations = await commerceCall(transport, { path: "v2/locations", query: { services: "standard-pickup" }, schema: z.array(storeLocationSchema) });
  return locations.filter((location) => location.type === "STORE");
}
