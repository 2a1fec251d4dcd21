import { data } from "@remix-run/cloudflare";

/** Lower-case letters (å, ä, ö included), digits and single hyphens: the shape of every slug the shop issues. */
const SLUG = /^[\p{Ll}\p{N}]+(?:-[\p{Ll}\p{N}]+)*$/u;

export function isValidSlug(slug: string | undefined): slug is string {
  return slug !== undefined && SLUG.test(slug);
}

/** The message of spec section 8 for a path no route (or route validation) accepts. */
export function pageNotFoundMessage(path: string): string {
  return `Page Not Found: ${path}`;
}

/**
 * Thrown from a loader when a route's validation fails (spec section 2): status 404, rendered by the
 * shared error boundary. The body carries the message for callers reading the data request.
 */
export function throwPageNotFound(request: Request): never {
  const path = new URL(request.url).pathname;
  throw data({ message: pageNotFoundMessage(path) }, { status: 404 });
}

/** Spec section 2: "a route may define a validation; failing it yields a 404". */
export function requireValidSlugs(request: Request, ...slugs: (string | undefined)[]): string[] {
  if (slugs.length === 0 || !slugs.every(isValidSlug)) throwPageNotFound(request);
  return slugs as string[];
}
