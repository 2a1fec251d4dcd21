import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CATALOGUE_VERSION, svMessages } from "~/i18n/catalogue.server";
import { LOCALE } from "~/i18n/options";

/**
 * GET /locales/sv/<namespace>.json?v=<catalogue version>: one namespace for the browser's translation store, fetched
 * when a client-side navigation reaches a route whose namespaces the document did not carry (app/i18n/client.ts).
 * The current version is cached for a year; any other version is answered with the current texts, uncached.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const namespace = params.file?.replace(/\.json$/, "") ?? "";
  if (params.lng !== LOCALE || !Object.hasOwn(svMessages, namespace)) {
    throw new Response("Not Found", { status: 404 });
  }
  const current = new URL(request.url).searchParams.get("v") === CATALOGUE_VERSION;
  return Response.json(svMessages[namespace], {
    headers: {
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
