import type { Page } from "@playwright/test";

export type DataLayerEntry = Record<string, unknown> & { event: string };

/**
 * The page's `window.dataLayer` entries that are events (objects with an `event` name), optionally only
 * those named `name`; Consent Mode's `arguments` entries, the tag manager's own (`gtm.*`) and anything else are left out.
 */
export async function dataLayerEvents(page: Page, name?: string | string[]): Promise<DataLayerEntry[]> {
  return (await allDataLayerEvents(page, name)).map(uaLayout);
}

/** GA4's keys in `ecommerce` beside the specification's layout (domain/data-layer-events.ts); docs/tracking.md. */
const GA4_KEYS = new Set([
  "currency",
  "value",
  "items",
  "item_list_id",
  "item_list_name",
  "transaction_id",
  "affiliation",
  "tax",
  "shipping",
]);

/** An event with only the Universal Analytics layout the specification lists (what the payload assertions compare). */
function uaLayout(entry: DataLayerEntry): DataLayerEntry {
  const ecommerce = entry.ecommerce as Record<string, unknown> | undefined;
  if (!ecommerce) return entry;
  return { ...entry, ecommerce: Object.fromEntries(Object.entries(ecommerce).filter(([k]) => !GA4_KEYS.has(k))) };
}

/** The events whole, GA4's fields included. */
export async function allDataLayerEvents(page: Page, name?: string | string[]): Promise<DataLayerEntry[]> {
  const names = name === undefined ? null : Array.isArray(name) ? name : [name];
  return page.evaluate((names) => {
    const entries = (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [];
    return JSON.parse(
      JSON.stringify(
        entries.filter(
          (entry): entry is DataLayerEntry =>
            typeof entry === "object" &&
            entry !== null &&
            !Array.isArray(entry) &&
            typeof (entry as { event?: unknown }).event === "string" &&
            !(entry as { event: string }).event.startsWith("gtm.") &&
            (names === null || names.includes((entry as { event: string }).event)),
        ),
      ),
    ) as DataLayerEntry[];
  }, names);
}
