import { describe, expect, it } from "vitest";
import { searchParamsOfSelections, selectionsFromSearchParams } from "./configurator-selections";

describe("configurator selections in a query string", () => {
  it("reads prefixed parameters and ignores the page's others and empty choices", () => {
    const params = new URLSearchParams("val.Poler=3&val.Karakteristik=&sida=2&val.M%C3%A4rkstr%C3%B6m=16%20A");
    expect(selectionsFromSearchParams(params)).toEqual({ Poler: "3", Märkström: "16 A" });
  });

  it("round-trips in the family's attribute order", () => {
    const params = searchParamsOfSelections({ Märkström: "10 A", Poler: "1" }, ["Poler", "Karakteristik", "Märkström"]);
    expect(params.toString()).toBe("val.Poler=1&val.M%C3%A4rkstr%C3%B6m=10+A");
    expect(selectionsFromSearchParams(params)).toEqual({ Poler: "1", Märkström: "10 A" });
  });

  it("keeps the first of repeated parameters and drops over-long text", () => {
    const params = new URLSearchParams(`val.Poler=1&val.Poler=2&val.X=${"a".repeat(81)}`);
    expect(selectionsFromSearchParams(params)).toEqual({ Poler: "1" });
  });
});
