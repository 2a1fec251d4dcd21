import { describe, expect, it } from "vitest";
import {
  formatOciPrice,
  formatOciQuantity,
  ociCompanyOf,
  ociExportRules,
  ociFormFields,
  ociLeadTime,
  ociLineValues,
  ociUnit,
  truncateOci,
  type OciCartLine,
} from "./oci-export";

const line = (overrides: Partial<OciCartLine> = {}): OciCartLine => ({
  articleNumber: "1000518",
  description: "Dvärgbrytare 16 A",
  quantity: 3,
  unit: "st",
  netPriceOre: 12_345,
  ssg: "SSG-4711",
  centralAvailableFromDays: null,
  label: "",
  materialGroup: "40030000",
  ...overrides,
});
const NO_RULES = ociExportRules({});

describe("OCI field formats", () => {
  it("prices: two decimals with a point from integer öre, 0.00 when none", () => {
    expect(formatOciPrice(12_345)).toBe("123.45");
    expect(formatOciPrice(5)).toBe("0.05");
    expect(formatOciPrice(100_000_000)).toBe("1000000.00");
    expect(formatOciPrice(null)).toBe("0.00");
    expect(formatOciPrice(0)).toBe("0.00");
  });

  it("quantities: decimal point, no thousands separator", () => {
    expect(formatOciQuantity(1500)).toBe("1500");
    expect(formatOciQuantity(2.5)).toBe("2.5");
    expect(formatOciQuantity(1234567)).toBe("1234567");
  });

  it("truncates to the maximum length without splitting a character", () => {
    expect(truncateOci("a".repeat(50), 40)).toHaveLength(40);
    expect(truncateOci("😀😀😀", 2)).toBe("😀😀");
    expect(truncateOci("ab\u0000cd", 10)).toBe("ab cd");
  });

  it("units: STK by default and for st; ST only where the rules say so; never longer than 3", () => {
    expect(ociUnit("st", NO_RULES)).toBe("STK");
    expect(ociUnit(null, NO_RULES)).toBe("STK");
    expect(ociUnit("m", NO_RULES)).toBe("M");
    expect(ociUnit("förp", NO_RULES)).toBe("FP");
    expect(ociUnit("st", { unitStkAsSt: true })).toBe("ST");
    expect(ociUnit("m", { unitStkAsSt: true })).toBe("M");
  });

  it("units the OCI table has no code for go as their current Rec. 20 code, never a cut Swedish word", () => {
    expect(ociUnit("rulle", NO_RULES)).toBe("RLE");
    expect(ociUnit("trumma", NO_RULES)).toBe("XDR");
    expect(ociUnit("paket", NO_RULES)).toBe("XPA");
    expect(ociUnit("säck", NO_RULES)).toBe("XSA");
    // A unit nobody knows still goes as itself (cut to 3), so the buyer's system flags it rather than guessing.
    expect(ociUnit("okänd", NO_RULES)).toBe("OKN");
  });

  it("lead time: central-warehouse days, 1 when unknown or zero", () => {
    expect(ociLeadTime(null)).toBe("1");
    expect(ociLeadTime(0)).toBe("1");
    expect(ociLeadTime(12)).toBe("12");
  });
});

describe("ociLineValues: every field of a line", () => {
  it("maps a priced line", () => {
    expect(ociLineValues(line({ centralAvailableFromDays: 4, label: "Plan 3" }), NO_RULES)).toEqual({
      DESCRIPTION: "Dvärgbrytare 16 A",
      VENDORMAT: "1000518",
      QUANTITY: "3",
      CURRENCY: "SEK",
      PRICEUNIT: "1",
      PRICE: "123.45",
      EXT_PRODUCT_ID: "SSG-4711",
      LEADTIME: "4",
      UNIT: "STK",
      CUST_FIELD1: "Plan 3",
      MATGROUP: "40030000",
    });
  });

  it("uses the defaults for a line without price, SSG, unit or material group", () => {
    expect(
      ociLineValues(line({ netPriceOre: null, ssg: null, unit: null, materialGroup: null }), NO_RULES),
    ).toMatchObject({
      PRICE: "0.00",
      EXT_PRODUCT_ID: "",
      UNIT: "STK",
      MATGROUP: "40000000",
      LEADTIME: "1",
    });
  });

  it("cuts every value to its OCI length and keeps markup characters as plain text", () => {
    const values = ociLineValues(
      line({
        description: `<b>"Kabel" & rör</b> ${"x".repeat(60)}`,
        label: `<"&>'ÅÄÖ långt värde`,
        materialGroup: "12345678901",
      }),
      NO_RULES,
    );
    expect(values.DESCRIPTION).toBe(`<b>"Kabel" & rör</b> ${"x".repeat(19)}`);
    expect(Array.from(values.DESCRIPTION)).toHaveLength(40);
    expect(values.CUST_FIELD1).toBe(`<"&>'ÅÄÖ l`);
    // A material group that does not fit is not cut into another group: the default stands in.
    expect(values.MATGROUP).toBe("40000000");
  });
});

