import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  allows,
  consentFromCookies,
  consentModeSignals,
  parseConsent,
  pollForConsent,
  serializeConsent,
} from "./consent";

describe("consent cookie", () => {
  it("round-trips every choice", () => {
    for (const statistics of [true, false])
      for (const marketing of [true, false])
        expect(parseConsent(serializeConsent({ statistics, marketing }))).toEqual({ statistics, marketing });
  });

  it("treats a missing, foreign or tampered value as no choice yet", () => {
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent("")).toBeNull();
    expect(parseConsent("v2.s1.m1")).toBeNull();
    expect(parseConsent("v1.s1.m1;extra")).toBeNull();
  });

  it("is found among other cookies", () => {
    expect(consentFromCookies("a=1; samtycke=v1.s1.m0; b=2")).toEqual({ statistics: true, marketing: false });
    expect(consentFromCookies("a=1; samtycke2=v1.s1.m1")).toBeNull();
    expect(consentFromCookies(null)).toBeNull();
  });

  it("always allows necessary, the others only when granted", () => {
    expect(allows(null, "necessary")).toBe(true);
    expect(allows(null, "statistics")).toBe(false);
    expect(allows({ statistics: true, marketing: false }, "statistics")).toBe(true);
    expect(allows({ statistics: true, marketing: false }, "marketing")).toBe(false);
  });
});

describe("Consent Mode v2 signals", () => {
  it("are all denied before a choice", () => {
    expect(consentModeSignals(null)).toEqual({
      ad_storage: "denied",
      analytics_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
  });

  it("open analytics for statistics and the ad signals for marketing", () => {
    expect(consentModeSignals({ statistics: true, marketing: false })).toEqual({
      ad_storage: "denied",
      analytics_storage: "granted",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
    expect(consentModeSignals({ statistics: false, marketing: true }).ad_personalization).toBe("granted");
  });
});

describe("pollForConsent", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("resolves true on the first poll after consent is given", async () => {
    let granted = false;
    const checks = vi.fn(() => granted);
    const result = pollForConsent(checks);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(checks).toHaveBeenCalledTimes(6); // at 0, 200, …, 1000 ms
    granted = true;
    await vi.advanceTimersByTimeAsync(200);
    await expect(result).resolves.toBe(true);
  });

  it("polls every 200 ms and gives up after 5 s", async () => {
    const checks = vi.fn(() => false);
    let settled: boolean | undefined;
    void pollForConsent(checks).then((value) => (settled = value));
    await vi.advanceTimersByTimeAsync(4_800);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toBe(false);
    expect(checks).toHaveBeenCalledTimes(26); // at 0, 200, …, 5000 ms
  });
});
