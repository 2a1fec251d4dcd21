/**
 * Reading a cXML PunchOutSetupRequest (docs/punchout.md): the credentials, the operation, the buyer's
 * cookie, the BrowserFormPost URL, the Extrinsic user data and, for edit and inspect, the ItemOut lines.
 * Pure: the storefront route reads the body, the commerce service checks what this returns.
 */
import { CART_LABEL_MAX_LENGTH, CART_LINE_LIMIT, CART_QUANTITY_MAX } from "./cart-limits";
import { attributeOf, childOf, childrenOf, CxmlSyntaxError, parseCxml, textOf } from "./cxml-xml";

export const CXML_OPERATIONS = ["create", "edit", "inspect"] as const;
export type CxmlOperation = (typeof CXML_OPERATIONS)[number];

export interface CxmlIdentity {
  domain: string;
  identity: string;
}

export interface CxmlItemOut {
  supplierPartId: string;
  /** The reference the shop gave the line in an earlier hand-over (its label); "" when none. */
  supplierPartAuxiliaryId: string;
  /** Whole units: the cart takes whole quantities, a fraction is rounded up. */
  quantity: number;
}

export interface CxmlSetupRequest {
  payloadId: string;
  from: CxmlIdentity[];
  to: CxmlIdentity[];
  sender: CxmlIdentity;
  sharedSecret: string;
  operation: CxmlOperation;
  buyerCookie: string;
  browserFormPost: string;
  /** Extrinsic name → value (UserEmail, UserFullName, CostCenter…), at most EXTRINSIC_LIMIT of them. */
  extrinsics: Record<string, string>;
  items: CxmlItemOut[];
}

export type SetupReading = { ok: true; request: CxmlSetupRequest } | { ok: false; status: 400; text: string };

const EXTRINSIC_LIMIT = 30;
const TEXT_LIMIT = 500;

const refuse = (text: string): SetupReading => ({ ok: false, status: 400, text });

function identitiesOf(party: unknown): CxmlIdentity[] {
  return childrenOf(party, "Credential")
    .map((credential) => ({
      domain: attributeOf(credential, "domain").trim().slice(0, 100),
      identity: textOf(childOf(credential, "Identity")).trim().slice(0, 200),
    }))
    .filter((id) => id.domain && id.identity);
}

function extrinsicsOf(setup: unknown): Record<string, string> {
  const entries = childrenOf(setup, "Extrinsic")
    .map((node) => [attributeOf(node, "name").trim().slice(0, 64), textOf(node).trim().slice(0, TEXT_LIMIT)])
    .filter(([name]) => name)
    .slice(0, EXTRINSIC_LIMIT);
  return Object.fromEntries(entries);
}

function itemOf(node: unknown): CxmlItemOut | string {
  const itemId = childOf(node, "ItemID");
  const supplierPartId = textOf(childOf(itemId, "SupplierPartID")).trim();
  const quantity = Number(attributeOf(node, "quantity"));
  if (!supplierPartId || supplierPartId.length > 40) return "ItemOut without a valid SupplierPartID";
  if (!Number.isFinite(quantity) || quantity <= 0 || quantity > CART_QUANTITY_MAX)
    return `ItemOut ${supplierPartId}: quantity must be a positive number`;
  return {
    supplierPartId,
    // A label is one line: control characters (tabs, line breaks) become spaces.
    supplierPartAuxiliaryId: Array.from(
      textOf(childOf(itemId, "SupplierPartAuxiliaryID"))
        .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, " ")
        .trim(),
    )
      .slice(0, CART_LABEL_MAX_LENGTH)
      .join(""),
    quantity: Math.ceil(quantity),
  };
}

/** The setup request in a cXML document, or a 400 with the reason (English, for the procurement system). */
export function readSetupRequest(xml: string): SetupReading {
  let root: unknown;
  try {
    root = childOf(parseCxml(xml), "cXML");
  } catch (error) {
    if (error instanceof CxmlSyntaxError)
      return refuse(
        error.refusal === "not_xml"
          ? "Not well-formed XML"
          : "DOCTYPE internal subsets and ENTITY declarations are refused",
      );
    return refuse("Not well-formed XML");
  }
  if (!root) return refuse("Not a cXML document");
  const header = childOf(root, "Header");
  const setup = childOf(childOf(root, "Request"), "PunchOutSetupRequest");
  if (!setup) return refuse("Not a PunchOutSetupRequest");
  const sender = childOf(header, "Sender");
  const [senderId] = identitiesOf(sender);
  const sharedSecret = textOf(childOf(childrenOf(sender, "Credential")[0], "SharedSecret"));
  const operation = attributeOf(setup, "operation") as CxmlOperation;
  if (!CXML_OPERATIONS.includes(operation)) return refuse("operation must be create, edit or inspect");
  const buyerCookie = textOf(childOf(setup, "BuyerCookie")).trim();
  if (!buyerCookie || buyerCookie.length > TEXT_LIMIT)
    return refuse("BuyerCookie is required (at most 500 characters)");
  const browserFormPost = textOf(childOf(childOf(setup, "BrowserFormPost"), "URL")).trim();
  if (!browserFormPost) return refuse("BrowserFormPost URL is required");
  if (!senderId || !sharedSecret) return refuse("Sender Credential with SharedSecret is required");
  const itemNodes = operation === "create" ? [] : childrenOf(setup, "ItemOut");
  if (itemNodes.length > CART_LINE_LIMIT) return refuse(`At most ${CART_LINE_LIMIT} ItemOut lines`);
  const items: CxmlItemOut[] = [];
  for (const node of itemNodes) {
    const item = itemOf(node);
    if (typeof item === "string") return refuse(item);
    items.push(item);
  }
  return {
    ok: true,
    request: {
      payloadId: attributeOf(root, "payloadID").slice(0, 200),
      from: identitiesOf(childOf(header, "From")),
      to: identitiesOf(childOf(header, "To")),
      sender: senderId,
      sharedSecret: sharedSecret.slice(0, 200),
      operation,
      buyerCookie,
      browserFormPost: browserFormPost.slice(0, 4000),
      extrinsics: extrinsicsOf(setup),
      items,
    },
  };
}
