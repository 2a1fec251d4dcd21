/**
 * The fixed facts of the demo data: seed version and size, article numbering, the articles with
 * fixed roles (spec sections 4-5) and the small helpers every generator shares.
 */
import { eanCheckDigit } from "./prng";
import { CENTRAL_WAREHOUSES, type LeafSpec } from "./taxonomy";

// 9: an article's category name is searched with its attributes, not as part of its name (article-rows.ts).
export const SEED_VERSION = "9";
export const DEFAULT_ARTICLE_COUNT = 5000;
export const VIRTUAL_LOCATION = "VIRTUAL";
export const CENTRAL_IDS = CENTRAL_WAREHOUSES.map((c) => c[0]);

export type Row = Record<string, string | number | null>;

export interface GenerateOptions {
  articles?: number;
  seed?: number;
  /** "Today" as YYYY-MM-DD: campaign and availability dates are relative to it. */
  today: string;
}

/** Article number of the n-th generated article: 7 digits, spread out like a real range. */
export function articleNumberAt(index: number): string {
  const n = 1_000_000 + index * 37;
  // From 218,920 articles on the range would reach the configurator families' numbers (9,100,000 on, families.ts):
  // a catalogue that large (the search benchmark's million) goes on from 40,100,000 instead.
  return String(n < GENERATED_RANGE_BREAK ? n : n + 31_000_000);
}

/** Where the generated article numbers step over the families' (families.ts FAMILY_NUMBER_BASE). */
const GENERATED_RANGE_BREAK = 9_100_000;

export function eanAt(index: number): string {
  const first12 = `7350${String(index + 10_000).padStart(8, "0")}`;
  return first12 + eanCheckDigit(first12);
}

/** Articles with fixed roles, so the rules of spec sections 4-5 are visible in the demo data. */
export const DEMO_ARTICLES = {
  metalSurcharge: articleNumberAt(0),
  discontinuedWithStock: articleNumberAt(1),
  replacement: articleNumberAt(2),
  discontinuedNoStock: articleNumberAt(3),
  discontinuedNoStockNoReplacement: articleNumberAt(4),
  onlyStore: articleNumberAt(5),
  mustBeInStockedAt: articleNumberAt(6),
  askForPrice: articleNumberAt(7),
  bracketPrices: articleNumberAt(8),
  campaign: articleNumberAt(9),
  transit: articleNumberAt(10),
  transitPlus: articleNumberAt(11),
  virtual: articleNumberAt(12),
  hazard: articleNumberAt(13),
  ssg: articleNumberAt(14),
  orderMultiple: articleNumberAt(15),
  noStockLocations: articleNumberAt(16),
} as const;
export const DEMO_COUNT = 17;

export interface Leaf {
  spec: LeafSpec;
  id: string;
  l1: string;
  l2: string;
  l1Index: number;
  discountGroup: string;
}

export function addDays(today: string, days: number): string {
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export const json = (value: unknown) => JSON.stringify(value);
