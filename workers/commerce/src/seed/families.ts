/**
 * Product families for the configurator: products with many articles that differ by a few attributes, where not
 * every combination exists. Their articles have their own article-number range after the generated ones, so the
 * generated catalogue (and every article the tests name) stays as it was.
 */
import { slugify } from "./prng";

export type Combination = Readonly<Record<string, string>>;

export interface FamilySpec {
  productId: string;
  productName: string;
  description: string;
  /** The leaf category (LeafSpec.name) the family belongs to. */
  leaf: string;
  brand: string;
  unit: "st" | "m" | "förp";
  conversion?: { factor: number; unit: string };
  /** The attributes the articles differ by, with their values; every combination `exists` says is an article. */
  attributes: [string, string[]][];
  exists(c: Combination): boolean;
  articleName(c: Combination): string;
  /** List price in öre, excl. VAT. */
  price(c: Combination): number;
  /** Further attributes an article carries that the configurator does not choose by. */
  extra?(c: Combination): [string, string][];
}

const amps = (c: Combination) => Number.parseInt(c.Märkström, 10);
const decimal = (value: string) => Number.parseFloat(value.replace(",", "."));

const BREAKER_RATINGS = ["6 A", "10 A", "13 A", "16 A", "20 A", "25 A", "32 A"];

