import { describe, expect, it } from "vitest";
import {
  addToCart,
  checkoutStep,
  linesTotalOre,
  purchase,
  sekString,
  selectItem,
  trackedPrice,
  viewCart,
  viewItem,
  viewItemList,
  viewPromotion,
  webVital,
  type TrackedProduct,
} from "./data-layer-events";
import { sekToOre } from "./money";

const cable: TrackedProduct = {
  productId: "p-ekk",
  articleNumber: "1000123",
  name: "Installationskabel EKK 3G1,5",
  brand: "Nexans",
  category: ["El", "Kabel"],
  price: { netOre: 1234, alloyingOre: 66, salesOre: 1500 },
};
const hiddenPrice: TrackedProduct = { ...cable, articleNumber: "1000124", price: null };

describe("prices in events", () => {
  it("are strings with two decimals from öre, without float drift", () => {
    expect(sekString(0)).toBe("0.00");
    expect(sekString(5)).toBe("0.05");
    expect(sekString(123_40)).toBe("123.40");
    expect(sekString(-250)).toBe("-2.50");
    // 0.1 + 0.2 in SEK: in öre there is nothing to drift.
    expect(sekString(sekToOre(0.1) + sekToOre(0.2))).toBe("0.30");
  });

  it("are net price plus alloying surcharge, and the list price as metric1", () => {
    const [impression] = viewItemList("product_list", [cable]).ecommerce.impressions;
    expect(impression).toEqual({
      name: "Installationskabel EKK 3G1,5",
      id: "p-ekk",
      variant: "1000123",
      brand: "Nexans",
      category: "El/Kabel",
      price: "13.00",
      metric1: "15.00",
      list: "product_list",
      position: 1,
    });
  });

  it("come from the wire only when there is a net price the viewer may see", () => {
    const wire = { askForPrice: false, netPrice: 12.34, alloyingPrice: 0.66, salesPrice: null };
    expect(trackedPrice(wire, sekToOre)).toEqual({ netOre: 1234, alloyingOre: 66, salesOre: null });
    expect(trackedPrice({ ...wire, askForPrice: true }, sekToOre)).toBeNull();
    expect(trackedPrice({ ...wire, netPrice: null }, sekToOre)).toBeNull();
    expect(trackedPrice(null, sekToOre)).toBeNull();
  });

  it("sum unit price × quantity over the lines, or nothing when one line has no price", () => {
    expect(linesTotalOre([{ product: cable, quantity: 3 }])).toBe(3900);
    expect(linesTotalOre([])).toBe(0);
    expect(
      linesTotalOre([
        { product: cable, quantity: 1 },
        { product: hiddenPrice, quantity: 1 },
      ]),
    ).toBeNull();
  });
});

describe("a viewer without price rights", () => {
  it("gets products, cart totals and revenue without any price", () => {
    const lines = [{ product: hiddenPrice, quantity: 2 }];
    const events = [
      viewItemList("search_result_list", [hiddenPrice]),
      addToCart({ pageType: "product-detail-page", list: "unknown_list", added: lines, cart: lines }),
      checkoutStep(1, lines),
      purchase({ orderNumber: "W1", affiliation: "Shop", lines }),
    ];
    const text = JSON.stringify(events);
    expect(text).not.toMatch(/"(price|metric1|cartTotal|revenue|value)"/);
    expect(text).toContain('"cartQuantity":2');
  });
});

describe("purchase", () => {
  it("carries id, affiliation, revenue, zero tax and shipping, and the lines", () => {
    const event = purchase({
      orderNumber: "W100234",
      affiliation: "Bygg & El",
      lines: [{ product: cable, quantity: 2 }],
    });
    expect(event.ecommerce.purchase.actionField).toEqual({
      id: "W100234",
      affiliation: "Bygg & El",
      revenue: "26.00",
      tax: "0.00",
      shipping: "0.00",
    });
    expect(event.ecommerce.purchase.products[0]).toMatchObject({ variant: "1000123", quantity: 2, price: "13.00" });
  });
});

describe("web vitals", () => {
  it("rate against the spec's good / poor thresholds", () => {
    expect(webVital({ name: "LCP", value: 2500, id: "v1" }).rating).toBe("good");
    expect(webVital({ name: "LCP", value: 2501, id: "v1" }).rating).toBe("needs-improvement");
    expect(webVital({ name: "LCP", value: 4001, id: "v1" }).rating).toBe("poor");
    expect(webVital({ name: "CLS", value: 0.1, id: "v2" })).toEqual({
      event: "web-vitals",
      name: "CLS",
      value: 0.1,
      id: "v2",
      rating: "good",
    });
    expect(webVital({ name: "INP", value: 501, id: "v3" }).rating).toBe("poor");
    expect(webVital({ name: "FCP", value: 3000, id: "v4" }).rating).toBe("needs-improvement");
  });
});

