import type { Page } from "@playwright/test";

export type DataLayerEntry = Record<string, unknown> & { event: string };

/**
 * The page's `window.dataLayer` entries that are events (objects with an `event` name), optionally only
 * those named `name`; Consent Mode's `arguments` entries, the tag manager's own (`gtm.*`) and anything else are left out.
 */
export async function dataLayerEvents(page: Page, name?: string | string[]): Promise<DataLayerEntry[]> {
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
