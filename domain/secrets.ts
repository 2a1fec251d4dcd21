/**
 * Refusal of signing secrets that are missing or known (docs/security.md "Secrets"). Shared by the
 * commerce worker (JWT_SECRET) and the storefront worker entry (SESSION_SECRET).
 *
 * Local vs deployed: `ENVIRONMENT = "development"` comes only from the `.dev.vars` files that
 * scripts/lib/stack.mjs writes (gitignored, never read by `wrangler deploy`) and from the vitest
 * config. Without it the worker counts as deployed and its secret must be set with
 * `wrangler secret put`, at least MIN_DEPLOYED_SECRET_LENGTH characters long. Anywhere, the values
 * once committed to wrangler.toml are refused: everyone who ever cloned the repository knows them.
 */

/** Development values that used to sit in wrangler.toml `[vars]`. */
export const KNOWN_DEV_SECRETS: readonly string[] = [
  "local-dev-jwt-secret-change-me",
  "local-dev-session-secret-change-me",
  "change-me",
  "secret",
];

export const MIN_DEPLOYED_SECRET_LENGTH = 32;

export function isDevelopment(environment: string | undefined): boolean {
  return environment === "development";
}

/** Null when the secret may be used; otherwise the reason, for the log line (never the value). */
export function secretProblem(name: string, value: string | undefined, environment: string | undefined): string | null {
  if (!value)
    return `${name} is not set: run \`wrangler secret put ${name}\` (locally: scripts/lib/stack.mjs writes .dev.vars)`;
  if (KNOWN_DEV_SECRETS.includes(value))
    return `${name} is a development value from the repository: set a new one with \`wrangler secret put ${name}\``;
  if (!isDevelopment(environment) && value.length < MIN_DEPLOYED_SECRET_LENGTH) {
    return `${name} is shorter than ${MIN_DEPLOYED_SECRET_LENGTH} characters outside development: set a random one with \`wrangler secret put ${name}\``;
  }
  return null;
}
