/**
 * What every page that shows an article shares: catalogue reads, price and stock views, the add-to-cart forms and replacement notices.
 * Its server-side face: what other features may use on the server (features import each other only through index.ts,
 * index.server.ts or a lazy chunk; tests/architecture/layout.test.ts).
 */
export {
  articleNumberFromSlug,
  getAttributeSequence,
  getBracketPrices,
  getMenu,
  getStockEverywhere,
  getStores,
  getVariant,
  getVariantCards,
  getVariantOffer,
  searchCatalogue,
} from "./catalogue-client.server";
export type { SearchInput } from "./catalogue-client.server";
export { listingDataLayer, productDataLayer } from "./catalogue-events.server";
export { PAGE_SIZE, cardFrom } from "./product-card.server";
export { listedArticles, planNotes, planRows, replacementFacts, rowsToAdd } from "./replacement-lookup.server";
export type { ListedArticles } from "./replacement-lookup.server";
export { normalizeQuery, sharedCatalogue } from "./shared-catalogue.server";
export type { MenuNode, SharedCatalogue } from "./shared-catalogue.server";
