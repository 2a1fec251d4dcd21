import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { throwPageNotFound } from "~/platform/routing/not-found";
import { routeHandle } from "~/platform/routing/route-handle";

export const handle = routeHandle({ layout: "default" });

/**
 * Paths no other route takes (the content routes take one and two segments): a 404 inside the
 * normal shell, so the buyer keeps the menus and search.
 */
export function loader({ request }: LoaderFunctionArgs): never {
  throwPageNotFound(request);
}

export function action({ request }: LoaderFunctionArgs): never {
  throwPageNotFound(request);
}

export default function NotFoundPage() {
  return null;
}

export const ErrorBoundary = GeneralErrorBoundary;
