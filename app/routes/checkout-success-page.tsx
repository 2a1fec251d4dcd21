import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { GeneralErrorBoundary } from "~/components/error/general-error-boundary";
import { PageFrame } from "~/components/layout/page-frame";
import { useT } from "~/i18n/i18n-provider";
import { serverT } from "~/i18n/catalogue.server";
import { requireUser } from "~/routing/guards.server";
import { routeHandle } from "~/routing/route-handle";

export const handle = routeHandle({ requiresAuth: true, isCheckoutPage: true });

/**
 * Checkout step 4. The entry check: the page only makes sense right after an order was placed,
 * which the order step signals with one `order` parameter per placed delivery; anyone arriving
 * without one goes back to the cart.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const orderIds = new URL(request.url).searchParams.getAll("order").filter((id) => /^[\w-]{1,64}$/.test(id));
  if (orderIds.length === 0) throw redirect("/cart", 303);
  return { orderIds, title: serverT("routes.checkout_success.title") };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function CheckoutSuccessPage() {
  const t = useT();
  return <PageFrame title={t("routes.checkout_success.title")} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
