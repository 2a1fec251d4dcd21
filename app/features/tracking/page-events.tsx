import { useFetcher, useLocation, useMatches, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { DataLayerEvent } from "@shop/domain/data-layer-events";
import { dataLayerPresent, pushLater, withDataLayer } from "./data-layer-queue";
import { takeLoginEvent } from "./login-event";

type WithDataLayer = { dataLayer?: DataLayerEvent[] } | null | undefined;

/**
 * The root's part of tracking: once per navigation (not on revalidation after an action) the events
 * the page's loaders built, then the banners seen; click tracking; web vitals after the first paint.
 */
export function DataLayerPageEvents() {
  const location = useLocation();
  const matches = useMatches();
  const pushedFor = useRef<string | null>(null);
  const postedFrom = usePostedFrom();

  useEffect(() => {
    if (pushedFor.current === location.key) return;
    pushedFor.current = location.key;
    // A form posted to the page it is on (a refused delivery step) shows the same page again, not a new view.
    const samePageAfterPost = postedFrom.current === location.pathname + location.search;
    postedFrom.current = null;
    if (samePageAfterPost) return;
    for (const match of matches) pushLater((match.data as WithDataLayer)?.dataLayer);
    // The first page after a sign-in: userLoggedIn, once (login-event.ts).
    pushLater(takeLoginEvent(document));
    withDataLayer((module) => module.pushPromotionViews());
  }, [location.key, location.pathname, location.search, matches, postedFrom]);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    withDataLayer((module) => {
      if (!stopped) stop = module.trackSelections();
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, []);

  useEffect(() => {
    if (!dataLayerPresent()) return;
    // A separate chunk, fetched when the browser is idle after the page has loaded.
    const start = () =>
      void import("./web-vitals.client")
        .then((vitals) => vitals.reportWebVitals())
        // A chunk that fails to load (offline, a new deploy) only loses this page's vitals.
        .catch(() => undefined);
    if (document.readyState === "complete") requestIdle(start);
    else window.addEventListener("load", () => requestIdle(start), { once: true });
  }, []);

  return null;
}

/** The URL a non-GET form navigation was posted from, while it is under way and until the next page is shown. */
function usePostedFrom() {
  const navigation = useNavigation();
  const location = useLocation();
  const postedFrom = useRef<string | null>(null);
  if (navigation.state === "submitting" && navigation.formMethod && navigation.formMethod.toUpperCase() !== "GET")
    postedFrom.current = location.pathname + location.search;
  return postedFrom;
}

function requestIdle(run: () => void): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 3_000 });
  else setTimeout(run, 1);
}

const streamedFor = new Map<string, string>();

/**
 * Events that arrive after the page, in a streamed (deferred) part of its data: pushed once per
 * navigation like the loaders' events, not again when a revalidation streams the part anew. `skip`
 * is for the answer to the page's own form (the page is not seen anew).
 */
export function StreamedDataLayer({ events, skip = false }: { events: DataLayerEvent[] | undefined; skip?: boolean }) {
  const location = useLocation();
  useEffect(() => {
    const name = events?.[0]?.event;
    if (skip || !name || streamedFor.get(name) === location.key) return;
    streamedFor.set(name, location.key);
    pushLater(events);
  }, [events, skip, location.key]);
  return null;
}

/** Pushes the events an action answered with (add to cart, remove from cart), once per answer. */
export function useActionDataLayer(data: unknown): void {
  const pushed = useRef<unknown>(null);
  useEffect(() => {
    if (!data || pushed.current === data) return;
    pushed.current = data;
    pushLater((data as WithDataLayer)?.dataLayer);
  }, [data]);
}

/** A fetcher whose answers' events are pushed; for forms that post with JavaScript and stay on the page. */
export function useTrackedFetcher<T>(options?: Parameters<typeof useFetcher>[0]) {
  const fetcher = useFetcher<T>(options);
  useActionDataLayer(fetcher.data);
  return fetcher;
}
