/** What other features may use of this feature (features import each other only through their index files; server-only parts are in index.server.ts). */
export { AccountFlyoutBody } from "./account-flyout";
export type { ShellContext, ShellUser } from "./account-view";
export { AddressLines } from "./address-card";
export { ProjectFlyoutBody } from "./project-flyout";
