/**
 * The product configurator on the product page and the saved configurations on my pages.
 * Its server-side face: what other features may use on the server (features import each other only through index.ts,
 * index.server.ts or a lazy chunk; tests/architecture/layout.test.ts).
 */
export { loadConfigurator } from "./configurator.server";
export type { ConfiguratorView } from "./configurator.server";
