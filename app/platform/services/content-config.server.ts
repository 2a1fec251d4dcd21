import { z } from "zod";
import type { StorefrontConfig } from "~/platform/config/config.server";

/** Spec section 9: default content environment. */
export const DEFAULT_CONTENT_ENVIRONMENT = "master";

const contentConfigSchema = z.object({
  CONTENT_URL: z.string().min(1, "CONTENT_URL is required"),
  CONTENT_SPACE: z.string().min(1, "CONTENT_SPACE is required"),
  CONTENT_ENVIRONMENT: z.string().min(1).optional(),
  CONTENT_STAGING_ENVIRONMENT: z.string().min(1).optional(),
  CONTENT_DELIVERY_TOKEN: z.string().min(1, "CONTENT_DELIVERY_TOKEN is required"),
  CONTENT_PREVIEW_TOKEN: z.string().min(1).optional(),
});

export interface ContentConfig {
  space: string;
  environment: string;
  /** Spec section 4: preview only when the configured environment is the staging one. */
  preview: boolean;
  accessToken: string;
  /** Origin of the content service, e.g. `http://127.0.0.1:8789` (no trailing slash). */
  origin: string;
  /** Host for the contentful SDK: `host[:port]` WITHOUT protocol (the SDK silently ignores a host with one). */
  sdkHost: string;
  /** The SDK builds `https://` unless told the service speaks plain http. */
  insecure: boolean;
  /** Path prefix before `/spaces/...` on the content service, without trailing slash. */
  basePath: string;
}

/** Reads the content bindings once per request; a missing binding fails with its name. */
export function readContentConfig(env: StorefrontConfig): ContentConfig {
  const parsed = contentConfigSchema.safeParse(env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => issue.path.join(".")).join(", ");
    throw new Error(`Content service is not configured: ${names}`);
  }
  const vars = parsed.data;
  const environment = vars.CONTENT_ENVIRONMENT ?? DEFAULT_CONTENT_ENVIRONMENT;
  const preview = Boolean(vars.CONTENT_STAGING_ENVIRONMENT) && environment === vars.CONTENT_STAGING_ENVIRONMENT;
  const url = new URL(vars.CONTENT_URL.includes("://") ? vars.CONTENT_URL : `https://${vars.CONTENT_URL}`);
  const basePath = url.pathname.replace(/\/+$/, "");
  return {
    space: vars.CONTENT_SPACE,
    environment,
    preview,
    accessToken: preview && vars.CONTENT_PREVIEW_TOKEN ? vars.CONTENT_PREVIEW_TOKEN : vars.CONTENT_DELIVERY_TOKEN,
    origin: `${url.protocol}//${url.host}`,
    sdkHost: url.host,
    insecure: url.protocol === "http:",
    basePath,
  };
}
