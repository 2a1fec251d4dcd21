import { describe, expect, it } from "vitest";
import { XMLParser } from "fast-xml-parser";
import { cxmlStatusDocument, orderMessageDocument, setupResponseDocument } from "./cxml-documents";
import { cxmlUnitOfMeasure, unspscOf } from "./cxml-codes";
import type { PunchoutLine } from "./punchout-line";

const META = { payloadId: "p-1@shop", timestamp: "2026-11-27T12:00:00+01:00" };
const parse = (xml: string) =>
  new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "",
    parseTagValue: false,
    isArray: (n) => n === "ItemIn",
  }).parse(xml);

const line = (overrides: Partial<PunchoutLine>): PunchoutLine => ({
  articleNumber: "1000555",
  description: "Kabel <EKK> & co",
  quantity: 3,
  unit: "m",
  netPriceOre: 1250,
  ssg: null,
  centralAvailableFromDays: 4,
  label: `<"&>'ÅÄÖ`,
  materialGroup: "40010000",
  ...overrides,
});

describe("orderMessageDocument", () => {
  const xml = orderMessageDocument({
    ...META,
    parties: {
      from: [{ domain: "NetworkID", identity: "AN01" }],
      to: [{ domain: "DUNS", identity: "556677-0000" }],
    },
    buyerCookie: "kaka&1",
    operation: "create",
    userAgent: "Bygg & El",
    lines: [line({}), line({ articleNumber: "1000518", quantity: 2.5, netPriceOre: 999, unit: "förp", label: "" })],
  });

  it("declares the DOCTYPE and escapes every value", () => {
    expect(
      xml.startsWith(
        `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.069/cXML.dtd">`,
      ),
    ).toBe(true);
    expect(xml).toContain("Kabel &lt;EKK&gt; &amp; co");
    expect(xml).not.toContain("<EKK>");
  });

  it("mirrors the parties, carries the cookie, the exact total and one ItemIn per line", () => {
    const doc = parse(xml).cXML;
    expect(doc.Header.From.Credential).toEqual({ domain: "DUNS", Identity: "556677-0000" });
    expect(doc.Header.To.Credential).toEqual({ domain: "NetworkID", Identity: "AN01" });
    expect(doc.Header.Sender.Credential.SharedSecret).toBeUndefined();
    const message = doc.Message.PunchOutOrderMessage;
    expect(message.BuyerCookie).toBe("kaka&1");
    expect(message.PunchOutOrderMessageHeader.operationAllowed).toBe("edit");
    // 3 × 12.50 + 2.5 × 9.99 = 37.50 + 24.975 → 62.48 (rounded to the öre)
    expect(message.PunchOutOrderMessageHeader.Total.Money).toEqual({ currency: "SEK", "#text": "62.48" });
    expect(message.ItemIn).toHaveLength(2);
    const [first, second] = message.ItemIn;
    expect(first.quantity).toBe("3");
    expect(first.ItemID).toEqual({ SupplierPartID: "1000555", SupplierPartAuxiliaryID: `<"&>'ÅÄÖ` });
    expect(first.ItemDetail.UnitPrice.Money).toEqual({ currency: "SEK", "#text": "12.50" });
    expect(first.ItemDetail.Description).toEqual({ "xml:lang": "sv", "#text": "Kabel <EKK> & co" });
    expect(first.ItemDetail.UnitOfMeasure).toBe("MTR");
    expect(first.ItemDetail.Classification).toEqual({ domain: "UNSPSC", "#text": "39120000" });
    expect(first.ItemDetail.LeadTime).toBe("4");
    expect(second.quantity).toBe("2.5");
    expect(second.ItemDetail.UnitOfMeasure).toBe("XPK");
  });

  it("says 0.00 everywhere without prices and inspect after an inspect session", () => {
    const doc = parse(
      orderMessageDocument({
        ...META,
        parties: { from: [], to: [] },
        buyerCookie: "c",
        operation: "inspect",
        userAgent: "x",
        lines: [line({ netPriceOre: null })],
      }),
    ).cXML.Message.PunchOutOrderMessage;
    expect(doc.PunchOutOrderMessageHeader).toEqual({
      operationAllowed: "inspect",
      Total: { Money: { currency: "SEK", "#text": "0.00" } },
    });
    expect(doc.ItemIn[0].ItemDetail.UnitPrice.Money["#text"]).toBe("0.00");
  });
});

describe("responses", () => {
  it("answers a StartPage URL and a Status, escaped", () => {
    const start = parse(setupResponseDocument(META, "https://shop/punchout/cxml/start?token=a&b")).cXML.Response;
    expect(start.Status).toMatchObject({ code: "200" });
    expect(start.PunchOutSetupResponse.StartPage.URL).toBe("https://shop/punchout/cxml/start?token=a&b");
    const status = parse(cxmlStatusDocument(META, 401, "Shared secret <wrong>")).cXML.Response.Status;
    expect(status).toEqual({ code: "401", text: "Unauthorized", "#text": "Shared secret <wrong>" });
  });
});

describe("codes", () => {
  it("maps the shop's units to current UN/CEFACT Rec. 20 codes and material groups to UNSPSC", () => {
    expect(["st", "m", "kg", "l", "förp", "rulle", "par", "m2", "m3", "okänd", null].map(cxmlUnitOfMeasure)).toEqual([
      "EA",
      "MTR",
      "KGM",
      "LTR",
      "XPK",
      "XRO",
      "PR",
      "MTK",
      "MTQ",
      "EA",
      "EA",
    ]);
    expect(unspscOf("40030000")).toBe("40140000");
    expect(unspscOf(null)).toBe("39120000");
  });

  it("sends packages as Rec. 21 package codes with the X prefix, never the codes Rec. 20 deleted", () => {
    const units = ["förp", "fp", "paket", "pkt", "rulle", "rle", "trumma", "säck", "hink", "kartong", "pall", "tub"];
    expect(Object.fromEntries(units.map((unit) => [unit, cxmlUnitOfMeasure(unit)]))).toEqual({
      förp: "XPK",
      fp: "XPK",
      paket: "XPA",
      pkt: "XPA",
      rulle: "XRO",
      rle: "XRO",
      trumma: "XDR",
      säck: "XSA",
      hink: "XBJ",
      kartong: "XCT",
      pall: "XPX",
      tub: "XTU",
    });
    // Deleted from Rec. 20 (packages are X + the Rec. 21 code now): a procurement system may refuse them.
    const deleted = new Set(["PK", "RO", "PA", "DR", "SA", "BJ", "CT", "PX", "TU", "BX", "CS"]);
    const every = ["st", "stk", "m", "kg", "l", "m2", "m²", "m3", "m³", "par", "set", "sats", ...units];
    expect(every.map(cxmlUnitOfMeasure).filter((code) => deleted.has(code))).toEqual([]);
    expect(cxmlUnitOfMeasure(" Förp ")).toBe("XPK");
  });
});
