import { describe, expect, it } from "vitest";
import {
  addressLine,
  compactWeek,
  distanceKm,
  filterStores,
  formatDistance,
  mapsSearchUrl,
  queryWords,
  sortByDistance,
  sortByName,
  type FinderStore,
} from "@shop/domain/store-finder";
import { contentSecurityPolicy } from "~/platform/security/security-headers.server";

const store = (
  id: string,
  name: string,
  postalCode: string | null,
  city: string | null,
  coordinates: [number, number] | null,
  street: string | null = "Industrivägen 1",
): FinderStore => ({
  id,
  name,
  street,
  postalCode,
  city,
  coordinates: coordinates ? { latitude: coordinates[0], longitude: coordinates[1] } : null,
});

const STORES = [
  store("1002", "Göteborg Hisingen", "417 05", "Göteborg", [57.7211, 11.9395], "Hisingenvägen 5"),
  store("1001", "Stockholm Sickla", "131 54", "Stockholm", [59.3055, 18.1213], "Sicklavägen 4"),
  store("1006", "Örebro Marieberg", "702 27", "Örebro", [59.2302, 15.1979]),
  store("1003", "Malmö Bulltofta", "212 35", "Malmö", [55.6049, 13.0474]),
  store("2008", "Visby Östercentrum", "621 41", "Visby", null),
  store("2001", "Sundsvall Birsta", "863 41", "Sundsvall", [62.4505, 17.3878]),
];

const ids = (stores: FinderStore[]) => stores.map((s) => s.id);

describe("filterStores", () => {
  it("matches a town case- and accent-insensitively", () => {
    expect(ids(filterStores(STORES, "göteborg").stores)).toEqual(["1002"]);
    expect(ids(filterStores(STORES, "GOTEBORG").stores)).toEqual(["1002"]);
    expect(ids(filterStores(STORES, "malmo").stores)).toEqual(["1003"]);
    expect(ids(filterStores(STORES, "  Sickla ").stores)).toEqual(["1001"]);
  });

  it("matches a postal code with or without the space, and by its first digits", () => {
    expect(ids(filterStores(STORES, "41705").stores)).toEqual(["1002"]);
    expect(ids(filterStores(STORES, "417 05").stores)).toEqual(["1002"]);
    expect(ids(filterStores(STORES, "417").stores)).toEqual(["1002"]);
    expect(ids(filterStores(STORES, "8").stores)).toEqual(["2001"]);
    expect(filterStores(STORES, "41705").nearby).toBe(false);
  });

  it("falls back to the same postal-code region when no store has a full postal code", () => {
    const near = filterStores(STORES, "131 99");
    expect(near.nearby).toBe(true);
    expect(ids(near.stores)).toEqual(["1001"]);
    const region = filterStores(STORES, "70010");
    expect(ids(region.stores)).toEqual(["1006"]);
    expect(filterStores(STORES, "99999")).toEqual({ stores: [], nearby: false });
  });

  it("needs every word to match, and an empty query lists all", () => {
    expect(ids(filterStores(STORES, "stockholm 131").stores)).toEqual(["1001"]);
    expect(filterStores(STORES, "stockholm 417").stores).toEqual([]);
    expect(filterStores(STORES, "").stores).toHaveLength(STORES.length);
    expect(filterStores(STORES, "kiruna").stores).toEqual([]);
    expect(queryWords("417 05, Göteborg")).toEqual(["41705", "goteborg"]);
  });
});

describe("sorting", () => {
  it("sorts by name in Swedish order (Ö after Z)", () => {
    expect(sortByName(STORES).map((s) => s.name)).toEqual([
      "Göteborg Hisingen",
      "Malmö Bulltofta",
      "Stockholm Sickla",
      "Sundsvall Birsta",
      "Visby Östercentrum",
      "Örebro Marieberg",
    ]);
  });

  it("sorts by distance from a position, stores without coordinates last", () => {
    const fromLund = sortByDistance(STORES, { latitude: 55.7047, longitude: 13.191 });
    expect(ids(fromLund)).toEqual(["1003", "1002", "1006", "1001", "2001", "2008"]);
    expect(fromLund[0].distanceKm).toBeGreaterThan(10);
    expect(fromLund[0].distanceKm).toBeLessThan(20);
    expect(fromLund[fromLund.length - 1].distanceKm).toBeNull();
  });

  it("measures great-circle distances", () => {
    // Stockholm Sickla to Göteborg Hisingen is about 400 km as the crow flies.
    const km = distanceKm({ latitude: 59.3055, longitude: 18.1213 }, { latitude: 57.7211, longitude: 11.9395 });
    expect(km).toBeGreaterThan(390);
    expect(km).toBeLessThan(410);
    expect(distanceKm({ latitude: 59, longitude: 18 }, { latitude: 59, longitude: 18 })).toBe(0);
    expect(formatDistance(3.46)).toBe("3,5");
    expect(formatDistance(128.4)).toBe("128");
  });
});

describe("addresses, map links and opening hours", () => {
  it("writes the address on one line and links a maps search for it", () => {
    expect(addressLine(STORES[1])).toBe("Sicklavägen 4, 131 54 Stockholm");
    const url = new URL(mapsSearchUrl(STORES[1]));
    expect(url.origin + url.pathname).toBe("https://www.google.com/maps/search/");
    expect(url.searchParams.get("api")).toBe("1");
    expect(url.searchParams.get("query")).toBe("Sicklavägen 4, 131 54 Stockholm");
    expect(new URL(mapsSearchUrl(store("x", "X", null, null, [60, 15], null))).searchParams.get("query")).toBe("60,15");
  });

  it("joins consecutive days with the same hours", () => {
    const week = ["Mån", "Tis", "Ons", "Tor", "Fre", "Lör", "Sön"].map((day, i) => ({
      day,
      hours: i < 4 ? "06:30–18:00" : i === 4 ? "06:30–17:00" : i === 5 ? "09:00–15:00" : "Stängt",
    }));
    expect(compactWeek(week)).toEqual([
      { days: "Mån–Tor", hours: "06:30–18:00" },
      { days: "Fre", hours: "06:30–17:00" },
      { days: "Lör", hours: "09:00–15:00" },
      { days: "Sön", hours: null },
    ]);
  });
});

describe("maps in the Content-Security-Policy", () => {
  const env = { COMMERCE_URL: "http://localhost:8788", CONTENT_URL: "http://localhost:8789", FRAME_ANCESTORS: "" };
  const scriptSrc = (csp: string) => csp.split(/;\s*/).find((d) => d.startsWith("script-src "))!;

  it("opens no maps origin without a key", () => {
    expect(contentSecurityPolicy({ nonce: "n", env, local: true })).not.toContain("googleapis");
    expect(contentSecurityPolicy({ nonce: "n", env: { ...env, MAPS_API_KEY: "  " }, local: true })).not.toContain(
      "googleapis",
    );
  });

  it("allows the maps script, tiles and data with a key, next to the nonce", () => {
    const csp = contentSecurityPolicy({ nonce: "n", env: { ...env, MAPS_API_KEY: "key" }, local: true });
    expect(scriptSrc(csp)).toBe("script-src 'self' 'nonce-n' https://maps.googleapis.com");
    expect(csp).toMatch(/img-src [^;]*https:\/\/maps\.gstatic\.com/);
    expect(csp).toMatch(/connect-src 'self' [^;]*https:\/\/maps\.googleapis\.com/);
  });
});
