// Ports of the e2e stack. E2E_PORT_BASE moves all of them (base … base+5), so two runs can coexist.
const base = Number(process.env.E2E_PORT_BASE ?? 8797);
export const e2ePorts = { storefrontPort: base, commercePort: base + 1, contentPort: base + 2 };
/** A second storefront serves the second demo brand (BRAND=nordel) against the same services. */
export const e2eBrandPorts = { nordel: base + 4 };
/** The fake mail provider (workers/mail-provider): the commerce worker delivers every mail there; GET /emails lists. */
export const e2eMailProviderPort = base + 5;
export const e2ePersistDir = base === 8797 ? ".wrangler/e2e-state" : `.wrangler/e2e-state-${base}`;

/**
 * Tracking and monitoring settings of the e2e stack: a valid tag-manager id (the browser's requests to
 * the tag manager are answered by the tests, the machine has no network) and a Sentry DSN pointing at
 * a port where a test starts its own envelope receiver (tests/e2e/support/envelope-receiver.ts).
 */
export const e2eSentryPort = base + 3;
export const e2eMonitoring = {
  gtmId: "GTM-E2E7TEST",
  sentryDsn: `http://e2epublickey@127.0.0.1:${e2eSentryPort}/1`,
};

/**
 * The key of the wholesaler's quote desk in the e2e stack (commerce QUOTE_DESK_KEY): tests answer a quote review as
 * the desk would (POST /v1/quotes/{id}/offer with `Authorization: QuoteDesk <key>`).
 */
export const e2eQuoteDeskKey = "e2e-quote-desk-key-0123456789";

/** The delivery rules' now in the e2e stack (DELIVERY_CLOCK of both workers): Tuesday 12:30, every express open. */
export const e2eDeliveryClock = "2026-11-24T12:30:00+01:00";

/** The storefront's CACHE_PURGE_TOKEN in the e2e stack: tests bump the edge cache's data version with it. */
export const e2eCachePurgeToken = "e2e-cache-purge-token-0123456789";
