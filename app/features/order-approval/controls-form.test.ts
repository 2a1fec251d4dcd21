import { describe, expect, it } from "vitest";
import { kronorToLimitOre } from "./controls-form.server";

describe("kronorToLimitOre", () => {
  it("reads whole kronor with or without group spaces, empty as no limit, and refuses the rest", () => {
    expect(kronorToLimitOre("5000")).toBe(500_000);
    expect(kronorToLimitOre("5 000")).toBe(500_000);
    expect(kronorToLimitOre("20\u00a0000")).toBe(2_000_000);
    expect(kronorToLimitOre("  ")).toBeNull();
    expect(kronorToLimitOre("0")).toBe(0);
    for (const bad of ["-1", "1,5", "12.50", "1e5", "abc", "9999999999"]) expect(kronorToLimitOre(bad)).toBeUndefined();
  });
});