export const FAMILIES: FamilySpec[] = [
  {
    productId: "f-dvargbrytare-s200",
    productName: "Dvärgbrytare Voltena DB60",
    description:
      "Dvärgbrytare för DIN-skena, brytförmåga 10 kA, för ledningsskydd i bostäder och kommersiella lokaler.",
    leaf: "Dvärgbrytare",
    brand: "Voltena",
    unit: "st",
    attributes: [
      ["Poler", ["1", "2", "3"]],
      ["Karakteristik", ["B", "C", "D"]],
      ["Märkström", BREAKER_RATINGS],
    ],
    // D-characteristic (motors, transformers) only as 3-pole; 2-pole only up to 20 A; 32 A only as 3-pole.
    exists: (c) =>
      (c.Karakteristik !== "D" || c.Poler === "3") &&
      (c.Poler !== "2" || (c.Karakteristik !== "D" && amps(c) <= 20)) &&
      (amps(c) < 32 || c.Poler === "3"),
    articleName: (c) => `Dvärgbrytare Voltena DB60 ${c.Poler}-pol ${c.Karakteristik}${amps(c)}`,
    // The generated breakers' logic (taxonomy-electrical.ts): poles multiply, each rating step adds 6 %, D costs more.
    price: (c) =>
      4900 *
      1.08 *
      [1, 2.2, 3.3][Number(c.Poler) - 1] *
      1.06 ** BREAKER_RATINGS.indexOf(c.Märkström) *
      (c.Karakteristik === "D" ? 1.25 : 1),
  },
  {
    productId: "f-jordfelsbrytare-f200",
    productName: "Jordfelsbrytare Voltena JF40",
    description:
      "Jordfelsbrytare för DIN-skena, för personskydd (30 mA) och brandskydd (300 mA). Typ B känner även släta likfelströmmar, för laddboxar och frekvensomriktare.",
    leaf: "Jordfelsbrytare",
    brand: "Voltena",
    unit: "st",
    attributes: [
      ["Poler", ["2", "4"]],
      ["Utlösningsström", ["30 mA", "300 mA"]],
      ["Typ", ["A", "B"]],
      ["Märkström", ["25 A", "40 A"]],
    ],
    // Type B only as 4-pole; 300 mA (fire protection) only at 40 A.
    exists: (c) => (c.Typ !== "B" || c.Poler === "4") && (c.Utlösningsström !== "300 mA" || amps(c) === 40),
    articleName: (c) => `Jordfelsbrytare Voltena JF40 ${c.Poler}-pol typ ${c.Typ} ${c.Märkström} ${c.Utlösningsström}`,
    price: (c) => 39900 + (c.Poler === "4" ? 30000 : 0) + (c.Typ === "B" ? 180000 : 0) + amps(c) * 200,
    // The wholesaler's internal article group: disabled in the category's attribute sequence.
    extra: (c) => [["Artikelgrupp", `JFB-${c.Poler}P`]],
  },
  {
    productId: "f-installationskabel-ekk-light",
    productName: "Installationskabel EKK Light Dca Kopparlinjen",
    description: "Installationskabel för fast förläggning inomhus och utomhus, brandklass Dca, på trumma om 100 m.",
    leaf: "Installationskabel",
    brand: "Kopparlinjen",
    unit: "m",
    conversion: { factor: 100, unit: "m/trumma" },
    attributes: [
      ["Ledararea", ["3G1,5", "3G2,5", "4G1,5", "5G1,5", "5G2,5", "5G4", "5G6"]],
      ["Färg", ["Vit", "Grå", "Svart"]],
    ],
    // Grey in every size; white for the small sizes, black for the larger five-conductor sizes.
    exists: (c) =>
      c.Färg === "Grå" ||
      (c.Färg === "Vit" && ["3G1,5", "3G2,5", "5G1,5"].includes(c.Ledararea)) ||
      (c.Färg === "Svart" && ["5G2,5", "5G4", "5G6"].includes(c.Ledararea)),
    articleName: (c) =>
      `Installationskabel EKK Light Dca Kopparlinjen ${c.Ledararea} ${c.Färg.toLowerCase()} 100 m trumma`,
    price: (c) => {
      const [conductors, area] = c.Ledararea.split("G");
      return Math.round(390 + Number(conductors) * decimal(area) * 160);
    },
  },
  {
    productId: "f-kopparror-hart",
    productName: "Kopparrör hårt EN 1057 Kopparverken",
    description: "Hårt kopparrör i raka längder för tappvatten och värme.",
    leaf: "Kopparrör",
    brand: "Kopparverken",
    unit: "st",
    attributes: [
      ["Dimension", ["10 mm", "12 mm", "15 mm", "18 mm", "22 mm", "28 mm", "35 mm"]],
      ["Längd", ["3 m", "5 m"]],
    ],
    // The smallest size comes only in 3 m, the largest only in 5 m.
    exists: (c) => !(c.Dimension === "10 mm" && c.Längd === "5 m") && !(c.Dimension === "35 mm" && c.Längd === "3 m"),
    articleName: (c) => `Kopparrör hårt EN 1057 Kopparverken ${c.Dimension} ${c.Längd}`,
    price: (c) => Math.round(decimal(c.Dimension) * decimal(c.Längd) * 520),
  },
  {
    productId: "f-traskruv-fix",
    productName: "Träskruv Fästab TX",
    description: "Träskruv med torxfäste och skärande spets, i förpackning om 200 st.",
    leaf: "Träskruv",
    brand: "Fästab",
    unit: "förp",
    conversion: { factor: 200, unit: "st" },
    attributes: [
      ["Diameter", ["4,0 mm", "4,5 mm", "5,0 mm", "6,0 mm"]],
      ["Längd", ["30 mm", "40 mm", "50 mm", "60 mm", "80 mm", "100 mm", "120 mm"]],
      ["Material", ["Förzinkat stål", "Rostfritt stål A4"]],
    ],
    // Four lengths per diameter; stainless only in the thinner, shorter screws.
    exists: (c) => {
      const d = decimal(c.Diameter);
      const l = decimal(c.Längd);
      const lengths: Record<string, number[]> = {
        "4": [30, 40, 50, 60],
        "4.5": [40, 50, 60, 80],
        "5": [50, 60, 80, 100],
        "6": [60, 80, 100, 120],
      };
      if (!lengths[String(d)].includes(l)) return false;
      return c.Material === "Förzinkat stål" || (d <= 5 && l <= 60);
    },
    articleName: (c) =>
      `Träskruv Fästab TX ${c.Diameter.replace(" mm", "")}x${c.Längd.replace(" mm", "")} ` +
      `${c.Material === "Förzinkat stål" ? "förzinkad" : "rostfri A4"} 200 st`,
    price: (c) => Math.round(decimal(c.Diameter) * decimal(c.Längd) * 18 * (c.Material === "Förzinkat stål" ? 1 : 2.6)),
  },
];

