/**
 * The cart split into deliveries, quick order and cart files, the delivery and summary steps, and the cart's data-layer events.
 * Its face: what other features may use (features import each other only through index.ts,
 * index.server.ts or a lazy chunk; tests/architecture/layout.test.ts).
 */
export { CheckoutSteps } from "./checkout-steps";
export { TotalsTable } from "./totals-table";
