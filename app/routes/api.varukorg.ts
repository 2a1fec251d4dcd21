import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadCartView } from "~/services/commerce/cart-page.server";
import { commerceFailure, openCommerce } from "~/services/commerce/session.server";

const SHOWN_LINES = 5;

export interface CartFlyoutData {
  lineCount: number;
  lines: { cartItemId: string; name: string; quantity: number; unit: string }[];
  totalOre: number | null;
}

/** The header cart flyout's contents (GET, JSON): the first lines and the order total. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const commerce = await openCommerce(request, context);
  if (!commerce.viewer) return data({ message: "Not logged in", issues: [] }, { status: 401 });
  try {
    const cart = await loadCartView(commerce.transport, { noPrices: commerce.viewer.noPrices });
    const lines = cart.deliveries.flatMap((d) => d.lines).slice(0, SHOWN_LINES);
    const body: CartFlyoutData = {
      lineCount: cart.lineCount,
      lines: lines.map((l) => ({ cartItemId: l.cartItemId, name: l.name, quantity: l.quantity, unit: l.unit })),
      totalOre: cart.totals?.totalOre ?? null,
    };
    return data(body, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    throw await commerceFailure(error, request, context);
  }
}
