/**
 * Favourites and shopping lists: save from any card, the lists on my pages, and adding a list to the cart.
 * Its face: what other features may use (features import each other only through index.ts,
 * index.server.ts or a lazy chunk; tests/architecture/layout.test.ts).
 */
export { SaveToList } from "./save-to-list";
