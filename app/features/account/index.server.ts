/**
 * Signing in, the customer and project context, profile, password, addresses and user administration (my pages).
 * Its server-side face: what other features may use on the server (features import each other only through index.ts,
 * index.server.ts or a lazy chunk; tests/architecture/layout.test.ts).
 */
export { currentSession } from "./customer-context.server";
