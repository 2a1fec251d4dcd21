/**
 * Login CSRF through a subresource (issue #41 class 13): the OCI entry signs a browser in from the URL alone
 * (`GET /punchout?USERNAME=…&PASSWORD=…`), and the punch-out session cookie is SameSite=None so that it works in
 * the procurement system's frame. Another site's `<img>`, `<script>` or `fetch()` of that URL would therefore sign
 * the visitor's browser in as the attacker's punch-out account. A procurement system always opens the shop as a
 * page: a form post or link in its window (`document`) or in its frame (`iframe`, `frame` in older SRM
 * framesets). Fetch Metadata says which kind of request this is, so anything else is refused before any credential
 * is read, and nothing is set.
 *
 * Without Fetch Metadata at all the request is let through: every browser that sends it (Chromium 76+, Firefox 90+,
 * Safari 16.4+) does so on every request, so a request without it comes from an old browser (the IE-based
 * HTML controls some SAP GUI installations still open the catalogue in) or from a server, and neither can be
 * made to load the URL as a hidden subresource of a cross-site page by an attacker on a current browser.
 */

/** Destinations a navigation into the shop may have. `nested-navigate` was Chromium 76-79's mode for frames. */
const PAGE_DESTINATIONS = new Set(["document", "iframe", "frame"]);
const NAVIGATION_MODES = new Set(["navigate", "nested-navigate"]);

/** Whether the request is a subresource or script request (so it must not sign anyone in). */
export function isNotNavigation(request: Request): boolean {
  const mode = request.headers.get("Sec-Fetch-Mode");
  const destination = request.headers.get("Sec-Fetch-Dest");
  if (mode !== null && !NAVIGATION_MODES.has(mode)) return true;
  return destination !== null && !PAGE_DESTINATIONS.has(destination);
}
