/**
 * Quotes (spec sections 3, 4, 7, 9): a buyer prepares a quote for their own customer from catalogue
 * articles (priced at the customer's price unless overridden) and custom items (work, freight).
 * A quote is visible to its creator and to the admins of its customer; anyone else gets 404.
 * Storage is in quotes/*-store.ts, the answer's shape in quotes/view.ts.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { stockholmToday } from "@shop/domain/delivery-date";
import { canTransition, EDITABLE_QUOTE_STATUSES, QUOTE_STATUSES } from "@shop/domain/quote-status";
import type { AccessClaims } from "../auth/jwt";
import { canSeeQuote } from "../auth/access";
import { denies } from "../auth/claims";
import { claimsOf } from "../auth/middleware";
import { loadArticles } from "../catalogue/variants";
import type { AppEnv } from "../env";
import { ApiError, badRequest, forbidden, jsonBody, notFound, queryParams } from "../http/errors";
import { addAttachment, deleteAttachment, findAttachment } from "../quotes/attachment-store";
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
  findQuote,
  listOwnQuotes,
  updateQuoteColumns,
  type QuoteRow,
} from "../quotes/store";
import { quoteDefaults, quoteSummary, quoteView } from "../quotes/view";

export const MAX_ATTACHMENT_BYTES = 2 * 1024 * 1024;

function customerOf(claims: AccessClaims): string {
  if (!claims.customerId) {
    throw badRequest("Choose a customer first", [
      { path: "customerId", code: "missing_context", message: "The token has no customer context" },
    ]);
  }
  return claims.customerId;
}

function mayCreate(claims: AccessClaims) {
  if (denies(claims, "EJ_SKAPA_OFFERT")) throw forbidden("Not allowed to create quotes");
}

async function visibleQuote(c: Context<AppEnv>, id = c.req.param("id") ?? ""): Promise<QuoteRow> {
  const quote = await findQuote(c.env.DB, id);
  if (!quote || !canSeeQuote(claimsOf(c), quote)) throw notFound("Quote not found");
  return quote;
}

/** The quote for a change of its content: 409 unless its status still allows editing. */
async function editableQuote(c: Context<AppEnv>): Promise<QuoteRow> {
  const quote = await visibleQuote(c);
  assertEditable(quote);
  return quote;
}

function assertEditable(quote: QuoteRow) {
  if (EDITABLE_QUOTE_STATUSES.includes(quote.status)) return;
  throw new ApiError(409, `A quote in status ${quote.status} cannot be changed`, [
    { path: "status", code: "not_editable", message: `Editable in ${EDITABLE_QUOTE_STATUSES.join(", ")}` },
  ]);
}

async function checkArticles(db: D1Database, numbers: string[]) {
  const known = new Set((await loadArticles(db, numbers)).map((a) => a.article_number));
  const unknown = numbers.filter((n) => !known.has(n));
  if (unknown.length === 0) return;
  const issues = unknown.map((n) => ({
    path: "items.articleNumber",
    code: "ARTICLE_NOT_FOUND",
    message: `Article ${n} does not exist`,
  }));
  throw badRequest("Unknown articles", issues);
}

const idList = (c: Context<AppEnv>, name: string) =>
  (c.req.queries(name) ?? [])
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);

/** The comma-separated ids of a DELETE's query, within `max`. */
function idsToDelete(c: Context<AppEnv>, name: string, max: number, message: string, code = "too_small") {
  const ids = idList(c, name);
  if (ids.length === 0 || ids.length > max) throw badRequest("Invalid query", [{ path: name, code, message }]);
  return ids;
}

