/** The demo catalogue's vocabulary: a three-level category tree with product stems per leaf, brands and locations. */
import { ELECTRICAL_CATEGORIES } from "./taxonomy-electrical";
import { PLUMBING_AND_BUILDING_CATEGORIES } from "./taxonomy-plumbing-building";
import type { Taxonomy } from "./taxonomy-spec";
import { TOOLS_FIXINGS_AND_SAFETY_CATEGORIES } from "./taxonomy-tools-fixings";

export type { LeafSpec, Taxonomy } from "./taxonomy-spec";

// The order of the top-level categories is part of the seed: category ids and material groups follow it.
export const TAXONOMY: Taxonomy = [
  ...ELECTRICAL_CATEGORIES,
  ...PLUMBING_AND_BUILDING_CATEGORIES,
  ...TOOLS_FIXINGS_AND_SAFETY_CATEGORIES,
];

/**
 * The makers, all fictional: a demo must not put real makers' names on invented products and prices. Their position is
 * their brand id (b1, b2 …), so ids stay when a name changes; the code starts each maker's model names.
 */
export const MAKERS: [name: string, code: string][] = [
  ["Nordkabel", "NK"],
  ["Kopparlinjen", "KL"],
  ["Elvia", "EV"],
  ["Voltena", "VT"],
  ["Säkrab", "SK"],
  ["Ljusmakarna", "LM"],
  ["Brytverket", "BV"],
  ["Dosab", "DS"],
  ["Kvarnbergs Porslin", "KP"],
  ["Strömsholms Armatur", "SA"],
  ["Rörflex", "RF"],
  ["Pressab", "PA"],
  ["Gipsverken", "GV"],
  ["Isoterm", "IT"],
  ["Fiberull", "FU"],
  ["Fogexperten", "FE"],
  ["Limfabriken", "LF"],
  ["Verkab", "VK"],
  ["Kraftborr", "KB"],
  ["Precisa", "PC"],
  ["Stålgrepp", "SG"],
  ["Tångverket", "TV"],
  ["Mätab", "MT"],
  ["Fästab", "FX"],
  ["Ankarfäst", "AF"],
  ["Skruvcentralen", "SC"],
  ["Greppa", "GR"],
  ["Skyddsteknik", "ST"],
  ["Släckab", "SL"],
  ["Nordljus", "NL"],
  // Added with the per-family maker lists (LeafSpec.brands); appended so earlier brand ids stay.
  ["Ledningsbolaget", "LB"],
  ["Kanalteknik", "KT"],
  ["Takljus", "TL"],
  ["Armaturhuset", "AH"],
  ["Lysab", "LY"],
  ["Fasadljus", "FL"],
  ["Lampverket", "LV"],
  ["Glödab", "GL"],
  ["Kopparverken", "KV"],
  ["Rörmetall", "RM"],
  ["Presskoppling", "PK"],
  ["Plaströr Nord", "PN"],
  ["Avloppsteknik", "AT"],
  ["Dalarmatur", "DA"],
  ["Brunnsteknik", "BT"],
  ["Golvbrunn Syd", "GS"],
  ["Stålbrunn", "SB"],
  ["Gängtät", "GT"],
  ["Tätab", "TA"],
  ["Skivverket", "SV"],
  ["Norrskog", "NS"],
  ["Spånab", "SP"],
  ["Stenfiber", "SF"],
  ["Skumteknik", "SU"],
  ["Bitsverket", "BI"],
  ["Smidesbruket", "SM"],
  ["Provab", "PV"],
  ["Bandab", "BA"],
  ["Arbetshanden", "AR"],
  ["Hörselvärn", "HV"],
  ["Brandvakt", "BW"],
  ["Larmab", "LA"],
];

export const BRANDS = MAKERS.map(([name]) => name);
export const MAKER_CODES: ReadonlyMap<string, string> = new Map(MAKERS);

export const FILTER_TAGS = ["Nyhet", "Miljöval", "Svanenmärkt", "Lagervara", "Webbexklusiv", "Byggvarubedömd"];

export const TOWNS: [string, string, string, number, number][] = [
  // [store id, town, postal code, latitude, longitude]
  ["1001", "Stockholm Sickla", "131 54", 59.3055, 18.1213],
  ["1002", "Göteborg Hisingen", "417 05", 57.7211, 11.9395],
  ["1003", "Malmö Bulltofta", "212 35", 55.6049, 13.0474],
  ["1004", "Uppsala Boländerna", "753 23", 59.8505, 17.6691],
  ["1005", "Västerås Erikslund", "721 36", 59.6195, 16.4545],
  ["1006", "Örebro Marieberg", "702 27", 59.2302, 15.1979],
  ["1007", "Linköping Tornby", "582 73", 58.4329, 15.5862],
  ["1008", "Jönköping Ljungarum", "556 52", 57.7525, 14.1935],
  ["1009", "Umeå Västerslätt", "904 22", 63.8158, 20.2089],
  ["2001", "Sundsvall Birsta", "863 41", 62.4505, 17.3878],
  ["2002", "Gävle Valbo", "818 33", 60.6395, 17.0214],
  ["2003", "Luleå Storheden", "975 92", 65.6126, 22.0419],
  ["2004", "Karlstad Bergvik", "653 46", 59.3832, 13.4289],
  ["2005", "Växjö Grand Samarkand", "352 46", 56.8934, 14.7679],
  ["2006", "Halmstad Flygstaden", "302 44", 56.6801, 12.8062],
  ["2007", "Norrköping Ingelsta", "602 23", 58.6171, 16.2204],
  ["2008", "Visby Östercentrum", "621 41", 57.6348, 18.3071],
];

export const CENTRAL_WAREHOUSES: [string, string, string, number, number][] = [
  ["9000", "Centrallager Jönköping", "556 27", 57.7715, 14.2171],
  ["9100", "Centrallager Nordel Eskilstuna", "635 10", 59.3666, 16.5077],
];
