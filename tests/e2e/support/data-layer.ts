import type { Page } from "@playwright/test";

export interface DataLayerEvent {
  event: string;
  [key: string]: unknown;
}

/**
 * The shop's events in `window.dataLayer`, in push order: entries that are objects with an `event`
 * name, without the tag manager's own (`gtm.*`) and Consent Mode's `arguments` entries; only `name`'s
 * when given. Poll it (`expect.poll`) for events that follow a navigation or a streamed price.
 */
export async function dataLayerEvents(page: Page, name?: string): Promise<DataLayerEvent[]> {
  const layer = await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);
  return layer.filter(
    (entry): entry is DataLayerEvent =>
      typeof entry === "object" &&
      entry !== null &&
      !Array.isArray(entry) &&
      typeof (entry as { event?: unknown }).event === "string" &&
      !(entry as DataLayerEvent).event.startsWith("gtm.") &&
      (name === undefined || (entry as DataLayerEvent).event === name),
  );
}
