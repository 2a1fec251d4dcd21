/** /aterforsaljare: the retailers from content (getAllRetailers, at most 100), sorted by name by the query. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { serverT } from "~/platform/i18n/catalogue.server";
import { getRetailers } from "~/platform/services/content-client.server";
import { ContentServiceError } from "~/platform/services/content-errors";

export interface RetailerView {
  id: string;
  name: string;
  address: string | null;
  offerings: string[];
  /** An https link only: the page never links to a script or a relative path from content. */
  link: string | null;
  coordinates: { latitude: number; longitude: number } | null;
}

export interface RetailersData {
  title: string;
  description: string;
  canonical: string;
  /** Null when the content service could not answer: the page says so instead of failing. */
  retailers: RetailerView[] | null;
  mapsKey: string | null;
}

function httpsLink(link: string | null | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

export async function loadRetailers(request: Request, context: AppLoadContext): Promise<RetailersData> {
  const url = new URL(request.url);
  let retailers: RetailerView[] | null;
  try {
    const entries = await getRetailers(context.content);
    retailers = entries.map((entry) => ({
      id: entry.sys.id,
      name: entry.name ?? "",
      address: entry.address ?? null,
      offerings: entry.offerings ?? [],
      link: httpsLink(entry.link),
      coordinates: entry.location ? { latitude: entry.location.lat, longitude: entry.location.lon } : null,
    }));
  } catch (error) {
    if (!(error instanceof ContentServiceError)) throw error;
    console.warn("Retailers unavailable", error.message);
    retailers = null;
  }
  return {
    title: serverT("catalogue-pages.retailers.title"),
    description: serverT("catalogue-pages.retailers.meta_description"),
    canonical: `${url.origin}/aterforsaljare`,
    retailers: retailers?.filter((retailer) => retailer.name !== "") ?? null,
    mapsKey: context.config.MAPS_API_KEY?.trim() || null,
  };
}
