import { isRouteErrorResponse, Meta } from "@remix-run/react";
import { UNSAFE_DataRouterStateContext } from "react-router-dom";
import { useContext } from "react";
import { useT } from "~/platform/i18n/i18n-provider";

/**
 * The document's meta tags: Remix's <Meta> for a page, and for an error page (a 404 included) a title of its own.
 * A route's meta function gets no data when its loader threw, so most answered no title at all or an empty one, and
 * a document without a non-empty <title> is not valid HTML. An error page is not a page to describe or index, so
 * the routes' descriptions and canonical links are left out there.
 */
export function DocumentMeta() {
  const t = useT();
  const errors = useContext(UNSAFE_DataRouterStateContext)?.errors;
  const error = errors ? Object.values(errors)[0] : undefined;
  if (error === undefined) return <Meta />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <title>{status === 404 ? t("errors.not_found") : t("errors.apologies")}</title>;
}
