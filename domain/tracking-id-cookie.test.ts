import { describe, expect, it } from "vitest";
import { newTrackingId, TRACKING_ID_COOKIE } from "./tracking-id";
import { reconcileTrackingId, trackingIdCookie, trackingIdFromCookies } from "./tracking-id-cookie";

const A = "V1StGXR8_Z5jdHi6B-myT";
const B = "abcdefghijklmnopqrstu";

describe("tracking id cookie", () => {
  it("reads a valid id among other cookies and ignores a malformed one", () => {
    expect(trackingIdFromCookies(`samtycke=v1.s1.m0; ${TRACKING_ID_COOKIE}=${A}; other=1`)).toBe(A);
    expect(trackingIdFromCookies(`${TRACKING_ID_COOKIE}=short`)).toBeNull();
    expect(trackingIdFromCookies(`${TRACKING_ID_COOKIE}=${A}x`)).toBeNull();
    expect(trackingIdFromCookies(`x${TRACKING_ID_COOKIE}=${A}`)).toBeNull();
    expect(trackingIdFromCookies(null)).toBeNull();
  });

  it("is first-party for 12 months, SameSite=Lax and readable by scripts", () => {
    const cookie = trackingIdCookie(A, { secure: true });
    expect(cookie).toBe(`${TRACKING_ID_COOKIE}=${A}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`);
    expect(cookie).not.toMatch(/HttpOnly|Domain=/i);
    expect(trackingIdCookie(A, { secure: false })).not.toContain("Secure");
    expect(trackingIdFromCookies(cookie.split(";")[0])).toBe(A);
    expect(() => trackingIdCookie("not an id", { secure: true })).toThrow();
  });
});

describe("the browser's two copies", () => {
  it("restores the cookie from local storage", () => {
    expect(reconcileTrackingId(A, null, newTrackingId)).toEqual({ id: A, writeCookie: true, writeStorage: false });
    expect(reconcileTrackingId(A, B, newTrackingId)).toEqual({ id: A, writeCookie: true, writeStorage: false });
    expect(reconcileTrackingId(A, A, newTrackingId)).toEqual({ id: A, writeCookie: false, writeStorage: false });
  });

  it("fills empty storage from the cookie the server set", () => {
    expect(reconcileTrackingId(null, B, newTrackingId)).toEqual({ id: B, writeCookie: false, writeStorage: true });
    expect(reconcileTrackingId("garbage", B, newTrackingId)).toEqual({ id: B, writeCookie: false, writeStorage: true });
  });

  it("creates one id for both when neither holds a valid one", () => {
    const made = reconcileTrackingId(null, "bad", () => B);
    expect(made).toEqual({ id: B, writeCookie: true, writeStorage: true });
  });
});
