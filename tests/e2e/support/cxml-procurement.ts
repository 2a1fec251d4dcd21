/**
 * A cXML procurement system (Ariba/Coupa-style) for the cXML punch-out e2e tests: it posts setup requests
 * to the shop over HTTP, receives the PunchOutOrderMessage the shop's hand-over posts to BrowserFormPost,
 * and works out from the commerce service's own data what every ItemIn must say.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type APIRequestContext } from "@playwright/test";
import { XMLParser } from "fast-xml-parser";
import { e2ePorts } from "../ports.mjs";
import { setupRequestXml, type SetupFixture } from "../../support/cxml-setup";

const SHOP = `http://127.0.0.1:${e2ePorts.storefrontPort}`;
const COMMERCE = `http://127.0.0.1:${e2ePorts.commercePort}`;

/** Parses what the shop writes: attributes without prefix, every value as text, repeated elements as arrays. */
export const parseCxml = (xml: string) =>
  new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "",
    parseTagValue: false,
    parseAttributeValue: false,
    isArray: (name) => ["ItemIn", "Credential"].includes(name),
  }).parse(xml);

export interface ReceivedOrderMessage {
  xml: string;
  fields: string[];
}

export class CxmlProcurementSystem {
  private server: http.Server | null = null;
  private waiters: Array<(message: ReceivedOrderMessage) => void> = [];
  origin = "";

  async start(): Promise<this> {
    this.server = http.createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  get browserFormPost(): string {
    return `${this.origin}/cxml/return`;
  }

  /** Resolves with the next order message posted to BrowserFormPost. */
  nextMessage(): Promise<ReceivedOrderMessage> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Sends a setup request; answers the shop's status, content type and document. */
  async setup(request: APIRequestContext, fixture: Partial<SetupFixture> = {}) {
    const answer = await request.post(`${SHOP}/punchout/cxml`, {
      headers: { "Content-Type": "text/xml; charset=utf-8" },
      data: setupRequestXml({ browserFormPost: this.browserFormPost, ...fixture }),
      maxRedirects: 0,
    });
    const text = await answer.text();
    return { status: answer.status(), contentType: answer.headers()["content-type"], text, doc: parseCxml(text) };
  }

  /** A successful setup's StartPage URL. */
  async startPage(request: APIRequestContext, fixture: Partial<SetupFixture> = {}): Promise<string> {
    const answer = await this.setup(request, fixture);
    expect(answer.status, answer.text).toBe(200);
    return answer.doc.cXML.Response.PunchOutSetupResponse.StartPage.URL as string;
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse) {
    if (request.method === "POST" && request.url === "/cxml/return") {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      const message = { xml: form.get("cxml-urlencoded") ?? "", fields: [...form.keys()] };
      this.waiters.shift()?.(message);
      const lines = (parseCxml(message.xml).cXML?.Message?.PunchOutOrderMessage?.ItemIn ?? []).length;
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      response.end(
        `<!doctype html><html lang="sv"><title>Inköpssystem</title><h1>Rekvisition mottagen</h1><p>${lines} rader mottagna</p></html>`,
      );
      return;
    }
    response.writeHead(404, { "Content-Type": "text/plain" });
    response.end("not found");
  }
}

export async function punchoutToken(request: APIRequestContext, login: string): Promise<string> {
  const answer = await request.post(`${COMMERCE}/v2/oci/sessions`, { data: { username: login, password: "demo1234" } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { AccessToken: string }).AccessToken;
}

/** Empties the user's cart, so each test starts from what it puts there. */
export async function emptyCartOf(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const cart = (await (await request.get(`${COMMERCE}/v2/cart`, { headers })).json()) as { cartId: string };
  await request.delete(`${COMMERCE}/v2/cart/${cart.cartId}/variants`, { headers });
}

export async function cartLinesOf(request: APIRequestContext, token: string) {
  const answer = await request.get(`${COMMERCE}/v2/cart`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { items: { articleNumber: string; quantity: number; label: string | null }[] })
    .items;
}

/** The shop's units (current UN/CEFACT Rec. 20) and material groups as a procurement system expects them coded (docs/punchout.md). */
const UOM: Record<string, string> = {
  st: "EA",
  m: "MTR",
  förp: "XPK",
  paket: "XPA",
  rulle: "XRO",
  trumma: "XDR",
  kg: "KGM",
  l: "LTR",
};
const UNSPSC: Record<string, string> = {
  "40010000": "39120000",
  "40020000": "39110000",
  "40030000": "40140000",
  "40040000": "30100000",
  "40050000": "27110000",
  "40060000": "31160000",
  "40070000": "46180000",
};

export interface ExpectedItemIn {
  quantity: string;
  ItemID: { SupplierPartID: string; SupplierPartAuxiliaryID: string };
  ItemDetail: {
    UnitPrice: { Money: { currency: "SEK"; "#text": string } };
    Description: { "xml:lang": "sv"; "#text": string };
    UnitOfMeasure: string;
    Classification: { domain: "UNSPSC"; "#text": string };
    LeadTime: string;
  };
}

/** What every ItemIn must say, worked out from the cart service's own data; and the Total in öre. */
export async function expectedItems(
  request: APIRequestContext,
  token: string,
): Promise<{ items: ExpectedItemIn[]; totalOre: number }> {
  const query = `{ getCartWithVariants { items { articleNumber quantity label price { netPrice askForPrice }
    stock { locations { locationId availableFromDays } }
    variant { name materialGroup webSalesUnit { unit } } } } }`;
  const answer = await request.post(`${COMMERCE}/graphql`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { query },
  });
  const rows = ((await answer.json()) as any).data.getCartWithVariants.items as any[];
  let totalOre = 0;
  const items = rows.map((item): ExpectedItemIn => {
    const price = item.price && !item.price.askForPrice ? (item.price.netPrice as number | null) : null;
    const ore = price === null ? 0 : Math.round(price * 100);
    totalOre += ore * item.quantity;
    const days = item.stock?.locations.find((l: { locationId: string }) => l.locationId === "9000")?.availableFromDays;
    return {
      quantity: String(item.quantity),
      ItemID: { SupplierPartID: item.articleNumber, SupplierPartAuxiliaryID: item.label ?? "" },
      ItemDetail: {
        UnitPrice: { Money: { currency: "SEK", "#text": (ore / 100).toFixed(2) } },
        Description: { "xml:lang": "sv", "#text": item.variant.name },
        UnitOfMeasure: UOM[item.variant.webSalesUnit.unit]!,
        Classification: { domain: "UNSPSC", "#text": UNSPSC[item.variant.materialGroup]! },
        LeadTime: typeof days === "number" && days >= 1 ? String(days) : "1",
      },
    };
  });
  return { items, totalOre };
}
