/**
 * The data layer and behaviour events behind consent: queue, page events and the calls to the commerce service.
 * Its face: what other features may use (features import each other only through index.ts,
 * index.server.ts or a lazy chunk; tests/architecture/layout.test.ts).
 */
export { StreamedDataLayer, useActionDataLayer, useTrackedFetcher } from "./page-events";
