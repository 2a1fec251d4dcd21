/**
 * The cXML documents the shop writes: the answer to a setup request (StartPage or a Status) and the
 * PunchOutOrderMessage the hand-over posts to BrowserFormPost. Pure: the caller passes ids and time.
 */
import { buildCxml, CXML_VERSION, type XmlNode } from "./cxml-xml";
import { cxmlUnitOfMeasure, unspscOf } from "./cxml-codes";
import { formatOciPrice, formatOciQuantity, ociLeadTime } from "./oci-export";
import type { PunchoutLine } from "./punchout-line";
import type { CxmlIdentity, CxmlOperation } from "./cxml-setup-request";

export interface CxmlEnvelope {
  payloadId: string;
  /** ISO 8601 with offset, as cXML wants it. */
  timestamp: string;
}

/** The status codes the setup endpoint answers with (cXML's HTTP-like codes). */
export type CxmlStatusCode = 200 | 400 | 401 | 403 | 413 | 429 | 500;
const STATUS_TEXT: Record<CxmlStatusCode, string> = {
  200: "OK",
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  413: "Request Entity Too Large",
  429: "Too Many Requests",
  500: "Internal Server Error",
};

function envelope(meta: CxmlEnvelope): XmlNode {
  return {
    "@_version": CXML_VERSION,
    "@_payloadID": meta.payloadId,
    "@_timestamp": meta.timestamp,
    "@_xml:lang": "en",
  };
}

function statusNode(code: CxmlStatusCode, message: string): XmlNode {
  return { "@_code": String(code), "@_text": STATUS_TEXT[code], "#text": message };
}

/** A Response carrying only a Status: every refusal of the setup endpoint. */
export function cxmlStatusDocument(meta: CxmlEnvelope, code: CxmlStatusCode, message: string): string {
  return buildCxml({ ...envelope(meta), Response: { Status: statusNode(code, message) } });
}

/** The PunchOutSetupResponse with the one-time StartPage URL. */
export function setupResponseDocument(meta: CxmlEnvelope, startPageUrl: string): string {
  return buildCxml({
    ...envelope(meta),
    Response: {
      Status: statusNode(200, "success"),
      PunchOutSetupResponse: { StartPage: { URL: startPageUrl } },
    },
  });
}

/** The parties of the setup request; the order message mirrors them (shop as From and Sender, buyer as To). */
export interface CxmlParties {
  from: CxmlIdentity[];
  to: CxmlIdentity[];
}

export interface OrderMessageInput extends CxmlEnvelope {
  parties: CxmlParties;
  buyerCookie: string;
  operation: CxmlOperation;
  lines: readonly PunchoutLine[];
  userAgent: string;
  /**
   * The order's references (docs/purchasing-controls.md). cXML's PunchOutOrderMessageHeader takes no Extrinsic (DTD
   * 1.2.069), so they go on every line as ItemDetail Extrinsics, named as procurement systems send the cost centre in
   * the setup request: "CostCenter" and "Reference". Left out when not given.
   */
  references?: { reference?: string | null; costCentre?: string | null };
}

const credentials = (ids: readonly CxmlIdentity[]) =>
  ids.map((id) => ({ "@_domain": id.domain, Identity: id.identity }));

/** Price × quantity in öre, rounded to the öre (a quantity is whole or has at most three decimals). */
function lineTotalOre(line: PunchoutLine): number {
  return line.netPriceOre === null ? 0 : Math.round((Math.round(line.quantity * 1000) * line.netPriceOre) / 1000);
}

function extrinsics(references: OrderMessageInput["references"]): XmlNode[] {
  return [
    ...(references?.costCentre ? [{ "@_name": "CostCenter", "#text": references.costCentre }] : []),
    ...(references?.reference ? [{ "@_name": "Reference", "#text": references.reference }] : []),
  ];
}

function itemIn(line: PunchoutLine, header: XmlNode[]): XmlNode {
  return {
    "@_quantity": formatOciQuantity(line.quantity),
    ItemID: { SupplierPartID: line.articleNumber, SupplierPartAuxiliaryID: line.label },
    ItemDetail: {
      UnitPrice: { Money: { "@_currency": "SEK", "#text": formatOciPrice(line.netPriceOre) } },
      Description: [{ "@_xml:lang": "sv", "#text": line.description }],
      UnitOfMeasure: cxmlUnitOfMeasure(line.unit),
      Classification: [{ "@_domain": "UNSPSC", "#text": unspscOf(line.materialGroup) }],
      LeadTime: ociLeadTime(line.centralAvailableFromDays),
      ...(header.length ? { Extrinsic: header } : {}),
    },
  };
}

/**
 * The PunchOutOrderMessage: the cart's lines as ItemIn, the Total in SEK (0.00 where the buyer may see no
 * price), operationAllowed "edit" (the buyer may reopen the cart) or "inspect" after an inspect session.
 * No SharedSecret: the message travels through the buyer's browser.
 */
export function orderMessageDocument(input: OrderMessageInput): string {
  const total = input.lines.reduce((sum, line) => sum + lineTotalOre(line), 0);
  return buildCxml({
    ...envelope(input),
    Header: {
      From: { Credential: credentials(input.parties.to) },
      To: { Credential: credentials(input.parties.from) },
      Sender: { Credential: credentials(input.parties.to), UserAgent: input.userAgent },
    },
    Message: {
      PunchOutOrderMessage: {
        BuyerCookie: input.buyerCookie,
        PunchOutOrderMessageHeader: {
          "@_operationAllowed": input.operation === "inspect" ? "inspect" : "edit",
          Total: { Money: { "@_currency": "SEK", "#text": formatOciPrice(total) } },
        },
        ItemIn: input.lines.map((line) => itemIn(line, extrinsics(input.references))),
      },
    },
  });
}
