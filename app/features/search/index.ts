/**
 * The search box with find-as-you-type suggestions and the search results page.
 * Its face: what other features may use (features import each other only through index.ts,
 * index.server.ts or a lazy chunk; tests/architecture/layout.test.ts).
 */
export { SearchBox } from "./search-box";
