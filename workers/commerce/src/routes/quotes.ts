/**
 * Quotes (spec sections 3, 4, 7, 9): a buyer prepares a quote for their own customer from catalogue
 * articles (priced at the customer's price unless overridden) and custom items (work, freight).
 * A quote is visible to its owner and to the admins of its customer; anyone else gets 404. Who may change what, and
 * in which status, is in quotes/guards.ts; the wholesaler's answer in routes/quote-desk.ts, attachments in
 * routes/quote-attachments.ts. Storage is in quotes/*-store.ts, the answer's shape in quotes/view.ts. Messages are
 * Swedish: the shop shows them as they stand.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { stockholmToday } from "@shop/domain/delivery-date";
import { canTransition, QUOTE_STATUSES } from "@shop/domain/quote-status";
import { isAdmin } from "@shop/domain/roles";
import { isSiteAdmin } from "../auth/access";
import { claimsOf } from "../auth/middleware";
import type { AppEnv } from "../env";
import { ApiError, badRequest, forbidden, jsonBody, notFound, queryParams } from "../http/errors";
import { purgeUnreferenced } from "../quotes/attachment-objects";
import { copyRefused } from "../quotes/attachment-refusals";
import { attachmentTotals, moveQuoteAttachments } from "../quotes/attachment-store";
import {
  assertEditable,
  assertQuoteStart,
  assertValidityWindow,
  checkArticles,
  customerOf,
  illegalTransition,
  mayChangeQuotes,
  quoteInput,
} from "../quotes/guards";
import {
  customItemInput,
  customItemUpdates,
  itemInput,
  itemUpdates,
  newQuoteBody,
  quoteFieldsWithStatus,
} from "../quotes/input";
import {
  addCustomItems,
  addQuoteItems,
  deleteCustomItems,
  deleteQuoteItems,
  updateCustomItems,
  updateQuoteItems,
} from "../quotes/line-store";
import { quoteChanges } from "../quotes/changes";
import {
  copyQuote,
  createQuote,
  deleteOwnQuotes,
  listQuotes,
  updateQuoteColumns,
  type QuoteRow,
} from "../quotes/store";
import { quoteDefaults, quoteSummary, quoteView } from "../quotes/view";
import { isUserOfCustomer } from "../users/store";
import { changeableQuoteOf, visibleQuoteOf } from "./quote-request";

const idList = (c: Context<AppEnv>, name: string) =>
  (c.req.queries(name) ?? [])
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);

/** The comma-separated ids of a DELETE's query, within `max`. */
function idsToDelete(c: Context<AppEnv>, name: string, max: number, code = "too_small") {
  const ids = idList(c, name);
  if (ids.length === 0 || ids.length > max)
    throw badRequest("Ange vilka rader som ska tas bort.", [{ path: name, code, message: "Comma-separated ids" }]);
  return ids;
}

/** The owner of a new quote: the caller, or (a customer admin only) another user of the same customer. */
async function ownerOf(c: Context<AppEnv>, customerId: string, forUserId: string | undefined) {
  const claims = claimsOf(c);
  if (!forUserId || forUserId === claims.sub) return claims.sub;
  const admin =
    isSiteAdmin(claims) ||
    claims.customerPermissions.some((p) => p.customerId === customerId && p.projectId === null && isAdmin(p.role));
  if (!admin) throw forbidden("Bara kundens administratörer kan skapa offerter åt andra användare.");
  if (!(await isUserOfCustomer(c.env.DB, forUserId, customerId)))
    throw badRequest("Användaren finns inte hos kunden.", [
      { path: "forUserId", code: "unknown_user", message: "No such user for the customer" },
    ]);
  return forUserId;
}

