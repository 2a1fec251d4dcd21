/**
 * The pages' way into the data layer. Pushing, click and banner tracking live in a module loaded only
 * when the data layer exists (a usable GTM id), after the page: no page pays for them in its first load.
 * Pushes made before it has loaded wait for it and keep their order.
 */
import type { DataLayerEvent } from "@shop/domain/data-layer-events";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

type DataLayerModule = typeof import("./data-layer.client");
let loading: Promise<DataLayerModule> | null = null;

export function dataLayerPresent(): boolean {
  return typeof window !== "undefined" && Array.isArray(window.dataLayer);
}

/** Runs `use` with the data-layer module once it has loaded; nothing at all without a data layer. */
export function withDataLayer(use: (module: DataLayerModule) => void): void {
  if (!dataLayerPresent()) return;
  loading ??= import("./data-layer.client").catch((error: unknown) => {
    // A chunk that fails to load (offline, a new deploy) loses these events, not the page; the next push tries again.
    loading = null;
    throw error;
  });
  loading.then(use).catch(() => undefined);
}

export function pushLater(events: readonly DataLayerEvent[] | null | undefined): void {
  if (events?.length) withDataLayer((module) => module.pushToDataLayer(events));
}
