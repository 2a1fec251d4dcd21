/**
 * Pure rules behind the route guards of spec section 2 that do not depend on a session: which
 * in-development routes a deployment shows, and where an external administrator is sent.
 */

/**
 * Routes marked in development are hidden (404) unless the deployment lists them in
 * `IN_DEVELOPMENT_ROUTES`: a comma- or space-separated list of route ids (e.g. `offerter`), or `*`
 * for all of them (a test or staging deployment).
 */
export function isInDevelopmentRouteEnabled(setting: string | undefined, routeId: string): boolean {
  if (!setting) return false;
  const enabled = setting
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  return enabled.includes("*") || enabled.includes(routeId);
}

/**
 * The external admin address, when it is one a browser may be sent to: an absolute https URL
 * (http only for localhost, for local testing). Anything else counts as not configured.
 */
export function externalAdminTarget(configured: string | undefined): string | null {
  if (!configured) return null;
  let url: URL;
  try {
    url = new URL(configured.trim());
  } catch {
    return null;
  }
  const local = url.hostname === "localhost" || url.hostname === "127.0.0.1";
  if (url.protocol !== "https:" && !(url.protocol === "http:" && local)) return null;
  if (url.username || url.password) return null;
  return url.toString();
}
