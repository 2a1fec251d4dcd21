/**
 * The storefront worker's configuration: its bindings and vars, validated with zod once per isolate
 * (the env object lives as long as the isolate), so a missing or broken setting fails every request
 * with its name instead of failing deep inside one page. Only `PublicConfig` may reach the browser.
 */
import { z } from "zod";
import { secretProblem } from "@shop/domain/secrets";

const text = z.string({ error: "is not set" }).min(1, "is empty");
const optionalText = z.string().optional();
const binding = <T>(what: string) =>
  z.custom<T>((value) => typeof value === "object" && value !== null, { message: `is not bound (${what})` });

export const storefrontEnvSchema = z
  .object({
    /** Static assets from the client build (wrangler `[assets]`); the worker entry serves them, the app never does. */
    ASSETS: binding<Fetcher>("wrangler [assets]").optional(),
    /** Cache for brand config, content and catalogue answers (TTL + stale-while-revalidate). */
    CACHE: binding<KVNamespace>("wrangler [[kv_namespaces]] CACHE"),
    /**
     * Visitors' catalogue and content pages in the edge cache (app/edge-cache): seconds fresh (default 60, "0" turns
     * the cache off) and seconds more served stale while one request refreshes them (default 600).
     */
    EDGE_CACHE_SECONDS: z
      .string()
      .regex(/^\d{1,6}$/, "is not a whole number of seconds")
      .optional(),
    EDGE_CACHE_STALE_SECONDS: z
      .string()
      .regex(/^\d{1,6}$/, "is not a whole number of seconds")
      .optional(),
    /** Secret bearer token of `POST /api/cache/version` (content and catalogue webhooks); unset: no purge endpoint. */
    CACHE_PURGE_TOKEN: optionalText,
    /** Brand id from `brands/`; unknown ids fall back to the default brand. */
    BRAND: optionalText,
    /**
     * The commerce and content workers as service bindings (wrangler `[[services]]`): when bound, the storefront
     * calls them through the binding; otherwise over HTTP to COMMERCE_URL / CONTENT_URL (app/services/service-fetch).
     */
    COMMERCE: binding<Fetcher>("wrangler [[services]] COMMERCE").optional(),
    CONTENT: binding<Fetcher>("wrangler [[services]] CONTENT").optional(),
    /** Base URL of the commerce service (also the base of its image URLs, which browsers load). */
    COMMERCE_URL: text,
    /** Base URL of the content service (Contentful-compatible). */
    CONTENT_URL: text,
    CONTENT_SPACE: optionalText,
    CONTENT_ENVIRONMENT: optionalText,
    CONTENT_STAGING_ENVIRONMENT: optionalText,
    CONTENT_DELIVERY_TOKEN: optionalText,
    CONTENT_PREVIEW_TOKEN: optionalText,
    /** Encrypts the session cookie; a secret in production (`wrangler secret put SESSION_SECRET`). */
    SESSION_SECRET: z.string().optional(),
    /** "development" only in the gitignored .dev.vars and the test pools (domain/secrets.ts). */
    ENVIRONMENT: optionalText,
    /** Seconds before access-token expiry at which the storefront refreshes it. */
    TOKEN_REFRESH_MARGIN_SECONDS: optionalText,
    /** Extra origins allowed to frame the shop (punch-out), space separated. */
    FRAME_ANCESTORS: optionalText,
    SENTRY_DSN: optionalText,
    GTM_ID: optionalText,
    MAPS_API_KEY: optionalText,
    /** Where users flagged as external admins administer users (absolute https URL). */
    EXTERNAL_ADMIN_URL: optionalText,
    /** Routes marked in development that this deployment shows: route ids, comma separated, or `*`. */
    IN_DEVELOPMENT_ROUTES: optionalText,
    /**
     * Development and e2e only (ignored unless ENVIRONMENT is "development"): the instant the delivery rules take as
     * now, the same as the commerce service's DELIVERY_CLOCK, so which express methods are open does not depend on
     * when a test runs (app/features/checkout/delivery-choices.server.ts).
     */
    DELIVERY_CLOCK: z.iso.datetime({ offset: true }).optional(),
  })
  .superRefine((env, issues) => {
    // Without its own secret anyone could forge session cookies (domain/secrets.ts, docs/security.md).
    const problem = secretProblem("SESSION_SECRET", env.SESSION_SECRET, env.ENVIRONMENT);
    if (problem !== null) issues.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: problem });
  })
  .transform((env) => ({ ...env, SESSION_SECRET: env.SESSION_SECRET as string }));

/** The validated configuration: read it as `context.config`, never as raw `context.config`. */
export type StorefrontConfig = z.output<typeof storefrontEnvSchema>;
/** What the worker is given: bindings and vars as wrangler passes them, before validation. */
export type StorefrontEnv = z.input<typeof storefrontEnvSchema>;

/**
 * The part of the configuration the browser may see (root loader data `publicConfig`); nothing
 * secret goes here. The brand reaches the browser resolved (root data `brand`), not as BRAND.
 */
export interface PublicConfig {
  sentryDsn: string | null;
  gtmId: string | null;
  /** Error reports are grouped by it; a deploy without ENVIRONMENT is production. */
  environment: string;
}

export function publicConfigOf(config: StorefrontConfig): PublicConfig {
  return {
    sentryDsn: config.SENTRY_DSN || null,
    gtmId: config.GTM_ID || null,
    environment: config.ENVIRONMENT || "production",
  };
}

/** A configuration that cannot be used; the message names the fields, never their values. */
export class ConfigError extends Error {
  constructor(
    readonly fields: string[],
    readonly problems: string[],
  ) {
    super(`storefront configuration is invalid: ${problems.join("; ")}`);
    this.name = "ConfigError";
  }
}

function problemText(field: string, message: string): string {
  return message.startsWith(field) ? message : `${field} ${message}`;
}

const parsed = new WeakMap<object, StorefrontConfig | ConfigError>();

/** The validated configuration, parsed once per env object (one per isolate); throws a ConfigError. */
export function readConfig(env: unknown): StorefrontConfig {
  const key = typeof env === "object" && env !== null ? env : null;
  let result = key ? parsed.get(key) : undefined;
  if (!result) {
    const attempt = storefrontEnvSchema.safeParse(env);
    result = attempt.success
      ? attempt.data
      : new ConfigError(
          attempt.error.issues.map((issue) => issue.path.join(".")),
          attempt.error.issues.map((issue) => problemText(issue.path.join("."), issue.message)),
        );
    if (key) parsed.set(key, result);
  }
  if (result instanceof ConfigError) throw result;
  return result;
}
