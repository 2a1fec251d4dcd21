/**
 * Where the device keeps its tracking id (domain/tracking-id.ts): a first-party cookie the server
 * actions read (so add to cart and purchase are recorded without JavaScript too) and, with JavaScript,
 * local storage under the spec's fixed key. Both only with statistics consent.
 */
import { readCookie } from "./cookies";
import { isTrackingId, TRACKING_ID_COOKIE } from "./tracking-id";

export const TRACKING_ID_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The valid tracking id in a Cookie header (server) or document.cookie (browser), or null. */
export function trackingIdFromCookies(cookies: string | null | undefined): string | null {
  const value = readCookie(cookies, TRACKING_ID_COOKIE);
  return isTrackingId(value) ? value : null;
}

/**
 * The cookie for 12 months, first-party and SameSite=Lax; not HttpOnly, because the browser mirrors it
 * in local storage and restores it from there.
 */
export function trackingIdCookie(id: string, options: { secure: boolean }): string {
  if (!isTrackingId(id)) throw new Error("not a tracking id");
  const parts = [`${TRACKING_ID_COOKIE}=${id}`, "Path=/", `Max-Age=${TRACKING_ID_MAX_AGE_SECONDS}`, "SameSite=Lax"];
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

export interface DeviceTrackingId {
  id: string;
  writeCookie: boolean;
  writeStorage: boolean;
}

/**
 * The browser's reconciliation of its two copies: local storage is the spec's home, so its id wins and
 * restores a missing or different cookie; a cookie the server set fills empty storage; with neither, a
 * new id goes into both.
 */
export function reconcileTrackingId(
  stored: string | null,
  cookie: string | null,
  newId: () => string,
): DeviceTrackingId {
  const storedId = isTrackingId(stored) ? stored : null;
  const cookieId = isTrackingId(cookie) ? cookie : null;
  if (storedId) return { id: storedId, writeCookie: cookieId !== storedId, writeStorage: false };
  if (cookieId) return { id: cookieId, writeCookie: false, writeStorage: true };
  return { id: newId(), writeCookie: true, writeStorage: true };
}
