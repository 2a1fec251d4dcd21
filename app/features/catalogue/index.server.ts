/** What other features may use of this feature on the server (features import each other only through their index files). */
export { cardFrom, listingView, readListingQuery, runListing } from "./listing.server";
export type { ListingView } from "./listing.server";
