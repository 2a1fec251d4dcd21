import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { orderByWeight, pickRandom } from "@shop/domain/banner-selection";
import { requireUser } from "~/platform/routing/guards.server";
import { throwPageNotFound } from "~/platform/routing/not-found";
import { commitSession, getSession } from "~/platform/session/session.server";
import { getCsrfToken } from "~/platform/session/csrf.server";
import type { ContentRouteViewData } from "./content-view";
import type { SelectedProductsData } from "./content-view";
import { getVariantCards } from "~/features/products/index.server";
import { cardFrom } from "~/features/catalogue/index.server";
import {
  ANONYMOUS_VIEWER,
  commerceBaseUrl,
  priceModeOf,
  transportFor,
} from "~/platform/session/commerce-session.server";
import { getSelectedProductGroup, getStockLocation } from "./commerce-data.server";
import { serviceFetch } from "~/platform/services/service-fetch.server";
import {
  getContentListingPage,
  getContentPage,
  getFrontPage,
  getStorePage,
  getStoreDetails,
} from "~/platform/services/content-client.server";
import type { ContentPage } from "@shop/contract/content/pages";
import type { MarketingBanner, Section } from "@shop/contract/content/sections";
import type { DataLayerEvent } from "@shop/domain/data-layer-events";
import { isCurrentOn } from "@shop/domain/content-validity";
import { stockholmToday } from "@shop/domain/delivery-date";
import { listingDataLayer } from "~/features/products/index.server";

const BANNER_SECTIONS = new Set(["SubBanners", "RandomBanners", "ContentBanners", "MarketingBanners"]);

/**
 * Per request, not per cache entry: a banner shows only within its validity dates (`validFrom`/`validUntil`,
 * Stockholm days, so a campaign is gone the day after its end; a banner section left without one goes too), random
 * banners show one item picked now, marketing banners run heaviest first. The edge cache keys a page by the
 * Stockholm day as well, so a cached copy never shows a banner past its end.
 */
export function prepareSections(
  sections: Section[],
  random: () => number = Math.random,
  today: string = stockholmToday(),
): Section[] {
  return sections.flatMap((section): Section[] => {
    if (!BANNER_SECTIONS.has(section.__typename)) return [section];
    const banners = section as Extract<Section, { __typename: "SubBanners" | "RandomBanners" | "ContentBanners" }>;
    const items = (banners.itemsCollection?.items ?? []).filter((item) => item && isCurrentOn(item, today));
    if (items.length === 0) return [];
    if (section.__typename === "RandomBanners") {
      return [{ ...section, itemsCollection: { items: pickRandom(items, random) } }];
    }
    if (section.__typename === "MarketingBanners") {
      return [{ ...section, itemsCollection: { items: orderByWeight(items as MarketingBanner[]) } }];
    }
    return [{ ...section, itemsCollection: { items } } as Section];
  });
}

/**
 * The products of each selected-products section as product cards, with the viewer's own prices
 * (none for visitors or without price rights). Per request, never cached: prices are per customer.
 * `setCookie` carries a refreshed session, which the route must send on. All sections of a page are one
 * `selected_products_list` for tracking, positions running on from one section to the next.
 */
export async function selectedProductsFor(
  sections: Section[],
  request: Request,
  context: AppLoadContext,
): Promise<{ selectedProducts: SelectedProductsData; setCookie: string[]; dataLayer?: DataLayerEvent[] }> {
  const wanted = sections.filter(
    (section): section is Extract<Section, { __typename: "SelectedProducts" }> =>
      section.__typename === "SelectedProducts",
  );
  if (wanted.length === 0) return { selectedProducts: {}, setCookie: [] };
  // The front page must not fail with the commerce service: a failed token refresh or an outage
  // shows the products as to a visitor, and the next catalogue page deals with the session.
  const commerce = await context.commerce().catch(() => ({
    transport: transportFor(context, null),
    viewer: null,
    headers: new Headers(),
  }));
  const viewer = commerce.viewer ?? ANONYMOUS_VIEWER;
  const priceMode = priceModeOf(commerce.viewer);
  const baseUrl = commerceBaseUrl(context);
  const entries = await Promise.all(
    wanted.map(async (section) => {
      const group = section.selectedProductsId
        ? await getSelectedProductGroup(context.config, section.selectedProductsId, serviceFetch(context, "commerce"))
        : null;
      if (!group) return [section.sys.id, null] as const;
      const hits = await getVariantCards(commerce.transport, group.articleNumbers.slice(0, 12), {
        withPrice: !viewer.noPrices,
      }).catch((error: unknown) => {
        console.warn(`Selected products ${group.id} unavailable: ${(error as Error).message}`);
        return [];
      });
      return [
        section.sys.id,
        { name: group.name ?? null, priceMode, products: hits.map((hit) => cardFrom(hit, viewer, baseUrl)) },
        hits,
      ] as const;
    }),
  );
  return {
    selectedProducts: Object.fromEntries(entries.map(([id, products]) => [id, products])),
    setCookie: commerce.headers.getSetCookie(),
    ...listingDataLayer(
      context,
      "selected_products_list",
      entries.flatMap(([, , hits = []]) => hits),
      1,
      viewer,
    ),
  };
}

