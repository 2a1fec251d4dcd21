import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loginPathFor } from "~/platform/routing/guards.server";
import { serverT } from "~/platform/i18n/catalogue.server";
import { openCartId } from "~/features/checkout/cart-lines-client.server";
import { exportCartFile } from "~/features/checkout/checkout-files-client.server";
import { exportFormat } from "~/features/checkout/quick-order.server";
import { CommerceError } from "~/platform/services/commerce-errors.server";
import { commerceFailure } from "~/platform/session/commerce-session.server";

/** The buyer's cart as CSV or XLSX (GET /varukorg/export?format=csv|xlsx). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const commerce = await context.commerce();
  if (!commerce.viewer) throw redirect(loginPathFor(request), 303);
  const format = exportFormat.safeParse(new URL(request.url).searchParams.get("format") ?? "xlsx");
  if (!format.success)
    return new Response(JSON.stringify({ message: "format must be csv or xlsx", issues: format.error.issues }), {
      status: 400,
      headers: { "Content-Type": "application/json" },
    });
  try {
    return await exportCartFile(commerce.transport, await openCartId(commerce.transport), format.data);
  } catch (error) {
    if (error instanceof CommerceError && error.kind === "bad_request") {
      return new Response(`${serverT("errors.occured")} ${serverT("errors.cart_generate_file")}`, {
        status: 400,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    throw await commerceFailure(error, request, context);
  }
}
