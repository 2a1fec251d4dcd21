import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { serverT } from "~/platform/i18n/catalogue.server";
import { fetchQuotePdf } from "~/features/quotes/quotes-client.server";
import { keepSession, loadOrFail, requireCommerce } from "~/platform/routing/signed-in.server";

/**
 * The quote as a PDF for the buyer to forward to his customer, streamed from the quote service without buffering.
 * The service decides who may read it (404 otherwise) and leaves out every amount the buyer may not see.
 */
export const loader = keepSession(async function loader({ request, context, params }: LoaderFunctionArgs) {
  const commerce = await requireCommerce(request, context);
  const id = params.id ?? "";
  if (!/^[A-Za-z0-9_-]{1,80}$/.test(id))
    return new Response(serverT("errors.not_found"), {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const upstream = await loadOrFail(request, context, () => fetchQuotePdf(commerce.transport, id));
  return new Response(upstream.body, {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="offert-${id}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
});
