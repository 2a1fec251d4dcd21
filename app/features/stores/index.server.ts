/**
 * Stores and retailers: the store finder, a store's stock of an article and the buyer's chosen store.
 * Its server-side face: what other features may use on the server (features import each other only through index.ts,
 * index.server.ts or a lazy chunk; tests/architecture/layout.test.ts).
 */
export { readChosenStoreId } from "./chosen-store.server";
