/**
 * The product configurator on the product page and the saved configurations on my pages.
 * Its face: what other features may use (features import each other only through index.ts,
 * index.server.ts or a lazy chunk; tests/architecture/layout.test.ts).
 */
export { ConfiguratorSlot } from "./configurator-slot";
