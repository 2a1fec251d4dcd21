/** What other features may use of this feature on the server (features import each other only through their index files). */
export { loadConfigurator } from "./configurator.server";
export type { ConfiguratorView } from "./configurator.server";
