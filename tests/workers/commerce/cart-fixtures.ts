/** Shared set-up of the cart tests: articles without rounding, a fresh buyer, adds and uploads. */
import { expect } from "vitest";
import app from "../../../workers/commerce/src/index";
import { insertLineAsBeforeRuleChange } from "../../../workers/commerce/src/cart/rule-bypass";
import { call, createUser, env, seedTestCatalogue, signIn } from "./helpers";

export interface CartArticles {
  /** Articles whose order multiple is 1 everywhere, so quantities are not rounded. */
  plain: string[];
  /** An ordinary article stocked in store 1001. */
  inStore1001: string;
}

export async function cartArticles(): Promise<CartArticles> {
  await seedTestCatalogue();
  const { results } = await env.DB.prepare(
    `SELECT a.article_number FROM articles a WHERE a.id > 20 AND a.discontinued = 0 AND a.only_store = 0 AND a.must_be_in_stocked_at = 0
       AND NOT EXISTS (SELECT 1 FROM stock s WHERE s.article_number = a.article_number AND COALESCE(s.order_multiple, 1) <> 1)
     ORDER BY a.id`,
  ).all<{ article_number: string }>();
  const plain = results.map((r) => r.article_number);
  expect(plain.length).toBeGreaterThan(140);
  const inStore1001 = (await env.DB.prepare(
    "SELECT s.article_number FROM stock s JOIN articles a ON a.article_number = s.article_number WHERE s.location_id = '1001' AND a.id > 20 AND a.only_store = 0 AND a.must_be_in_stocked_at = 0 AND a.discontinued = 0 ORDER BY a.id LIMIT 1",
  ).first<{ article_number: string }>())!.article_number;
  return { plain, inStore1001 };
}

/** A fresh user with an empty cart in customer 10001. */
export async function freshBuyer(permissions?: NonNullable<Parameters<typeof createUser>[0]>["permissions"]) {
  const user = await createUser({ permissions: permissions ?? [{ customerId: "10001" }] });
  const tokens = await signIn(user.id, { customerId: permissions?.[0]?.customerId ?? "10001" });
  const cart = await call("/v2/cart", { token: tokens.AccessToken });
  expect(cart.status, cart.text).toBe(200);
  return { user, token: tokens.AccessToken, cartId: cart.json.cartId as string };
}

export const add = (token: string, cartId: string, items: unknown[]) =>
  call(`/v2/cart/${cartId}/variants/batch/add`, { token, body: { items } });

export async function upload(token: string, cartId: string, file: Blob, name: string, deliveryId = "DBI") {
  const form = new FormData();
  form.set("deliveryId", deliveryId);
  form.set("file", new File([file], name));
  const response = await app.request(
    `/v2/cart/${cartId}/upload`,
    { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form },
    env,
  );
  return { status: response.status, json: (await response.json()) as any };
}

export const CART_QUERY = /* GraphQL */ `
  query getCartWithVariants($cartId: String, $stockInput: CartStockInput, $completeOrderPrice: Boolean) {
    getCartWithVariants(cartId: $cartId, stockInput: $stockInput, completeOrderPrice: $completeOrderPrice) {
      cartId
      deliveryIdsInOrder
      deliveries {
        deliveryId
        requestedDeliveryDate
        isIncludedInOrder
      }
      items {
        cartItemId
        articleNumber
        quantity
        deliveryId
        label
        needsAction
        price {
          netPrice
          salesPrice
          orderPrice {
            quantity
            net
          }
        }
        stock {
          orderMultiple
          selectedLocation {
            locationId
            quantity
          }
        }
        variant {
          name
          variantSlug
          discontinued
        }
      }
    }
  }
`;

/**
 * Puts a line into the cart past the add's rules, as a line that went in before its article became unorderable
 * (turned store-only, ran out while discontinued) sits in a cart: what the cart, the summary and the order must flag.
 */
export async function lineAddedBeforeRuleChanged(cartId: string, articleNumber: string, deliveryId: string) {
  await insertLineAsBeforeRuleChange(env.DB, { cartId, articleNumber, deliveryId, quantity: 1 });
}
