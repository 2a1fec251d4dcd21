/** The shape of the demo catalogue's category tree, and the attribute value lists its leaves share. */
export interface LeafSpec {
  name: string;
  /** The makers a wholesaler stocks for this family; the generator picks among them. */
  brands: string[];
  /**
   * A leaf split off from another after the demo catalogue was first generated: its products are drawn through that
   * leaf, by the stems both name, so every article keeps its number, price and stock and only moves category.
   */
  drawnThrough?: string;
  unit: "st" | "m" | "förp";
  /** List price range in öre per unit. */
  price: [number, number];
  stems: string[];
  /** The dimension that distinguishes variants of one product. */
  dimension: [string, string[]];
  attributes?: [string, string[]][];
  /** Copper/aluminium content: a metal (alloying) surcharge applies. */
  metal?: boolean;
  /** Chemicals: hazard warnings apply. */
  hazard?: boolean;
  /** Sold per package but priced per piece. */
  packageOf?: number[];
}

export type Taxonomy = [string, [string, LeafSpec[]][]][];

export const colour: [string, string[]] = ["Färg", ["Vit", "Svart", "Grå", "Blå", "Röd", "Rostfri"]];
export const ip: [string, string[]] = ["Kapslingsklass", ["IP20", "IP44", "IP54", "IP65", "IP67"]];
export const material: [string, string[]] = [
  "Material",
  ["Stål", "Rostfritt stål A2", "Rostfritt stål A4", "Förzinkat stål", "Mässing", "Plast"],
];
export const batteryVoltage: [string, string[]] = ["Spänning", ["18 V", "18 V", "12 V", "36 V"]];
