import { describe, expect, it } from "vitest";
import { isTrackingId, newTrackingId } from "./tracking-id";

describe("tracking id", () => {
  it("is 21 characters of nanoid's alphabet, different every time", () => {
    const ids = new Set(Array.from({ length: 200 }, newTrackingId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(isTrackingId(id)).toBe(true);
  });

  it("refuses other lengths and characters", () => {
    for (const value of ["", "a".repeat(20), "a".repeat(22), `${"a".repeat(20)}!`, `${"a".repeat(20)}å`, 42, null])
      expect(isTrackingId(value)).toBe(false);
  });
});