describe("special companies", () => {
  it("recognises the companies by code or name, ignoring case and diacritics", () => {
    expect(ociCompanyOf("PEAB")).toBe("PEAB");
    expect(ociCompanyOf("Peab Sverige AB")).toBe("PEAB");
    expect(ociCompanyOf("Mälarenergi AB")).toBe("MALARENERGI");
    expect(ociCompanyOf("cramo")).toBe("CRAMO");
    expect(ociCompanyOf("Byggfirman Norrland AB")).toBeNull();
    expect(ociCompanyOf(null)).toBeNull();
  });

  it("PEAB: the piece unit is ST", () => {
    expect(ociLineValues(line(), ociExportRules({ company: "PEAB" })).UNIT).toBe("ST");
    expect(ociLineValues(line(), NO_RULES).UNIT).toBe("STK");
  });

  it("MALARENERGI: always the default material group", () => {
    expect(ociLineValues(line(), ociExportRules({ company: "Mälarenergi" })).MATGROUP).toBe("40000000");
    expect(ociLineValues(line(), ociExportRules({ company: "Mälarenergi" })).UNIT).toBe("STK");
  });

  it("CRAMO: the article number stands in for a missing SSG", () => {
    const rules = ociExportRules({ company: "CRAMO" });
    expect(ociLineValues(line({ ssg: null }), rules).EXT_PRODUCT_ID).toBe("1000518");
    expect(ociLineValues(line({ ssg: "SSG-1" }), rules).EXT_PRODUCT_ID).toBe("SSG-1");
    expect(ociLineValues(line({ ssg: null }), NO_RULES).EXT_PRODUCT_ID).toBe("");
  });

  it("the customer's export profile wins over the Bolag parameter; UNIT_STK_AS_ST is the unit rule alone", () => {
    expect(ociExportRules({ exportProfile: "UNIT_STK_AS_ST", company: "CRAMO" })).toEqual({
      unitStkAsSt: true,
      defaultMaterialGroupOnly: false,
      extProductIdFallback: false,
    });
    expect(ociExportRules({ exportProfile: "MALARENERGI", company: "PEAB" }).defaultMaterialGroupOnly).toBe(true);
  });
});

describe("ociFormFields", () => {
  it("numbers the lines from 1, eleven fields each, in cart order", () => {
    const fields = ociFormFields([line({ articleNumber: "1" }), line({ articleNumber: "2" })], NO_RULES);
    expect(fields).toHaveLength(22);
    expect(fields[0]).toEqual({ name: "NEW_ITEM-DESCRIPTION[1]", value: "Dvärgbrytare 16 A" });
    expect(fields.find((f) => f.name === "NEW_ITEM-VENDORMAT[2]")?.value).toBe("2");
    expect(fields.map((f) => f.name).filter((n) => n.endsWith("[2]"))).toEqual([
      "NEW_ITEM-DESCRIPTION[2]",
      "NEW_ITEM-VENDORMAT[2]",
      "NEW_ITEM-QUANTITY[2]",
      "NEW_ITEM-CURRENCY[2]",
      "NEW_ITEM-PRICEUNIT[2]",
      "NEW_ITEM-PRICE[2]",
      "NEW_ITEM-EXT_PRODUCT_ID[2]",
      "NEW_ITEM-LEADTIME[2]",
      "NEW_ITEM-UNIT[2]",
      "NEW_ITEM-CUST_FIELD1[2]",
      "NEW_ITEM-MATGROUP[2]",
    ]);
  });

  it("is empty for an empty cart", () => {
    expect(ociFormFields([], NO_RULES)).toEqual([]);
  });
});
