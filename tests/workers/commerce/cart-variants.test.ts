import { beforeAll, describe, expect, it } from "vitest";
import { add, cartArticles, CART_QUERY, freshBuyer, lineAddedBeforeRuleChanged } from "./cart-fixtures";
import { call, DEMO_ARTICLES, graphqlCall } from "./helpers";

let inStore1001 = "";

beforeAll(async () => {
  ({ inStore1001 } = await cartArticles());
});

describe("getCartWithVariants", () => {
  it("answers each line with variant, customer price, stock for its delivery and needs-action codes", async () => {
    const { token, cartId } = await freshBuyer();
    await add(token, cartId, [
      { articleNumber: DEMO_ARTICLES.metalSurcharge, quantity: 2, deliveryId: "DBI" },
      { articleNumber: DEMO_ARTICLES.discontinuedWithStock, quantity: 100000, deliveryId: "DBI" },
      { articleNumber: inStore1001, quantity: 100000, deliveryId: "EXB" },
    ]);
    await lineAddedBeforeRuleChanged(cartId, DEMO_ARTICLES.onlyStore, "DBI");
    await call(`/v2/cart/${cartId}/delivery/EXB/includeInOrder`, {
      token,
      method: "PUT",
      body: { isIncludedInOrder: false },
    });
    const response = await graphqlCall(token, CART_QUERY, {
      cartId,
      completeOrderPrice: true,
      stockInput: { deliveryOptions: [{ deliveryId: "EXB", locationIds: ["1001"] }] },
    });
    expect(response.status, response.text).toBe(200);
    const cart = response.json.data.getCartWithVariants;
    const byArticle = Object.fromEntries(cart.items.map((i: any) => [i.articleNumber, i]));
    const metal = byArticle[DEMO_ARTICLES.metalSurcharge];
    expect(metal.variant.name).toBeTruthy();
    expect(metal.price.netPrice).toBeLessThan(metal.price.salesPrice);
    expect(metal.price.orderPrice.quantity).toBe(2);
    expect(metal.needsAction).toEqual([]);
    expect(byArticle[DEMO_ARTICLES.onlyStore].needsAction).toContain("not_confirmed");
    expect(byArticle[DEMO_ARTICLES.discontinuedWithStock].needsAction).toContain("update_quantity");
    const pickup = byArticle[inStore1001];
    expect(pickup.stock.selectedLocation.locationId).toBe("1001");
    expect(pickup.needsAction).toEqual(["update_quantity", "activate_delivery"]);
    expect(cart.deliveryIdsInOrder).toEqual(["DBI"]);
  });

  it("refuses bad variables with 400 and the zod issues", async () => {
    const { token } = await freshBuyer();
    const response = await graphqlCall(token, CART_QUERY, {
      stockInput: { deliveryOptions: [{ deliveryId: "NOPE" }] },
    });
    expect(response.status).toBe(400);
    expect(response.json.issues[0].path).toContain("deliveryId");
  });
});
