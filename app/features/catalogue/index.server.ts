/**
 * Category pages, listings with facets, and the product page that composes stock, delivery, lists, quotes and the configurator.
 * Its server-side face: what other features may use on the server (features import each other only through index.ts,
 * index.server.ts or a lazy chunk; tests/architecture/layout.test.ts).
 */
export { cardFrom, listingView, readListingQuery, runListing } from "./listing.server";
export type { ListingView } from "./listing.server";
