/**
 * Category pages, listings with facets, and the product page that composes stock, delivery, lists, quotes and the configurator.
 * Its face: what other features may use (features import each other only through index.ts,
 * index.server.ts or a lazy chunk; tests/architecture/layout.test.ts).
 */
export { ProductCard } from "./product-card";
export { Breadcrumbs } from "./product-details";
export { ProductListing } from "./product-listing";
