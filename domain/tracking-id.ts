/**
 * The device's tracking id for behaviour events to the search service (content spec sections 5 and 9):
 * 21 characters of nanoid's default alphabet, kept in local storage under a fixed key and in a
 * first-party cookie, so server actions (which also run without JavaScript) send the same id.
 */
import { nanoid } from "nanoid";

export const TRACKING_ID_STORAGE_KEY = "shop.trackingId";
export const TRACKING_ID_COOKIE = "sparnings_id";
export const TRACKING_ID_PATTERN = /^[A-Za-z0-9_-]{21}$/;

export function newTrackingId(): string {
  return nanoid();
}

export function isTrackingId(value: unknown): value is string {
  return typeof value === "string" && TRACKING_ID_PATTERN.test(value);
}
