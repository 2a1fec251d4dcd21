import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { serverT } from "~/platform/i18n/catalogue.server";
import { fetchOrderConfirmation } from "~/features/orders/account-orders.server";
import { loadOrFail, requireCommerce, keepSession } from "~/platform/routing/signed-in.server";

/** The order confirmation PDF, streamed from the order service to the buyer without buffering. */
export const loader = keepSession(async function loader({ request, context, params }: LoaderFunctionArgs) {
  const commerce = await requireCommerce(request, context);
  if (commerce.viewer.denials.includes("EJ_ORDERHISTORIK")) {
    return new Response(serverT("errors.missing_rights"), {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const id = params.id ?? "";
  if (!/^\d{1,12}$/.test(id))
    return new Response(serverT("errors.not_found"), {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const upstream = await loadOrFail(request, context, () => fetchOrderConfirmation(commerce.transport, id));
  return new Response(upstream.body, {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="orderbekraftelse-${id}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
});