const viewOf = async (c: Context<AppEnv>, quote: QuoteRow) => quoteView(c.env.DB, claimsOf(c), quote);
const listQuery = z.object({
  status: z.enum(QUOTE_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

/** Whether the caller lists the whole customer's quotes: its admins (and site admins), as canSeeQuote lets them. */
const seesCustomerQuotes = (claims: ReturnType<typeof claimsOf>, customerId: string) =>
  isSiteAdmin(claims) ||
  claims.customerPermissions.some((p) => p.customerId === customerId && p.projectId === null && isAdmin(p.role));

export const quoteRoutes = new Hono<AppEnv>()
  .get("/v1/quotes/default", async (c) => {
    const claims = claimsOf(c);
    return c.json(await quoteDefaults(c.env.DB, customerOf(claims), claims.sub));
  })
  .get("/v1/quotes", async (c) => {
    const claims = claimsOf(c);
    const query = await quoteInput(() => queryParams(c, listQuery));
    const customerId = customerOf(claims);
    const { rows, total } = await listQuotes(c.env.DB, {
      ...query,
      customerId,
      userId: claims.sub,
      wholeCustomer: seesCustomerQuotes(claims, customerId),
    });
    return c.json({ data: rows.map(quoteSummary), total });
  })
  .post("/v1/quotes", async (c) => {
    const claims = claimsOf(c);
    mayChangeQuotes(claims);
    const { forUserId, ...body } = await quoteInput(() => jsonBody(c, newQuoteBody));
    await checkArticles(
      c.env.DB,
      body.items.map((i) => i.articleNumber),
    );
    const customerId = customerOf(claims);
    const owner = await ownerOf(c, customerId, forUserId);
    const d = await quoteDefaults(c.env.DB, customerId, owner);
    const id = `q-${crypto.randomUUID()}`;
    const quote = {
      id,
      customer_id: customerId,
      user_id: owner,
      created_by: claims.sub,
      title: body.title ?? d.title,
      final_message: body.finalMessage ?? d.finalMessage,
      valid_from: body.validFrom ?? d.validFrom,
      valid_for: body.validFor ?? d.validFor,
      sender: JSON.stringify({ ...d.sender, ...body.sender }),
      receiver: JSON.stringify({ ...d.receiver, ...body.receiver }),
      price_type: body.priceType ?? d.priceType,
      merge_articles: (body.mergeArticles ?? d.mergeArticles) ? 1 : 0,
      show_discounts: (body.showDiscounts ?? d.showDiscounts) ? 1 : 0,
    };
    assertQuoteStart(quote.valid_from);
    assertValidityWindow({ validFrom: quote.valid_from, validFor: quote.valid_for });
    await createQuote(c.env.DB, quote, body.items, body.customItems, claims.projectId);
    return c.json(await viewOf(c, await visibleQuoteOf(c, id)), 201);
  })
  .delete("/v1/quotes", async (c) => {
    mayChangeQuotes(claimsOf(c));
    const ids = idList(c, "quoteIds");
    if (ids.length === 0 || ids.length > 100 || ids.some((id) => !/^[A-Za-z0-9_-]{1,80}$/.test(id))) {
      throw badRequest("Ange vilka offerter som ska tas bort.", [
        { path: "quoteIds", code: "invalid_format", message: "Comma-separated quote ids" },
      ]);
    }
    const { deleted, objectKeys } = await deleteOwnQuotes(c.env.DB, claimsOf(c).sub, ids);
    await purgeUnreferenced(c.env.DB, c.env.FILES, objectKeys);
    return c.json({ deleted });
  })
  .get("/v1/quotes/:id", async (c) => c.json(await viewOf(c, await visibleQuoteOf(c))))
  .patch("/v1/quotes/:id", async (c) => {
    const quote = await visibleQuoteOf(c);
    mayChangeQuotes(claimsOf(c), quote.customer_id);
    const body = await quoteInput(() => jsonBody(c, quoteFieldsWithStatus));
    const { status, ...fields } = body;
    if (Object.values(fields).some((v) => v !== undefined)) assertEditable(quote);
    // The buyer's moves only (domain/quote-status.ts): an offer (sent) comes from the desk, completed from an order.
    if (status && status !== quote.status && !canTransition(quote.status, status, "buyer")) {
      throw illegalTransition(quote.status, status);
    }
    // A changed start only: the storefront's form sends a quote's stored start back with any other change, and a
    // quote made before today keeps the start it was given.
    if (fields.validFrom !== undefined && fields.validFrom !== quote.valid_from) assertQuoteStart(fields.validFrom);
    // The window the change leaves the quote with (a new start with the days it holds, or the other way round).
    if (fields.validFrom !== undefined || fields.validFor !== undefined)
      assertValidityWindow({
        validFrom: fields.validFrom ?? quote.valid_from,
        validFor: fields.validFor ?? quote.valid_for,
      });
    const sets = quoteChanges(quote, body);
    if (sets.length === 0) {
      throw badRequest("Ange något att ändra.", [{ path: "", code: "too_small", message: "Give at least one field" }]);
    }
    if (!(await updateQuoteColumns(c.env.DB, quote, sets))) {
      throw new ApiError(409, "Offerten har ändrats under tiden. Ladda om den och försök igen.");
    }
    return c.json(await viewOf(c, await visibleQuoteOf(c)));
  })
  .post("/v1/quotes/:id/copy", async (c) => {
    const claims = claimsOf(c);
    const quote = await visibleQuoteOf(c);
    mayChangeQuotes(claims, quote.customer_id);
    const id = `q-${crypto.randomUUID()}`;
    // A copy shares the source's R2 objects, so bytes still in D1 (stored before R2) move there first.
    await moveQuoteAttachments(c.env.DB, c.env.FILES, quote.id);
    if (!(await copyQuote(c.env.DB, quote.id, { id, userId: claims.sub, validFrom: stockholmToday() })))
      throw copyRefused(await attachmentTotals(c.env.DB, quote.id));
    return c.json(await viewOf(c, await visibleQuoteOf(c, id)), 201);
  })
  .post("/v1/quotes/:id/items", async (c) => {
    const quote = await changeableQuoteOf(c);
    const body = await quoteInput(() => jsonBody(c, z.object({ items: z.array(itemInput).min(1).max(500) })));
    await checkArticles(
      c.env.DB,
      body.items.map((i) => i.articleNumber),
    );
    await addQuoteItems(c.env.DB, quote.id, body.items, claimsOf(c).projectId);
    return c.json(await viewOf(c, quote), 201);
  })
  .patch("/v1/quotes/:id/items", async (c) => {
    const quote = await changeableQuoteOf(c);
    const body = await quoteInput(() => jsonBody(c, itemUpdates));
    const missing = await updateQuoteItems(c.env.DB, quote.id, body.items);
    if (missing !== undefined) throw notFound(`Offertraden ${missing} finns inte.`);
    return c.json(await viewOf(c, quote));
  })
  .delete("/v1/quotes/:id/items", async (c) => {
    const quote = await changeableQuoteOf(c);
    await deleteQuoteItems(c.env.DB, quote.id, idsToDelete(c, "itemIds", 500));
    return c.json(await viewOf(c, quote));
  })
  .post("/v1/quotes/:id/customItems", async (c) => {
    const quote = await changeableQuoteOf(c);
    const body = await quoteInput(() =>
      jsonBody(c, z.object({ customItems: z.array(customItemInput).min(1).max(100) })),
    );
    await addCustomItems(c.env.DB, quote.id, body.customItems);
    return c.json(await viewOf(c, quote), 201);
  })
  .patch("/v1/quotes/:id/customItems", async (c) => {
    const quote = await changeableQuoteOf(c);
    const body = await quoteInput(() => jsonBody(c, customItemUpdates));
    const missing = await updateCustomItems(c.env.DB, quote.id, body.customItems);
    if (missing !== undefined) throw notFound(`Den egna raden ${missing} finns inte.`);
    return c.json(await viewOf(c, quote));
  })
  .delete("/v1/quotes/:id/customItems", async (c) => {
    const quote = await changeableQuoteOf(c);
    const ids = idsToDelete(c, "customItemIds", 100);
    await deleteCustomItems(c.env.DB, quote.id, ids);
    return c.json(await viewOf(c, quote));
  });
