/** An article's stock type and sale flags: drawn at random, then fixed for the demo articles the tests name. */
import { articleNumberAt, DEMO_ARTICLES, DEMO_COUNT } from "./demo-data";
import type { Random } from "./prng";
import type { LeafSpec } from "./taxonomy";

export interface ArticleFlags {
  stockType: string;
  discontinued: number;
  replacement: string | null;
  onlyStore: number;
  mustBeInStockedAt: number;
  askForPrice: number;
  alloying: number;
  orderMultiple: number | null;
  stocked: boolean;
  noLocations: boolean;
  hasBrackets: boolean;
  emptyStock: boolean;
}

/** The draws keep their order: the same seed must still give the same catalogue. */
export function articleFlags(
  index: number,
  rnd: Random,
  articleNumber: string,
  spec: LeafSpec,
  listPrice: number,
): ArticleFlags {
  let stockType = rnd.next() < 0.72 ? "LAG" : rnd.pick(["TRA", "TRA_PLUS", "VIR"]);
  let discontinued = index > 20 && rnd.chance(0.01) ? 1 : 0;
  let replacement: string | null = discontinued && rnd.chance(0.5) ? articleNumberAt(index - 1) : null;
  let onlyStore = index > 20 && rnd.chance(0.005) ? 1 : 0;
  let mustBeInStockedAt = index > 20 && rnd.chance(0.01) ? 1 : 0;
  let askForPrice = index > 20 && rnd.chance(0.005) ? 1 : 0;
  let alloying = spec.metal ? Math.round((listPrice * rnd.int(5, 15)) / 100) : 0;
  let orderMultiple: number | null = rnd.chance(0.08) ? rnd.pick([5, 10, 25, 50]) : null;
  let stocked = true;
  let noLocations = false;
  let hasBrackets = rnd.chance(0.04);
  let emptyStock = false;
  const D = DEMO_ARTICLES;
  switch (articleNumber) {
    case D.metalSurcharge:
      stockType = "LAG";
      alloying = Math.round(listPrice * 0.12);
      break;
    case D.discontinuedWithStock:
      stockType = "LAG";
      discontinued = 1;
      replacement = D.replacement;
      break;
    case D.replacement:
      stockType = "LAG";
      discontinued = 0;
      break;
    case D.discontinuedNoStock:
      stockType = "LAG";
      discontinued = 1;
      replacement = D.replacement;
      emptyStock = true;
      break;
    case D.discontinuedNoStockNoReplacement:
      stockType = "LAG";
      discontinued = 1;
      replacement = null;
      emptyStock = true;
      break;
    case D.onlyStore:
      stockType = "LAG";
      onlyStore = 1;
      break;
    case D.mustBeInStockedAt:
      stockType = "LAG";
      mustBeInStockedAt = 1;
      break;
    case D.askForPrice:
      askForPrice = 1;
      break;
    case D.bracketPrices:
      hasBrackets = true;
      break;
    case D.transit:
      stockType = "TRA";
      break;
    case D.transitPlus:
      stockType = "TRA_PLUS";
      break;
    case D.virtual:
      stockType = "VIR";
      break;
    case D.orderMultiple:
      stockType = "LAG";
      orderMultiple = 10;
      break;
    case D.noStockLocations:
      noLocations = true;
      stocked = false;
      break;
    default:
      if (index < DEMO_COUNT) {
        discontinued = 0;
        replacement = null;
      }
  }
  return {
    stockType,
    discontinued,
    replacement,
    onlyStore,
    mustBeInStockedAt,
    askForPrice,
    alloying,
    orderMultiple,
    stocked,
    noLocations,
    hasBrackets,
    emptyStock,
  };
}