/** The multipart upload's `file`: 413 over MAX_ATTACHMENT_BYTES (checked before reading when the length says so). */
async function uploadedFile(c: Context<AppEnv>): Promise<File> {
  const tooLarge = () => new ApiError(413, "An attachment may be at most 2 MB");
  if (Number(c.req.header("content-length") ?? 0) > MAX_ATTACHMENT_BYTES + 64 * 1024) throw tooLarge();
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw badRequest("Expected multipart/form-data with a file", [
      { path: "file", code: "invalid_type", message: "multipart/form-data required" },
    ]);
  }
  const file = form.get("file");
  if (!(file instanceof File)) {
    throw badRequest("No file uploaded", [{ path: "file", code: "invalid_type", message: "A file field is required" }]);
  }
  if (file.size > MAX_ATTACHMENT_BYTES) throw tooLarge();
  if (file.size === 0)
    throw badRequest("The file is empty", [{ path: "file", code: "too_small", message: "Empty file" }]);
  return file;
}

const viewOf = async (c: Context<AppEnv>, quote: QuoteRow) => quoteView(c.env.DB, claimsOf(c), quote);
const listQuery = z.object({
  status: z.enum(QUOTE_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

export const quoteRoutes = new Hono<AppEnv>()
  .get("/v1/quotes/default", async (c) => {
    const claims = claimsOf(c);
    return c.json(await quoteDefaults(c.env.DB, customerOf(claims), claims.sub));
  })
  .get("/v1/quotes", async (c) => {
    const claims = claimsOf(c);
    const query = queryParams(c, listQuery);
    const { rows, total } = await listOwnQuotes(c.env.DB, {
      customerId: customerOf(claims),
      userId: claims.sub,
      ...query,
    });
    return c.json({ data: rows.map(quoteSummary), total });
  })
  .post("/v1/quotes", async (c) => {
    const claims = claimsOf(c);
    mayCreate(claims);
    const body = await jsonBody(c, newQuoteBody);
    await checkArticles(
      c.env.DB,
      body.items.map((i) => i.articleNumber),
    );
    const customerId = customerOf(claims);
    const d = await quoteDefaults(c.env.DB, customerId, claims.sub);
    const id = `q-${crypto.randomUUID()}`;
    const quote = {
      id,
      customer_id: customerId,
      user_id: claims.sub,
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
    await createQuote(c.env.DB, quote, body.items, body.customItems);
    return c.json(await viewOf(c, await visibleQuote(c, id)), 201);
  })
  .delete("/v1/quotes", async (c) => {
    const ids = idList(c, "quoteIds");
    if (ids.length === 0 || ids.length > 100 || ids.some((id) => !/^[A-Za-z0-9_-]{1,80}$/.test(id))) {
      throw badRequest("Invalid query", [
        { path: "quoteIds", code: "invalid_format", message: "Comma-separated quote ids" },
      ]);
    }
    return c.json({ deleted: await deleteOwnQuotes(c.env.DB, claimsOf(c).sub, ids) });
  })
  .get("/v1/quotes/:id", async (c) => c.json(await viewOf(c, await visibleQuote(c))))
  .patch("/v1/quotes/:id", async (c) => {
    const quote = await visibleQuote(c);
    const body = await jsonBody(c, quoteFieldsWithStatus);
    const { status, ...fields } = body;
    if (Object.values(fields).some((v) => v !== undefined)) assertEditable(quote);
    if (status && status !== quote.status && !canTransition(quote.status, status)) {
      throw new ApiError(409, `A quote cannot go from ${quote.status} to ${status}`, [
        { path: "status", code: "illegal_transition", message: `${quote.status} -> ${status} is not allowed` },
      ]);
    }
    const sets = quoteChanges(quote, body);
    if (sets.length === 0) {
      throw badRequest("Nothing to change", [{ path: "", code: "too_small", message: "Give at least one field" }]);
    }
    if (!(await updateQuoteColumns(c.env.DB, quote, sets))) {
      throw new ApiError(409, "The quote was changed meanwhile; reload it");
    }
    return c.json(await viewOf(c, await visibleQuote(c)));
  })
  .post("/v1/quotes/:id/copy", async (c) => {
    const claims = claimsOf(c);
    mayCreate(claims);
    const quote = await visibleQuote(c);
    const id = `q-${crypto.randomUUID()}`;
    await copyQuote(c.env.DB, quote.id, { id, userId: claims.sub, validFrom: stockholmToday() });
    return c.json(await viewOf(c, await visibleQuote(c, id)), 201);
  })
  .post("/v1/quotes/:id/items", async (c) => {
    const quote = await editableQuote(c);
    const body = await jsonBody(c, z.object({ items: z.array(itemInput).min(1).max(500) }));
    await checkArticles(
      c.env.DB,
      body.items.map((i) => i.articleNumber),
    );
    await addQuoteItems(c.env.DB, quote.id, body.items);
    return c.json(await viewOf(c, quote), 201);
  })
  .patch("/v1/quotes/:id/items", async (c) => {
    const quote = await editableQuote(c);
    const body = await jsonBody(c, itemUpdates);
    const missing = await updateQuoteItems(c.env.DB, quote.id, body.items);
    if (missing !== undefined) throw notFound(`Quote item ${missing} not found`);
    return c.json(await viewOf(c, quote));
  })
  .delete("/v1/quotes/:id/items", async (c) => {
    const quote = await editableQuote(c);
    await deleteQuoteItems(c.env.DB, quote.id, idsToDelete(c, "itemIds", 500, "Comma-separated item ids"));
    return c.json(await viewOf(c, quote));
  })
  .post("/v1/quotes/:id/customItems", async (c) => {
    const quote = await editableQuote(c);
    const body = await jsonBody(c, z.object({ customItems: z.array(customItemInput).min(1).max(100) }));
    await addCustomItems(c.env.DB, quote.id, body.customItems);
    return c.json(await viewOf(c, quote), 201);
  })
  .patch("/v1/quotes/:id/customItems", async (c) => {
    const quote = await editableQuote(c);
    const body = await jsonBody(c, customItemUpdates);
    const missing = await updateCustomItems(c.env.DB, quote.id, body.customItems);
    if (missing !== undefined) throw notFound(`Custom item ${missing} not found`);
    return c.json(await viewOf(c, quote));
  })
  .delete("/v1/quotes/:id/customItems", async (c) => {
    const quote = await editableQuote(c);
    const ids = idsToDelete(c, "customItemIds", 100, "Comma-separated custom item ids");
    await deleteCustomItems(c.env.DB, quote.id, ids);
    return c.json(await viewOf(c, quote));
  })
  .post("/v1/quotes/:id/attachments", async (c) => {
    const quote = await editableQuote(c);
    const file = await uploadedFile(c);
    const id = `qa-${crypto.randomUUID()}`;
    const fileName = (file.name || "bilaga").replace(/[^\p{L}\d._ -]/gu, "_").slice(0, 120);
    const data = new Uint8Array(await file.arrayBuffer());
    const mimeType = file.type || "application/octet-stream";
    await addAttachment(c.env.DB, quote.id, { id, fileName, mimeType, size: file.size, data });
    const url = `/v1/quotes/${quote.id}/attachments/${id}`;
    return c.json({ attachmentId: id, fileName, size: file.size, url }, 201);
  })
  .get("/v1/quotes/:id/attachments/:attachmentId", async (c) => {
    const quote = await visibleQuote(c);
    const row = await findAttachment(c.env.DB, quote.id, c.req.param("attachmentId"));
    if (!row) throw notFound("Attachment not found");
    const bytes = row.data instanceof ArrayBuffer ? new Uint8Array(row.data) : new Uint8Array(row.data);
    return c.body(bytes, 200, {
      "content-type": row.mime_type,
      "content-disposition": `attachment; filename="${encodeURIComponent(row.file_name)}"`,
      "x-content-type-options": "nosniff",
    });
  })
  .delete("/v1/quotes/:id/attachments/:attachmentId", async (c) => {
    const quote = await editableQuote(c);
    if (!(await deleteAttachment(c.env.DB, quote.id, c.req.param("attachmentId")))) {
      throw notFound("Attachment not found");
    }
    return c.body(null, 204);
  });
