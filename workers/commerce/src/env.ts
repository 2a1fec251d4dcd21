import type { AccessClaims } from "./auth/jwt";
import type { CartRow } from "./cart/store";

export interface CommerceEnv {
  DB: D1Database;
  /** A secret (`wrangler secret put JWT_SECRET`); locally from workers/commerce/.dev.vars. */
  JWT_SECRET: string;
  /** "development" only from .dev.vars / the test config: relaxes the secret's length check (app/domain/secrets.ts). */
  ENVIRONMENT?: string;
  ACCESS_TOKEN_TTL_SECONDS?: string;
  /** Days a refresh token (session) lives without use. */
  REFRESH_TOKEN_TTL_DAYS?: string;
  /** "true" only in local development: enables /__dev/seed and /__dev/outbox. */
  DEV_SEED_ENABLED?: string;
  /** "true" lets /graphql answer introspection (__schema, __type); also on when DEV_SEED_ENABLED is "true". */
  GRAPHQL_INTROSPECTION?: string;
  /** New anonymous carts per client and hour (default 60, cart/anonymous.ts). */
  ANONYMOUS_CARTS_PER_HOUR?: string;
}

export interface CommerceVariables {
  claims: AccessClaims;
  /** Set when the caller holds an anonymous cart token instead of a bearer token. */
  anonymousCart?: CartRow;
  /** The user's suspended flag as read with the session on this request (auth/middleware.ts). */
  suspendedNow?: boolean;
}

export type AppEnv = { Bindings: CommerceEnv; Variables: CommerceVariables };
