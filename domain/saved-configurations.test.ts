import { describe, expect, it } from "vitest";
import { selectionsFromSearchParams } from "./configurator-selections";
import { reopenPath, selectionsText } from "./saved-configurations";

describe("saved configurations", () => {
  const selections = { Poler: "3", Karakteristik: "C", Märkström: "16 A" };

  it("reads its choices as 'name: value' in the order chosen", () => {
    expect(selectionsText(selections)).toBe("Poler: 3, Karakteristik: C, Märkström: 16 A");
    expect(selectionsText({})).toBe("");
  });

  it("reopens the product page with the choices as the configurator's query parameters", () => {
    const path = reopenPath("dvargbrytare-3p-c16", selections);
    expect(path).toBe("/produkt/dvargbrytare-3p-c16?val.Poler=3&val.Karakteristik=C&val.M%C3%A4rkstr%C3%B6m=16+A");
    expect(selectionsFromSearchParams(new URL(path, "http://shop").searchParams)).toEqual(selections);
    expect(reopenPath("kabel", {})).toBe("/produkt/kabel");
  });
});
