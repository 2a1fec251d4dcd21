/**
 * The catalogue's data-layer events as its loaders and the add-to-cart action hand them out: with
 * a tag-manager id only, built from what the viewer may see (no price anywhere for EJ_SE_PRISER).
 */
import { afterEach, describe, expect, it } from "vitest";
import { uaFields } from "../unit/data-layer-support";
import { vi } from "vitest";
import { CSRF_FIELD } from "~/platform/session/csrf";
import { loader as categoryLoader } from "~/routes/kategorier.$/route";
import { action as productAction, loader as productLoader } from "~/routes/produkt.$slug/route";
import { searchProducts } from "~/features/search/search-products.server";
import { loadCampaignListing } from "~/features/campaigns/listing.server";
import { selectedProductsFor } from "~/features/content/pages.server";
import type { Section } from "@shop/contract/content/sections";
import { buyerCookie, CSRF_TOKEN } from "./buyer-session";
import { ARTICLE, fakeCatalogue, trackingContext } from "./catalogue-fake";

afterEach(() => vi.unstubAllGlobals());

const PRICE_KEYS = /"(price|metric1|cartTotal|revenue)"/;

/** What a loader or action answered, unwrapped from Remix's `data()`. */
function payload(answer: unknown): Record<string, unknown> {
  const wrapped = answer as { type?: string; data?: unknown };
  return (wrapped.type === "DataWithResponseInit" ? wrapped.data : answer) as Record<string, unknown>;
}

async function request(path: string, options: { denials?: string[]; visitor?: boolean; form?: FormData } = {}) {
  const cookie = options.visitor ? "" : await buyerCookie({ denials: options.denials });
  const init: RequestInit = options.form ? { method: "POST", body: options.form } : {};
  const built = new Request(`http://localhost${path}`, init);
  if (cookie) built.headers.set("Cookie", cookie);
  return built;
}

const impression = {
  name: ARTICLE.name,
  id: "p-ekk",
  variant: "1000123",
  brand: "Nexans",
  category: "El/Kabel",
  price: "13.00",
  metric1: "15.00",
};

describe("category page", () => {
  const load = async (req: Request, gtmId?: string | null) =>
    payload(await categoryLoader({ request: req, params: { "*": "el/kabel" }, context: trackingContext(req, gtmId) }));

  it("lists the page's products as product_list impressions, positions continuing on page 3", async () => {
    fakeCatalogue();
    const page = await load(await request("/kategorier/el/kabel?sida=3"));
    expect(uaFields(page.dataLayer)).toEqual([
      {
        event: "view_item_list",
        ecommerce: { currencyCode: "SEK", impressions: [{ ...impression, list: "product_list", position: 49 }] },
      },
    ]);
  });

  it("gives a buyer without price rights impressions without prices", async () => {
    fakeCatalogue();
    const page = await load(await request("/kategorier/el/kabel", { denials: ["EJ_SE_PRISER"] }));
    expect(page.dataLayer).toHaveLength(1);
    expect(JSON.stringify(page.dataLayer)).not.toMatch(PRICE_KEYS);
  });

  it("has no dataLayer key without a usable tag-manager id", async () => {
    fakeCatalogue();
    for (const gtmId of [null, "UA-12345"]) {
      const page = await load(await request("/kategorier/el/kabel"), gtmId);
      expect(page).not.toHaveProperty("dataLayer");
      expect(page.listing).toMatchObject({ list: "product_list" });
    }
  });
});

describe("search results", () => {
  it("are search_result_list impressions, without prices for EJ_SE_PRISER and visitors", async () => {
    fakeCatalogue();
    const priced = await request("/search?q=kabel");
    const withPrices = await searchProducts(priced, trackingContext(priced), "kabel");
    expect(withPrices.dataLayer?.[0]).toMatchObject({
      ecommerce: { impressions: [{ ...impression, list: "search_result_list", position: 1 }] },
    });
    for (const options of [{ denials: ["EJ_SE_PRISER"] }, { visitor: true }]) {
      const req = await request("/search?q=kabel", options);
      const answer = await searchProducts(req, trackingContext(req), "kabel");
      expect(answer.dataLayer).toHaveLength(1);
      expect(JSON.stringify(answer.dataLayer)).not.toMatch(PRICE_KEYS);
    }
  });
});

