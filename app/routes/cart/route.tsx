import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CartNotices, VisitorCart } from "~/features/checkout/visitor-cart";
import { CartDelivery } from "~/features/checkout/cart-delivery";
import { TotalsTable } from "~/features/checkout/totals-table";
import { BudgetLeft } from "~/features/project-budget";
import { cartBudgetLeft } from "~/features/project-budget/index.server";
import { useCsrf } from "~/platform/session/csrf-field";
import { TransferCartForm } from "~/features/punchout/transfer-cart-form";
import { transferReferenceRules } from "~/features/punchout/transfer.server";
import { NO_ORDER_REFERENCE_RULES } from "@shop/domain/order-references";
import { CartQuoteForm } from "~/features/quotes/cart-quote-form";
import { SaveCartForm } from "~/features/saved-carts";
import { usePunchout } from "~/features/punchout/use-punchout";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { EmptyState, PageFrame } from "~/ui/page-frame";
import { formatDate } from "@shop/domain/format";
import { useT } from "~/platform/i18n/i18n-provider";
import { serverT } from "~/platform/i18n/catalogue.server";
import { getOptionalUser } from "~/platform/routing/guards.server";
import { routeHandle } from "~/platform/routing/route-handle";
import { lineMoveChoices } from "~/features/checkout/cart-view.server";
import { cartMoveChoicesFor, methodMovedNotices } from "~/features/checkout/delivery-choices.server";
import { loadVisitorCart } from "~/features/checkout/visitor-cart.server";
import { handleCartAction, type CartActionResult } from "~/features/checkout/cart-action.server";
import { loadCheckoutPage } from "~/features/checkout/checkout-page.server";
import { cartPageDataLayer } from "~/features/checkout/checkout-events.server";
import { useActionDataLayer } from "~/features/tracking/page-events";

// Visitors see their anonymous cart here (docs/decisions.md); the later steps require login.
export const handle = routeHandle({
  requiresAuth: false,
  isCheckoutPage: true,
  i18n: ["cart-page", "checkout", "routes", "catalogue", "saved-carts", "project-budget", "order-references"],
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!(await getOptionalUser(request, context))) {
    const visitor = await loadVisitorCart(request, context);
    return data(
      {
        title: serverT("routes.cart.title"),
        cart: visitor.cart,
        moved: visitor.notice ? [visitor.notice] : [],
        noPrices: true,
        firstDate: "",
        visitor: true,
        moveChoices: lineMoveChoices(true),
        dataLayer: cartPageDataLayer(context, visitor.tracked),
        canQuote: false,
        transferReferences: null,
      },
      { headers: visitor.headers },
    );
  }
  // The move list needs only the session, not the cart: its delivery-options call runs beside the cart read.
  const [page, moveChoices, budgetLeft, transferReferences] = await Promise.all([
    loadCheckoutPage(request, context),
    cartMoveChoicesFor(request, context),
    cartBudgetLeft(context),
    transferReferenceRules(request, context),
  ]);
  const moved = [
    ...methodMovedNotices(page.movedMethods),
    ...page.moved.map((m) =>
      serverT("checkout.cart.date_moved", {
        method: serverT(`checkout.method.${m.deliveryId}`),
        from: formatDate(m.from),
        to: formatDate(m.to),
      }),
    ),
  ];
  return data(
    {
      title: serverT("routes.cart.title"),
      cart: page.cart,
      moved,
      noPrices: page.viewer.noPrices,
      firstDate: page.firstDate,
      visitor: false,
      moveChoices,
      dataLayer: cartPageDataLayer(context, page.tracked),
      canQuote: !page.viewer.denials.includes("EJ_SKAPA_OFFERT"),
      budgetLeft,
      transferReferences,
    },
    { headers: page.commerce.headers },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleCartAction(request, context);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

/** Checkout step 1: the cart grouped by delivery, each line editable with or without JavaScript. */
export default function CartPage() {
  const t = useT();
  const { cart, moved, noPrices, firstDate, visitor, moveChoices, canQuote, transferReferences } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<CartActionResult>();
  useActionDataLayer(actionData);
  const csrf = useCsrf();
  // Punch-out: the cart goes to the procurement system instead of the checkout.
  const punchout = usePunchout();
  if (visitor) return <VisitorCart cart={cart} notices={moved} csrf={csrf} moveChoices={moveChoices} />;
  return (
    <PageFrame title={t("routes.cart.title")}>
      <CartNotices notices={moved} />
      {cart.deliveries.length === 0 ? (
        <EmptyState>{t("checkout.cart.empty")}</EmptyState>
      ) : (
        <>
          {cart.deliveries.map((delivery, index) => (
            <CartDelivery
              key={delivery.deliveryId}
              delivery={delivery}
              number={index + 1}
              csrf={csrf}
              noPrices={noPrices}
              firstDate={firstDate}
              moveChoices={moveChoices}
            />
          ))}
          <TotalsTable heading={t("checkout.totals.order_heading")} totals={noPrices ? null : cart.totals} />
          <BudgetLeft />
          {punchout ? (
            <TransferCartForm csrf={csrf} rules={transferReferences ?? NO_ORDER_REFERENCE_RULES} />
          ) : (
            <p className="checkout-step-actions">
              <Link to="/delivery" className="button button-primary">
                {t("checkout.steps.to_delivery")}
              </Link>
            </p>
          )}
          {canQuote && !punchout ? <CartQuoteForm csrf={csrf} /> : null}
          {punchout ? null : <SaveCartForm heading={t("saved-carts.save.cart_heading")} idPrefix="cart-save" />}
        </>
      )}
      <p>
        <Link to="/snabborder">{t("checkout.cart.quick_order")}</Link>
      </p>
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
