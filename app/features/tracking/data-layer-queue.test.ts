import { afterEach, expect, it, vi } from "vitest";
import type { DataLayerEvent } from "@shop/domain/data-layer-events";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.doUnmock("./data-layer.client");
  vi.resetModules();
});

it("events pushed after the data-layer chunk failed to load (offline, a new deploy) load it again and arrive", async () => {
  vi.stubGlobal("window", { dataLayer: [] });
  let attempts = 0;
  const pushed: DataLayerEvent[] = [];
  vi.doMock("./data-layer.client", () => {
    attempts += 1;
    if (attempts === 1) throw new TypeError("Failed to fetch dynamically imported module");
    return { pushToDataLayer: (events: DataLayerEvent[]) => pushed.push(...events) };
  });
  const { pushLater } = await import("./data-layer-queue");
  const lost = { event: "view_item_list" } as unknown as DataLayerEvent;
  const next = { event: "view_item" } as unknown as DataLayerEvent;

  pushLater([lost]);
  await vi.waitFor(() => expect(attempts).toBe(1));
  await new Promise((resolve) => setTimeout(resolve, 0));
  pushLater([next]);

  await vi.waitFor(() => expect(pushed).toEqual([next]));
  expect(attempts).toBe(2);
});