describe("select_item", () => {
  it("repeats the impression the product was shown with, its list as the action field", () => {
    const impression = viewItemList("search_result_list", [hiddenPrice, cable], 11).ecommerce.impressions[1];
    expect(selectItem(impression)).toMatchObject({
      event: "select_item",
      ecommerce: {
        currencyCode: "SEK",
        click: {
          actionField: { list: "search_result_list" },
          products: [
            {
              name: "Installationskabel EKK 3G1,5",
              id: "p-ekk",
              variant: "1000123",
              brand: "Nexans",
              category: "El/Kabel",
              price: "13.00",
              metric1: "15.00",
              position: 12,
            },
          ],
        },
      },
    });
  });
});

describe("tracking contexts", () => {
  it("keep the spec's page types and lists, anything else is unknown_list", async () => {
    const { trackingContext } = await import("./tracking-lists");
    expect(trackingContext("product-detail-page")).toBe("product-detail-page");
    expect(trackingContext("quick_order_list")).toBe("quick_order_list");
    expect(trackingContext("<script>")).toBe("unknown_list");
    expect(trackingContext(undefined)).toBe("unknown_list");
  });
});

describe("add_to_cart", () => {
  it("counts the whole cart from its lines' prices and quantities, which need no product id", () => {
    const event = addToCart({
      pageType: "product_list",
      list: "product_list",
      added: [{ product: cable, quantity: 10 }],
      cart: [
        { product: { price: cable.price }, quantity: 10 },
        { product: { price: { netOre: 500, alloyingOre: 0, salesOre: null } }, quantity: 2 },
      ],
    });
    expect(event).toMatchObject({ cartTotal: "140.00", cartQuantity: 12 });
    expect(event.ecommerce.add.products).toEqual([expect.objectContaining({ variant: "1000123", quantity: 10 })]);
  });
});

describe("GA4 fields beside the specification's (#44)", () => {
  const item = {
    item_id: "1000123",
    item_name: "Installationskabel EKK 3G1,5",
    item_group_id: "p-ekk",
    item_brand: "Nexans",
    item_category: "El",
    item_category2: "Kabel",
    price: 13,
  };

  it("every ecommerce event carries ecommerce.items, currency and value", () => {
    const lines = [{ product: cable, quantity: 3 }];
    expect(viewItem(cable).ecommerce).toMatchObject({ currency: "SEK", value: 13, items: [item] });
    expect(viewItemList("search_result_list", [cable], 5).ecommerce).toMatchObject({
      currency: "SEK",
      item_list_name: "search_result_list",
      items: [{ ...item, index: 5, item_list_name: "search_result_list" }],
    });
    const added = addToCart({ pageType: "product-detail-page", list: "search_result_list", added: lines, cart: lines });
    expect(added.ecommerce).toMatchObject({ currency: "SEK", value: 39, items: [{ ...item, quantity: 3 }] });
    expect(added.ecommerce.add.products).toHaveLength(1);
    expect(viewCart(lines).ecommerce).toMatchObject({ currency: "SEK", value: 39, items: [{ ...item, quantity: 3 }] });
    expect(checkoutStep(2, lines).ecommerce).toMatchObject({ value: 39, items: [{ item_id: "1000123" }] });
  });

  it("purchase carries transaction_id, value, tax and shipping as numbers", () => {
    const event = purchase({
      orderNumber: "W100234",
      affiliation: "Bygg & El",
      lines: [{ product: cable, quantity: 2 }],
    });
    expect(event.ecommerce).toMatchObject({
      transaction_id: "W100234",
      affiliation: "Bygg & El",
      currency: "SEK",
      value: 26,
      tax: 0,
      shipping: 0,
      items: [{ ...item, quantity: 2 }],
    });
  });

  it("promotions as GA4 names them", () => {
    expect(viewPromotion([{ id: "c1", name: "Vår", creative: "banner", position: "1" }]).ecommerce.items).toEqual([
      { promotion_id: "c1", promotion_name: "Vår", creative_name: "banner", creative_slot: "1" },
    ]);
  });
});
