/**
 * /produkt/:slug/lager: an article's stock in every store as a plain page (the product page's
 * per-store stock without JavaScript), and the form that chooses the buyer's store for stock.
 */
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { serverT } from "~/platform/i18n/catalogue.server";
import { throwPageNotFound } from "~/platform/routing/not-found";
import { verifyCsrf } from "~/platform/session/csrf.server";
import { articleNumberFromSlug, getStockEverywhere, getVariant } from "~/features/products/index.server";
import { commerceFailure } from "~/platform/session/commerce-session.server";
import { chosenStoreSetCookie, isStoreId, readChosenStoreId } from "./chosen-store.server";
import { getVisitableStores } from "./stores-client.server";
import { storeStockRows } from "~/features/products";
import type { StoreStockPageData } from "./stores-view";
import { formDataOr413 } from "~/platform/security/form-data.server";

/** The chosen store among the known ones; a stale id (store closed) counts as no choice. */
export async function chosenStoreOf(request: Request, stores: readonly { id: string }[]): Promise<string | null> {
  const id = await readChosenStoreId(request);
  return id && stores.some((store) => store.id === id) ? id : null;
}

export async function loadStoreStockPage(
  request: Request,
  context: AppLoadContext,
  slug: string,
): Promise<{ page: StoreStockPageData; headers: Headers }> {
  const articleNumber = articleNumberFromSlug(slug);
  if (!articleNumber) throwPageNotFound(request);
  const commerce = await context.commerce();
  try {
    const [variant, everywhere, stores] = await Promise.all([
      getVariant(commerce.transport, articleNumber),
      getStockEverywhere(commerce.transport, articleNumber),
      getVisitableStores(commerce.transport),
    ]);
    if (!variant) throwPageNotFound(request);
    if (variant.variantSlug !== slug)
      throw redirect(`/produkt/${variant.variantSlug}/lager`, { status: 301, headers: commerce.headers });
    const chosenId = await chosenStoreOf(request, stores);
    const rows = storeStockRows(everywhere, stores, variant.webSalesUnit.unit).map((row) => ({
      ...row,
      pageUrl: `/butiker/${encodeURIComponent(row.id)}`,
      chosen: row.id === chosenId,
    }));
    const url = new URL(request.url);
    return {
      page: {
        title: serverT("catalogue-pages.stock.title", { name: variant.name }),
        description: serverT("catalogue-pages.stock.meta_description", {
          name: variant.name,
          articleNumber: variant.articleNumber,
        }),
        canonical: `${url.origin}/produkt/${variant.variantSlug}/lager`,
        product: { name: variant.name, articleNumber: variant.articleNumber, url: `/produkt/${variant.variantSlug}` },
        rows,
        chosen: rows.find((row) => row.chosen) ?? null,
      },
      headers: commerce.headers,
    };
  } catch (error) {
    throw await commerceFailure(error, request, context);
  }
}

/**
 * POST: remember (or forget, with an empty choice) the buyer's store, then back to the product or
 * this page. An unknown store id is a 400 with a Swedish message, never a silent success.
 */
export async function chooseStore(request: Request, context: AppLoadContext, slug: string) {
  const form = await formDataOr413(request);
  verifyCsrf(form, await context.session(), request);
  const storeId = form.get("butik");
  const back = form.get("redirectTo") === "product" ? `/produkt/${slug}` : `/produkt/${slug}/lager`;
  if (storeId === "" || storeId === null) {
    return redirect(back, { status: 303, headers: { "Set-Cookie": await chosenStoreSetCookie(request, null) } });
  }
  const commerce = await context.commerce();
  let stores: { id: string }[];
  try {
    stores = await getVisitableStores(commerce.transport);
  } catch (error) {
    throw await commerceFailure(error, request, context);
  }
  if (!isStoreId(storeId) || !stores.some((store) => store.id === storeId)) {
    return data({ error: serverT("catalogue-pages.stock.unknown_store") }, { status: 400, headers: commerce.headers });
  }
  const headers = new Headers(commerce.headers);
  headers.append("Set-Cookie", await chosenStoreSetCookie(request, storeId));
  headers.set("Location", back);
  return new Response(null, { status: 303, headers });
}
