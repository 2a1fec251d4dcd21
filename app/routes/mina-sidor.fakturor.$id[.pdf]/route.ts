import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { keepSession } from "~/platform/routing/signed-in.server";
import { invoicePdfResponse } from "~/features/invoices/invoice-pages.server";

/**
 * The invoice as a PDF (/mina-sidor/fakturor/F9000001.pdf), streamed from the commerce service without buffering.
 * The service decides who may read it (404 otherwise) and leaves out every amount the buyer may not see.
 */
export const loader = keepSession(({ request, context, params }: LoaderFunctionArgs) =>
  invoicePdfResponse(request, context, params),
);