describe("campaign listing and selected products", () => {
  it("are product_list and selected_products_list impressions, without prices for EJ_SE_PRISER", async () => {
    fakeCatalogue();
    const req = await request("/kampanjer/kabeldagar?sida=2");
    const { page } = await loadCampaignListing(req, trackingContext(req), "campaign", "kabeldagar");
    expect(page.dataLayer).toMatchObject([{ ecommerce: { impressions: [{ list: "product_list", position: 25 }] } }]);
    expect(page.listing.list).toBe("product_list");

    const hidden = await request("/kampanjer/kabeldagar", { denials: ["EJ_SE_PRISER"] });
    const noPrices = await loadCampaignListing(hidden, trackingContext(hidden), "campaign", "kabeldagar");
    expect(JSON.stringify(noPrices.page.dataLayer)).not.toMatch(PRICE_KEYS);
  });

  it("count positions on across a page's selected-products sections", async () => {
    fakeCatalogue();
    const section = (id: string) =>
      ({ __typename: "SelectedProducts", sys: { id }, selectedProductsId: "SPG-1" }) as unknown as Section;
    const sections = [section("s1"), section("s2")];
    const req = await request("/");
    const priced = await selectedProductsFor(sections, req, trackingContext(req));
    expect(uaFields(priced.dataLayer)).toEqual([
      {
        event: "view_item_list",
        ecommerce: {
          currencyCode: "SEK",
          impressions: [1, 2].map((position) => ({ ...impression, list: "selected_products_list", position })),
        },
      },
    ]);
    const hidden = await request("/", { denials: ["EJ_SE_PRISER"] });
    const noPrices = await selectedProductsFor(sections, hidden, trackingContext(hidden));
    expect(noPrices.dataLayer).toHaveLength(1);
    expect(JSON.stringify(noPrices.dataLayer)).not.toMatch(PRICE_KEYS);
    expect(await selectedProductsFor(sections, req, trackingContext(req, null))).not.toHaveProperty("dataLayer");
  });
});

describe("product page", () => {
  const offerOf = async (req: Request, gtmId?: string | null) => {
    const page = payload(
      await productLoader({
        request: req,
        params: { slug: ARTICLE.variantSlug },
        context: trackingContext(req, gtmId),
      }),
    );
    return (await page.offer) as Record<string, unknown>;
  };

  it("streams view_item with the offer, with the buyer's price", async () => {
    fakeCatalogue();
    const offer = await offerOf(await request(`/produkt/${ARTICLE.variantSlug}`));
    expect(uaFields(offer.dataLayer)).toEqual([
      {
        event: "view_item",
        ecommerce: {
          currencyCode: "SEK",
          detail: { actionField: { list: "product-detail-page" }, products: [impression] },
        },
      },
    ]);
  });

  it("leaves the price out for EJ_SE_PRISER, and the key out without a tag-manager id", async () => {
    fakeCatalogue();
    const hidden = await offerOf(await request(`/produkt/${ARTICLE.variantSlug}`, { denials: ["EJ_SE_PRISER"] }));
    expect(hidden.dataLayer).toHaveLength(1);
    expect(JSON.stringify(hidden.dataLayer)).not.toMatch(PRICE_KEYS);
    const untracked = await offerOf(await request(`/produkt/${ARTICLE.variantSlug}`), null);
    expect(untracked).not.toHaveProperty("dataLayer");
  });
});

describe("add to cart", () => {
  const add = async (options: { denials?: string[]; gtmId?: string | null; list?: string } = {}) => {
    const form = new FormData();
    form.set(CSRF_FIELD, CSRF_TOKEN);
    form.set("quantity", "3");
    if (options.list) form.set("list", options.list);
    const req = await request(`/produkt/${ARTICLE.variantSlug}`, { denials: options.denials, form });
    const context = trackingContext(req, options.gtmId);
    return payload(await productAction({ request: req, params: { slug: ARTICLE.variantSlug }, context }));
  };

  it("answers add_to_cart with the rounded quantity added and the cart afterwards", async () => {
    fakeCatalogue({ otherQuantity: 5 });
    const answer = await add({ list: "search_result_list" });
    expect(answer.ok).toBe(true);
    expect(uaFields(answer.dataLayer)).toEqual([
      {
        event: "add_to_cart",
        pageType: "search_result_list",
        list: "search_result_list",
        cartTotal: "195.00",
        cartQuantity: 15,
        ecommerce: {
          currencyCode: "SEK",
          add: { actionField: { list: "search_result_list" }, products: [{ ...impression, quantity: 10 }] },
        },
      },
    ]);
  });

  it("takes a list it does not know as unknown_list", async () => {
    fakeCatalogue();
    const answer = await add({ list: "<script>" });
    expect(answer.dataLayer).toMatchObject([{ pageType: "unknown_list", list: "unknown_list" }]);
  });

  it("gives a buyer without price rights no price and no cart total", async () => {
    fakeCatalogue();
    const answer = await add({ denials: ["EJ_SE_PRISER"], list: "product-detail-page" });
    expect(answer.dataLayer).toMatchObject([{ event: "add_to_cart", cartQuantity: 10 }]);
    expect(JSON.stringify(answer.dataLayer)).not.toMatch(PRICE_KEYS);
  });

  it("answers nothing to track for a refused add, or without a tag-manager id (and reads no cart then)", async () => {
    fakeCatalogue({ refuse: "not_purchasable_online" });
    expect(await add({ list: "product_list" })).not.toHaveProperty("dataLayer");
    const fake = fakeCatalogue();
    const untracked = await add({ gtmId: null, list: "product_list" });
    expect(untracked.ok).toBe(true);
    expect(untracked).not.toHaveProperty("dataLayer");
    expect(fake.calls.filter((call) => call === "POST /graphql")).toEqual([]);
  });
});
