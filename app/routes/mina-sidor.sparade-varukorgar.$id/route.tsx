import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { PageFrame } from "~/ui/page-frame";
import { keepSession } from "~/platform/routing/signed-in.server";
import { savedCartAction, savedCartPage, type SavedCartAnswer } from "~/features/saved-carts/saved-carts-pages.server";
import { SavedCartPage } from "~/features/saved-carts/saved-carts-views";
import { useActionDataLayer } from "~/features/tracking/page-events";

export const handle = { i18n: ["account-pages", "saved-carts", "checkout", "catalogue", "cart"] };

export const loader = keepSession(({ request, context, params }: LoaderFunctionArgs) =>
  savedCartPage(request, context, params),
);

export const action = keepSession(({ request, context, params }: ActionFunctionArgs) =>
  savedCartAction(request, context, params),
);

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

/** One saved cart: its deliveries and lines, and the forms to use, change, delete or copy it. */
export default function SavedCartRoute() {
  const { savedCart, canOrder, nameMax } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as SavedCartAnswer | undefined;
  useActionDataLayer(answer);
  return (
    <PageFrame title={savedCart.name}>
      <SavedCartPage savedCart={savedCart} canOrder={canOrder} nameMax={nameMax} answer={answer} />
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