/**
 * The attribute sequences (spec: /attribute-sequence/{category}/1) of the leaves the families live in, replacing the
 * generated ones; `disabled` attributes are data the configurator does not offer. Installationskabel keeps its
 * generated sequence: its family differs by the attributes that sequence already names.
 */
export const FAMILY_SEQUENCES: Record<string, { sequence: string[]; disabled: string[] }> = {
  Dvärgbrytare: {
    sequence: ["Poler", "Karakteristik", "Märkström", "Brytförmåga", "Varumärke"],
    disabled: ["SSG", "E-nummer"],
  },
  Jordfelsbrytare: {
    sequence: ["Poler", "Märkström", "Utlösningsström", "Typ", "Varumärke"],
    disabled: ["Artikelgrupp", "SSG", "E-nummer"],
  },
  Kopparrör: { sequence: ["Dimension", "Längd", "Varumärke"], disabled: ["SSG", "RSK-nummer"] },
  Träskruv: { sequence: ["Dimension", "Diameter", "Längd", "Material", "Varumärke"], disabled: ["SSG"] },
};

/** First article number of the families: after the generated range up to 218,919 articles, which steps over them after (demo-data.ts articleNumberAt). */
const FAMILY_NUMBER_BASE = 9_100_000;

export interface FamilyArticle {
  family: FamilySpec;
  /** Position among all family articles: article number and EAN follow it. */
  ordinal: number;
  articleNumber: string;
  name: string;
  variantSlug: string;
  combination: Combination;
  attributes: [string, string][];
}

function combinations(attributes: [string, string[]][]): Combination[] {
  return attributes.reduce<Combination[]>(
    (acc, [name, values]) => acc.flatMap((c) => values.map((value) => ({ ...c, [name]: value }))),
    [{}],
  );
}

/** Every family article, in a fixed order (families as listed, combinations in attribute order). */
export function familyArticles(): FamilyArticle[] {
  const result: FamilyArticle[] = [];
  for (const family of FAMILIES) {
    for (const combination of combinations(family.attributes).filter((c) => family.exists(c))) {
      const ordinal = result.length;
      const articleNumber = String(FAMILY_NUMBER_BASE + ordinal);
      const name = family.articleName(combination);
      result.push({
        family,
        ordinal,
        articleNumber,
        name,
        variantSlug: `${slugify(name)}-${articleNumber}`,
        combination,
        attributes: [
          ...family.attributes.map(([n]): [string, string] => [n, combination[n]]),
          ...(family.extra?.(combination) ?? []),
        ],
      });
    }
  }
  return result;
}

function familyFacts(productId: string, combination: Combination) {
  const articles = familyArticles().filter((a) => a.family.productId === productId);
  const chosen = articles.find((a) => Object.entries(combination).every(([n, v]) => a.combination[n] === v))!;
  return {
    productId,
    articleCount: articles.length,
    articleNumber: chosen.articleNumber,
    name: chosen.name,
    variantSlug: chosen.variantSlug,
  };
}

/** Fixed facts of the families for tests, like DEMO_ARTICLES: each family's product id and one of its articles. */
export const CONFIGURATOR_FAMILIES = {
  breaker: familyFacts("f-dvargbrytare-s200", { Poler: "2", Karakteristik: "C", Märkström: "16 A" }),
  rcd: familyFacts("f-jordfelsbrytare-f200", { Poler: "4", Typ: "B", Utlösningsström: "30 mA", Märkström: "40 A" }),
  cable: familyFacts("f-installationskabel-ekk-light", { Ledararea: "3G1,5", Färg: "Vit" }),
  copperPipe: familyFacts("f-kopparror-hart", { Dimension: "15 mm", Längd: "3 m" }),
  woodScrew: familyFacts("f-traskruv-fix", { Diameter: "5,0 mm", Längd: "50 mm", Material: "Förzinkat stål" }),
} as const;
