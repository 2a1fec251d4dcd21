/**
 * The features' share of the request policy (app/platform/security/request-policy.server.ts), composed here beside
 * routes.ts so the platform names no feature: which routes take larger bodies, how a too-large cXML call is
 * answered, and punch-out inspect mode's early refusal. The worker entry reaches `handleShopRequest` through
 * entry.server.tsx.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { CXML_MAX_BYTES } from "@shop/domain/cxml-xml";
import { MAX_IMPORT_BYTES } from "~/features/checkout/checkout-files-client.server";
import { cxmlAnswer, CXML_SETUP_PATH } from "~/features/punchout/cxml-setup.server";
import { inspectModeRefusal } from "~/features/punchout/inspect-mode.server";
import { QUOTE_PAGE_BODY_LIMIT, QUOTE_PAGE_PATH } from "~/features/quotes/quote-limits.server";
import * as policy from "~/platform/security/request-policy.server";

/** Routes that take a cart file (quick order, cart import): the file limit plus room for the form around it. */
const FILE_ROUTES = /^\/(?:snabborder|cart)(?:\/|\.data$|$)/;
const escaped = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}$`);

export const SHOP_REQUEST_RULES: policy.RequestRules = {
  bodyLimits: [
    // The quote page takes attachments.
    { path: QUOTE_PAGE_PATH, limit: QUOTE_PAGE_BODY_LIMIT },
    // A procurement system's setup call is answered in cXML, whatever goes wrong.
    {
      path: escaped(CXML_SETUP_PATH),
      limit: CXML_MAX_BYTES,
      tooLarge: (request) => cxmlAnswer(request, 413, "Request body over 1 MB"),
    },
    { path: FILE_ROUTES, limit: 2 * MAX_IMPORT_BYTES },
  ],
  refusal: inspectModeRefusal,
};

/** The most a request body to this path may carry (see request-policy.server.ts). */
export const bodyLimitFor = (pathname: string) => policy.bodyLimitFor(SHOP_REQUEST_RULES, pathname);

/** Remix's handler wrapped in the request policy with the shop's rules; called by workers/storefront/index.ts. */
export function handleShopRequest(
  request: Request,
  context: AppLoadContext,
  handleRemixRequest: (request: Request, context: AppLoadContext) => Promise<Response>,
  buildVersion?: string,
): Promise<Response> {
  return policy.handleShopRequest(SHOP_REQUEST_RULES, request, context, handleRemixRequest, buildVersion);
}
