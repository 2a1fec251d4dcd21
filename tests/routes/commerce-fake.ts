/**
 * A scripted commerce service for route tests: answers the calls the cart, delivery and punch-out
 * routes make, shaped like the commerce worker's answers, and records every call. Installed as the
 * global fetch, because the route loaders open their commerce session with the default fetch.
 */
import { vi } from "vitest";

export const COMMERCE_URL = "http://commerce.test";

export interface CartItemInput {
  cartItemId: string;
  articleNumber: string;
  name: string;
  quantity: number;
  deliveryId?: string;
  label?: string;
  netPrice?: number | null;
  alloyingPrice?: number;
  salesPrice?: number | null;
  unit?: string;
  /** For the data-layer events: the product, its category path from the top, its brand. */
  productId?: string;
  categories?: string[];
  brand?: string;
}

function breadcrumbOf(categories: string[]) {
  const names = [...categories];
  const last = names.pop();
  if (last === undefined) return null;
  return { name: last, url: `/kategorier/${last.toLowerCase()}`, parents: names.map((name) => ({ name })) };
}

/** One line of `getCartWithVariants` as the gateway answers it (the fields the cart and OCI queries ask for). */
export function cartItem(input: CartItemInput) {
  return {
    cartItemId: input.cartItemId,
    articleNumber: input.articleNumber,
    quantity: input.quantity,
    deliveryId: input.deliveryId ?? "DBI",
    label: input.label ?? "",
    requestedDeliveryDate: null,
    needsAction: [],
    price: {
      askForPrice: false,
      netPrice: input.netPrice ?? 100,
      alloyingPrice: input.alloyingPrice ?? 0,
      salesPrice: input.salesPrice ?? null,
      salesPriceUnit: input.unit ?? "st",
    },
    stock: {
      orderMultiple: 1,
      totalQuantity: 40,
      selectedLocation: { locationId: "1001", quantity: 40, availability: "IN_STOCK" },
      locations: [{ locationId: "9000", availableFromDays: 2 }],
    },
    variant: {
      name: input.name,
      variantSlug: `${input.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${input.articleNumber}`,
      discontinued: false as boolean,
      // What the replacement lookups of lists and quick order ask for (REPLACEMENT_FACTS_QUERY).
      purchasability: { online: true, store: true, reasons: [] },
      materialGroup: "40010000",
      webSalesUnit: { unit: input.unit ?? "st" },
      images: [],
      ersattningsartikel: null as { articleNumber: string; name: string; variantSlug: string } | null,
      attributes: [{ attributeName: "SSG", attributeValue: "SSG-1" }],
      product: { id: input.productId ?? `p-${input.articleNumber}`, breadcrumb: breadcrumbOf(input.categories ?? []) },
      brands: input.brand ? [{ brand: input.brand }] : [],
    },
  };
}

export const DELIVERY_OPTIONS = [
  {
    id: "DBI",
    name: "Leverans med bil",
    orderType: "standard",
    requiresZipCode: false,
    requiresStore: false,
    availableBetweenHours: null,
  },
  {
    id: "EXH",
    name: "Hämta i butik",
    orderType: "standard",
    requiresZipCode: false,
    requiresStore: true,
    availableBetweenHours: null,
  },
];

export const PICKUP_STORES = [
  { id: "1001", name: "Umeå" },
  { id: "1002", name: "Luleå" },
];

export const DELIVERY_ADDRESSES = [
  {
    addressId: "a-1",
    label: "Bygget Tegs centrum",
    name: "Byggfirman Norrland AB",
    recipientName: "Kim Berg",
    address1: "Storgatan 1",
    address2: null,
    address3: null,
    postalCode: "903 26",
    postalAddress: "Umeå",
    countryCode: "SE",
    phone: null,
    preselected: true,
    readOnly: false,
    validForDelivery: true,
  },
];

export interface CommerceFake {
  /** "METHOD /path" of every call, in order. */
  calls: string[];
  /** The JSON bodies of the PUT and POST calls, by "METHOD /path". */
  bodies: Map<string, unknown>;
}

export interface FakeOptions {
  items: ReturnType<typeof cartItem>[];
  cartId?: string;
  /** The cart's lines after a call ("METHOD /path"), e.g. after a line's DELETE. */
  cartAfter?: Record<string, ReturnType<typeof cartItem>[]>;
  /** Answers of other calls by "METHOD /path" (checkout, batch add, shopping lists). */
  answers?: Record<string, unknown>;
  /** Lines the service says it moved off a closed delivery method when it answered the cart. */
  movedDeliveries?: { from: string; to: string; lines: number }[];
}

/** `getVariants` of the gateway for the cart's articles, as the purchase events ask for them. */
function variantsOf(items: ReturnType<typeof cartItem>[]) {
  return items.map((i) => ({ articleNumber: i.articleNumber, ...i.variant }));
}

/** Installs the scripted service as the global fetch; `vi.unstubAllGlobals()` removes it. */
export function fakeCommerce(options: FakeOptions): CommerceFake {
  const cartId = options.cartId ?? "cart-1";
  let items = options.items;
  const fake: CommerceFake = { calls: [], bodies: new Map() };
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const method = init?.method ?? "GET";
    const key = `${method} ${url.pathname}`;
    fake.calls.push(key);
    if (typeof init?.body === "string") fake.bodies.set(key, JSON.parse(init.body));
    if (options.cartAfter?.[key]) items = options.cartAfter[key];
    if (url.pathname === "/graphql") {
      const moved = options.movedDeliveries ?? [];
      const cart = { cartId, lineLimit: 500, deliveryIdsInOrder: [], deliveries: [], items, movedDeliveries: moved };
      return Response.json({ data: { getCartWithVariants: cart, getVariants: variantsOf(options.items) } });
    }
    if (options.answers && key in options.answers) return Response.json(options.answers[key]);
    if (url.pathname === "/v2/cart" && method === "GET") return Response.json({ cartId });
    if (url.pathname === `/v2/cart/${cartId}/status`) return Response.json({ cartId, status: "DELETED" });
    if (url.pathname === "/delivery-options") return Response.json(DELIVERY_OPTIONS);
    if (url.pathname === "/v2/locations") return Response.json(PICKUP_STORES);
    if (url.pathname === "/address") return Response.json(DELIVERY_ADDRESSES);
    // No fixed delivery days for this customer (the service's 404, spec section 7).
    if (url.pathname.endsWith("/delivery-dates")) return Response.json({ message: "Not found" }, { status: 404 });
    if (method === "PUT" || method === "POST" || method === "DELETE") return Response.json({});
    return Response.json({ message: `unexpected ${key}` }, { status: 404 });
  });
  return fake;
}
