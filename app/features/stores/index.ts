/** What other features may use of this feature (features import each other only through their index files; server-only parts are in index.server.ts). */
export { StoreContactRows } from "./store-contact";
export { StoreStockBody } from "./store-stock-table";
export type { StoreStockPageData } from "./stores-view";
