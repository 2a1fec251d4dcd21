import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { serverT } from "~/platform/i18n/catalogue.server";
import { throwPageNotFound } from "~/platform/routing/not-found";
import { articleNumberFromSlug, getBracketPrices, getVariantOffer } from "~/features/products/index.server";
import { sharedCatalogue } from "~/features/products/index.server";
import {
  ANONYMOUS_VIEWER,
  commerceFailure,
  commerceBaseUrl,
  priceModeOf,
  type Viewer,
} from "~/platform/session/commerce-session.server";
import type { CommerceTransport } from "~/platform/services/commerce-client.server";
import type { Variant } from "@shop/contract/commerce/catalogue";
import { streamedPart } from "~/platform/rendering/streamed-part.server";
import { bracketRows, priceView, stockBadge, storeStockRows } from "~/features/products";
import { type PriceMode, type PriceView, type StockBadgeView, type StoreStockRow } from "~/features/products";
import { deliveryOptionsForMode } from "~/platform/session/punchout-mode.server";
import { openDeliveryOptions } from "~/features/checkout/index.server";
import { rememberedDeliveryOptions } from "~/features/checkout/index.server";
import { readChosenStoreId } from "~/features/stores/index.server";
import type { DataLayerEvent } from "@shop/domain/data-layer-events";
import { productDataLayer } from "~/features/products/index.server";
import { savedArticlesFor } from "~/features/favourites/index.server";
import { loadConfigurator, type ConfiguratorView } from "~/features/configurator/index.server";
import { replacementNoticeOf } from "~/features/products";
import { loadSimilarArticles, type SimilarArticlesView } from "./similar-articles.server";
import { conversionText, type SalesUnitConversion } from "@shop/domain/sales-unit";

function salesUnitText(unit: SalesUnitConversion): string {
  const conversion = conversionText(unit);
  return conversion
    ? serverT("catalogue.product.sales_unit_conversion", { unit: unit.unit, conversion })
    : serverT("catalogue.product.sales_unit", { unit: unit.unit });
}

export interface ProductView {
  articleNumber: string;
  name: string;
  slug: string;
  description: string;
  ean: string | null;
  brand: string | null;
  images: { src: string; alt: string }[];
  attributes: { name: string; value: string }[];
  warnings: { code: string; signalWord: string; description: string; detailedDescription: string; icon: string }[];
  relations: { type: string; articleNumber: string }[];
  replacement: { name: string; slug: string; articleNumber: string } | null;
  discontinued: boolean;
  breadcrumb: { name: string; url: string }[];
  salesUnit: { unit: string; conversionFactor: number | null; conversionUnit: string | null };
  /** "Säljs per m (1 trumma = 100 m)", "Säljs per förp (1 förp = 250 st)", "Säljs per st". */
  salesUnitText: string;
  constraints: { onlyStore: boolean; mustBeInStockedAt: boolean };
  notPurchasableReasons: string[];
  purchasableOnline: boolean;
  /** Among the buyer's favourites ('Spara i inköpslista'); null for a visitor. */
  saved: boolean | null;
}

export interface OfferView {
  price: PriceView | null;
  stock: StockBadgeView | null;
  orderMultiple: number;
  brackets: { minQuantity: number; price: string }[];
  stores: StoreStockRow[];
  /** The store the buyer chose for stock (/produkt/:slug/lager), with its stock; null without a choice. */
  chosenStore: StoreStockRow | null;
  /** view_item, here because its price streams in with the offer (pushed once per visit of the page). */
  dataLayer?: DataLayerEvent[];
}

function productView(variant: Variant, baseUrl: string, saved: string[] | null): ProductView {
  const crumb = variant.product.breadcrumb;
  return {
    articleNumber: variant.articleNumber,
    name: variant.name,
    slug: variant.variantSlug,
    description: variant.product.description,
    ean: variant.ean,
    brand: variant.brands[0]?.brand ?? null,
    images: variant.images.map((i) => ({ src: new URL(i.assetUrl, baseUrl).toString(), alt: i.assetLabel })),
    // SSG is the procurement system's product id: data for the OCI export, not for people.
    attributes: variant.attributes.filter((a) => a.name !== "SSG"),
    warnings: variant.warnings.map((w) => ({
      code: w.code,
      signalWord: w.signalWord,
      description: w.description,
      detailedDescription: w.detailedDescription,
      icon: new URL(w.assetUrl, baseUrl).toString(),
    })),
    relations: variant.relations,
    replacement: variant.ersattningsartikel
      ? {
          name: variant.ersattningsartikel.name,
          slug: variant.ersattningsartikel.variantSlug,
          articleNumber: variant.ersattningsartikel.articleNumber,
        }
      : null,
    discontinued: variant.discontinued,
    breadcrumb: crumb ? [...crumb.parents, crumb].map((c) => ({ name: c.name, url: c.url })) : [],
    salesUnit: variant.webSalesUnit,
    salesUnitText: salesUnitText(variant.webSalesUnit),
    constraints: variant.purchaseConstraints,
    notPurchasableReasons: variant.purchasability.reasons,
    purchasableOnline: variant.purchasability.online,
    saved: saved ? saved.includes(variant.articleNumber) : null,
  };
}

/** Price, stock and per-store stock of one article: they need only its number, so they start with the page. */
function startOfferCalls(context: AppLoadContext, transport: CommerceTransport, viewer: Viewer, articleNumber: string) {
  const calls = Promise.all([
    // Its stock lists every location (stores included): the per-store list reads it, no POST /stock of its own.
    getVariantOffer(transport, articleNumber, { withPrice: !viewer.noPrices }),
    // Stores change with the brand's network, not per buyer: KV and isolate memory, not a call per page.
    context
      .commerce()
      .then((commerce) => sharedCatalogue(context, commerce))
      .then((shared) => shared.stores()),
  ]);
  // Awaited by loadOffer; a page that ends first (404, redirect) must not leave an unhandled rejection behind.
  calls.catch(() => undefined);
  return calls;
}

