import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { PageFrame } from "~/ui/page-frame";
import { useT } from "~/platform/i18n/i18n-provider";
import { serverT } from "~/platform/i18n/catalogue.server";
import { requireUser } from "~/platform/routing/guards.server";
import { routeHandle } from "~/platform/routing/route-handle";
import { readPlacedOrder } from "~/features/checkout/checkout-state.server";
import { takePurchaseEvents } from "~/features/checkout/purchase-report.server";

export const handle = routeHandle({
  requiresAuth: true,
  isCheckoutPage: true,
  i18n: ["checkout", "routes", "order-approval"],
});

/** How long after placing the order its confirmation can still be shown (reloads, back button). */
const SHOW_FOR_MS = 30 * 60_000;

/**
 * Checkout step 4. The entry check: the page only makes sense right after an order was placed
 * (the summary step leaves the result in the session); without one the buyer goes to the start page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const order = await readPlacedOrder(request, context);
  // An order over the buyer's limit places nothing: it awaits approval (docs/purchasing-controls.md).
  const awaiting = order?.awaiting ?? [];
  if (!order || (order.placed.length === 0 && awaiting.length === 0) || Date.now() - order.at > SHOW_FOR_MS)
    throw redirect("/", 303);
  const failedNames = order.failed.map((f) => serverT(`checkout.method.${f.deliveryId}`));
  // Step 4 and the purchases, the first time this order's page loads only.
  const { dataLayer, headers } = await takePurchaseEvents(request, context, order.placed);
  headers.set("Cache-Control", "no-store");
  return data(
    {
      title: serverT("routes.checkout_success.title"),
      placed: order.placed,
      awaiting,
      failed: order.failed.map((f) => ({ deliveryId: f.deliveryId, reason: f.reason ?? null })),
      partialMessage: failedNames.length
        ? serverT("errors.invalid_partial_order", { deliveries: failedNames.join(", ") })
        : null,
      dataLayer,
    },
    { headers },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function CheckoutSuccessPage() {
  const t = useT();
  const { placed, awaiting, failed, partialMessage } = useLoaderData<typeof loader>();
  return (
    <PageFrame title={t("routes.checkout_success.title")}>
      {awaiting.length ? (
        <section aria-labelledby="awaiting-approval" className="awaiting-approval">
          <h2 id="awaiting-approval">{t("order-approval.status.PENDING")}</h2>
          <p>{t("order-approval.checkout.awaiting_intro")}</p>
          <ul>
            {awaiting.map((a) => (
              <li key={a.deliveryId}>
                {t("order-approval.checkout.awaiting_item", {
                  method: t(`checkout.method.${a.deliveryId}`),
                  id: a.approvalId,
                })}
              </li>
            ))}
          </ul>
          <p>
            <Link to="/mina-sidor/orderhistorik">{t("order-approval.checkout.to_history")}</Link>
          </p>
        </section>
      ) : null}
      {placed.length ? (
        <>
          <p>{t("checkout.success.placed_intro")}</p>
          <ul>
            {placed.map((p) => (
              <li key={p.deliveryId}>
                {t("checkout.success.order_number", {
                  method: t(`checkout.method.${p.deliveryId}`),
                  orderNumber: p.orderNumber,
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {partialMessage ? (
        <div role="alert">
          {/* errors.invalid_partial_order names the failed deliveries (spec); the list adds only their reasons. */}
          <p>{partialMessage}</p>
          <p>{t("checkout.success.failed_kept")}</p>
          {failed.some((f) => f.reason) ? (
            <ul>
              {failed.flatMap((f) =>
                f.reason ? [<li key={f.deliveryId}>{`${t(`checkout.method.${f.deliveryId}`)}: ${f.reason}`}</li>] : [],
              )}
            </ul>
          ) : null}
          <Link to="/cart">{t("checkout.success.to_cart")}</Link>
        </div>
      ) : null}
      <p>
        <Link to="/">{t("checkout.success.to_start")}</Link>
      </p>
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
