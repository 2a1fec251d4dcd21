/**
 * cXML on the wire (punch-out, docs/punchout.md): the one XML parser and builder configuration, the
 * refusal of DTD tricks before anything is parsed, and the document prologue the shop writes.
 */
import { XMLBuilder, XMLParser, XMLValidator } from "fast-xml-parser";

/** The cXML version the shop speaks; its DTD is declared in every document, never loaded. */
export const CXML_DTD_URL = "http://xml.cxml.org/schemas/cXML/1.2.069/cXML.dtd";
export const CXML_VERSION = "1.2.069";
/** The most a setup request may carry (the issue: over 1 MB is refused before parsing). */
export const CXML_MAX_BYTES = 1024 * 1024;

const PROLOGUE = `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE cXML SYSTEM "${CXML_DTD_URL}">\n`;

export type CxmlRefusal = "doctype_subset" | "entity_declaration" | "not_xml";

/**
 * Refuses what could make a parser expand or fetch anything (XXE, billion laughs): an ENTITY
 * declaration anywhere, a DOCTYPE with an internal subset, more than one DOCTYPE. A plain
 * `<!DOCTYPE cXML SYSTEM "…">` passes: it is never resolved (the parser loads nothing).
 */
export function dtdRefusal(xml: string): CxmlRefusal | null {
  if (/<!ENTITY/i.test(xml)) return "entity_declaration";
  const doctypes = [...xml.matchAll(/<!DOCTYPE/gi)];
  if (doctypes.length > 1) return "doctype_subset";
  const [doctype] = doctypes;
  if (doctype) {
    const end = xml.indexOf(">", doctype.index);
    if (end < 0 || xml.slice(doctype.index, end).includes("[")) return "doctype_subset";
  }
  return null;
}

/** Elements that may repeat: always arrays, so a document with one of them reads like one with many. */
const REPEATED = new Set(["Credential", "Extrinsic", "ItemOut", "ItemIn", "Description", "Classification"]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  textNodeName: "#text",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // The five XML entities and character references only: a DOCTYPE with entities never gets this far.
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => REPEATED.has(name),
});

export type XmlNode = Record<string, unknown>;

/** Parses a cXML document: DTD tricks and text that is not well-formed XML throw CxmlSyntaxError. */
export function parseCxml(xml: string): XmlNode {
  const refusal = dtdRefusal(xml);
  if (refusal) throw new CxmlSyntaxError(refusal);
  // The parser is lenient with broken markup; the validator is not, so a half document never reaches the reader.
  if (XMLValidator.validate(xml) !== true) throw new CxmlSyntaxError("not_xml");
  return parser.parse(xml) as XmlNode;
}

export class CxmlSyntaxError extends Error {
  constructor(readonly refusal: CxmlRefusal) {
    super(`cXML refused: ${refusal}`);
  }
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  textNodeName: "#text",
  format: false,
  suppressEmptyNode: false,
  processEntities: true,
});

/** A whole cXML document: the XML declaration, the DOCTYPE and the escaped element tree. */
export function buildCxml(root: XmlNode): string {
  return PROLOGUE + (builder.build({ cXML: root }) as string);
}

/** The text of an element that may come as a string or as `{ "#text": … }` beside attributes. */
export function textOf(node: unknown): string {
  if (typeof node === "string") return node;
  if (node && typeof node === "object" && "#text" in node) return String((node as XmlNode)["#text"]);
  return "";
}

/** An attribute of a parsed element ("" when missing). */
export function attributeOf(node: unknown, name: string): string {
  if (!node || typeof node !== "object") return "";
  const value = (node as XmlNode)[`@_${name}`];
  return typeof value === "string" ? value : "";
}

export function childOf(node: unknown, name: string): unknown {
  return node && typeof node === "object" ? (node as XmlNode)[name] : undefined;
}

export function childrenOf(node: unknown, name: string): unknown[] {
  const value = childOf(node, name);
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}