/** Set-Cookie values as response headers (several may be set at once). */
export function setCookieHeaders(cookies: readonly string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/**
 * A content route's answer: the page data with its absolute canonical link (as catalogue pages have it, and as
 * search engines prefer it), the session cookie as a header only, never inside the page data.
 */
export function contentRouteResponse(result: ContentRouteData, request: Request) {
  const canonical = canonicalOf(result, new URL(request.url).origin);
  if (result.kind !== "page") return data({ ...result, canonical });
  const { setCookie, ...page } = result;
  return data({ ...page, canonical }, { headers: setCookieHeaders(setCookie) });
}

/** The editor's canonicalLink when set, else the page's own path (child pages have one parent). */
function canonicalOf(result: ContentRouteData, origin: string): string {
  const href =
    result.kind === "listing"
      ? `/${result.listing.slug}`
      : result.page.canonicalLink ||
        (result.parent ? `/${result.parent.slug}/${result.page.slug}` : `/${result.page.slug}`);
  try {
    return new URL(href, origin).href;
  } catch {
    return href; // an editor's link that is no URL at all stays as written rather than failing the page
  }
}

/** The start page. The content service being down is not the buyer's problem: the page says so and the shop still works. */
export async function loadStartPage(request: Request, context: AppLoadContext) {
  try {
    const frontPage = await getFrontPage(context.content);
    if (!frontPage) return { frontPage: null, sections: [], selectedProducts: {}, setCookie: [] };
    const sections = prepareSections(frontPage.sectionsCollection?.items ?? []);
    return { frontPage, sections, ...(await selectedProductsFor(sections, request, context)) };
  } catch (error) {
    console.error(
      JSON.stringify({
        level: "error",
        service: "cms",
        message: "Front page unavailable",
        error: String((error as Error).message ?? error),
      }),
    );
    return { frontPage: null, sections: [], selectedProducts: {}, setCookie: [] };
  }
}

/** What the content routes render (see ContentRouteView), plus a refreshed session's cookies for the page kind. */
export type ContentRouteData =
  | Extract<ContentRouteViewData, { kind: "listing" }>
  | (Extract<ContentRouteViewData, { kind: "page" }> & { setCookie: string[] });

function notFound(request: Request, slug: string): never {
  console.warn(`No content page found for slug ${slug}`);
  throwPageNotFound(request);
}

async function pageData(
  request: Request,
  context: AppLoadContext,
  page: ContentPage,
  parent: ContentPage | null,
): Promise<ContentRouteData> {
  if (page.authenticatedOnly || parent?.authenticatedOnly) await requireUser(request, context);
  const sections = prepareSections(page.sectionsCollection?.items ?? []);
  const embedsForm = (page.bodyTextPrimary?.links?.entries?.block ?? []).some(
    (entry) => entry?.__typename === "DynamicForm",
  );
  let csrf: string | null = null;
  let csrfCookie: string | null = null;
  if (embedsForm) {
    const session = await getSession(request, context);
    const token = getCsrfToken(session);
    csrf = token.token;
    if (token.created) csrfCookie = await commitSession(session, request, context);
  }
  const selected = await selectedProductsFor(sections, request, context);
  // Both cookies would be the whole session; a refreshed token must win (losing it ends the session),
  // and the root loader gives the session its CSRF token on the next page anyway.
  const setCookie = selected.setCookie.length > 0 ? selected.setCookie : csrfCookie ? [csrfCookie] : [];
  const selectedProducts = selected.selectedProducts;
  return {
    kind: "page",
    page,
    parent: parent ? { slug: parent.slug, title: parent.title } : null,
    sections,
    selectedProducts,
    csrf,
    setCookie,
    ...(selected.dataLayer ? { dataLayer: selected.dataLayer } : {}),
  };
}

/** /:slug — a content page, else a listing page with that slug, else 404. */
export async function loadContentRoute(
  request: Request,
  context: AppLoadContext,
  slug: string,
): Promise<ContentRouteData> {
  const clients = context.content;
  const [page, listing] = await Promise.all([getContentPage(clients, slug), getContentListingPage(clients, slug)]);
  if (page) return pageData(request, context, page, null);
  if (listing) {
    const tag = new URL(request.url).searchParams.get("tagg");
    return { kind: "listing", listing, activeTag: tag && /^[\w-]{1,64}$/.test(tag) ? tag : null };
  }
  return notFound(request, slug);
}

/**
 * /:slug/:contentSlug — a child page, only under a parent that lists it: a content page's
 * categories or a listing page's content (one URL per page; the others 404).
 */
export async function loadContentSubRoute(
  request: Request,
  context: AppLoadContext,
  slug: string,
  contentSlug: string,
): Promise<ContentRouteData> {
  const clients = context.content;
  const [parentPage, parentListing, page] = await Promise.all([
    getContentPage(clients, slug),
    getContentListingPage(clients, slug),
    getContentPage(clients, contentSlug),
  ]);
  if (!parentPage && !parentListing) return notFound(request, slug);
  const children = [
    ...(parentPage?.categoriesCollection?.items ?? []),
    ...(parentListing?.contentCollection?.items ?? []).filter((item): item is NonNullable<typeof item> => item != null),
  ];
  if (!page || !children.some((child) => child.slug === contentSlug)) return notFound(request, contentSlug);
  if (parentPage) return pageData(request, context, page, parentPage);
  const data = await pageData(request, context, page, null);
  return data.kind === "page" ? { ...data, parent: { slug: parentListing!.slug, title: parentListing!.title } } : data;
}

/** /butiker/:id — the store page's content merged with the commerce service's stock location. */
export async function loadStorePage(request: Request, context: AppLoadContext, storeId: string) {
  const clients = context.content;
  const [page, details] = await Promise.all([getStorePage(clients, storeId), getStoreDetails(clients, storeId)]);
  const store = page?.storeDetails ?? details;
  if (!page && !store) {
    console.warn(`No store page found for id ${storeId}`);
    throwPageNotFound(request);
  }
  const location = await getStockLocation(context.config, storeId, serviceFetch(context, "commerce"));
  return { page, store, location, sections: prepareSections(page?.sectionsCollection?.items ?? []) };
}
