import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CATALOGUE_VERSION, svMessages } from "~/platform/i18n/catalogue.server";
import { LOCALE } from "~/platform/i18n/options";

/**
 * GET /locales/sv/<ns>+<ns>….json?v=<catalogue version>: namespaces for the browser's translation store, keyed by namespace:
 * the groups a document names for its routes, fetched before hydration so the HTML need not carry them, and one
 * namespace when a client-side navigation reaches a route whose namespaces the page lacks (app/platform/i18n/client.ts).
 * The current version is cached for a year; any other version is answered with the current texts, uncached.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const namespaces = (params.file?.replace(/\.json$/, "") ?? "").split("+");
  if (params.lng !== LOCALE || !namespaces.every((namespace) => Object.hasOwn(svMessages, namespace))) {
    throw new Response("Not Found", { status: 404 });
  }
  const current = new URL(request.url).searchParams.get("v") === CATALOGUE_VERSION;
  const texts = Object.fromEntries(namespaces.map((namespace) => [namespace, svMessages[namespace]]));
  return Response.json(texts, {
    headers: {
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
