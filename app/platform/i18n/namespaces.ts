/**
 * Every file in `app/locales/sv/` is one i18next namespace named after the file, and keys keep the file name in
 * front ("catalogue.cart.added"): i18next's namespace separator is "." (app/platform/i18n/options.ts). The list is checked
 * against the files by app/platform/i18n/namespaces.test.ts.
 */
export const NAMESPACES = [
  "account",
  "account-pages",
  "address",
  "cart",
  "cart-page",
  "catalogue",
  "catalogue-pages",
  "checkout",
  "common",
  "consent",
  "content",
  "errors",
  "favorites",
  "format",
  "invoices",
  "order",
  "order-approval",
  "order-references",
  "project-budget",
  "quote-overlay",
  "quote-pages",
  "routes",
  "saved-carts",
  "search",
  "shell",
  "spend",
  "user",
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/** The `i18n` entry of a route `handle` (remix-i18next's convention): one namespace or a list. */
function handleNamespaces(handle: unknown): string[] {
  if (typeof handle !== "object" || handle === null || !("i18n" in handle)) return [];
  const { i18n } = handle;
  if (typeof i18n === "string") return [i18n];
  return Array.isArray(i18n) ? i18n.filter((value): value is string => typeof value === "string") : [];
}

/**
 * The namespaces a page needs: those its matched routes declare (root first). remix-i18next's own
 * `getRouteNamespaces(context)` reads every route module of the build, which would be the whole catalogue again.
 */
export function routeNamespaces(matches: ReadonlyArray<{ handle?: unknown }>): string[] {
  return [...new Set(matches.flatMap((match) => handleNamespaces(match.handle)))];
}
