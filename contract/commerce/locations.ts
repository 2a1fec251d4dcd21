/** Locations (stores, central warehouses) and selected-product groups (workers/commerce/src/routes/locations.ts). */
import { z } from "zod";

/** A pickup store as a choice: the other fields of GET /v2/locations are not read. */
export const locationSchema = z.object({ id: z.string(), name: z.string() });

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
 * GET /locations/{id} as content pages read it (anonymously, without a token). Looser than the store list:
 * a content page only shows what is there.
 */
export const publicLocationSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  address: z.object({ street: z.string().nullish(), postalCode: z.string().nullish(), city: z.string().nullish() }),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }).nullish(),
  phone: z.string().nullish(),
  email: z.string().nullish(),
  services: z.array(z.string()),
});
export type PublicLocation = z.infer<typeof publicLocationSchema>;

export const selectedProductGroupSchema = z.object({
  id: z.string(),
  name: z.string().nullish(),
  articleNumbers: z.array(z.string()),
});
