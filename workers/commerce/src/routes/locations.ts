import { Hono } from "hono";
import { z } from "zod";
import { DELIVERY_METHOD_IDS, EXPRESS_DELIVERY_METHODS, PICKUP_DELIVERY_METHODS } from "@shop/domain/delivery-options";
import type { AppEnv } from "../env";
import { jsonBody, notFound, queryParams } from "../http/errors";
import { findLocation, findZipCode, locationsWithServices, searchLocations } from "../locations/store";
import { storesAndZipCodesMatching, storesNearestFirst, type LocationRow } from "../locations/store";

const swedish = new Intl.Collator("sv");
/** Lists are sorted by name in Swedish order (Å, Ä, Ö last), which SQLite's binary order is not. */
const byName = (rows: LocationRow[]) => [...rows].sort((a, b) => swedish.compare(a.name, b.name));

function view(r: LocationRow) {
  return {
    id: r.id,
    name: r.name,
    type: r.type,
    address: { street: r.street, postalCode: r.postal_code, city: r.city },
    coordinates: r.latitude === null ? null : { latitude: r.latitude, longitude: r.longitude },
    phone: r.phone,
    email: r.email,
    openingHours: JSON.parse(r.opening_hours),
    services: r.services ? r.services.split(",").sort() : [],
  };
}

const deliveryMethod = z.enum(DELIVERY_METHOD_IDS);

const locationQuery = z.object({
  query: z.string().trim().max(100).optional(),
  type: z.enum(["STORE", "CENTRAL", "VIRTUAL"]).optional(),
});

export const locationRoutes = new Hono<AppEnv>()
  /**
   * getLocations: by service ('standard-pickup'), or by zipCode + deliveryMethod (stores that can
   * serve that zip code: the nearest store first, express only where the zip code has express).
   */
  .get("/v2/locations", async (c) => {
    const query = queryParams(
      c,
      z
        .object({
          services: z
            .string()
            .regex(/^[a-z-]+(,[a-z-]+)*$/)
            .optional(),
          zipCode: z
            .string()
            .regex(/^\d{3} ?\d{2}$/, "Five digits")
            .transform((z) => z.replace(" ", ""))
            .optional(),
          deliveryMethod: deliveryMethod.optional(),
        })
        .refine((q) => q.services || (q.zipCode && q.deliveryMethod), {
          message: "Give services, or zipCode and deliveryMethod",
        }),
    );
    if (query.services) {
      const results = await locationsWithServices(c.env.DB, query.services.split(","));
      return c.json(byName(results).map(view));
    }
    const zip = await findZipCode(c.env.DB, query.zipCode ?? "");
    if (!zip) throw notFound("Unknown zip code");
    const express = EXPRESS_DELIVERY_METHODS.has(query.deliveryMethod ?? "");
    if (express && !zip.express_available) return c.json([]);
    const stores = (await storesNearestFirst(c.env.DB, zip.nearest_location_id ?? "")).map(view);
    const pickup = PICKUP_DELIVERY_METHODS.has(query.deliveryMethod ?? "");
    return c.json(pickup ? stores : stores.filter((s) => s.id === zip.nearest_location_id));
  })
  .get("/locations", async (c) => {
    const query = queryParams(c, locationQuery);
    return c.json(byName(await searchLocations(c.env.DB, query.query, query.type)).map(view));
  })
  .get("/locations/:id", async (c) => {
    const row = await findLocation(c.env.DB, c.req.param("id"));
    if (!row) throw notFound("Location not found");
    return c.json(view(row));
  })
  .post("/locations/addresses/search", async (c) => {
    const body = await jsonBody(c, z.object({ query: z.string().trim().min(1).max(100) }));
    const { stores, zipCodes } = await storesAndZipCodesMatching(c.env.DB, body.query);
    return c.json({
      query: body.query,
      stores: stores.map(view),
      zipCodes: zipCodes.map((z) => ({
        zipCode: z.zip_code,
        city: z.city,
        countryCode: z.country_code,
        nearestLocationId: z.nearest_location_id,
      })),
    });
  });
