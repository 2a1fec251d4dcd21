import type { AccessClaims } from "./auth/jwt";

export interface CommerceEnv {
  DB: D1Database;
  JWT_SECRET: string;
  ACCESS_TOKEN_TTL_SECONDS?: string;
  /** Days a refresh token (session) lives without use. */
  REFRESH_TOKEN_TTL_DAYS?: string;
  /** "true" only in local development: enables /__dev/seed and /__dev/outbox. */
  DEV_SEED_ENABLED?: string;
}

export interface CommerceVariables {
  claims: AccessClaims;
}

export type AppEnv = { Bindings: CommerceEnv; Variables: CommerceVariables };
