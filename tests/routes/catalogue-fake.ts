/**
 * A scripted commerce service for the catalogue's loaders and the add-to-cart action: one article
 * with a price, as search hit, variant, offer and cart line. It answers with the price even when
 * the caller has no price rights, so a test shows that the storefront itself keeps it out.
 */
import { vi } from "vitest";
import { COMMERCE_URL } from "./commerce-fake";
import { shopContext } from "./buyer-session";
import { testLoadContext } from "../support/load-context";

const crumb = (id: string, name: string, level: number) => ({ id, name, slug: id, url: `/kategorier/${id}`, level });

export const ARTICLE = {
  name: "Installationskabel EKK 3G1,5",
  articleNumber: "1000123",
  ean: null,
  variantSlug: "installationskabel-ekk-3g1-5-1000123",
  discontinued: false,
  stockType: "STOCK",
  stockedAt: [],
  filterTags: [],
  purchaseConstraints: { onlyStore: false, mustBeInStockedAt: false },
  purchasability: { online: true, store: true, reasons: [] },
  webSalesUnit: { unit: "m", conversionFactor: null, conversionUnit: null },
  product: {
    id: "p-ekk",
    name: "Installationskabel EKK",
    description: "",
    breadcrumb: { ...crumb("kabel", "Kabel", 2), parents: [crumb("el", "El", 1)] },
    categoryPaths: ["el/kabel"],
  },
  brands: [{ brand: "Nexans", id: "b1", slug: "nexans" }],
  images: [],
  attributes: [],
  warnings: [],
  relations: [],
  ersattningsartikel: null,
};

export const PRICE = {
  priceType: "NET",
  askForPrice: false,
  netPrice: 12.34,
  alloyingPrice: 0.66,
  salesPrice: 15,
  salesPriceUnit: "m",
  salesPriceIncludingVat: null,
  preCampaignPrice: null,
  hasBracketPrices: false,
};

const location = {
  locationId: "1001",
  quantity: 40,
  stocked: true,
  orderMultiple: 10,
  availability: "IN_STOCK",
  status: "green",
  availabilityDate: null,
  availableFromDays: null,
  availableToDays: null,
};
const STOCK = {
  articleNumber: ARTICLE.articleNumber,
  stockType: "STOCK",
  locations: [location],
  selectedLocation: location,
  orderMultiple: 10,
  totalQuantity: 40,
};

const HIT = { ...ARTICLE, price: PRICE, stock: STOCK };

function cartLine(quantity: number) {
  return {
    cartItemId: "ci-1",
    articleNumber: ARTICLE.articleNumber,
    quantity,
    deliveryId: "DBI",
    label: "",
    requestedDeliveryDate: null,
    needsAction: [],
    price: { askForPrice: false, netPrice: 12.34, alloyingPrice: 0.66, salesPrice: null, salesPriceUnit: "m" },
    stock: null,
    variant: null,
  };
}

export interface CatalogueFake {
  calls: string[];
}

/** The cart after the add as the service answers it with `withCart` (cart/callers-cart.ts): priced, with articles. */
function pricedCart(otherQuantity: number) {
  const line = (cartItemId: string, quantity: number) => ({
    cartItemId,
    articleNumber: ARTICLE.articleNumber,
    deliveryId: "DBI",
    quantity,
    price: PRICE,
    variant: ARTICLE,
  });
  return { items: [line("ci-1", 10), line("ci-2", otherQuantity)] };
}

/**
 * Installs the fake as the global fetch. `refuse` makes the add answer with a refusal; the cart
 * afterwards holds the added line and `otherQuantity` more of the same price. `stockDown` makes the
 * buyer's price and stock (the offer query, POST /stock) answer 503, as an overloaded commerce service does.
 * The add answers the priced cart when asked (`withCart`), unless `addWithoutCart` plays a service that
 * does not know the field.
 */
export function fakeCatalogue(
  options: {
    refuse?: "not_purchasable_online";
    otherQuantity?: number;
    stockDown?: boolean;
    addWithoutCart?: boolean;
  } = {},
) {
  const fake: CatalogueFake = { calls: [] };
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const method = init?.method ?? "GET";
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : null;
    const path = url.pathname;
    fake.calls.push(`${method} ${path}`);
    if (path === "/search") {
      const facets = { brands: [], categories: [], filterTags: [], attributes: [] };
      return Response.json({ total: 1, totalIsLowerBound: false, exactMatch: null, hits: [HIT], facets });
    }
    if (path === "/graphql") {
      const query = String(body?.query ?? "");
      if (query.includes("getCartWithVariants")) {
        const items = [cartLine(10), { ...cartLine(options.otherQuantity ?? 0), cartItemId: "ci-2" }];
        const cart = { cartId: "cart-1", lineLimit: 200, deliveryIdsInOrder: [], deliveries: [], items };
        return Response.json({ data: { getCartWithVariants: cart } });
      }
      if (options.stockDown && query.includes("query Offer"))
        return Response.json({ message: "Tjänsten är tillfälligt otillgänglig" }, { status: 503 });
      return Response.json({ data: { getVariants: [HIT] } });
    }
    if (path === "/v2/cart/current/variants/batch/add") {
      const line = {
        articleNumber: ARTICLE.articleNumber,
        deliveryId: "DBI",
        name: ARTICLE.name,
        salesUnit: "m",
        requestedQuantity: 3,
        quantity: options.refuse ? 0 : 10,
        orderMultiple: 10,
        cartItemId: options.refuse ? null : "ci-1",
        refusal: options.refuse ?? null,
      };
      const cart = body?.withCart && !options.refuse && !options.addWithoutCart;
      return Response.json({ lines: [line], ...(cart ? { cart: pricedCart(options.otherQuantity ?? 0) } : {}) });
    }
    if (path === "/createEvents") return Response.json({ accepted: body?.events?.length ?? 0 });
    if (path.startsWith("/breadcrumbs/")) {
      return Response.json({ ...crumb("kabel", "Kabel", 2), parents: [], children: [], categoryPath: "el/kabel" });
    }
    if (path.startsWith("/selected-product-groups/")) {
      return Response.json({ id: "SPG-1", name: "Populära", articleNumbers: [ARTICLE.articleNumber] });
    }
    if (path.startsWith("/campaigns/")) {
      const dates = { startsAt: "2026-01-01T00:00:00Z", endsAt: "2099-01-01T00:00:00Z" };
      const campaign = { id: "c1", name: "Kabeldagar", slug: "kabeldagar", description: "", isAssortment: false };
      return Response.json({ ...campaign, customerId: null, ...dates, articleCount: 1 });
    }
    if (path.startsWith("/attribute-sequence/")) return Response.json({ sequence: [], disabled: [] });
    if (path.startsWith("/customers/")) return Response.json({ assortmentId: "A1" });
    if (path === "/stock")
      return options.stockDown
        ? Response.json({ message: "Tjänsten är tillfälligt otillgänglig" }, { status: 503 })
        : Response.json([STOCK]);
    if (path === "/v2/locations") return Response.json([{ id: "1001", name: "Umeå" }]);
    if (path === "/delivery-options") return Response.json([]);
    return Response.json({ message: `unexpected ${method} ${path}` }, { status: 404 });
  });
  return fake;
}

const kv = { get: async () => null, put: async () => undefined };

/** The route tests' load context with a tag-manager id; null: none configured. */
export function trackingContext(request: Request, gtmId: string | null = "GTM-ABC123") {
  if (gtmId === null) return shopContext(request);
  return testLoadContext({ SESSION_SECRET: "route-test-secret", COMMERCE_URL, CACHE: kv, GTM_ID: gtmId }, { request });
}
