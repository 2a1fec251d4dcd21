/**
 * The browser's part of behaviour tracking (content spec sections 5 and 9), started after hydration:
 * with statistics consent it keeps the device's tracking id in local storage and the cookie the server
 * actions read, and reports a product opened from a list (`click`) to /api/sparning with a beacon, so
 * the event survives the navigation it starts. Without statistics consent it stores and sends nothing;
 * withdrawing consent removes the id.
 */
import { allows } from "@shop/domain/consent";
import { newTrackingId, TRACKING_ID_COOKIE, TRACKING_ID_STORAGE_KEY } from "@shop/domain/tracking-id";
import { reconcileTrackingId, trackingIdCookie, trackingIdFromCookies } from "@shop/domain/tracking-id-cookie";
import { currentConsent, onConsentChange } from "~/platform/consent/consent-client";

export const CLICK_ENDPOINT = "/api/sparning";
const PRODUCT_PATH = /^\/produkt\/(?:[^/]*-)?([0-9A-Za-z]{1,20})\/?$/;

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(TRACKING_ID_STORAGE_KEY);
  } catch {
    return null; // storage blocked: the cookie alone carries the id
  }
}

function writeStorage(id: string | null) {
  try {
    if (id) window.localStorage.setItem(TRACKING_ID_STORAGE_KEY, id);
    else window.localStorage.removeItem(TRACKING_ID_STORAGE_KEY);
  } catch {
    // see readStorage
  }
}

/** Makes local storage and the cookie agree on one id; answers it. */
export function ensureTrackingId(): string {
  const device = reconcileTrackingId(readStorage(), trackingIdFromCookies(document.cookie), newTrackingId);
  if (device.writeStorage) writeStorage(device.id);
  if (device.writeCookie) document.cookie = trackingIdCookie(device.id, { secure: location.protocol === "https:" });
  return device.id;
}

function forgetTrackingId() {
  writeStorage(null);
  if (trackingIdFromCookies(document.cookie))
    document.cookie = `${TRACKING_ID_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** The article a click opens, when it is a product link inside a tracked list (`data-list`). */
export function clickedListProduct(target: EventTarget | null): { articleNumber: string; list: string } | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest("a[href]");
  const list = link?.closest("[data-list]")?.getAttribute("data-list");
  if (!link || !list) return null;
  const url = new URL(link.getAttribute("href") ?? "", location.href);
  if (url.origin !== location.origin) return null;
  const card = link.closest("[data-item]")?.getAttribute("data-item");
  const articleNumber = card ?? PRODUCT_PATH.exec(url.pathname)?.[1];
  return articleNumber ? { articleNumber, list } : null;
}

function onClick(event: MouseEvent) {
  // Not `defaultPrevented`: Remix's <Link> prevents the default to navigate client-side, still an opened product.
  if (event.button !== 0) return;
  if (!allows(currentConsent(), "statistics")) return;
  const clicked = clickedListProduct(event.target);
  if (!clicked) return;
  ensureTrackingId();
  // A string body goes as text/plain, which a beacon may send without a preflight; the endpoint reads JSON.
  navigator.sendBeacon?.(CLICK_ENDPOINT, JSON.stringify(clicked));
}

let started = false;

/** Starts once per page load; answers a stop function for tests. */
export function startBehaviourTracking(): () => void {
  if (started) return () => {};
  started = true;
  if (allows(currentConsent(), "statistics")) ensureTrackingId();
  const stopConsent = onConsentChange((consent) => {
    if (allows(consent, "statistics")) ensureTrackingId();
    else forgetTrackingId();
  });
  document.addEventListener("click", onClick);
  return () => {
    started = false;
    stopConsent();
    document.removeEventListener("click", onClick);
  };
}
