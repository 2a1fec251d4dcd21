/**
 * Stores and retailers: the store finder, a store's stock of an article and the buyer's chosen store.
 * Its face: what other features may use (features import each other only through index.ts,
 * index.server.ts or a lazy chunk; tests/architecture/layout.test.ts).
 */
export { StoreContactRows } from "./store-contact";
export { StoreStockBody } from "./store-stock-table";
export type { StoreStockPageData } from "./stores-view";
