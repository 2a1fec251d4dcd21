import type { categorySchema } from "@shop/contract/commerce/catalogue";
import type { WireAnswer } from "@shop/contract/wire";
import { clockOf, deliveryGate } from "../cart/delivery-gate";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { claimsOf } from "../auth/middleware";
import { catalogueContext, inAssortment } from "../catalogue/context";
import { stockholmToday } from "@shop/domain/delivery-date";
import { customerBrackets } from "../catalogue/prices";
import { ancestry, breadcrumbEntry, findCategory, reference, type Category } from "../catalogue/reference";
import { loadStockRows, stockView } from "../catalogue/stock";
import { loadArticles } from "../catalogue/variants";
import { attributeSequence } from "../catalogue/attribute-sequence";
import { centralWarehouseIds } from "../catalogue/warehouses";
import { oreToSek } from "@shop/domain/money";
import { badRequest, forbidden, jsonBody, notFound, queryParams } from "../http/errors";
import { denies } from "../auth/claims";
import { deliveryOptionRows } from "../cart/delivery-options";
import {
  campaignArticleNumbers,
  findVisibleCampaign,
  runningCampaigns,
  runningCampaignsFor,
} from "../catalogue/campaigns";
import { findProductGroup } from "../catalogue/product-groups";

const articleNumber = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z-]{1,20}$/, "Not an article number");
const flag = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((v) => v === "true" || v === "1");
const locationId = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z_-]{1,20}$/, "Not a location id");

type Reference = Awaited<ReturnType<typeof reference>>;

function breadcrumbView(ref: Reference, category: Category, images: boolean, visible: (c: Category) => boolean) {
  const chain = ancestry(ref, category.id);
  return {
    ...breadcrumbEntry(category),
    parents: chain.slice(0, -1).map(breadcrumbEntry),
    children: (ref.children.get(category.id) ?? []).filter(visible).map(breadcrumbEntry),
    categoryPath: category.path,
    images: images
      ? [
          {
            assetType: "primary",
            assetUrl: `/images/category/${category.id}.svg`,
            assetLabel: category.name,
            assetMimeType: "image/svg+xml",
          },
        ]
      : undefined,
  };
}

export type CategoryAnswer = WireAnswer<typeof categorySchema, ReturnType<typeof breadcrumbView>>;

/** A category is visible in an assortment when it is, contains or lies under one of its level-2 categories. */
function categoryVisible(ref: Reference, assortment: Set<string> | null) {
  return (c: Category) => {
    if (assortment === null) return true;
    if (c.level === 1) return (ref.children.get(c.id) ?? []).some((child) => assortment.has(child.id));
    const l2 = c.level === 2 ? c.id : c.parentId!;
    return assortment.has(l2);
  };
}

const breadcrumbQuery = z.object({ images: flag, assortment: z.string().max(60).optional() });

