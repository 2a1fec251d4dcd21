/**
 * Punch-out (OCI) export of the cart (spec section 3, order-line export; section 9, punch-out
 * defaults): the hand-over form's fields, with the special rules of some customer companies.
 */

import { rec20UnitCode } from "./cxml-codes";
import type { PunchoutLine } from "./punchout-line";

/** One cart line as the OCI export needs it: the shared punch-out line. */
export type OciCartLine = PunchoutLine;

export const OCI_CURRENCY = "SEK";
export const OCI_PRICE_UNIT = "1";
export const OCI_DEFAULT_UNIT = "STK";
export const OCI_DEFAULT_MATERIAL_GROUP = "40000000";
export const OCI_DEFAULT_LEAD_TIME_DAYS = 1;

/** Maximum lengths of the OCI 4.0 item fields this shop sends. */
export const OCI_MAX_LENGTH = {
  DESCRIPTION: 40,
  VENDORMAT: 40,
  QUANTITY: 15,
  UNIT: 3,
  PRICE: 15,
  CURRENCY: 5,
  PRICEUNIT: 9,
  LEADTIME: 5,
  EXT_PRODUCT_ID: 40,
  CUST_FIELD1: 10,
  MATGROUP: 10,
  CUST_FIELD2: 10,
  CUST_FIELD5: 50,
} as const;
export type OciField = keyof typeof OCI_MAX_LENGTH;
/** The fields of a line itself; CUST_FIELD2 and CUST_FIELD5 carry the order's references (below). */
type OciLineField = Exclude<OciField, "CUST_FIELD2" | "CUST_FIELD5">;
const FIELD_ORDER: readonly OciLineField[] = [
  "DESCRIPTION",
  "VENDORMAT",
  "QUANTITY",
  "CURRENCY",
  "PRICEUNIT",
  "PRICE",
  "EXT_PRODUCT_ID",
  "LEADTIME",
  "UNIT",
  "CUST_FIELD1",
  "MATGROUP",
];

/**
 * The order's own references (docs/purchasing-controls.md). OCI has no header fields: the hand-over repeats them on
 * every line, in the customer fields SAP leaves to the catalogue, CUST_FIELD2 the cost centre (10 characters, SAP's
 * own cost centre length) and CUST_FIELD5 "Er referens" (50, cut). Sent only when given, so a cart without them hands
 * over exactly the fields it always did.
 */
export interface OciOrderReferences {
  reference?: string | null;
  costCentre?: string | null;
}
const REFERENCE_FIELDS = [
  ["CUST_FIELD2", "costCentre"],
  ["CUST_FIELD5", "reference"],
] as const satisfies readonly (readonly [OciField, keyof OciOrderReferences])[];

/** The three customer companies with their own export rules (docs/decisions.md). */
export const OCI_COMPANIES = ["PEAB", "MALARENERGI", "CRAMO"] as const;
export type OciCompany = (typeof OCI_COMPANIES)[number];

export interface OciExportRules {
  /** PEAB's SAP knows the piece unit as ST, not STK. */
  unitStkAsSt: boolean;
  /** Mälarenergi maps material groups itself: always the default group. */
  defaultMaterialGroupOnly: boolean;
  /** Cramo matches lines on EXT_PRODUCT_ID and refuses empty ones: the article number stands in. */
  extProductIdFallback: boolean;
}

const NO_RULES: OciExportRules = { unitStkAsSt: false, defaultMaterialGroupOnly: false, extProductIdFallback: false };
const COMPANY_RULES: Record<OciCompany, Partial<OciExportRules>> = {
  PEAB: { unitStkAsSt: true },
  MALARENERGI: { defaultMaterialGroupOnly: true },
  CRAMO: { extProductIdFallback: true },
};

/**
 * The company a name or code refers to: "Peab AB", "PEAB", "Mälarenergi" and "MALARENERGI" all
 * count; the comparison ignores case, diacritics and anything that is not a letter.
 */
export function ociCompanyOf(value: string | null | undefined): OciCompany | null {
  if (!value) return null;
  const letters = value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^A-Z]/g, "");
  return OCI_COMPANIES.find((company) => letters === company || letters.startsWith(company)) ?? null;
}

/**
 * The rules for one export. The customer's export profile (commerce service, trusted) wins; the
 * Bolag parameter of the punch-out login names the company otherwise. The profile
 * UNIT_STK_AS_ST turns on the unit rule alone (the demo punch-out customer).
 */
export function ociExportRules(input: { exportProfile?: string | null; company?: string | null }): OciExportRules {
  if (input.exportProfile === "UNIT_STK_AS_ST") return { ...NO_RULES, unitStkAsSt: true };
  const company = ociCompanyOf(input.exportProfile) ?? ociCompanyOf(input.company);
  return company ? { ...NO_RULES, ...COMPANY_RULES[company] } : NO_RULES;
}

/**
 * Cuts a value to an OCI field's length without splitting a character (code points, not UTF-16
 * units); control characters become spaces and the ends are trimmed.
 */
export function truncateOci(value: string, max: number): string {
  const clean = value.replace(/[\u0000-\u001f\u007f]/g, " ").trim();
  const chars = Array.from(clean);
  return chars.length <= max ? clean : chars.slice(0, max).join("").trimEnd();
}

