/** Stores, central warehouses and zip codes on D1 (store finder, pickup and delivery areas). */
import { containsTerm, startsWithTerm } from "../search/text-match";

export interface LocationRow {
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

export interface ZipCodeRow {
  zip_code: string;
  nearest_location_id: string | null;
  express_available: number;
  city: string;
  country_code: string;
}

const SELECT = `SELECT l.*, (SELECT group_concat(service) FROM location_services s WHERE s.location_id = l.id) AS services
  FROM locations l`;

/** Words that must all appear (case-insensitive) in name, street, postal code or city. */
function wordsFilter(text: string, params: unknown[]): string {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  return (
    words
      .map((w) => {
        params.push(w);
        const p = `?${params.length}`;
        return (
          `(${containsTerm("l.name", p)} OR ${containsTerm("coalesce(l.street,'')", p)} OR ` +
          `${containsTerm("replace(coalesce(l.postal_code,''),' ','')", p)} OR ${containsTerm("coalesce(l.city,'')", p)})`
        );
      })
      .join(" AND ") || "1"
  );
}

export async function locationsWithServices(db: D1Database, services: string[]): Promise<LocationRow[]> {
  const { results } = await db
    .prepare(
      `${SELECT} WHERE l.id IN (SELECT location_id FROM location_services WHERE service IN (SELECT value FROM json_each(?)))
       ORDER BY l.name`,
    )
    .bind(JSON.stringify(services))
    .all<LocationRow>();
  return results;
}

export async function findZipCode(db: D1Database, zipCode: string) {
  return db.prepare("SELECT * FROM zip_codes WHERE zip_code = ?").bind(zipCode).first<ZipCodeRow>();
}

/** Every store, the given one first. */
export async function storesNearestFirst(db: D1Database, nearestId: string): Promise<LocationRow[]> {
  const { results } = await db
    .prepare(`${SELECT} WHERE l.type = 'STORE' ORDER BY l.id = ?1 DESC, l.name`)
    .bind(nearestId)
    .all<LocationRow>();
  return results;
}

export async function searchLocations(db: D1Database, text: string | undefined, type: string | undefined) {
  const params: unknown[] = [];
  let where = text ? wordsFilter(text, params) : "1";
  if (type) {
    params.push(type);
    where += ` AND l.type = ?${params.length}`;
  }
  const { results } = await db
    .prepare(`${SELECT} WHERE ${where} ORDER BY l.name`)
    .bind(...params)
    .all<LocationRow>();
  return results;
}

export async function findLocation(db: D1Database, id: string) {
  return db.prepare(`${SELECT} WHERE l.id = ?`).bind(id).first<LocationRow>();
}

/** Stores matching every word and zip codes or towns starting with the text, 20 of each. */
export async function storesAndZipCodesMatching(db: D1Database, text: string) {
  const params: unknown[] = [];
  const where = wordsFilter(text, params);
  const [stores, zips] = await db.batch([
    db.prepare(`${SELECT} WHERE l.type = 'STORE' AND ${where} ORDER BY l.name LIMIT 20`).bind(...params),
    db
      .prepare(
        `SELECT zip_code, city, country_code, nearest_location_id FROM zip_codes
         WHERE ${startsWithTerm("zip_code", "?1")} OR ${startsWithTerm("city", "?2")} ORDER BY zip_code LIMIT 20`,
      )
      .bind(text.replace(/\s/g, ""), text),
  ]);
  return {
    stores: stores.results as unknown as LocationRow[],
    zipCodes: zips.results as unknown as Omit<ZipCodeRow, "express_available">[],
  };
}
