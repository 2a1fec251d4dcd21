/**
 * The content worker's configuration (wrangler.toml `[vars]` and the ASSETS binding), validated with zod
 * once per env object: a missing token answers 503 naming the field rather than refusing every token.
 */
import { z } from "zod";

const required = z.string({ error: "is not set" }).min(1, "is not set");

export const contentEnvSchema = z.object({
  SPACE_ID: required,
  DELIVERY_TOKEN: required,
  PREVIEW_TOKEN: required,
  /** The demo image files (`data/files`); optional: without it asset files answer 404. */
  ASSETS: z
    .custom<Fetcher>(
      (value) => typeof (value as Fetcher | undefined)?.fetch === "function",
      "must be an assets binding",
    )
    .optional(),
  /** Error reporting (workers/shared/monitoring.ts, which reads it before any route); unset, nothing is sent. */
  SENTRY_DSN: z.string().optional(),
  ENVIRONMENT: z.string().optional(),
});

export interface ContentConfig {
  spaceId: string;
  deliveryToken: string;
  previewToken: string;
  assets: Fetcher | undefined;
}

export type ContentConfigResult = { ok: true; config: ContentConfig } | { ok: false; field: string; problem: string };

export function parseContentEnv(env: unknown): ContentConfigResult {
  const parsed = contentEnvSchema.safeParse(env ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue.path[0] ?? "env");
    return { ok: false, field, problem: `${field} ${issue.message}` };
  }
  const vars = parsed.data;
  return {
    ok: true,
    config: {
      spaceId: vars.SPACE_ID,
      deliveryToken: vars.DELIVERY_TOKEN,
      previewToken: vars.PREVIEW_TOKEN,
      assets: vars.ASSETS,
    },
  };
}

const parsedByEnv = new WeakMap<object, ContentConfigResult>();

/** Parsed once per env object (workerd hands an isolate the same one on every request). */
export function contentConfigOf(env: object | undefined): ContentConfigResult {
  if (!env) return parseContentEnv(env);
  let result = parsedByEnv.get(env);
  if (result === undefined) {
    result = parseContentEnv(env);
    parsedByEnv.set(env, result);
  }
  return result;
}