/** Öre as a decimal with a point and two decimals ("1234.50"), exact: integer arithmetic only. */
export function formatOciPrice(ore: number | null): string {
  if (ore === null || !Number.isSafeInteger(ore) || ore <= 0) return "0.00";
  return `${Math.floor(ore / 100)}.${String(ore % 100).padStart(2, "0")}`;
}

/** A quantity with a decimal point and no thousands separator ("1500", "2.5"). */
export function formatOciQuantity(quantity: number): string {
  if (!Number.isFinite(quantity) || quantity < 0) throw new RangeError(`Not a quantity: ${quantity}`);
  if (Number.isInteger(quantity)) return quantity.toFixed(0);
  return quantity.toFixed(3).replace(/0+$/, "").replace(/\.$/, "");
}

const UNIT_CODES: Record<string, string> = {
  st: "STK",
  stk: "STK",
  styck: "STK",
  m: "M",
  förp: "FP",
  fp: "FP",
  förpackning: "FP",
  kg: "KG",
  l: "L",
  m2: "M2",
  "m²": "M2",
  m3: "M3",
  "m³": "M3",
  par: "PAR",
  rle: "RLE",
  rulle: "RLE",
};

/**
 * The OCI unit code of a sales unit: STK by default, ST where the rules say so (spec), the shop's OCI codes above
 * for the units customers' mappings already know; any other unit the shop knows goes as its current Rec. 20 code
 * (XDR for a drum), which an SAP system converts through its ISO table, rather than as its name cut to 3 letters.
 */
export function ociUnit(unit: string | null, rules: Pick<OciExportRules, "unitStkAsSt">): string {
  const key = (unit ?? "").trim().toLowerCase();
  const code = key ? (UNIT_CODES[key] ?? rec20UnitCode(key) ?? key.toUpperCase().replace(/[^A-Z0-9]/g, "")) : "";
  const base = code || OCI_DEFAULT_UNIT;
  return truncateOci(base === "STK" && rules.unitStkAsSt ? "ST" : base, OCI_MAX_LENGTH.UNIT);
}

/** Days until the central warehouse can deliver; 1 when unknown or already in stock. */
export function ociLeadTime(days: number | null): string {
  const value =
    days !== null && Number.isInteger(days) && days >= OCI_DEFAULT_LEAD_TIME_DAYS ? days : OCI_DEFAULT_LEAD_TIME_DAYS;
  return truncateOci(String(value), OCI_MAX_LENGTH.LEADTIME);
}

function materialGroup(line: OciCartLine, rules: OciExportRules): string {
  const group = line.materialGroup?.trim() ?? "";
  // A group longer than the field would be a different group once cut: use the default instead.
  if (rules.defaultMaterialGroupOnly || !/^[0-9A-Za-z]{1,10}$/.test(group)) return OCI_DEFAULT_MATERIAL_GROUP;
  return group;
}

/** One line's values by OCI field name, every value within its maximum length. */
export function ociLineValues(line: OciCartLine, rules: OciExportRules): Record<OciLineField, string> {
  const cut = (field: OciField, value: string) => truncateOci(value, OCI_MAX_LENGTH[field]);
  const ssg = line.ssg?.trim() || (rules.extProductIdFallback ? line.articleNumber : "");
  return {
    DESCRIPTION: cut("DESCRIPTION", line.description),
    VENDORMAT: cut("VENDORMAT", line.articleNumber),
    QUANTITY: cut("QUANTITY", formatOciQuantity(line.quantity)),
    CURRENCY: OCI_CURRENCY,
    PRICEUNIT: OCI_PRICE_UNIT,
    PRICE: cut("PRICE", formatOciPrice(line.netPriceOre)),
    EXT_PRODUCT_ID: cut("EXT_PRODUCT_ID", ssg),
    LEADTIME: ociLeadTime(line.centralAvailableFromDays),
    UNIT: ociUnit(line.unit, rules),
    CUST_FIELD1: cut("CUST_FIELD1", line.label),
    MATGROUP: materialGroup(line, rules),
  };
}

/** A hidden form field of the hand-over form. */
export interface OciFormField {
  name: string;
  value: string;
}

/**
 * The hand-over form's fields: one set per line, numbered from 1 (`NEW_ITEM-DESCRIPTION[1]`, …),
 * in cart order. Values are plain text; the page that renders them escapes them.
 */
export function ociFormFields(
  lines: readonly OciCartLine[],
  rules: OciExportRules,
  references: OciOrderReferences = {},
): OciFormField[] {
  const header = REFERENCE_FIELDS.flatMap(([field, key]) => {
    const value = truncateOci(references[key] ?? "", OCI_MAX_LENGTH[field]);
    return value ? [{ field, value }] : [];
  });
  return lines.flatMap((line, index) => {
    const values = ociLineValues(line, rules);
    return [
      ...FIELD_ORDER.map((field) => ({ name: `NEW_ITEM-${field}[${index + 1}]`, value: values[field] })),
      ...header.map(({ field, value }) => ({ name: `NEW_ITEM-${field}[${index + 1}]`, value })),
    ];
  });
}
