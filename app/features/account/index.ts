/**
 * Signing in, the customer and project context, profile, password, addresses and user administration (my pages).
 * Its face: what other features may use (features import each other only through index.ts,
 * index.server.ts or a lazy chunk; tests/architecture/layout.test.ts).
 */
export { AccountFlyoutBody } from "./account-flyout";
export type { ShellContext, ShellUser } from "./account-view";
export { AddressLines } from "./address-card";
export { ProjectFlyoutBody } from "./project-flyout";
