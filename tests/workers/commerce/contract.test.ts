/**
 * The wire contract (contract/commerce) against the real commerce worker and the demo seed: every main answer
 * the storefront reads is parsed with the schema the storefront parses it with, so a field the worker drops or
 * renames fails here even where the worker's types could not see it (SQL rows, JSON columns). GraphQL answers
 * use the storefront's own documents (contract/commerce/queries.ts).
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  addressSchema,
  customerListSchema,
  customerNameListSchema,
  favouritesSchema,
  shoppingListItemPageSchema,
  shoppingListPageSchema,
  userListSchema,
  userSchema,
} from "@shop/contract/commerce/account";
import {
  attributeSequenceSchema,
  bracketsSchema,
  campaignSchema,
  categorySchema,
  customerAssortmentSchema,
  menuSchema,
  replacementFactsSchema,
  listingResponseSchema,
  searchResponseSchema,
  stockListSchema,
  suggestionHitsSchema,
  variantCardsSchema,
  variantOffersSchema,
  variantsSchema,
} from "@shop/contract/commerce/catalogue";
import {
  addAnswerSchema,
  addLinesAnswerSchema,
  anonymousCartCreatedSchema,
  anonymousCartTransferSchema,
  cartIdSchema,
  cartLinesSchema,
  cartQueryAnswerSchema,
  ociCartSchema,
} from "@shop/contract/commerce/cart";
import {
  checkoutResultsSchema,
  customerDeliveryDatesSchema,
  deliveryAddressSchema,
  deliveryMethodSchema,
  deliveryOptionSchema,
  orderNumberCheckSchema,
} from "@shop/contract/commerce/checkout";
import { graphqlAnswerSchema } from "@shop/contract/commerce/graphql";
import {
  locationSchema,
  publicLocationSchema,
  selectedProductGroupSchema,
  storeLocationSchema,
} from "@shop/contract/commerce/locations";
import { invoiceSchema, orderAddressesSchema, orderListSchema, orderSchema } from "@shop/contract/commerce/orders";
import {
  CART_QUERY,
  OCI_CART_QUERY,
  REPLACEMENT_FACTS_QUERY,
  VARIANT_QUERY,
  variantCardsQuery,
  variantOfferQuery,
} from "@shop/contract/commerce/queries";
import { ociSessionSchema, signInSchema, tokenPairSchema } from "@shop/contract/commerce/sessions";
import { call, createUser, env, graphqlCall, seedOrderableArticles, signIn, type CallOptions } from "./helpers";

let articles: string[] = [];
let buyer = "";

beforeAll(async () => {
  articles = await seedOrderableArticles();
  buyer = (await signIn("buyer@demo.se", { customerId: "10001" })).AccessToken;
});

/** The answer parsed with the contract; a failure lists every field that does not fit. */
type Answer = { status: number; json: unknown; text: string };
function conforms<S extends z.ZodType>(schema: S, answer: Answer): z.output<S> {
  expect(answer.status >= 200 && answer.status < 300, `${answer.status} ${answer.text.slice(0, 300)}`).toBe(true);
  const parsed = schema.safeParse(answer.json);
  expect(parsed.error?.issues ?? []).toEqual([]);
  return parsed.data as z.output<S>;
}

const get = (path: string, options: CallOptions = {}) => call(path, { token: buyer, ...options });
const gql = (token: string, query: string, variables: Record<string, unknown> = {}) =>
  graphqlCall(token, query, variables);

