import type { AccessClaims } from "./auth/jwt";
import type { SessionRider } from "./auth/session-rider";
import type { CartRow } from "./cart/store";
import type { CommerceConfig } from "./config/schema";

/**
 * The bindings and vars as workerd hands them over; config/schema.ts validates them once and
 * handlers read the typed `CommerceConfig` (c.get("config")) rather than these raw strings.
 */
export interface CommerceEnv {
  DB: D1Database;
  /** Quote attachments by content hash (wrangler.toml `[[r2_buckets]]`, quotes/attachment-objects.ts). */
  FILES: R2Bucket;
  /** A secret (`wrangler secret put JWT_SECRET`); locally from workers/commerce/.dev.vars. */
  JWT_SECRET: string;
  ENVIRONMENT?: string;
  ACCESS_TOKEN_TTL_SECONDS?: string;
  REFRESH_TOKEN_TTL_DAYS?: string;
  DEV_SEED_ENABLED?: string;
  GRAPHQL_INTROSPECTION?: string;
  ANONYMOUS_CARTS_PER_HOUR?: string;
  FORM_SUBMISSIONS_PER_HOUR?: string;
  /** Error reporting (workers/shared/monitoring.ts); unset, nothing is sent. */
  SENTRY_DSN?: string;
  /** A secret: the wholesaler's quote desk key (routes/quote-desk.ts); unset, no desk. */
  QUOTE_DESK_KEY?: string;
  /** The queue every outbox mail goes through, and its dead-letter queue (wrangler.toml `[[queues.producers]]`). */
  MAIL_QUEUE?: Queue<unknown>;
  MAIL_DLQ?: Queue<unknown>;
  /** The mail provider's HTTP endpoint (a var) and key (a secret); delivery is off until both are set (mail/config.ts). */
  MAIL_PROVIDER_URL?: string;
  MAIL_PROVIDER_KEY?: string;
  /** The sender of every mail, e.g. `Bultvik Bygg & El <noreply@bultvik.se>`. */
  MAIL_FROM?: string;
}

export interface CommerceVariables {
  /** The validated configuration (config/schema.ts), set before any route runs. */
  config: CommerceConfig;
  claims: AccessClaims;
  /** Set when the caller holds an anonymous cart token instead of a bearer token. */
  anonymousCart?: CartRow;
  /** The user's suspended flag as read with the session on this request (auth/middleware.ts). */
  suspendedNow?: boolean;
  /** A search's session check, sent in its first D1 batch (auth/session-rider.ts); unset on other routes. */
  sessionRider?: SessionRider;
  /** This request's time and the calling shop's closing days, for the delivery rules (cart/delivery-gate.ts). */
  clock: DeliveryClock;
}

/** Now and the calling shop's closing days: the inputs of the delivery rules (domain/delivery-options.ts). */
export interface DeliveryClock {
  now: Date;
  closingDays: readonly string[];
}

export type AppEnv = { Bindings: CommerceEnv; Variables: CommerceVariables };