/** Price, stock, brackets and per-store stock: the part that depends on who is asking. */
async function loadOffer(
  context: AppLoadContext,
  transport: CommerceTransport,
  viewer: Viewer,
  variant: Variant,
  calls: ReturnType<typeof startOfferCalls>,
  chosenStoreId: string | null,
): Promise<OfferView> {
  const articleNumber = variant.articleNumber;
  const withPrice = !viewer.noPrices;
  const [offer, stores] = await calls;
  const brackets =
    withPrice && offer.price?.hasBracketPrices ? (await getBracketPrices(transport, articleNumber)).brackets : [];
  const unit = variant.webSalesUnit;
  const storeRows = storeStockRows(offer.stock, stores, unit.unit);
  return {
    price: withPrice ? priceView(offer.price, { noDiscounts: viewer.noDiscounts, salesUnit: unit }) : null,
    stock: stockBadge(offer.stock, unit.unit),
    orderMultiple: offer.stock?.orderMultiple ?? 1,
    brackets: bracketRows(brackets),
    stores: storeRows,
    chosenStore: storeRows.find((row) => row.id === chosenStoreId) ?? null,
    ...productDataLayer(context, variant, offer.price, viewer),
  };
}

export interface ProductPageData {
  kind: "product";
  title: string;
  description: string;
  canonical: string;
  product: ProductView;
  priceMode: PriceMode;
  /** isDefault: the option the add-to-cart form preselects, the buyer's default delivery when it is open now. */
  deliveryOptions: { id: string; name: string; isDefault: boolean }[];
  offer: Promise<OfferView>;
  /** The family's configurator, when the product has one (several articles differing by attributes). */
  configurator: ConfiguratorView | null;
  /** Only for an article that cannot be bought and has no replacement (streamed like the offer). */
  similar: Promise<SimilarArticlesView> | null;
}

/**
 * Variant data that is the same for everyone is awaited (it is the page); the buyer's own price
 * and stock are returned as a promise and stream in behind a fixed-size skeleton. The trade-off:
 * the first paint does not wait for the price calculation, at the cost of a second call.
 */
export async function loadProductPage(
  request: Request,
  context: AppLoadContext,
  slug: string,
): Promise<{ page: ProductPageData; headers: Headers }> {
  const commerce = await context.commerce();
  const articleNumber = articleNumberFromSlug(slug);
  if (!articleNumber) throwPageNotFound(request);
  // A visitor who is not signed in reads without a token: default assortment, no prices.
  const viewer = commerce.viewer ?? ANONYMOUS_VIEWER;
  // Every commerce call the page needs starts now, side by side: the buyer's price and stock need only the number.
  const offerCalls = startOfferCalls(context, commerce.transport, viewer, articleNumber);
  try {
    // The base data is the same for the whole assortment (shared edge cache); delivery options depend on the
    // buyer's token (remembered briefly in this isolate), and which of them are open now on the clock.
    const [variant, deliveryOptions, saved] = await Promise.all([
      sharedCatalogue(context, commerce).then((shared) => shared.variant(articleNumber)),
      rememberedDeliveryOptions(commerce.transport).then((options) =>
        openDeliveryOptions(context, commerce.transport, {
          limited: commerce.viewer?.denials.includes("EJ_ALLA_LEVERANSSATT") ?? false,
          options,
        }),
      ),
      savedArticlesFor(commerce.transport, commerce.viewer !== null),
    ]);
    if (!variant) throwPageNotFound(request);
    const url = new URL(request.url);
    // The query stays: a configuration link (val.<attribute>) outlives a renamed article.
    if (variant.variantSlug !== slug) throw redirect(`/produkt/${variant.variantSlug}${url.search}`, 301);
    const baseUrl = commerceBaseUrl(context);
    const product = productView(variant, baseUrl, saved);
    // Closed express methods are hidden (openDeliveryOptions); the buyer's default is preselected.
    // The page still works without the configurator when the family cannot be read.
    const [offered, configurator] = await Promise.all([
      deliveryOptionsForMode(request, context, deliveryOptions),
      loadConfigurator(context, commerce, viewer, variant, url).catch((error: unknown) => {
        console.error("configurator unavailable", error instanceof Error ? error.message : error);
        return null;
      }),
    ]);
    const defaultId = (offered.find((o) => o.isDefault) ?? offered[0])?.id;
    const offer = streamedPart(
      "product offer",
      loadOffer(context, commerce.transport, viewer, variant, offerCalls, await readChosenStoreId(request)),
    );
    const similar =
      replacementNoticeOf(variant)?.kind === "no_replacement"
        ? streamedPart("similar articles", loadSimilarArticles(context, commerce.transport, viewer, variant, baseUrl))
        : null;
    return {
      page: {
        kind: "product",
        title: `${variant.name} | ${serverT("catalogue.product.article_number")} ${variant.articleNumber}`,
        description: serverT("catalogue.product.meta_description", {
          name: variant.name,
          articleNumber: variant.articleNumber,
          brand: product.brand ?? "",
          description: variant.product.description,
        }).slice(0, 300),
        canonical: `${url.origin}/produkt/${variant.variantSlug}`,
        product,
        priceMode: priceModeOf(commerce.viewer),
        deliveryOptions: offered.map((o) => ({ id: o.id, name: o.name, isDefault: o.id === defaultId })),
        offer,
        configurator,
        similar,
      },
      headers: commerce.headers,
    };
  } catch (error) {
    throw await commerceFailure(error, request, context);
  }
}
