import { describe, expect, it } from "vitest";
import { readSetupRequest } from "./cxml-setup-request";
import { dtdRefusal } from "./cxml-xml";
import { DEMO_CXML, setupRequestXml, XXE_PAYLOADS } from "../tests/support/cxml-setup";

const HOOK = "http://127.0.0.1:4000/cxml/return";

describe("readSetupRequest", () => {
  it("reads credentials, operation, cookie, BrowserFormPost and extrinsics, decoding entities", () => {
    const reading = readSetupRequest(
      setupRequestXml({
        browserFormPost: `${HOOK}?a=1&b=2`,
        buyerCookie: `<kaka & "mjölk">`,
        extrinsics: { UserEmail: "anna@kund.se", UserFullName: "Anna Åberg", CostCenter: "4711" },
      }),
    );
    expect(reading).toEqual({
      ok: true,
      request: expect.objectContaining({
        from: [DEMO_CXML.from],
        to: [DEMO_CXML.to],
        sender: DEMO_CXML.sender,
        sharedSecret: DEMO_CXML.sharedSecret,
        operation: "create",
        buyerCookie: `<kaka & "mjölk">`,
        browserFormPost: `${HOOK}?a=1&b=2`,
        extrinsics: { UserEmail: "anna@kund.se", UserFullName: "Anna Åberg", CostCenter: "4711" },
        items: [],
      }),
    });
  });

  it("reads ItemOut lines for edit, rounding a fraction up to whole units", () => {
    const reading = readSetupRequest(
      setupRequestXml({
        operation: "edit",
        browserFormPost: HOOK,
        items: [
          { supplierPartId: "1000555", auxiliaryId: "Hus 3", quantity: 20 },
          { supplierPartId: "1000518", quantity: "2.5" },
        ],
      }),
    );
    expect(reading.ok && reading.request.items).toEqual([
      { supplierPartId: "1000555", supplierPartAuxiliaryId: "Hus 3", quantity: 20 },
      { supplierPartId: "1000518", supplierPartAuxiliaryId: "", quantity: 3 },
    ]);
  });

  it("ignores ItemOut lines of a create", () => {
    const reading = readSetupRequest(
      setupRequestXml({ browserFormPost: HOOK, items: [{ supplierPartId: "1000555", quantity: 1 }] }),
    );
    expect(reading.ok && reading.request.items).toEqual([]);
  });

  it.each([
    [
      "an unknown operation",
      setupRequestXml({ browserFormPost: HOOK }).replace('operation="create"', 'operation="delete"'),
    ],
    ["no BrowserFormPost", setupRequestXml({ browserFormPost: "" })],
    ["no BuyerCookie", setupRequestXml({ browserFormPost: HOOK, buyerCookie: "" })],
    ["no SharedSecret", setupRequestXml({ browserFormPost: HOOK, sharedSecret: "" })],
    [
      "a zero quantity",
      setupRequestXml({ operation: "edit", browserFormPost: HOOK, items: [{ supplierPartId: "1", quantity: 0 }] }),
    ],
    ["broken XML", "<cXML><Header>"],
    ["not cXML", "<html><body>hej</body></html>"],
    ["an external entity", XXE_PAYLOADS.externalEntity],
    ["a billion laughs", XXE_PAYLOADS.billionLaughs],
  ])("refuses %s with 400", (_, xml) => {
    const reading = readSetupRequest(xml);
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.status).toBe(400);
  });
});

describe("dtdRefusal", () => {
  it("lets the plain cXML DOCTYPE through and refuses subsets and entities", () => {
    expect(dtdRefusal(setupRequestXml({ browserFormPost: HOOK }))).toBeNull();
    expect(dtdRefusal(XXE_PAYLOADS.externalEntity)).toBe("entity_declaration");
    expect(dtdRefusal(`<!DOCTYPE cXML [ <!ELEMENT cXML ANY> ]><cXML/>`)).toBe("doctype_subset");
    expect(dtdRefusal(`<!DOCTYPE a SYSTEM "x"><!DOCTYPE b SYSTEM "y"><a/>`)).toBe("doctype_subset");
  });
});
