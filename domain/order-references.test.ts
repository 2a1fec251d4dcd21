import { describe, expect, it } from "vitest";
import { XMLParser } from "fast-xml-parser";
import {
  COST_CENTRE_MAX,
  NO_ORDER_REFERENCE_RULES,
  ORDER_REFERENCE_MESSAGES,
  orderReferenceProblemOf,
  orderReferenceProblems,
  parseCostCentreList,
} from "./order-references";
import { ociExportRules, ociFormFields } from "./oci-export";
import { orderMessageDocument } from "./cxml-documents";
import type { PunchoutLine } from "./punchout-line";

const LIST = {
  referenceRequired: false,
  costCentreRequired: true,
  costCentres: [
    { code: "KS-100", name: "Drift" },
    { code: "4200", name: "" },
  ],
};

describe("orderReferenceProblems", () => {
  it("asks for what the customer requires, and nothing when it requires nothing", () => {
    expect(orderReferenceProblems(NO_ORDER_REFERENCE_RULES, {})).toEqual([]);
    expect(orderReferenceProblems({ ...LIST, referenceRequired: true }, { reference: "  " })).toEqual([
      "REFERENCE_REQUIRED",
      "COST_CENTRE_REQUIRED",
    ]);
  });

  it("takes a listed cost centre in any case and refuses one outside the list", () => {
    expect(orderReferenceProblems(LIST, { costCentre: " ks-100 " })).toEqual([]);
    expect(orderReferenceProblems(LIST, { costCentre: "4300" })).toEqual(["COST_CENTRE_NOT_ALLOWED"]);
  });

  it("refuses a malformed cost centre even without a list", () => {
    for (const code of ["a b", "-12", "x".repeat(COST_CENTRE_MAX + 1), "A\u0000"])
      expect(orderReferenceProblems(NO_ORDER_REFERENCE_RULES, { costCentre: code }), code).toEqual([
        "COST_CENTRE_INVALID",
      ]);
    expect(orderReferenceProblems(NO_ORDER_REFERENCE_RULES, { costCentre: "Projekt/12" })).toEqual([]);
  });

  it("maps each Swedish message back to its problem", () => {
    for (const [problem, message] of Object.entries(ORDER_REFERENCE_MESSAGES))
      expect(orderReferenceProblemOf(message)).toBe(problem);
    expect(orderReferenceProblemOf("Something else")).toBeNull();
  });
});

describe("parseCostCentreList", () => {
  it("reads one cost centre per line, with or without a name, skipping blank lines", () => {
    expect(parseCostCentreList("4100 Fastighetsdrift\n\n4200;Felavhjälpande underhåll\r\nKS-9\n")).toEqual({
      ok: true,
      costCentres: [
        { code: "4100", name: "Fastighetsdrift" },
        { code: "4200", name: "Felavhjälpande underhåll" },
        { code: "KS-9", name: "" },
      ],
    });
  });

  it("names the line of a bad or repeated code", () => {
    expect(parseCostCentreList("4100\n12345678901 För lång")).toEqual({ ok: false, line: 2, problem: "INVALID" });
    expect(parseCostCentreList("ks-1 A\nKS-1 B")).toEqual({ ok: false, line: 2, problem: "DUPLICATE" });
  });
});

const line = (articleNumber: string): PunchoutLine => ({
  articleNumber,
  description: "Kabel",
  quantity: 1,
  unit: "st",
  netPriceOre: 100,
  ssg: null,
  centralAvailableFromDays: null,
  label: "Hus B",
  materialGroup: null,
});

describe("the references in the punch-out hand-over", () => {
  const rules = ociExportRules({});

  it("OCI: the cost centre in CUST_FIELD2 and the reference in CUST_FIELD5 on every line, cut to their lengths", () => {
    const fields = ociFormFields([line("1"), line("2")], rules, {
      costCentre: "KS-100",
      reference: `Kim Andersson ${"x".repeat(60)}`,
    });
    const value = (name: string) => fields.find((f) => f.name === name)?.value;
    for (const n of [1, 2]) {
      expect(value(`NEW_ITEM-CUST_FIELD2[${n}]`)).toBe("KS-100");
      expect(Array.from(value(`NEW_ITEM-CUST_FIELD5[${n}]`) ?? "")).toHaveLength(50);
      expect(value(`NEW_ITEM-CUST_FIELD1[${n}]`)).toBe("Hus B");
    }
  });

  it("OCI: without references the hand-over has exactly the fields it always had", () => {
    const names = ociFormFields([line("1")], rules).map((f) => f.name);
    expect(names).not.toContain("NEW_ITEM-CUST_FIELD2[1]");
    expect(names).not.toContain("NEW_ITEM-CUST_FIELD5[1]");
    expect(ociFormFields([line("1")], rules, { reference: " ", costCentre: null })).toEqual(
      ociFormFields([line("1")], rules),
    );
  });

  it("cXML: the cost centre and reference as the last ItemDetail Extrinsics of every ItemIn", () => {
    const message = (references?: { reference?: string; costCentre?: string }) =>
      orderMessageDocument({
        payloadId: "p@shop",
        timestamp: "2026-11-27T12:00:00+01:00",
        parties: { from: [{ domain: "NetworkID", identity: "AN01" }], to: [{ domain: "DUNS", identity: "1" }] },
        buyerCookie: "c",
        operation: "create",
        userAgent: "shop",
        lines: [line("1"), line("2")],
        references,
      });
    const xml = message({ costCentre: "KS-100", reference: "Kim & Co" });
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "", parseTagValue: false }).parse(xml);
    const items = parsed.cXML.Message.PunchOutOrderMessage.ItemIn as { ItemDetail: { Extrinsic: unknown } }[];
    for (const item of items)
      expect(item.ItemDetail.Extrinsic).toEqual([
        { name: "CostCenter", "#text": "KS-100" },
        { name: "Reference", "#text": "Kim & Co" },
      ]);
    expect(xml.indexOf("<Extrinsic")).toBeGreaterThan(xml.indexOf("<LeadTime>"));
    // The header has no place for them in the DTD: they are not there.
    expect(parsed.cXML.Message.PunchOutOrderMessage.PunchOutOrderMessageHeader.Extrinsic).toBeUndefined();
    expect(message()).not.toContain("<Extrinsic");
  });
});
