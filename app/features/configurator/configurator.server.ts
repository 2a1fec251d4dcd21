/**
 * The product page's configurator: the family (same for the whole assortment, through the shared cache) narrowed
 * by the choices in the query string (`val.<attribute>`), and the matching articles with the buyer's price and
 * stock, streamed like the page's own offer.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { configure, isConfigurable, type ConfiguratorStep } from "@shop/domain/configurator";
import { selectionsFromSearchParams, type ConfiguratorSelections } from "@shop/domain/configurator-selections";
import type { DataLayerEvent } from "@shop/domain/data-layer-events";
import type { Variant } from "@shop/contract/commerce/catalogue";
import type { FamilyVariant } from "@shop/contract/commerce/configurator";
import { onlineRefusal, type NotPurchasableReason } from "@shop/domain/purchase-constraints";
import { cardFrom } from "~/features/products/index.server";
import { sharedCatalogue } from "~/features/products/index.server";
import { getVariantCards } from "~/features/products/index.server";
import { streamedPart } from "~/platform/rendering/streamed-part.server";
import { commerceBaseUrl, type CommerceSession, type Viewer } from "~/platform/session/commerce-session.server";
import { listingDataLayer } from "~/features/products/index.server";
import type { ProductCardView } from "~/features/products";

/** The matching articles listed with prices at most; more choices narrow the rest. */
export const CONFIGURATOR_RESULTS_MAX = 12;

export interface ConfiguratorResultRow extends ProductCardView {
  /** The article's values of the configurator's attributes, in step order. */
  values: { name: string; value: string }[];
  /** Why it cannot be bought online (shown beside the disabled add to cart); null when it can. */
  notPurchasableReason: NotPurchasableReason | null;
}

export interface ConfiguratorResults {
  rows: ConfiguratorResultRow[];
  /** view_item_list (configurator_result_list). */
  dataLayer?: DataLayerEvent[];
}

export interface ConfiguratorView {
  productId: string;
  productName: string;
  /** The page the configurator is on: its GET form's action. */
  variantSlug: string;
  steps: ConfiguratorStep[];
  /** The choices in effect (unknown attributes and values in the URL are left out). */
  selections: ConfiguratorSelections;
  matchCount: number;
  /** The article the choices lead to, when exactly one. */
  single: { articleNumber: string; name: string; slug: string } | null;
  /** Null until the buyer has chosen something. */
  results: Promise<ConfiguratorResults> | null;
}

function loadResults(
  context: AppLoadContext,
  commerce: CommerceSession,
  viewer: Viewer,
  matches: readonly FamilyVariant[],
  steps: readonly ConfiguratorStep[],
): Promise<ConfiguratorResults> {
  const attributes = steps.map((s) => s.attribute);
  const shown = matches.slice(0, CONFIGURATOR_RESULTS_MAX);
  const results = getVariantCards(
    commerce.transport,
    shown.map((v) => v.articleNumber),
    { withPrice: !viewer.noPrices },
  ).then((hits): ConfiguratorResults => {
    const baseUrl = commerceBaseUrl(context);
    const valuesOf = new Map(
      shown.map((v) => [v.articleNumber, v.attributes.filter((a) => attributes.includes(a.name))] as const),
    );
    const rows = hits.map((hit) => ({
      ...cardFrom(hit, viewer, baseUrl),
      notPurchasableReason: onlineRefusal(hit.purchasability),
      values: [...(valuesOf.get(hit.articleNumber) ?? [])].sort(
        (a, b) => attributes.indexOf(a.name) - attributes.indexOf(b.name),
      ),
    }));
    return { rows, ...listingDataLayer(context, "configurator_result_list", hits, 1, viewer) };
  });
  return streamedPart("configurator results", results);
}

/** Null when the article's product is no family worth configuring (one article, or nothing to choose by). */
export async function loadConfigurator(
  context: AppLoadContext,
  commerce: CommerceSession,
  viewer: Viewer,
  variant: Variant,
  url: URL,
): Promise<ConfiguratorView | null> {
  const shared = await sharedCatalogue(context, commerce);
  const family = await shared.productFamily(variant.product.id);
  if (!family || !isConfigurable(family.variants, family.attributeSequence)) return null;
  const { steps, selections, matches } = configure(
    family.variants,
    family.attributeSequence,
    selectionsFromSearchParams(url.searchParams),
  );
  // Untouched, the configurator lists nothing: the page's own article is the offer. The matching articles (and
  // their impressions) come with the buyer's first choice, which also spares every plain product view a priced call.
  const results = Object.keys(selections).length > 0 ? loadResults(context, commerce, viewer, matches, steps) : null;
  const single = matches.length === 1 ? matches[0] : null;
  return {
    productId: family.productId,
    productName: family.name,
    variantSlug: variant.variantSlug,
    steps,
    selections,
    matchCount: matches.length,
    single: single ? { articleNumber: single.articleNumber, name: single.name, slug: single.variantSlug } : null,
    results,
  };
}
