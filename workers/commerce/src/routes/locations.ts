import { Hono } from "hono";
import { z } from "zod";
import { DELIVERY_METHOD_IDS, EXPRESS_DELIVERY_METHODS, PICKUP_DELIVERY_METHODS } from "@shop/domain/delivery-options";
import type { AppEnv } from "../env";
import { jsonBody, notFound, queryParams } from "../http/errors";

interface LocationRow {
  id: string;
  name: string;
  type: string;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  email: string | null;
  opening_hours: string;
  services: string | null;
}

const SELECT = `SELECT l.*, (SELECT group_concat(service) FROM location_services s WHERE s.location_id = l.id) AS services FROM locations l`;

const swedish = new Intl.Collator("sv");
/** Lists are sorted by name in Swedish order (Å, Ä, Ö last), which SQLite's binary order is not. */
const byName = (rows: LocationRow[]) => [...rows].sort((a, b) => swedish.compare(a.name, b.name));

function view(r: LocationRow) {
  return {
    id: r.id, name: r.name, type: r.type,
    address: { street: r.street, postalCode: r.postal_code, city: r.city },
    coordinates: r.latitude === null ? null : { latitude: r.latitude, longitude: r.longitude },
    phone: r.phone, email: r.email,
    openingHours: JSON.parse(r.opening_hours),
    services: r.services ? r.services.split(",").sort() : [],
  };
}

const deliveryMethod = z.enum(DELIVERY_METHOD_IDS);

/** Words that must all appear (case-insensitive) in name, street, postal code or city. */
function wordsFilter(text: string, params: unknown[]): string {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  return words
    .map((w) => {
      params.push(`%${w.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
      const p = `?${params.length}`;
      return `(lower(l.name) LIKE ${p} ESCAPE '\\' OR lower(coalesce(l.street,'')) LIKE ${p} ESCAPE '\\' OR replace(coalesce(l.postal_code,''),' ','') LIKE replace(${p},' ','') ESCAPE '\\' OR lower(coalesce(l.city,'')) LIKE ${p} ESCAPE '\\')`;
    })
    .join(" AND ") || "1";
}

export const locationRoutes = new Hono<AppEnv>()
  /**
   * getLocations: by service ('standard-pickup'), or by zipCode + deliveryMethod (stores that can
   * serve that zip code: the nearest store first, express only where the zip code has express).
   */
  .get("/v2/locations", async (c) => {
    const query = queryParams(c, z.object({
      services: z.string().regex(/^[a-z-]+(,[a-z-]+)*$/).optional(),
      zipCode: z.string().regex(/^\d{3} ?\d{2}$/, "Five digits").transform((z) => z.replace(" ", "")).optional(),
      deliveryMethod: deliveryMethod.optional(),
    }).refine((q) => q.services || (q.zipCode && q.deliveryMethod), { message: "Give services, or zipCode and deliveryMethod" }));
    if (query.services) {
      const services = query.services.split(",");
      const { results } = await c.env.DB
        .prepare(`${SELECT} WHERE l.id IN (SELECT location_id FROM location_services WHERE service IN (SELECT value FROM json_each(?))) ORDER BY l.name`)
        .bind(JSON.stringify(services))
        .all<LocationRow>();
      return c.json(byName(results).map(view));
    }
    const zip = await c.env.DB.prepare("SELECT * FROM zip_codes WHERE zip_code = ?").bind(query.zipCode).first<{ zip_code: string; nearest_location_id: string | null; express_available: number; city: string; country_code: string }>();
    if (!zip) throw notFound("Unknown zip code");
    const express = EXPRESS_DELIVERY_METHODS.has(query.deliveryMethod ?? "");
    if (express && !zip.express_available) return c.json([]);
    const { results } = await c.env.DB.prepare(`${SELECT} WHERE l.type = 'STORE' ORDER BY l.id = ?1 DESC, l.name`).bind(zip.nearest_location_id ?? "").all<LocationRow>();
    const stores = results.map(view);
    return c.json(PICKUP_DELIVERY_METHODS.has(query.deliveryMethod ?? "") ? stores : stores.filter((s) => s.id === zip.nearest_location_id));
  })
  .get("/locations", async (c) => {
    const query = queryParams(c, z.object({ query: z.string().trim().max(100).optional(), type: z.enum(["STORE", "CENTRAL", "VIRTUAL"]).optional() }));
    const params: unknown[] = [];
    let where = query.query ? wordsFilter(query.query, params) : "1";
    if (query.type) {
      params.push(query.type);
      where += ` AND l.type = ?${params.length}`;
    }
    const { results } = await c.env.DB.prepare(`${SELECT} WHERE ${where} ORDER BY l.name`).bind(...params).all<LocationRow>();
    return c.json(byName(results).map(view));
  })
  .get("/locations/:id", async (c) => {
    const row = await c.env.DB.prepare(`${SELECT} WHERE l.id = ?`).bind(c.req.param("id")).first<LocationRow>();
    if (!row) throw notFound("Location not found");
    return c.json(view(row));
  })
  .post("/locations/addresses/search", async (c) => {
    const body = await jsonBody(c, z.object({ query: z.string().trim().min(1).max(100) }));
    const params: unknown[] = [];
    const where = wordsFilter(body.query, params);
    const [stores, zips] = await c.env.DB.batch([
      c.env.DB.prepare(`${SELECT} WHERE l.type = 'STORE' AND ${where} ORDER BY l.name LIMIT 20`).bind(...params),
      c.env.DB.prepare("SELECT zip_code, city, country_code, nearest_location_id FROM zip_codes WHERE zip_code LIKE ?1 OR lower(city) LIKE ?2 ORDER BY zip_code LIMIT 20").bind(`${body.query.replace(/\s/g, "").replace(/[%_]/g, "")}%`, `${body.query.toLowerCase().replace(/[%_]/g, "")}%`),
    ]);
    return c.json({
      query: body.query,
      stores: (stores.results as LocationRow[]).map(view),
      zipCodes: (zips.results as { zip_code: string; city: string; country_code: string; nearest_location_id: string | null }[]).map((z) => ({ zipCode: z.zip_code, city: z.city, countryCode: z.country_code, nearestLocationId: z.nearest_location_id })),
    });
  });
