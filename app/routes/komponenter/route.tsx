import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { ComponentGallery } from "~/features/shell/component-gallery";
import { requireReleased } from "~/platform/routing/guards.server";
import { routeHandle } from "~/platform/routing/route-handle";

/**
 * The design system's gallery (issue #43): for designers and developers only, shown where IN_DEVELOPMENT_ROUTES
 * lists it (404 elsewhere, as if it did not exist), never linked.
 */
const ROUTE_ID = "komponenter";

export const handle = routeHandle({ layout: "default", inDevelopment: ROUTE_ID, i18n: ["catalogue", "checkout"] });

export function loader({ request, context }: LoaderFunctionArgs) {
  requireReleased(request, context, ROUTE_ID);
  return null;
}

export const meta: MetaFunction = () => [{ title: "Komponenter" }, { name: "robots", content: "noindex" }];

export default ComponentGallery;
