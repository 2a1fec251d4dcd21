/**
 * /hitta-butik: every store from the commerce service, sorted by name, with the opening hours the
 * store page shows (content's store details when they exist, else the commerce location's).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { addressLine, compactWeek, mapsSearchUrl, sortByName, type FinderStore } from "@shop/domain/store-finder";
import { WEEKDAY_KEYS } from "@shop/domain/format";
import { WEEKDAY_FIELDS } from "@shop/domain/opening-hours";
import { serverT } from "~/platform/i18n/catalogue.server";
import { getAllStoreDetails } from "~/platform/services/content-client.server";
import type { StoreDetails } from "@shop/contract/content/pages";
import { commerceFailure, transportFor } from "~/platform/session/commerce-session.server";
import { getVisitableStores, type StoreLocation } from "./stores-client.server";

export interface StoreView extends FinderStore {
  address: string;
  phone: string | null;
  email: string | null;
  openingHours: { days: string; hours: string | null }[];
  mapsUrl: string;
  pageUrl: string;
}

export interface StoreFinderData {
  title: string;
  description: string;
  canonical: string;
  /** The filter as the URL gave it (the no-JS form); the browser filters as the buyer types. */
  q: string;
  stores: StoreView[];
  /** Public browser key for the maps script; null keeps the page free of third-party scripts. */
  mapsKey: string | null;
}

const MAX_QUERY = 100;

function openingHoursOf(location: StoreLocation, details: StoreDetails | undefined): StoreView["openingHours"] {
  const fromContent = details
    ? WEEKDAY_FIELDS.map(([, field], index) => ({ day: serverT(WEEKDAY_KEYS[index]), hours: details[field] ?? null }))
    : [];
  if (fromContent.some((day) => day.hours)) return compactWeek(fromContent);
  return location.openingHours.map((row) => ({
    days: row.days.replace("-", "–"),
    hours: row.opens && row.closes ? `${row.opens}–${row.closes}` : null,
  }));
}

/** Content is an extra here: without it the list still has addresses and the commerce opening hours. */
async function storeDetailsById(context: AppLoadContext): Promise<Map<string, StoreDetails>> {
  try {
    const all = await getAllStoreDetails(context.content);
    return new Map(all.map((details) => [details.storeId, details]));
  } catch (error) {
    console.warn("Store details unavailable for the store finder", error instanceof Error ? error.message : error);
    return new Map();
  }
}

export async function loadStoreFinder(request: Request, context: AppLoadContext): Promise<StoreFinderData> {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY);
  // Stores are public and the same for everyone: read without the buyer's token.
  const [locations, details] = await Promise.all([
    getVisitableStores(transportFor(context)).catch(async (error: unknown) => {
      throw await commerceFailure(error, request, context);
    }),
    storeDetailsById(context),
  ]);
  const stores = sortByName(
    locations.map((location): StoreView => {
      const store: FinderStore = {
        id: location.id,
        name: location.name,
        street: location.address.street,
        postalCode: location.address.postalCode,
        city: location.address.city,
        coordinates: location.coordinates,
      };
      return {
        ...store,
        address: addressLine(store),
        phone: location.phone,
        email: location.email,
        openingHours: openingHoursOf(location, details.get(location.id)),
        mapsUrl: mapsSearchUrl(store),
        pageUrl: `/butiker/${encodeURIComponent(location.id)}`,
      };
    }),
  );
  return {
    title: serverT("catalogue-pages.stores.title"),
    description: serverT("catalogue-pages.stores.meta_description"),
    canonical: `${url.origin}/hitta-butik`,
    q,
    stores,
    mapsKey: context.config.MAPS_API_KEY?.trim() || null,
  };
}
