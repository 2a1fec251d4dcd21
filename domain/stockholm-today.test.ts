import { describe, expect, it } from "vitest";
import { stockholmToday } from "./delivery-date";

// The day is kept for the minute it was read in; the date must still turn at Stockholm's midnight.
describe("stockholmToday", () => {
  it("turns at midnight in Stockholm, in winter and in summer time, asked minute by minute", () => {
    expect(stockholmToday(new Date("2026-11-27T22:59:00Z"))).toBe("2026-11-27");
    expect(stockholmToday(new Date("2026-11-27T22:59:59.999Z"))).toBe("2026-11-27");
    expect(stockholmToday(new Date("2026-11-27T23:00:00Z"))).toBe("2026-11-28");
    expect(stockholmToday(new Date("2026-06-30T21:59:30Z"))).toBe("2026-06-30");
    expect(stockholmToday(new Date("2026-06-30T22:00:00Z"))).toBe("2026-07-01");
  });

  it("answers a date asked again after another one from that date, not from the remembered minute", () => {
    expect(stockholmToday(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
    expect(stockholmToday(new Date("2026-12-31T12:00:00Z"))).toBe("2026-12-31");
    expect(stockholmToday(new Date("2026-12-31T23:30:10Z"))).toBe("2027-01-01");
  });
});
