/** The shape of the demo catalogue's category tree, and the attribute value lists its leaves share. */

/**
 * A kind of product within a leaf. Its position in `LeafSpec.stems` is part of the seed (the generator draws a stem by
 * position), so an article number keeps its kind of product however the kind is named.
 */
export interface StemSpec {
  /** The type words a name starts with ("Dvärgbrytare"). */
  type: string;
  /** Words after the maker's model ("1-pol"). */
  qualifier?: string;
  /** Price relative to the leaf's first stem. */
  factor?: number;
  /** This kind's values of the deciding dimension, cheapest first (else the leaf's). */
  dimensions?: string[];
  /** This kind's values of an attribute, replacing the leaf's list (keeps the draw: one value per product). */
  values?: Record<string, string[]>;
  /** How the deciding dimension reads in the name ("16 A" → "C16"). */
  dimensionText?: (value: string) => string;
  /** A drum, ring or box the metre is sold from (else the leaf's). */
  conversion?: { factor: number; unit: string } | null;
}

export type Stem = string | StemSpec;

export interface LeafSpec {
  name: string;
  /** The makers a wholesaler stocks for this family (fictional); the generator picks among them. */
  brands: string[];
  /**
   * A leaf split off from another after the demo catalogue was first generated: its products are drawn through that
   * leaf, by the stems both name, so every article keeps its number, price and stock and only moves category.
   */
  drawnThrough?: string;
  unit: "st" | "m" | "förp";
  /** List price range in öre per unit: the low end is the cheapest variant of the leaf's first kind. */
  price: [number, number];
  stems: Stem[];
  /** The dimension that distinguishes variants of one product, its values cheapest first. */
  dimension: [string, string[]];
  /** Price step from one value of the dimension to the next (default 1.2), or one factor per value. */
  growth?: number | number[];
  /** Further attributes; one value per product (its first variant's draw), so a product's variants agree. */
  attributes?: [string, string[]][];
  /** Price factor of an attribute value (e.g. a thicker board), by "Attribute=value". */
  attributeFactors?: Record<string, number>;
  /** Attributes whose value the name carries (e.g. Tjocklek on a board). */
  namedAttributes?: string[];
  /** Copper/aluminium content: a metal (alloying) surcharge applies. */
  metal?: boolean;
  /** Chemicals: hazard warnings apply. */
  hazard?: boolean;
  /** Sold per package of so many pieces (drawn per article); the price per piece falls as the pack grows. */
  packageOf?: number[];
  /** Sold per package whose piece count follows the dimension (one per dimension value, e.g. boards per pack). */
  piecesPerDimension?: number[];
  /** Sold per metre from a drum or ring. */
  conversion?: { factor: number; unit: string };
}

export type Taxonomy = [string, [string, LeafSpec[]][]][];

export const colour: [string, string[]] = ["Färg", ["Vit", "Grå", "Svart"]];
export const ip: [string, string[]] = ["Kapslingsklass", ["IP20", "IP44", "IP54", "IP65", "IP67"]];
export const material: [string, string[]] = ["Material", ["Förzinkat stål", "Rostfritt stål A4"]];
export const batteryVoltage: [string, string[]] = ["Spänning", ["18 V", "12 V"]];

export const stemOf = (stem: Stem): StemSpec => (typeof stem === "string" ? { type: stem } : stem);
/** The stem's full kind name, as the split-off leaves and descriptions know it. */
export const stemName = (stem: Stem): string => {
  const s = stemOf(stem);
  return s.qualifier ? `${s.type} ${s.qualifier}` : s.type;
};
/** The values of the deciding dimension for a kind, cheapest first. */
export const dimensionValues = (leaf: LeafSpec, stem: Stem): string[] => stemOf(stem).dimensions ?? leaf.dimension[1];