describe("catalogue answers", () => {
  it("variant, product cards and offer (GraphQL, the storefront's documents)", async () => {
    const variables = { articleNumbers: [articles[0]] };
    const variant = conforms(graphqlAnswerSchema(variantsSchema), await gql(buyer, VARIANT_QUERY, variables));
    expect(variant.data?.getVariants).toHaveLength(1);
    const cards = await gql(buyer, variantCardsQuery(true), { ...variables, skipPrice: false });
    expect(conforms(graphqlAnswerSchema(variantCardsSchema), cards).data?.getVariants[0]?.price).not.toBeNull();
    const offer = await gql(buyer, variantOfferQuery(true), { ...variables, deliveryId: "DBI", skipPrice: false });
    expect(conforms(graphqlAnswerSchema(variantOffersSchema), offer).data?.getVariants[0]?.stock).not.toBeNull();
  });

  it("replacement facts of listed articles (shopping lists, quick order)", async () => {
    const answer = await gql(buyer, REPLACEMENT_FACTS_QUERY, { articleNumbers: articles.slice(0, 2) });
    const facts = conforms(graphqlAnswerSchema(replacementFactsSchema), answer).data?.getVariants ?? [];
    expect(facts.map((f) => f.articleNumber)).toEqual(articles.slice(0, 2));
  });

  it("an offer to a viewer without price rights: the money keys are null, the shape holds", async () => {
    const noPrices = (await signIn("noprices@demo.se")).AccessToken;
    const variables = { articleNumbers: [articles[0]], deliveryId: "DBI", skipPrice: false };
    const offer = await gql(noPrices, variantOfferQuery(true), variables);
    const price = conforms(graphqlAnswerSchema(variantOffersSchema), offer).data?.getVariants[0]?.price;
    expect(price?.netPrice ?? null).toBeNull();
  });

  it("search with facets, find-as-you-type, stock, bracket prices", async () => {
    const query = { query: "kabel", offset: 0, limit: 5, sort: "relevance", facets: true };
    const search = conforms(searchResponseSchema, await get("/search", { body: query }));
    expect(search.hits.length).toBeGreaterThan(0);
    const listing = conforms(listingResponseSchema, await get("/search", { body: { ...query, fields: "card" } }));
    expect(listing.hits.map((hit) => hit.articleNumber)).toEqual(search.hits.map((hit) => hit.articleNumber));
    const suggestion = { ...query, facets: false, skipPrice: true, skipStock: true, fields: "card" };
    conforms(suggestionHitsSchema, await get("/search", { body: suggestion }));
    conforms(stockListSchema, await get("/stock", { body: { articles: [articles[0], "0000000"] } }));
    conforms(bracketsSchema, await get(`/prices/${articles[0]}/brackets`));
  });

  it("category, menu, attribute sequence, assortment, campaigns", async () => {
    const answer = await gql(buyer, VARIANT_QUERY, { articleNumbers: [articles[0]] });
    const variant = conforms(graphqlAnswerSchema(variantsSchema), answer);
    const path = variant.data!.getVariants[0]!.product.categoryPaths[0]!;
    const category = conforms(categorySchema, await get(`/breadcrumbs/${encodeURIComponent(path)}`));
    conforms(menuSchema, await get("/menu"));
    conforms(attributeSequenceSchema, await get(`/attribute-sequence/${encodeURIComponent(category.id)}/1`));
    conforms(customerAssortmentSchema, await get("/customers/10001/assortment"));
    const campaigns = conforms(campaignSchema.array(), await get("/campaigns/active-campaigns/customer"));
    conforms(campaignSchema.array(), await call("/campaigns/active-campaigns"));
    expect(campaigns.length).toBeGreaterThan(0);
    conforms(campaignSchema, await get(`/campaigns/${encodeURIComponent(campaigns[0]!.slug)}`));
  });

  it("locations, selected products and delivery options", async () => {
    const stores = conforms(storeLocationSchema.array(), await get("/v2/locations?services=standard-pickup"));
    conforms(locationSchema.array(), await get("/v2/locations?services=standard-pickup"));
    conforms(publicLocationSchema, await call(`/locations/${encodeURIComponent(stores[0]!.id)}`));
    const group = await env.DB.prepare("SELECT id FROM selected_product_groups LIMIT 1").first<{ id: string }>();
    conforms(selectedProductGroupSchema, await call(`/selected-product-groups/${encodeURIComponent(group!.id)}`));
    conforms(deliveryOptionSchema.array(), await get("/delivery-options"));
    conforms(deliveryMethodSchema.array(), await get("/delivery-options"));
  });
});

