import { usableGtmId } from "@shop/domain/gtm-id";
import type { StorefrontConfig } from "~/platform/config/config.server";

type SecurityEnv = Pick<
  StorefrontConfig,
  "COMMERCE_URL" | "CONTENT_URL" | "FRAME_ANCESTORS" | "MAPS_API_KEY" | "GTM_ID" | "SENTRY_DSN"
>;

/**
 * Origins the Google Maps JavaScript API loads from (its script, further scripts, tiles, fonts and
 * data). Allowed only when a maps key is configured, so by default no third-party origin is open.
 */
const MAPS_ORIGINS = {
  script: ["https://maps.googleapis.com"],
  img: ["https://maps.googleapis.com", "https://maps.gstatic.com", "https://*.googleapis.com", "https://*.gstatic.com"],
  connect: ["https://maps.googleapis.com", "https://*.googleapis.com"],
  font: ["https://fonts.gstatic.com"],
};

/**
 * Origins of the tag manager and the analytics it loads (its script, pixels and beacons). Allowed only with a
 * usable GTM id; the browser still loads nothing from them until the buyer consents (app/features/consent/tag-manager.tsx).
 */
const ANALYTICS_ORIGINS = [
  "https://www.googletagmanager.com",
  "https://www.google-analytics.com",
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
];
const TAG_MANAGER_ORIGINS = {
  script: ["https://www.googletagmanager.com"],
  img: ANALYTICS_ORIGINS,
  connect: ANALYTICS_ORIGINS,
};

export interface SecurityHeaderOptions {
  /** Per-request nonce (context.cspNonce); every inline <script> Remix and React render carries it. */
  nonce: string;
  env: SecurityEnv;
  /** Plain-http local runs: no upgrade-insecure-requests, or every asset would be asked for over https. */
  local: boolean;
  /** Vite dev server: its HMR socket needs ws: in connect-src. */
  dev?: boolean;
  /**
   * More framing origins for this response only: a punch-out session's procurement system (the
   * origin of its HOOK_URL, which the commerce service checked against the customer's allow-list).
   */
  extraFrameAncestors?: readonly string[];
  /** More form targets for this response only: a punch-out session's HOOK_URL origin (the cart hand-over). */
  extraFormActions?: readonly string[];
}

// A framing origin: scheme://host[:port], host may start with "*." (e.g. https://*.ariba.com).
const FRAME_ORIGIN = /^https?:\/\/(?:\*\.)?[a-z0-9.-]+(?::\d{1,5})?$/i;

/** FRAME_ANCESTORS (space separated origins of procurement systems) plus the shop itself. */
export function frameAncestors(value: string | undefined): string[] {
  const origins = (value ?? "").split(/\s+/).filter(Boolean);
  const valid = origins.filter((origin) => FRAME_ORIGIN.test(origin));
  const invalid = origins.filter((origin) => !FRAME_ORIGIN.test(origin));
  if (invalid.length > 0)
    console.warn(`FRAME_ANCESTORS: ignoring ${invalid.join(", ")} (expected origins like https://buyer.example.com)`);
  return ["'self'", ...valid];
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Error reports and replays go to the DSN's origin, allowed only when a DSN is configured (the browser SDK
 * loads only after statistics consent anyway). Session replay compresses its upload in a worker it starts
 * from a blob: URL, which only a script already running on the page can create.
 */
function monitoringSources(dsn: string | undefined): { connect: string[]; worker: string[] } {
  const origin = originOf(dsn?.trim());
  return origin ? { connect: [origin], worker: ["'self'", "blob:"] } : { connect: [], worker: [] };
}

/**
 * The Content-Security-Policy for HTML documents.
 * - script-src: 'self' plus the request nonce. Remix's inline context and module-loader scripts
 *   and React's streaming scripts carry the nonce; the route modules they import are same-origin,
 *   so 'strict-dynamic' is not needed (and would make the modulepreload links depend on it).
 * - style-src allows 'unsafe-inline' for style attributes: the brand theme is a set of CSS
 *   custom properties on <html style>. Styles cannot run script, so this is an accepted trade-off.
 * - form-action: 'self', so an injected form cannot send what a buyer types to another site. In a
 *   punch-out session also the origin of its HOOK_URL (extraFormActions): the hand-over posts the
 *   cart there, and that origin was checked against the customer's allow-list at the entry.
 *   Chromium also applies form-action to the redirects after a post, which all stay on the shop.
 */
export function contentSecurityPolicy({
  nonce,
  env,
  local,
  dev = false,
  extraFrameAncestors = [],
  extraFormActions = [],
}: SecurityHeaderOptions): string {
  const serviceOrigins = [originOf(env.COMMERCE_URL), originOf(env.CONTENT_URL)].filter(
    (origin): origin is string => !!origin,
  );
  const maps = env.MAPS_API_KEY?.trim() ? MAPS_ORIGINS : { script: [], img: [], connect: [], font: [] };
  const tags = usableGtmId(env.GTM_ID) ? TAG_MANAGER_ORIGINS : { script: [], img: [], connect: [] };
  const monitoring = monitoringSources(env.SENTRY_DSN);
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", `'nonce-${nonce}'`, ...maps.script, ...tags.script]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", ...new Set(serviceOrigins), ...maps.img, ...tags.img]],
    ["font-src", ["'self'", "data:", ...maps.font]],
    [
      "connect-src",
      [...(dev ? ["'self'", "ws:", "wss:"] : ["'self'"]), ...maps.connect, ...tags.connect, ...monitoring.connect],
    ],
    ...(monitoring.worker.length > 0 ? [["worker-src", monitoring.worker] as [string, string[]]] : []),
    ["frame-ancestors", [...new Set(frameAncestors([env.FRAME_ANCESTORS ?? "", ...extraFrameAncestors].join(" ")))]],
    ["form-action", [...new Set(["'self'", ...extraFormActions.filter((origin) => FRAME_ORIGIN.test(origin))])]],
    ["base-uri", ["'self'"]],
    ["object-src", ["'none'"]],
  ];
  if (!local) directives.push(["upgrade-insecure-requests", []]);
  return directives.map(([name, values]) => [name, ...values].join(" ")).join("; ");
}

/**
 * The policy of every answer that is not an HTML document (JSON, PDF, CSV, XLSX, plain text,
 * redirects): nothing in it may load, run or be framed. Set by app/platform/security/request-policy.server.ts.
 */
export const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'; form-action 'none'; base-uri 'none'";

/** Headers every response gets, HTML or data. */
export const BASELINE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Browsers ignore HSTS on plain http, so sending it on localhost does no harm.
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "Permissions-Policy": "camera=(), microphone=(), payment=(), usb=(), geolocation=(self)",
};

export function applyBaselineSecurityHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(BASELINE_SECURITY_HEADERS)) {
    if (!headers.has(name)) headers.set(name, value);
  }
}

/** CSP plus the baseline, for document responses (entry.server). */
export function applyDocumentSecurityHeaders(headers: Headers, options: SecurityHeaderOptions): void {
  headers.set("Content-Security-Policy", contentSecurityPolicy(options));
  applyBaselineSecurityHeaders(headers);
}

/** Same baseline on a response whose headers may be immutable (e.g. a fetched one). */
export function withBaselineSecurityHeaders(response: Response): Response {
  try {
    applyBaselineSecurityHeaders(response.headers);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    applyBaselineSecurityHeaders(copy.headers);
    return copy;
  }
}
