import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { articlesByAttribute } from "../search/store";
import { recordBehaviourEvents } from "../search/popularity";
import { isAnonymous } from "../auth/claims";
import {
  createEventsAnswerSchema,
  createEventsBodySchema,
  trackingIdRegisteredSchema,
  trackingIdRegistrationSchema,
} from "@shop/contract/commerce/tracking";
import { admitEvents, registerTrackingId } from "../search/tracking-ids";
import { verifiedPurchases } from "../search/purchase-events";
import { clientKeyOf } from "../http/client-key";
import { claimsOf } from "../auth/middleware";
import { catalogueContext } from "../catalogue/context";
import { badRequest, jsonBody, notFound } from "../http/errors";
import { findVisibleCampaign } from "../catalogue/campaigns";
import { searchArticles } from "../search/search";
import { searchHitViews } from "../search/hits";
import { cardHit } from "../search/card-hits";
import type { BatchReader } from "../catalogue/sql";
import { FavouritesRider } from "../favourites/favourites-rider";

const searchBody = z
  .object({
    query: z.string().max(200).default(""),
    offset: z.number().int().min(0).max(10_000).default(0),
    limit: z.number().int().min(1).max(100).default(24),
    sort: z
      .enum(["relevance", "name_asc", "name_desc", "price_asc", "price_desc", "articleNumber"])
      .default("relevance"),
    assortment: z.string().max(60).optional(),
    filters: z
      .object({
        brands: z.array(z.string().max(60)).max(30).optional(),
        category: z.string().max(200).optional(),
        filterTags: z.array(z.string().max(60)).max(10).optional(),
        attributes: z.record(z.string().max(60), z.array(z.string().max(100)).max(30)).optional(),
        /** A campaign's (or themed assortment's) slug or id: only its articles. */
        campaign: z.string().trim().min(1).max(80).optional(),
      })
      .default({}),
    facets: z.boolean().default(true),
    /** Lighter hits without price and stock (find-as-you-type). */
    skipPrice: z.boolean().default(false),
    skipStock: z.boolean().default(false),
    /** "card": hits with only what a product card shows (search/card-hits.ts); "full" as the product page reads. */
    fields: z.enum(["full", "card"]).default("full"),
    /** A signed-in caller's favourite article numbers in the answer (`favourites`), read in the search's batch. */
    favourites: z.boolean().default(false),
  })
  .refine((b) => b.query.trim() !== "" || b.filters.category || b.filters.brands?.length || b.filters.campaign, {
    message: "Give a query or a category/brand/campaign filter",
    path: ["query"],
  });

export const searchRoutes = new Hono<AppEnv>()
  .post("/search", async (c) => {
    const body = await jsonBody(c, searchBody);
    const ctx = await catalogueContext(c.env.DB, claimsOf(c), body.assortment);
    const campaign = body.filters.campaign
      ? await findVisibleCampaign(c.env.DB, body.filters.campaign, claimsOf(c).customerId ?? null)
      : null;
    if (body.filters.campaign && !campaign) throw notFound("Campaign not found");
    // A signed-in buyer's session check, and the favourites asked for, go in the first batch below
    // (auth/session-rider.ts, favourites/favourites-rider.ts).
    const rider = c.get("sessionRider");
    const claims = claimsOf(c);
    const favourites = body.favourites && !isAnonymous(claims) ? new FavouritesRider(c.env.DB, claims.sub) : null;
    const board =
      rider || favourites
        ? (reader: BatchReader) => {
            rider?.board(reader);
            favourites?.board(reader);
          }
        : undefined;
    const outcome = await searchArticles(
      c.env.DB,
      ctx,
      {
        query: body.query,
        offset: body.offset,
        limit: body.limit,
        sort: body.sort,
        brands: body.filters.brands,
        category: body.filters.category,
        filterTags: body.filters.filterTags,
        attributes: body.filters.attributes,
        campaignId: campaign?.id,
        facets: body.facets,
      },
      board,
    );
    const { articles, hits } = await searchHitViews(c.env.DB, ctx, outcome, {
      skipPrice: body.skipPrice,
      skipStock: body.skipStock,
      // A card shows neither relations nor any stock location but the chosen one.
      skipRelations: body.fields === "card",
      chosenStockOnly: body.fields === "card",
      board,
    });
    return c.json({
      query: body.query,
      offset: body.offset,
      limit: body.limit,
      sort: body.sort,
      total: outcome.total,
      totalIsLowerBound: outcome.totalIsLowerBound,
      exactMatch:
        outcome.exactMatchId !== null
          ? (articles.find((a) => a.id === outcome.exactMatchId)?.article_number ?? null)
          : null,
      hits: body.fields === "card" ? hits.map(cardHit) : hits,
      facets: outcome.facets,
      // Additive (#45): the corrected words that were searched instead of unknown ones ("Menade du …?").
      ...(outcome.correctedQuery ? { correctedQuery: outcome.correctedQuery } : {}),
      ...(favourites ? { favourites: await favourites.articleNumbers() } : {}),
    });
  })
  .post("/getEntitiesByAttribute", async (c) => {
    const body = await jsonBody(
      c,
      z.object({
        attributeName: z.string().min(1).max(60),
        attributeValues: z.array(z.string().min(1).max(100)).min(1).max(100),
        limit: z.number().int().min(1).max(500).default(100),
      }),
    );
    const ctx = await catalogueContext(c.env.DB, claimsOf(c));
    const results = await articlesByAttribute(c.env.DB, body.attributeName, body.attributeValues, body.limit);
    const visible = results.filter(
      (r) => ctx.assortmentCategories === null || ctx.assortmentCategories.has(r.category_l2),
    );
    return c.json({
      attributeName: body.attributeName,
      entities: visible.map((r) => ({
        articleNumber: r.article_number,
        name: r.name,
        variantSlug: r.variant_slug,
        attributeValue: r.value,
      })),
    });
  })
  // A device's tracking id becomes one the shop takes events for (search/tracking-ids.ts): 201 when registered
  // now, 200 when it already was, 429 beyond a client's hourly number of new ids.
  .post("/v1/tracking-ids", async (c) => {
    const { trackingId } = await jsonBody(c, trackingIdRegistrationSchema);
    const outcome = await registerTrackingId(c.env.DB, trackingId, clientKeyOf(c));
    return c.json(
      { trackingId } satisfies z.input<typeof trackingIdRegisteredSchema>,
      outcome === "registered" ? 201 : 200,
    );
  })
  .post("/createEvents", async (c) => {
    const body = await jsonBody(c, createEventsBodySchema);
    const claims = claimsOf(c);
    // A visitor (no token) records events for its tracking id alone; a buyer's carry the user too.
    const userId = isAnonymous(claims) ? null : claims.sub;
    const headerUser = c.req.header("user-id");
    if (headerUser && headerUser !== userId) throw badRequest("user-id header does not match the token");
    // Only a registered id, within its and its client's hourly events (403/429); purchases only of own orders (422).
    await admitEvents(c.env.DB, body.trackingId, clientKeyOf(c), body.events.length);
    const events = await verifiedPurchases(c.env.DB, claims, body.events);
    const accepted = await recordBehaviourEvents(c.env.DB, body.trackingId, userId, events);
    return c.json({ accepted } satisfies z.input<typeof createEventsAnswerSchema>, 202);
  });
