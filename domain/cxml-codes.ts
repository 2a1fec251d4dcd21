/**
 * The codes a cXML ItemIn carries besides the shop's own data: UN/CEFACT units of measure (Recommendation 20)
 * for the shop's sales units, and a UNSPSC class per material group (docs/punchout.md lists both tables).
 */

/**
 * The shop's sales units (lower case, as the catalogue writes them) → current UN/CEFACT Rec. 20 codes. Rec. 20
 * deleted its own two-letter package codes (PK, RO, PA…): a package is now "X" + its Rec. 21 code
 * (XPK package, XRO roll, XDR drum), and procurement systems that check codes against the current list refuse
 * the old ones. Units of measure proper (EA, MTR, KGM, PR…) are unchanged.
 */
const UNIT_CODES: Record<string, string> = {
  st: "EA",
  stk: "EA",
  styck: "EA",
  m: "MTR",
  cm: "CMT",
  mm: "MMT",
  kg: "KGM",
  g: "GRM",
  l: "LTR",
  m2: "MTK",
  "m²": "MTK",
  m3: "MTQ",
  "m³": "MTQ",
  par: "PR",
  set: "SET",
  sats: "SET",
  förp: "XPK",
  fp: "XPK",
  förpackning: "XPK",
  paket: "XPA",
  pkt: "XPA",
  rulle: "XRO",
  rle: "XRO",
  // A cable drum ("1 trumma = 100 m"): Rec. 21 DR, drum.
  trumma: "XDR",
  säck: "XSA",
  hink: "XBJ",
  kartong: "XCT",
  ask: "XBX",
  låda: "XBX",
  pall: "XPX",
  tub: "XTU",
};
/** A unit the table does not know is sent as each: a procurement system refuses unknown codes outright. */
export const CXML_DEFAULT_UNIT = "EA";

/** The current Rec. 20 code of a sales unit, or null when the shop has none for it. */
export function rec20UnitCode(unit: string | null): string | null {
  return UNIT_CODES[(unit ?? "").trim().toLowerCase()] ?? null;
}

export function cxmlUnitOfMeasure(unit: string | null): string {
  return rec20UnitCode(unit) ?? CXML_DEFAULT_UNIT;
}

/**
 * The catalogue's material groups are `4NNN0000`, NNN the top-level category in seed order (El, Belysning,
 * VVS, Bygg, Verktyg, Fästelement, Skydd). Each maps to the UNSPSC family that holds most of its articles.
 */
const UNSPSC_BY_MATERIAL_GROUP: Record<string, string> = {
  "40010000": "39120000", // El: electrical equipment, components and supplies
  "40020000": "39110000", // Belysning: lighting fixtures and accessories
  "40030000": "40140000", // VVS: fluid and gas distribution (pipes, fittings, valves)
  "40040000": "30100000", // Bygg: structural components and basic shapes
  "40050000": "27110000", // Verktyg: hand tools
  "40060000": "31160000", // Fästelement: hardware (screws, bolts, anchors)
  "40070000": "46180000", // Skydd: personal safety and protection
};
/** Electrical supplies: the shop's main trade, for an article without a known group. */
export const CXML_DEFAULT_UNSPSC = "39120000";

export function unspscOf(materialGroup: string | null): string {
  return UNSPSC_BY_MATERIAL_GROUP[(materialGroup ?? "").trim()] ?? CXML_DEFAULT_UNSPSC;
}
