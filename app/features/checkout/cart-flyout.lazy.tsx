import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { formatPrice } from "@shop/domain/format";
import { useT } from "~/platform/i18n/i18n-provider";
import type { CartFlyoutData } from "./cart-flyout.server";
import { useActionDataLayer } from "~/features/tracking";

/**
 * The cart's first lines and total in the header flyout. Code and data load when the flyout first opens (not on
 * every page's first load); without JavaScript the flyout keeps its link to the cart.
 */
export default function CartFlyoutContents({ opens }: { opens: number }) {
  const t = useT();
  const fetcher = useFetcher<CartFlyoutData>();
  // Each opening loads the lines again: one view_item_list (cart_flyout_list) per opening.
  useActionDataLayer(fetcher.data);
  const load = useRef(fetcher.load);
  load.current = fetcher.load;
  // `opens` counts the flyout's openings (the header's <details> toggle): each one loads the lines.
  useEffect(() => {
    if (opens) void load.current("/api/varukorg");
  }, [opens]);
  const cart = fetcher.data && "lineCount" in fetcher.data ? fetcher.data : null;
  return (
    <>
      {cart ? (
        cart.lineCount === 0 ? (
          <p>{t("shell.cart_flyout.empty")}</p>
        ) : (
          <>
            <p>{t("shell.cart_flyout.line_count", { count: cart.lineCount })}</p>
            <ul>
              {cart.lines.map((l) => (
                <li key={l.cartItemId}>
                  {t("shell.cart_flyout.line", { quantity: l.quantity, unit: l.unit, name: l.name })}
                </li>
              ))}
            </ul>
            {cart.totalOre !== null ? (
              <p>{t("shell.cart_flyout.total", { total: formatPrice(cart.totalOre) })}</p>
            ) : null}
          </>
        )
      ) : fetcher.state === "loading" ? (
        <p>{t("shell.cart_flyout.loading")}</p>
      ) : null}
    </>
  );
}
