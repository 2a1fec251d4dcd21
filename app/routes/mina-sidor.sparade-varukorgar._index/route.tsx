import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { PageFrame } from "~/ui/page-frame";
import { keepSession } from "~/platform/routing/signed-in.server";
import {
  savedCartsAction,
  savedCartsPage,
  type SavedCartAnswer,
} from "~/features/saved-carts/saved-carts-pages.server";
import { SavedCartList } from "~/features/saved-carts/saved-carts-views";

export const handle = { i18n: ["account-pages", "saved-carts"] };

export const loader = keepSession(({ request, context }: LoaderFunctionArgs) => savedCartsPage(request, context));

// Also the cart page's "Spara varukorg" form posts here (`?index`); a refusal is shown beside this page's form.
export const action = keepSession(({ request, context }: ActionFunctionArgs) => savedCartsAction(request, context));

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

/** The buyer's saved carts and his colleagues' shared ones (docs/purchasing-controls.md, "Sparade varukorgar"). */
export default function SavedCartsPage() {
  const { title, own, shared, ownCount, max, nameMax } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as SavedCartAnswer | undefined;
  return (
    <PageFrame title={title}>
      <SavedCartList own={own} shared={shared} ownCount={ownCount} max={max} nameMax={nameMax} answer={answer} />
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
