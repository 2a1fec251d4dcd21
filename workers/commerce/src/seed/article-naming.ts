/**
 * How a generated article is named and priced, the way a wholesaler's range reads: type, maker and model, the deciding
 * dimension or rating, then the pack ("Dvärgbrytare Voltena VT31 1-pol C16", "Träskruv Fästab FX12 5,0x50 förzinkad
 * 200 st"). Prices follow the family's logic: the leaf's base price times the kind, the dimension's step, the maker
 * and the product's attributes; a pack costs its pieces less a discount that grows with the pack.
 */
import { dimensionValues, stemOf, type LeafSpec, type Stem } from "./taxonomy-spec";

/** One product of the generated catalogue: its kind, maker, model and the attribute values its variants share. */
export interface ProductPlan {
  leaf: LeafSpec;
  stem: Stem;
  maker: string;
  model: string;
  /** Secondary attributes, one value per product. */
  attributes: [string, string][];
  /** Values the name and the data table share that are no drawn attribute (poles of an RCD, a lamp's socket). */
  facts: Record<string, string>;
}

/** Price step per maker (by its place in the leaf's list): one is dearer, one cheaper, as in a real range. */
const MAKER_FACTORS = [1, 1.08, 0.93, 1.15];
/** Price per piece relative to a pack of 100: the bigger the pack, the less a piece costs. */
const PACK_FACTORS: Record<number, number> = { 50: 1.1, 100: 1, 200: 0.9, 250: 0.88, 500: 0.8, 1000: 0.7 };

/** A small stable hash: product-level choices that must not draw from the catalogue's random sequence. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Facts of a product that follow from its kind (and, where a kind comes in several, from its number). */
export function productFacts(leaf: LeafSpec, stem: Stem, productNo: number): Record<string, string> {
  const type = stemOf(stem).type;
  if (leaf.name === "Jordfelsbrytare") return { Poler: hash(`rcd${productNo}`) % 3 === 0 ? "2" : "4" };
  if (leaf.name === "LED-lampor")
    return {
      Sockel:
        type === "LED-rör T8" ? "G13" : type === "LED-lampa kron" ? "E14" : hash(`e${productNo}`) % 3 ? "E27" : "E14",
    };
  return {};
}

/** A model name unique per maker within a leaf: the maker's code and a running number. */
export function modelName(code: string, leafOrdinal: number, n: number): string {
  return `${code}${10 * (1 + (leafOrdinal % 9)) + n}`;
}

const lower = (value: string) => (/\d/.test(value) ? value : value.toLowerCase());
const MATERIAL_WORDS: Record<string, string> = {
  "Förzinkat stål": "förzinkad",
  "Svartförzinkat stål": "svartförzinkad",
  "Rostfritt stål A4": "rostfri A4",
  "Rostfritt stål A2": "rostfri A2",
  "Rostfritt stål": "rostfri",
  Koppar: "koppar",
  Polyamid: "",
};
/** Named attributes that read before the dimension ("12,5 mm 1200x2400 mm", "18 V med 2x5,0 Ah"). */
const BEFORE_DIMENSION = new Set(["Tjocklek", "Spänning"]);

function attributeWord(name: string, value: string): string {
  return name === "Material" ? (MATERIAL_WORDS[value] ?? lower(value)) : lower(value);
}

/** What the article is sold in: a pack of pieces, a drum or ring of metres, or nothing (per piece). */
export function packageOf(leaf: LeafSpec, stem: Stem, dimension: string, drawnPack: number | null) {
  if (drawnPack) return { factor: drawnPack, unit: "st" };
  if (leaf.piecesPerDimension) {
    const index = dimensionValues(leaf, stem).indexOf(dimension);
    return { factor: leaf.piecesPerDimension[Math.max(0, index)], unit: "st" };
  }
  const own = stemOf(stem).conversion;
  if (own !== undefined) return own;
  return leaf.conversion ?? null;
}

export function articleName(
  plan: ProductPlan,
  dimension: string,
  pack: { factor: number; unit: string } | null,
): string {
  const stem = stemOf(plan.stem);
  const named = (plan.leaf.namedAttributes ?? []).flatMap((n) => {
    const value = plan.attributes.find(([a]) => a === n)?.[1];
    return value === undefined ? [] : [[n, attributeWord(n, value)] as const];
  });
  const packText = !pack
    ? ""
    : pack.unit === "st"
      ? `${pack.factor} st`
      : `${pack.factor} m ${pack.unit.split("/")[1] ?? pack.unit}`;
  return [
    stem.type,
    plan.maker,
    plan.model,
    stem.qualifier,
    plan.facts.Poler ? `${plan.facts.Poler}-pol` : "",
    plan.facts.Sockel ?? "",
    ...named.filter(([n]) => BEFORE_DIMENSION.has(n)).map(([, w]) => w),
    stem.dimensionText ? stem.dimensionText(dimension) : dimension,
    ...named.filter(([n]) => !BEFORE_DIMENSION.has(n)).map(([, w]) => w),
    packText,
  ]
    .filter(Boolean)
    .join(" ");
}

/** The product's name: the article name without the dimension and pack. */
export function productName(plan: ProductPlan): string {
  const stem = stemOf(plan.stem);
  return [stem.type, plan.maker, plan.model, stem.qualifier, plan.facts.Poler ? `${plan.facts.Poler}-pol` : ""]
    .filter(Boolean)
    .join(" ");
}

/** Whole kronor less 10 öre like a shelf price; small prices to the 10 öre. */
function shelfPrice(ore: number): number {
  return Math.max(190, ore >= 5000 ? Math.round(ore / 100) * 100 - 10 : Math.round(ore / 10) * 10);
}

/** The list price in öre per sales unit (per pack for a pack). */
export function listPrice(plan: ProductPlan, dimension: string, pack: { factor: number; unit: string } | null): number {
  const { leaf } = plan;
  const stem = stemOf(plan.stem);
  const rank = Math.max(0, dimensionValues(leaf, plan.stem).indexOf(dimension));
  const growth = Array.isArray(leaf.growth) ? leaf.growth[rank] : (leaf.growth ?? 1.2) ** rank;
  const maker = MAKER_FACTORS[Math.max(0, leaf.brands.indexOf(plan.maker)) % MAKER_FACTORS.length];
  const attributes = plan.attributes.reduce((f, [n, v]) => f * (leaf.attributeFactors?.[`${n}=${v}`] ?? 1), 1);
  const unitPrice = leaf.price[0] * (stem.factor ?? 1) * growth * maker * attributes;
  if (leaf.unit !== "förp" || !pack) return shelfPrice(unitPrice);
  const packFactor = leaf.packageOf ? (PACK_FACTORS[pack.factor] ?? 1) : 1;
  return shelfPrice(unitPrice * pack.factor * packFactor);
}