describe("cart and checkout answers", () => {
  it("open cart, add, the cart page's and the punch-out's cart, checkout", async () => {
    const user = await createUser({ permissions: [{ customerId: "10001" }] });
    const token = (await signIn(user.id, { customerId: "10001" })).AccessToken;
    const { cartId } = conforms(cartIdSchema, await call("/v2/cart", { token }));
    const add = await call(`/v2/cart/${cartId}/variants/batch/add`, {
      token,
      body: {
        items: [
          { articleNumber: articles[0], quantity: 2, deliveryId: "DBI" },
          { articleNumber: "0000000", quantity: 1, deliveryId: "DBI" },
        ],
      },
    });
    expect(conforms(addLinesAnswerSchema, add).errors).toHaveLength(1);
    expect(conforms(addAnswerSchema, add).lines.map((line) => line.refusal)).toEqual([null, "unknown_article"]);
    const current = await call("/v2/cart/current/variants/batch/add", {
      token,
      body: { items: [{ articleNumber: articles[0], quantity: 1, deliveryId: "DBI" }], purchasableOnly: true },
    });
    expect(conforms(addAnswerSchema, current).lines[0]?.cartItemId).not.toBeNull();
    expect(conforms(cartLinesSchema, await call("/v2/cart", { token })).items).toHaveLength(1);
    const cart = conforms(graphqlAnswerSchema(cartQueryAnswerSchema), await gql(token, CART_QUERY));
    expect(cart.data?.getCartWithVariants.items[0]?.variant).not.toBeNull();
    conforms(graphqlAnswerSchema(ociCartSchema), await gql(token, OCI_CART_QUERY));
    conforms(customerDeliveryDatesSchema, await call("/customers/10001/delivery-dates", { token }));
    conforms(deliveryAddressSchema.array(), await call("/address?validForDelivery=true", { token }));
    conforms(orderNumberCheckSchema, await call("/v4/customers/orders/PO-CONTRACT-1/validate", { token }));
    const checkout = await call(`/v2/cart/${cartId}/checkout`, {
      token,
      body: { orderDetails: { DBI: { customerOrderNumber: "PO-CONTRACT-1" } }, sendOrderReceipt: false },
      headers: { "idempotency-key": `contract-${crypto.randomUUID()}` },
    });
    expect(conforms(checkoutResultsSchema, checkout)[0]?.success).toBe(true);
  });

  it("an anonymous cart and its transfer at sign-in", async () => {
    const created = conforms(anonymousCartCreatedSchema, await call("/v2/anonymous-carts", { method: "POST" }));
    const anonymous = { authorization: `Anonymous ${created.cartToken}` };
    const add = await call(`/v2/cart/${created.cartId}/variants/batch/add`, {
      headers: anonymous,
      body: { items: [{ articleNumber: articles[1], quantity: 1, deliveryId: "DBI" }] },
    });
    conforms(addLinesAnswerSchema, add);
    const user = await createUser({ permissions: [{ customerId: "10001" }] });
    const token = (await signIn(user.id, { customerId: "10001" })).AccessToken;
    const { cartId } = conforms(cartIdSchema, await call("/v2/cart", { token }));
    const transfer = await call(`/v2/cart/${cartId}/transfer/${created.cartId}`, {
      method: "PUT",
      token,
      headers: { "x-cart-token": created.cartToken },
    });
    expect(conforms(anonymousCartTransferSchema, transfer).transfer.moved).toHaveLength(1);
  });
});

describe("order answers", () => {
  it("order list, detail, addresses and invoices", async () => {
    const list = conforms(orderListSchema, await get("/orders/search?limit=10&offset=0&sort=-createdAt"));
    expect(list.orders.length).toBeGreaterThan(0);
    const id = encodeURIComponent(list.orders[0]!.orderId);
    conforms(orderSchema, await get(`/orders/${id}`));
    conforms(orderAddressesSchema, await get(`/orders/${id}/addresses`));
    conforms(invoiceSchema.array(), await get(`/orders/${id}/invoices`));
  });
});

describe("account and session answers", () => {
  it("sign-in, refresh, punch-out session", async () => {
    const credentials = { username: "buyer@demo.se", password: "demo1234" };
    const session = conforms(signInSchema, await call("/v2/sessions/", { body: credentials }));
    if (!("RefreshToken" in session)) throw new Error("expected a token pair");
    const refresh = { refreshToken: session.RefreshToken, customerId: "10001" };
    conforms(tokenPairSchema, await call("/v2/sessions/", { body: refresh }));
    const oci = { USERNAME: "punchout@demo.se", PASSWORD: "demo1234", HOOK_URL: "https://inkop.example.se/oci/return" };
    conforms(ociSessionSchema, await call("/v2/oci/sessions", { body: oci }));
  });

  it("the viewer, the user list, customers and addresses", async () => {
    conforms(userSchema, await get("/v2/users/u-buyer"));
    const admin = (await signIn("admin@demo.se")).AccessToken;
    conforms(userListSchema, await call("/v2/users?limit=10&offset=0&total=true&active=true", { token: admin }));
    conforms(customerListSchema, await get("/v3/customers?active=1"));
    conforms(customerNameListSchema, await get("/v3/customers?active=1&virtualContext=true&limit=200"));
    conforms(addressSchema.array(), await get("/address"));
  });

  it("shopping lists and favourites", async () => {
    const lists = conforms(shoppingListPageSchema, await get("/v2/favorites?limit=100&sort=name"));
    expect(lists.data.length).toBeGreaterThan(0);
    const listId = encodeURIComponent(lists.data[0]!.favoriteId);
    conforms(shoppingListItemPageSchema, await get(`/v3/favorites/${listId}/items?offset=0&limit=100`));
    conforms(favouritesSchema, await get("/users/favourites?limit=50"));
  });
});

describe("the contract is strict enough", () => {
  it("a variant answer without one of its fields fails", async () => {
    const answer = await gql(buyer, VARIANT_QUERY, { articleNumbers: [articles[0]] });
    const variant = { ...answer.json.data.getVariants[0] };
    delete variant.purchasability;
    expect(variantsSchema.safeParse({ getVariants: [variant] }).success).toBe(false);
  });
});
