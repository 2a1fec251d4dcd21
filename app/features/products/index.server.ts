/** What other features may use of this feature on the server (features import each other only through their index files). */
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
