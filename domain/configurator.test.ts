import { describe, expect, it } from "vitest";
import { compareAttributeValues, configure, isConfigurable } from "./configurator";

const breaker = (articleNumber: string, poles: string, curve: string, amps: string) => ({
  articleNumber,
  attributes: [
    { name: "Märkström", value: amps },
    { name: "Poler", value: poles },
    { name: "Karakteristik", value: curve },
    { name: "Artikelgrupp", value: `G${poles}` },
  ],
});

const FAMILY = [
  breaker("1", "1", "B", "10 A"),
  breaker("2", "1", "C", "10 A"),
  breaker("3", "1", "C", "16 A"),
  breaker("4", "3", "C", "16 A"),
  breaker("5", "3", "D", "16 A"),
  breaker("6", "3", "D", "6 A"),
];
const SEQUENCE = { sequence: ["Poler", "Karakteristik", "Märkström", "Varumärke"], disabled: ["Artikelgrupp"] };

const options = (step: { options: { value: string; available: boolean }[] }) =>
  step.options.map((o) => `${o.value}${o.available ? "" : " (ej)"}`);

describe("configure", () => {
  it("offers the sequence's attributes in its order, values sorted naturally, nothing disabled", () => {
    const { steps, matches } = configure(FAMILY, SEQUENCE, {});
    expect(steps.map((s) => s.attribute)).toEqual(["Poler", "Karakteristik", "Märkström"]);
    expect(options(steps[2])).toEqual(["6 A", "10 A", "16 A"]);
    expect(matches).toHaveLength(6);
  });

  it("marks a value unavailable when no article has it together with the other choices", () => {
    const { steps, matches } = configure(FAMILY, SEQUENCE, { Poler: "1" });
    expect(options(steps[1])).toEqual(["B", "C", "D (ej)"]);
    expect(options(steps[2])).toEqual(["6 A (ej)", "10 A", "16 A"]);
    // The chosen step itself is judged against the others only, so another pole count stays choosable.
    expect(options(steps[0])).toEqual(["1", "3"]);
    expect(matches.map((a) => a.articleNumber)).toEqual(["1", "2", "3"]);
  });

  it("narrows step by step to exactly one article", () => {
    const result = configure(FAMILY, SEQUENCE, { Poler: "3", Karakteristik: "D", Märkström: "16 A" });
    expect(result.matches.map((a) => a.articleNumber)).toEqual(["5"]);
    expect(result.steps.map((s) => s.selected)).toEqual(["3", "D", "16 A"]);
    expect(options(result.steps[2])).toEqual(["6 A", "10 A (ej)", "16 A"]);
  });

  it("gives no article for a combination that does not exist, and says which values would", () => {
    const result = configure(FAMILY, SEQUENCE, { Poler: "1", Karakteristik: "D" });
    expect(result.matches).toEqual([]);
    expect(options(result.steps[0])).toEqual(["1 (ej)", "3"]);
  });

  it("ignores choices of unknown or disabled attributes and unknown values", () => {
    const result = configure(FAMILY, SEQUENCE, { Färg: "Vit", Artikelgrupp: "G1", Poler: "7", Karakteristik: "C" });
    expect(result.selections).toEqual({ Karakteristik: "C" });
    expect(result.matches.map((a) => a.articleNumber)).toEqual(["2", "3", "4"]);
  });

  it("is not offered for a single article or when the articles do not differ", () => {
    expect(isConfigurable(FAMILY, SEQUENCE)).toBe(true);
    expect(isConfigurable(FAMILY.slice(0, 1), SEQUENCE)).toBe(false);
    expect(isConfigurable(FAMILY, { sequence: ["Varumärke"], disabled: [] })).toBe(false);
    expect(isConfigurable(FAMILY, { sequence: ["Poler"], disabled: ["Poler"] })).toBe(false);
  });
});

describe("compareAttributeValues", () => {
  it("orders numbers by value, with decimal commas, and text alphabetically", () => {
    const sorted = (values: string[]) => [...values].sort(compareAttributeValues);
    expect(sorted(["32 A", "6 A", "10 A"])).toEqual(["6 A", "10 A", "32 A"]);
    expect(sorted(["10 mm²", "2,5 mm²", "1,5 mm²"])).toEqual(["1,5 mm²", "2,5 mm²", "10 mm²"]);
    expect(sorted(["5G1,5", "3G2,5", "3G1,5", "5G10"])).toEqual(["3G1,5", "3G2,5", "5G1,5", "5G10"]);
    expect(sorted(["Svart", "Grå", "Vit"])).toEqual(["Grå", "Svart", "Vit"]);
    expect(sorted(["300 mA", "30 mA"])).toEqual(["30 mA", "300 mA"]);
  });
});
