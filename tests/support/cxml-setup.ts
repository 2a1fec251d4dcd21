/**
 * A cXML PunchOutSetupRequest as a procurement system (Ariba, Coupa, Jaggaer) writes it, for the tests
 * of the setup endpoint: every value escaped, the DOCTYPE declared, nothing of the shop's own code used.
 */
export interface SetupFixture {
  operation?: "create" | "edit" | "inspect";
  from?: { domain: string; identity: string };
  to?: { domain: string; identity: string };
  sender?: { domain: string; identity: string };
  sharedSecret?: string;
  buyerCookie?: string;
  browserFormPost: string;
  extrinsics?: Record<string, string>;
  items?: Array<{ supplierPartId: string; auxiliaryId?: string; quantity: number | string }>;
}

/** The demo customer 10004's credentials (README, docs/punchout.md). */
export const DEMO_CXML = {
  from: { domain: "NetworkID", identity: "AN01000010004" },
  to: { domain: "DUNS", identity: "556677-0000" },
  sender: { domain: "NetworkID", identity: "AN01000010004" },
  sharedSecret: "demo-cxml-hemlighet",
} as const;

const escape = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const credential = (id: { domain: string; identity: string }, secret?: string) =>
  `<Credential domain="${escape(id.domain)}"><Identity>${escape(id.identity)}</Identity>${
    secret === undefined ? "" : `<SharedSecret>${escape(secret)}</SharedSecret>`
  }</Credential>`;

export function setupRequestXml(fixture: SetupFixture): string {
  const extrinsics = Object.entries(fixture.extrinsics ?? {})
    .map(([name, value]) => `<Extrinsic name="${escape(name)}">${escape(value)}</Extrinsic>`)
    .join("");
  const items = (fixture.items ?? [])
    .map(
      (item) =>
        `<ItemOut quantity="${item.quantity}"><ItemID><SupplierPartID>${escape(item.supplierPartId)}</SupplierPartID>` +
        `<SupplierPartAuxiliaryID>${escape(item.auxiliaryId ?? "")}</SupplierPartAuxiliaryID></ItemID></ItemOut>`,
    )
    .join("");
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.069/cXML.dtd">\n` +
    `<cXML payloadID="test-${Date.now()}@inkop.example.se" timestamp="2026-11-27T12:00:00+01:00" xml:lang="en-US">` +
    `<Header><From>${credential(fixture.from ?? DEMO_CXML.from)}</From><To>${credential(fixture.to ?? DEMO_CXML.to)}</To>` +
    `<Sender>${credential(fixture.sender ?? DEMO_CXML.sender, fixture.sharedSecret ?? DEMO_CXML.sharedSecret)}` +
    `<UserAgent>Testinköp 1.0</UserAgent></Sender></Header>` +
    `<Request deploymentMode="test"><PunchOutSetupRequest operation="${fixture.operation ?? "create"}">` +
    `<BuyerCookie>${escape(fixture.buyerCookie ?? "cookie-1")}</BuyerCookie>${extrinsics}` +
    `<BrowserFormPost><URL>${escape(fixture.browserFormPost)}</URL></BrowserFormPost>` +
    `<SupplierSetup><URL>https://shop.example.se/punchout/cxml</URL></SupplierSetup>${items}` +
    `</PunchOutSetupRequest></Request></cXML>`
  );
}

/** A billion-laughs document: entities declared in an internal DTD subset. */
export const XXE_PAYLOADS = {
  externalEntity:
    `<?xml version="1.0"?><!DOCTYPE cXML [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>` +
    `<cXML><Request><PunchOutSetupRequest operation="create"><BuyerCookie>&xxe;</BuyerCookie></PunchOutSetupRequest></Request></cXML>`,
  billionLaughs:
    `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>` +
    `<cXML><Request><PunchOutSetupRequest operation="create"><BuyerCookie>&lol2;</BuyerCookie></PunchOutSetupRequest></Request></cXML>`,
};