export const catalogueRoutes = new Hono<AppEnv>()
  .get("/breadcrumbs/:id", async (c) => {
    const query = queryParams(c, breadcrumbQuery);
    const ctx = await catalogueContext(c.env.DB, claimsOf(c), query.assortment);
    const ref = await reference(c.env.DB);
    const category = findCategory(ref, c.req.param("id"));
    const visible = categoryVisible(ref, ctx.assortmentCategories);
    if (!category || !visible(category)) throw notFound("Category not found");
    return c.json(breadcrumbView(ref, category, query.images, visible));
  })
  .post("/breadcrumbs/search", async (c) => {
    const body = await jsonBody(
      c,
      z.object({
        breadcrumbs: z.array(z.string().min(1).max(200)).min(1).max(200),
        images: z.boolean().optional(),
        assortment: z.string().max(60).optional(),
      }),
    );
    const ctx = await catalogueContext(c.env.DB, claimsOf(c), body.assortment);
    const ref = await reference(c.env.DB);
    const visible = categoryVisible(ref, ctx.assortmentCategories);
    const result = [];
    const errors: string[] = [];
    for (const key of body.breadcrumbs) {
      const category = findCategory(ref, key);
      if (category && visible(category)) result.push(breadcrumbView(ref, category, body.images ?? false, visible));
      else errors.push(key);
    }
    return c.json({ result, errors });
  })
  .get("/menu", async (c) => {
    const query = queryParams(c, z.object({ assortment: z.string().max(60).optional() }));
    const ctx = await catalogueContext(c.env.DB, claimsOf(c), query.assortment);
    const ref = await reference(c.env.DB);
    const visible = categoryVisible(ref, ctx.assortmentCategories);
    const node = (category: Category): unknown => ({
      ...breadcrumbEntry(category),
      children: (ref.children.get(category.id) ?? []).filter(visible).map(node),
    });
    return c.json({ assortmentId: ctx.assortmentId, items: (ref.children.get(null) ?? []).filter(visible).map(node) });
  })
  .get("/attribute-sequence/:category/:version", async (c) => {
    if (c.req.param("version") !== "1") throw notFound("Unknown attribute-sequence version");
    const ref = await reference(c.env.DB);
    const category = findCategory(ref, c.req.param("category"));
    if (!category) throw notFound("Category not found");
    const { sequence, disabled } = await attributeSequence(c.env.DB, category);
    return c.json({ category: category.id, sequence, disabled });
  })
  .post("/stock", async (c) => {
    const body = await jsonBody(
      c,
      z.object({
        articles: z
          .array(z.union([articleNumber, z.object({ articleNumber, quantity: z.number().int().optional() })]))
          .min(1)
          .max(500),
        locationIds: z.array(locationId).max(50).optional(),
        deliveryId: z.string().max(10).optional(),
        locationId: locationId.optional(),
      }),
    );
    const numbers = body.articles.map((a) => (typeof a === "string" ? a : a.articleNumber));
    const [articles, rows, centralIds] = await Promise.all([
      loadArticles(c.env.DB, numbers),
      loadStockRows(c.env.DB, numbers),
      centralWarehouseIds(c.env.DB),
    ]);
    const today = new Date(`${stockholmToday()}T12:00:00Z`);
    const known = new Map(articles.map((a) => [a.article_number, a]));
    return c.json(
      numbers.map((n) => {
        const article = known.get(n);
        if (!article) return { articleNumber: n, stockType: null, locations: [], error: "NOT_FOUND" };
        return stockView(
          n,
          article.stock_type,
          rows.get(n) ?? [],
          { locationIds: body.locationIds, deliveryId: body.deliveryId, locationId: body.locationId, centralIds },
          today,
        );
      }),
    );
  })
  .get("/prices/:id/brackets", async (c) => {
    const number = articleNumber.safeParse(c.req.param("id"));
    if (!number.success) throw badRequest("Invalid article number");
    const claims = claimsOf(c);
    if (denies(claims, "EJ_SE_PRISER")) throw forbidden("Not allowed to see prices");
    const [article] = await loadArticles(c.env.DB, [number.data]);
    const ctx = await catalogueContext(c.env.DB, claims);
    if (!article || !inAssortment(ctx, article.category_l2)) throw notFound("Article not found");
    // The buyer's own ladder: the same net price as his price for one, less the quantity discount (domain/pricing.ts).
    const brackets = await customerBrackets(c.env.DB, ctx, article);
    return c.json({
      articleNumber: article.article_number,
      unit: article.unit,
      currency: "SEK",
      brackets: article.ask_for_price
        ? []
        : brackets.map((b) => ({ minQuantity: b.minQuantity, price: oreToSek(b.priceOre) })),
    });
  })
  .get("/campaigns/active-campaigns", async (c) => c.json(await runningCampaigns(c.env.DB)))
  .get("/campaigns/active-campaigns/customer", async (c) =>
    c.json(await runningCampaignsFor(c.env.DB, claimsOf(c).customerId ?? null)),
  )
  .get("/campaigns/:slug/articles", async (c) => {
    const campaign = await findVisibleCampaign(c.env.DB, c.req.param("slug"), claimsOf(c).customerId ?? null);
    if (!campaign) throw notFound("Campaign not found");
    return c.json({ campaignId: campaign.id, articleNumbers: await campaignArticleNumbers(c.env.DB, campaign.id) });
  })
  /** One running campaign (or themed assortment) by slug or id, if the viewer's customer may see it. */
  .get("/campaigns/:slug", async (c) => {
    const key = c.req.param("slug");
    if (!/^[\p{L}\p{N}_-]{1,80}$/u.test(key)) throw badRequest("Invalid campaign slug");
    const campaign = await findVisibleCampaign(c.env.DB, key, claimsOf(c).customerId ?? null);
    if (!campaign) throw notFound("Campaign not found");
    return c.json(campaign);
  })
  .get("/selected-product-groups/:id", async (c) => {
    const id = c.req.param("id");
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(id)) throw badRequest("Invalid id");
    const group = await findProductGroup(c.env.DB, id);
    if (!group) throw notFound("Product group not found");
    return c.json({ id: group.id, name: group.name, articleNumbers: group.articleNumbers });
  })
  .get("/language-config", (c) =>
    c.json({
      language: "sv",
      locale: "sv-SE",
      currency: "SEK",
      timeZone: "Europe/Stockholm",
      priceDecimals: 2,
      vatPercentage: 25,
      weekdays: ["Mån", "Tis", "Ons", "Tor", "Fre", "Lör", "Sön"],
    }),
  )
  .get("/delivery-options", async (c) => {
    const limited = denies(claimsOf(c), "EJ_ALLA_LEVERANSSATT");
    const punchout = claimsOf(c).mode === "PUNCHOUT";
    const [options, gate] = await Promise.all([
      deliveryOptionRows(c.env.DB),
      deliveryGate(c.env.DB, claimsOf(c), clockOf(c)),
    ]);
    return c.json(
      options
        .filter((o) => (!limited || o.offered_when_limited === 1) && (!punchout || o.order_type === "standard"))
        .map((o) => ({
          id: o.id,
          name: o.name,
          shortCode: o.short_code,
          orderType: o.order_type,
          useDestination: o.use_destination === 1,
          requiresZipCode: o.requires_zip_code === 1,
          useContextZipCode: o.use_context_zip_code === 1,
          requiresStore: o.requires_store === 1,
          usesCentralStorage: o.uses_central_storage === 1,
          availableBetweenHours: o.available_from ? { start: o.available_from, end: o.available_to } : null,
          // Where a line without a named delivery goes now (the add-to-cart forms preselect it).
          isDefault: o.id === gate.defaultMethod,
        })),
    );
  });
