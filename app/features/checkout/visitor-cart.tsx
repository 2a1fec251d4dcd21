import { Link, useActionData } from "@remix-run/react";
import { CartDelivery } from "./cart-delivery";
import { EmptyState, PageFrame } from "~/ui/page-frame";
import { useT } from "~/platform/i18n/i18n-provider";
import type { CartActionResult } from "./cart-action.server";
import type { CartView } from "./cart-view";

/** What the cart load moved and what a form without a field of its own answered (the same for buyer and visitor). */
export function CartNotices({ notices }: { notices: string[] }) {
  const actionData = useActionData<CartActionResult>();
  return (
    <div role="status" className="checkout-notices">
      {notices.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {actionData && !actionData.field ? <p>{actionData.message}</p> : null}
    </div>
  );
}

// Written out encoded (as URLSearchParams would), so no code builds it in the browser.
const LOGIN_BACK_TO_CART = "/logga-in?redirectTo=%2Fcart";

/**
 * The cart of a visitor who is not signed in: lines, quantities, labels and deliveries, never a
 * price. Logging in moves the lines into the buyer's own cart; checkout starts from there.
 */
export function VisitorCart({
  cart,
  notices,
  csrf,
  moveChoices,
}: {
  cart: CartView;
  notices: string[];
  csrf: string;
  moveChoices: readonly string[];
}) {
  const t = useT();
  return (
    <PageFrame title={t("routes.cart.title")}>
      <CartNotices notices={notices} />
      {cart.deliveries.length === 0 ? (
        <EmptyState>{t("cart-page.visitor.empty")}</EmptyState>
      ) : (
        <>
          <p className="notice">{t("cart-page.visitor.intro")}</p>
          {cart.deliveries.map((delivery, index) => (
            <CartDelivery
              key={delivery.deliveryId}
              delivery={delivery}
              number={index + 1}
              csrf={csrf}
              noPrices
              firstDate=""
              visitor
              moveChoices={moveChoices}
            />
          ))}
          <p className="checkout-step-actions">
            <Link to={LOGIN_BACK_TO_CART} className="button button-primary">
              {t("cart-page.visitor.login")}
            </Link>
          </p>
        </>
      )}
    </PageFrame>
  );
}
