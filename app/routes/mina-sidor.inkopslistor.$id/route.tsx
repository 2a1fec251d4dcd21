import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Field, FormMessage } from "~/ui/form-bits";
import { CsrfField } from "~/platform/session/csrf-field";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { PageFrame } from "~/ui/page-frame";
import { ShoppingListItems } from "~/features/favourites/shopping-list-items";
import { ShoppingListAccess, ShoppingListSettings } from "~/features/favourites/shopping-list-settings";
import { useT } from "~/platform/i18n/i18n-provider";
import { serverT } from "~/platform/i18n/catalogue.server";
import { handleListAction, type ListActionResult } from "~/features/favourites/list-actions.server";
import { useActionDataLayer } from "~/features/tracking/page-events";
import { getShoppingList } from "~/features/favourites/account-lists.server";
import { listedArticles, replacementFacts } from "~/features/products/replacement-lookup.server";
import { loadOrFail, readAccountForm, requireCommerce, keepSession } from "~/platform/routing/signed-in.server";
import { addDeliveryChoices } from "~/features/checkout/delivery-choices.server";

export const handle = { i18n: ["account-pages", "catalogue"] };

function listIdOf(params: { id?: string }): string {
  if (!params.id || !/^[\w-]{1,80}$/.test(params.id)) throw new Response(serverT("errors.not_found"), { status: 404 });
  return params.id;
}

export const loader = keepSession(async function loader({ request, context, params }: LoaderFunctionArgs) {
  const commerce = await requireCommerce(request, context);
  const { list, items, articles } = await loadOrFail(request, context, async () => {
    const loaded = await getShoppingList(commerce.transport, listIdOf(params));
    const facts = await replacementFacts(
      commerce.transport,
      loaded.items.map((i) => i.articleNumber),
    );
    return { ...loaded, articles: listedArticles(facts) };
  });
  const isOwner = list.userId === commerce.viewer.userId;
  const canOrder = !commerce.viewer.denials.includes("EJ_ORDER");
  const delivery = canOrder ? await addDeliveryChoices(context) : { deliveryId: "DBI", deliveryIds: [] };
  return { title: list.favoriteName, list, items, articles, canOrder, isOwner, ...delivery };
});

export const action = keepSession(async function action({ request, context, params }: ActionFunctionArgs) {
  const { formData, commerce } = await readAccountForm(request, context);
  return handleListAction(request, context, commerce, listIdOf(params), formData);
});

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function ShoppingListPage() {
  const t = useT();
  const { list, items, articles, canOrder, isOwner, deliveryId, deliveryIds } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ListActionResult | undefined;
  useActionDataLayer(result);
  return (
    <PageFrame title={list.favoriteName}>
      <p>
        <Link to="/mina-sidor/inkopslistor">{t("account-pages.lists.back")}</Link>
      </p>
      <ShoppingListAccess access={list.access} ownerName={list.user?.fullName ?? ""} />
      <FormMessage message={result?.message} ok={result?.ok} />
      <ShoppingListItems caption={list.favoriteName} items={items} articles={articles} />
      <Form method="post" className="inline-form" aria-label={t("account-pages.lists.add_item_heading")}>
        <CsrfField />
        <Field id="item-article" name="articleNumber" label={t("account-pages.lists.favourite_article")} />
        <Field
          id="item-quantity"
          name="quantity"
          type="number"
          label={t("account-pages.order.quantity")}
          defaultValue="1"
        />
        <button type="submit" name="intent" value="add-item">
          {t("account-pages.lists.add_item")}
        </button>
      </Form>
      {canOrder && items.length > 0 ? (
        <Form method="post" className="inline-form" aria-label={t("account-pages.lists.to_cart_heading")}>
          <CsrfField />
          <div className="field">
            <label htmlFor="list-delivery">{t("account-pages.lists.delivery")}</label>
            <select id="list-delivery" name="deliveryId" defaultValue={deliveryId}>
              {deliveryIds.map((id) => (
                <option key={id} value={id}>
                  {t(`account-pages.delivery.${id}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" name="intent" value="to-cart">
            {t("account-pages.lists.to_cart")}
          </button>
        </Form>
      ) : null}
      {isOwner ? <ShoppingListSettings list={list} /> : null}
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
