/** Route metadata of spec section 2, read by the root layout and the route guards. */
export type Layout = "default" | "minimal" | "plain";

export interface RouteHandle {
  layout?: Layout;
  requiresAuth?: boolean;
  isCheckoutPage?: boolean;
  /** Sticky step header (the summary page). */
  stickyHeader?: boolean;
  /** Spec section 2: marked in development; its loader calls `requireReleased` (guards.server.ts) with this id. */
  inDevelopment?: string;
  /** The translation namespaces the route's components use (remix-i18next's `handle.i18n`, app/platform/i18n/namespaces.ts). */
  i18n?: string[];
}

export function routeHandle(handle: RouteHandle): RouteHandle {
  return { layout: "default", requiresAuth: false, isCheckoutPage: false, ...handle };
}
