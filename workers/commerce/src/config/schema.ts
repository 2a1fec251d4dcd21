/**
 * The commerce worker's configuration (wrangler.toml `[vars]`, secrets and bindings), validated with zod
 * once per isolate and env object, so a missing binding or a malformed var answers 503 naming the field
 * instead of failing deep inside a handler with a 500.
 */
import { z } from "zod";
import { secretProblem } from "@shop/domain/secrets";
import { keptPerIsolate } from "../isolate-caches";

/** A var that is on only when it is exactly "true" (wrangler vars are strings). */
const flag = z
  .string()
  .optional()
  .transform((value) => value === "true");

/** An optional whole number given as a string; absent or empty means the default, then at least `min`. */
function wholeNumber(fallback: number, min: number) {
  return z
    .string()
    .optional()
    .refine((value) => value === undefined || value === "" || /^\d+$/.test(value.trim()), "must be a whole number")
    .transform((value) => Math.max(min, value ? Number(value) || fallback : fallback));
}

const d1Binding = z.custom<D1Database>(
  (value) => typeof value === "object" && value !== null && typeof (value as D1Database).prepare === "function",
  "must be a D1 binding",
);

const r2Binding = z.custom<R2Bucket>(
  (value) =>
    typeof value === "object" &&
    value !== null &&
    ["get", "put", "head", "delete"].every(
      (method) => typeof (value as Record<string, unknown>)[method] === "function",
    ),
  "must be an R2 bucket binding",
);

export const commerceEnvSchema = z.object({
  DB: d1Binding,
  /** Quote attachments (wrangler.toml `[[r2_buckets]]`); without it every upload and download would fail. */
  FILES: r2Binding,
  /** A secret (`wrangler secret put JWT_SECRET`); locally from .dev.vars. Checked by `secretProblem` below. */
  JWT_SECRET: z.string().optional(),
  /** "development" only from .dev.vars / the test config: relaxes the secret's length check (domain/secrets.ts). */
  ENVIRONMENT: z.string().optional(),
  ACCESS_TOKEN_TTL_SECONDS: wholeNumber(900, 30),
  /** Days a refresh token (session) lives without use. */
  REFRESH_TOKEN_TTL_DAYS: wholeNumber(30, 1),
  /** "true" only in local development: enables /__dev/seed and /__dev/outbox (dev-entry.ts). */
  DEV_SEED_ENABLED: flag,
  /**
   * Exactly "true" lets /graphql answer introspection (__schema, __type). Only a developer sets it, on purpose (in
   * workers/commerce/.dev.vars): the local start's DEV_SEED_ENABLED does not imply it, so a shop run by `npm start`
   * and reachable from the network does not hand out its schema.
   */
  GRAPHQL_INTROSPECTION: flag,
  /** New anonymous carts per client and hour (default 60, cart/anonymous.ts). */
  ANONYMOUS_CARTS_PER_HOUR: wholeNumber(60, 1),
  /** Content-form submissions per visitor (not signed in) and hour (default 10, routes/form-submissions.ts). */
  FORM_SUBMISSIONS_PER_HOUR: wholeNumber(10, 1),
  /**
   * Proxies of the shop's own in front of Cloudflare that append to X-Forwarded-For (http/client-key.ts).
   * Default 0: X-Forwarded-For is ignored and a visitor is CF-Connecting-IP, which no client can set.
   */
  TRUSTED_PROXY_HOPS: wholeNumber(0, 0),
  /** Error reporting (workers/shared/monitoring.ts, which reads it before any route); unset, nothing is sent. */
  SENTRY_DSN: z.string().optional(),
  /**
   * A secret: the key of the wholesaler's quote desk (`Authorization: QuoteDesk <key>`, routes/quote-desk.ts). Unset
   * or empty, the desk routes answer 404; a short key would be guessable, so it is refused like a short JWT_SECRET.
   */
  /**
   * Development and tests only: the instant the delivery rules take as now (ISO 8601), so express windows do not
   * depend on when a suite runs. Ignored unless ENVIRONMENT is "development" (parseCommerceEnv).
   */
  DELIVERY_CLOCK: z.iso.datetime({ offset: true }).optional(),
  QUOTE_DESK_KEY: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(z.string().min(24, "must be at least 24 characters").optional()),
});

/** What the handlers read: vars parsed to their types, in the shop's words. Bindings stay on `c.env`. */
export interface CommerceConfig {
  jwtSecret: string;
  environment: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  devToolsEnabled: boolean;
  graphqlIntrospection: boolean;
  anonymousCartsPerHour: number;
  formSubmissionsPerHour: number;
  /** X-Forwarded-For entries added by trusted proxies before Cloudflare's own; 0: the header is ignored. */
  trustedProxyHops: number;
  /** null: no quote desk; its routes answer 404. */
  quoteDeskKey: string | null;
  /** The delivery rules' fixed now (development and tests only); null: the real time. */
  fixedDeliveryClock: Date | null;
}

/** A configuration that cannot be used: the field to name in the 503 and the reason for the log. */
export interface ConfigProblem {
  field: string;
  problem: string;
}

export type ConfigResult = { ok: true; config: CommerceConfig } | { ok: false; error: ConfigProblem };

export function parseCommerceEnv(env: unknown): ConfigResult {
  const parsed = commerceEnvSchema.safeParse(env ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue.path[0] ?? "env");
    return { ok: false, error: { field, problem: `${field} ${issue.message}` } };
  }
  const vars = parsed.data;
  // Missing, committed or (outside development) short secrets would let anyone forge tokens.
  const secret = secretProblem("JWT_SECRET", vars.JWT_SECRET, vars.ENVIRONMENT);
  if (secret !== null || vars.JWT_SECRET === undefined) {
    return { ok: false, error: { field: "JWT_SECRET", problem: secret ?? "JWT_SECRET is not set" } };
  }
  return {
    ok: true,
    config: {
      jwtSecret: vars.JWT_SECRET,
      environment: vars.ENVIRONMENT,
      accessTokenTtlSeconds: vars.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlSeconds: vars.REFRESH_TOKEN_TTL_DAYS * 86_400,
      devToolsEnabled: vars.DEV_SEED_ENABLED,
      graphqlIntrospection: vars.GRAPHQL_INTROSPECTION,
      anonymousCartsPerHour: vars.ANONYMOUS_CARTS_PER_HOUR,
      formSubmissionsPerHour: vars.FORM_SUBMISSIONS_PER_HOUR,
      trustedProxyHops: vars.TRUSTED_PROXY_HOPS,
      quoteDeskKey: vars.QUOTE_DESK_KEY ?? null,
      fixedDeliveryClock:
        vars.DELIVERY_CLOCK && vars.ENVIRONMENT === "development" ? new Date(vars.DELIVERY_CLOCK) : null,
    },
  };
}

// Keyed by the env object: workerd hands an isolate the same one on every request, and tests that pass
// their own env (another secret, a flag turned on) get theirs parsed once too.
let parsedByEnv = new WeakMap<object, ConfigResult>();
keptPerIsolate(() => (parsedByEnv = new WeakMap()));

export function commerceConfigOf(env: object): ConfigResult {
  let result = parsedByEnv.get(env);
  if (result === undefined) {
    result = parseCommerceEnv(env);
    parsedByEnv.set(env, result);
  }
  return result;
}
