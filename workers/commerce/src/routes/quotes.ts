/**
 * Quotes (spec sections 3, 4, 7, 9): a buyer prepares a quote for their own customer from catalogue
 * articles (priced at the customer's price unless overridden) and custom items (work, freight).
 * A quote is visible to its creator and to the admins of its customer; anyone else gets 404.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { stockholmToday } from "@shop/domain/delivery-date";
import { oreToSek, percentOf, sekToOre } from "@shop/domain/money";
import { canTransition, EDITABLE_QUOTE_STATUSES, QUOTE_STATUSES, type QuoteStatus } from "@shop/domain/quote-status";
import type { AccessClaims } from "../auth/jwt";
import { canSeeQuote } from "../auth/access";
import { claimsOf, denies } from "../auth/middleware";
import { catalogueContext } from "../catalogue/context";
import { priceArticles } from "../catalogue/prices";
import { loadArticles } from "../catalogue/variants";
import type { AppEnv } from "../env";
import { ApiError, badRequest, forbidden, jsonBody, notFound, queryParams } from "../http/errors";


/** A batch of per-item UPDATEs (one statement per id, in order): 404 naming the first id that matched no row. */
function assertAllUpdated(results: D1Result[], ids: string[], label: string): void {
  const missing = ids.find((_, k) => !results[k].meta.changes);
  if (missing !== undefined) throw notFound(`${label} ${missing} not found`);
}

export const MAX_ATTACHMENT_BYTES = 2 * 1024 * 1024;
const DEFAULT_VALID_FOR_DAYS = 30;
const DEFAULT_FINAL_MESSAGE = "Offerten gäller under angiven giltighetstid. Priser exklusive moms. Leverans enligt överenskommelse.";

interface QuoteRow {
  id: string;
  customer_id: string;
  user_id: string;
  status: QuoteStatus;
  title: string;
  final_message: string;
  valid_from: string;
  valid_for: number;
  sender: string;
  receiver: string;
  price_type: string;
  merge_articles: number;
  show_discounts: number;
  created_at: string;
  updated_at: string;
}

const party = z.object({
  type: z.string().max(40).optional(),
  label: z.string().max(100).optional(),
  name: z.string().max(100).optional(),
  organizationNumber: z.string().regex(/^\d{6}-?\d{4}$/).optional(),
  reference: z.string().max(100).optional(),
  contactPerson: z.string().max(100).optional(),
  address: z.string().max(300).optional(),
});
const money = z.number().min(0).max(10_000_000).multipleOf(0.01);
const itemInput = z.object({ articleNumber: z.string().trim().regex(/^[0-9A-Za-z-]{1,20}$/), quantity: z.number().int().min(1).max(1_000_000), price: money.nullish(), discountPercentage: z.number().min(0).max(100).nullish() });
const customItemInput = z.object({ name: z.string().trim().min(1).max(200), quantity: z.number().int().min(1).max(1_000_000), unit: z.string().trim().min(1).max(10).default("st"), price: money });
const quoteFields = z.object({
  title: z.string().trim().max(200).optional(),
  finalMessage: z.string().max(4000).optional(),
  validFrom: z.iso.date().optional(),
  validFor: z.number().int().min(1).max(365).optional(),
  sender: party.optional(),
  receiver: party.optional(),
  priceType: z.enum(["NET", "GROSS"]).optional(),
  mergeArticles: z.boolean().optional(),
  showDiscounts: z.boolean().optional(),
});

function customerOf(claims: AccessClaims): string {
  if (!claims.customerId) throw badRequest("Choose a customer first", [{ path: "customerId", code: "missing_context", message: "The token has no customer context" }]);
  return claims.customerId;
}

function mayCreate(claims: AccessClaims) {
  if (denies(claims, "EJ_SKAPA_OFFERT")) throw forbidden("Not allowed to create quotes");
}

async function visibleQuote(c: Context<AppEnv>, id = c.req.param("id")): Promise<QuoteRow> {
  const claims = claimsOf(c);
  const quote = await c.env.DB.prepare("SELECT * FROM quotes WHERE id = ? AND deleted = 0").bind(id).first<QuoteRow>();
  if (!quote || !canSeeQuote(claims, quote)) throw notFound("Quote not found");
  return quote;
}

function assertEditable(quote: QuoteRow) {
  if (!EDITABLE_QUOTE_STATUSES.includes(quote.status)) throw new ApiError(409, `A quote in status ${quote.status} cannot be changed`, [{ path: "status", code: "not_editable", message: `Editable in ${EDITABLE_QUOTE_STATUSES.join(", ")}` }]);
}

async function quoteView(c: Context<AppEnv>, quote: QuoteRow) {
  const db = c.env.DB;
  const [items, customItems, attachments] = await db.batch([
    db.prepare("SELECT * FROM quote_items WHERE quote_id = ? ORDER BY position, id").bind(quote.id),
    db.prepare("SELECT * FROM quote_custom_items WHERE quote_id = ? ORDER BY position, id").bind(quote.id),
    db.prepare("SELECT id, file_name, mime_type, size, created_at FROM quote_attachments WHERE quote_id = ? ORDER BY created_at, id").bind(quote.id),
  ]);
  const itemRows = items.results as { id: string; article_number: string; quantity: number; price_ore: number | null; discount_bp: number | null }[];
  const articles = await loadArticles(db, itemRows.map((i) => i.article_number));
  const byNumber = new Map(articles.map((a) => [a.article_number, a]));
  // The quote shows the customer's price; a user who may not see prices still prepares quotes for sales.
  const ctx = { ...(await catalogueContext(db, claimsOf(c))), noPrices: false };
  const prices = await priceArticles(db, ctx, articles);
  const lines = itemRows.map((i) => {
    const a = byNumber.get(i.article_number);
    const base = i.price_ore ?? (quote.price_type === "GROSS" ? prices.get(i.article_number)?.salesPriceOre : prices.get(i.article_number)?.netPriceOre) ?? 0;
    const unit = base - (i.discount_bp ? percentOf(base, i.discount_bp) : 0);
    return {
      quoteItemId: i.id, articleNumber: i.article_number, name: a?.name ?? null, unit: a?.unit ?? "st", quantity: i.quantity,
      price: oreToSek(base), discountPercentage: i.discount_bp === null ? null : i.discount_bp / 100, priceOverridden: i.price_ore !== null,
      lineTotal: oreToSek(unit * i.quantity), lineTotalOre: unit * i.quantity,
    };
  });
  const custom = (customItems.results as { id: string; name: string; quantity: number; unit: string; price_ore: number }[]).map((i) => ({
    customItemId: i.id, name: i.name, quantity: i.quantity, unit: i.unit, price: oreToSek(i.price_ore), lineTotal: oreToSek(i.price_ore * i.quantity), lineTotalOre: i.price_ore * i.quantity,
  }));
  const totalOre = [...lines, ...custom].reduce((s, l) => s + l.lineTotalOre, 0);
  return {
    quoteId: quote.id, status: quote.status, title: quote.title, finalMessage: quote.final_message, validFrom: quote.valid_from, validFor: quote.valid_for,
    sender: JSON.parse(quote.sender), receiver: JSON.parse(quote.receiver), priceType: quote.price_type, mergeArticles: quote.merge_articles === 1,
    showDiscounts: quote.show_discounts === 1, customerId: quote.customer_id, userId: quote.user_id, createdAt: quote.created_at, updatedAt: quote.updated_at,
    items: lines.map(({ lineTotalOre: _o, ...l }) => l),
    customItems: custom.map(({ lineTotalOre: _o, ...l }) => l),
    attachments: (attachments.results as { id: string; file_name: string; mime_type: string; size: number; created_at: string }[]).map((a) => ({ attachmentId: a.id, fileName: a.file_name, mimeType: a.mime_type, size: a.size, createdAt: a.created_at, url: `/v1/quotes/${quote.id}/attachments/${a.id}` })),
    total: oreToSek(totalOre),
    currency: "SEK",
  };
}

async function defaults(db: D1Database, claims: AccessClaims) {
  const customerId = customerOf(claims);
  const [customer, user] = await Promise.all([
    db.prepare("SELECT name, organization_number FROM customers WHERE id = ?").bind(customerId).first<{ name: string; organization_number: string }>(),
    db.prepare("SELECT first_name, last_name FROM users WHERE id = ?").bind(claims.sub).first<{ first_name: string; last_name: string }>(),
  ]);
  const invoice = await db.prepare("SELECT address1, postal_code, postal_address FROM addresses WHERE customer_id = ? AND read_only = 1 LIMIT 1").bind(customerId).first<{ address1: string; postal_code: string; postal_address: string }>();
  return {
    status: "draft" as QuoteStatus,
    title: "",
    finalMessage: DEFAULT_FINAL_MESSAGE,
    validFrom: stockholmToday(),
    validFor: DEFAULT_VALID_FOR_DAYS,
    sender: { name: customer?.name ?? "", organizationNumber: customer?.organization_number ?? "", reference: user ? `${user.first_name} ${user.last_name}` : "", address: invoice ? `${invoice.address1}, ${invoice.postal_code} ${invoice.postal_address}` : "" },
    receiver: { type: "company", label: "", name: "", contactPerson: "", address: "" },
    priceType: "NET",
    mergeArticles: false,
    showDiscounts: true,
  };
}

async function checkArticles(db: D1Database, numbers: string[]) {
  const known = new Set((await loadArticles(db, numbers)).map((a) => a.article_number));
  const unknown = numbers.filter((n) => !known.has(n));
  if (unknown.length) throw badRequest("Unknown articles", unknown.map((n) => ({ path: "items.articleNumber", code: "ARTICLE_NOT_FOUND", message: `Article ${n} does not exist` })));
}

const now = () => new Date().toISOString();
const idList = (c: Context<AppEnv>, name: string) => (c.req.queries(name) ?? []).flatMap((v) => v.split(",")).map((v) => v.trim()).filter(Boolean);

function insertItems(db: D1Database, quoteId: string, items: z.infer<typeof itemInput>[], start: number) {
  return items.map((i, k) =>
    db.prepare("INSERT INTO quote_items (id, quote_id, article_number, quantity, price_ore, discount_bp, position) VALUES (?, ?, ?, ?, ?, ?, ?)")
      .bind(`qi-${crypto.randomUUID()}`, quoteId, i.articleNumber, i.quantity, i.price == null ? null : sekToOre(i.price), i.discountPercentage == null ? null : Math.round(i.discountPercentage * 100), start + k),
  );
}
function insertCustomItems(db: D1Database, quoteId: string, items: z.infer<typeof customItemInput>[], start: number) {
  return items.map((i, k) =>
    db.prepare("INSERT INTO quote_custom_items (id, quote_id, name, quantity, unit, price_ore, position) VALUES (?, ?, ?, ?, ?, ?, ?)").bind(`qc-${crypto.randomUUID()}`, quoteId, i.name, i.quantity, i.unit, sekToOre(i.price), start + k),
  );
}
const touch = (db: D1Database, id: string) => db.prepare("UPDATE quotes SET updated_at = ? WHERE id = ?").bind(now(), id);
async function nextPosition(db: D1Database, table: "quote_items" | "quote_custom_items", quoteId: string) {
  return ((await db.prepare(`SELECT COALESCE(MAX(position), -1) + 1 AS p FROM ${table} WHERE quote_id = ?`).bind(quoteId).first<{ p: number }>())?.p ?? 0);
}

export const quoteRoutes = new Hono<AppEnv>()
  .get("/v1/quotes/default", async (c) => c.json(await defaults(c.env.DB, claimsOf(c))))
  .get("/v1/quotes", async (c) => {
    const claims = claimsOf(c);
    const query = queryParams(c, z.object({ status: z.enum(QUOTE_STATUSES).optional(), limit: z.coerce.number().int().min(1).max(100).default(20), offset: z.coerce.number().int().min(0).default(0) }));
    const where = ["deleted = 0", "customer_id = ?1", "user_id = ?2"];
    const params: unknown[] = [customerOf(claims), claims.sub];
    if (query.status) where.push(`status = ?${params.push(query.status)}`);
    const [rows, count] = await c.env.DB.batch([
      c.env.DB.prepare(`SELECT * FROM quotes WHERE ${where.join(" AND ")} ORDER BY updated_at DESC, id LIMIT ${query.limit} OFFSET ${query.offset}`).bind(...params),
      c.env.DB.prepare(`SELECT COUNT(*) AS n FROM quotes WHERE ${where.join(" AND ")}`).bind(...params),
    ]);
    return c.json({
      data: (rows.results as unknown as QuoteRow[]).map((q) => ({ quoteId: q.id, status: q.status, title: q.title, validFrom: q.valid_from, validFor: q.valid_for, receiver: JSON.parse(q.receiver), updatedAt: q.updated_at, createdAt: q.created_at })),
      total: (count.results[0] as { n: number }).n,
    });
  })
  .post("/v1/quotes", async (c) => {
    const claims = claimsOf(c);
    mayCreate(claims);
    const body = await jsonBody(c, quoteFields.extend({ items: z.array(itemInput).max(500).default([]), customItems: z.array(customItemInput).max(100).default([]) }).default({ items: [], customItems: [] }));
    await checkArticles(c.env.DB, body.items.map((i) => i.articleNumber));
    const d = await defaults(c.env.DB, claims);
    const id = `q-${crypto.randomUUID()}`;
    const at = now();
    await c.env.DB.batch([
      c.env.DB.prepare(`INSERT INTO quotes (id, customer_id, user_id, status, title, final_message, valid_from, valid_for, sender, receiver, price_type, merge_articles, show_discounts, created_at, updated_at)
        VALUES (?, ?, ?, 'draft', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).bind(
        id, customerOf(claims), claims.sub, body.title ?? d.title, body.finalMessage ?? d.finalMessage, body.validFrom ?? d.validFrom, body.validFor ?? d.validFor,
        JSON.stringify({ ...d.sender, ...body.sender }), JSON.stringify({ ...d.receiver, ...body.receiver }), body.priceType ?? d.priceType,
        (body.mergeArticles ?? d.mergeArticles) ? 1 : 0, (body.showDiscounts ?? d.showDiscounts) ? 1 : 0, at, at),
      ...insertItems(c.env.DB, id, body.items, 0),
      ...insertCustomItems(c.env.DB, id, body.customItems, 0),
    ]);
    return c.json(await quoteView(c, await visibleQuote(c, id)), 201);
  })
  .delete("/v1/quotes", async (c) => {
    const ids = idList(c, "quoteIds");
    if (ids.length === 0 || ids.length > 100 || ids.some((id) => !/^[A-Za-z0-9_-]{1,80}$/.test(id))) throw badRequest("Invalid query", [{ path: "quoteIds", code: "invalid_format", message: "Comma-separated quote ids" }]);
    const result = await c.env.DB.prepare(`UPDATE quotes SET deleted = 1, updated_at = ? WHERE user_id = ? AND deleted = 0 AND id IN (SELECT value FROM json_each(?))`).bind(now(), claimsOf(c).sub, JSON.stringify(ids)).run();
    return c.json({ deleted: result.meta.changes ?? 0 });
  })
  .get("/v1/quotes/:id", async (c) => c.json(await quoteView(c, await visibleQuote(c))))
  .patch("/v1/quotes/:id", async (c) => {
    const quote = await visibleQuote(c);
    const body = await jsonBody(c, quoteFields.extend({ status: z.enum(QUOTE_STATUSES).optional() }));
    const { status, ...fields } = body;
    const changesFields = Object.values(fields).some((v) => v !== undefined);
    if (changesFields) assertEditable(quote);
    if (status && status !== quote.status && !canTransition(quote.status, status)) {
      throw new ApiError(409, `A quote cannot go from ${quote.status} to ${status}`, [{ path: "status", code: "illegal_transition", message: `${quote.status} -> ${status} is not allowed` }]);
    }
    const sets: [string, unknown][] = [];
    if (status) sets.push(["status", status]);
    if (fields.title !== undefined) sets.push(["title", fields.title]);
    if (fields.finalMessage !== undefined) sets.push(["final_message", fields.finalMessage]);
    if (fields.validFrom !== undefined) sets.push(["valid_from", fields.validFrom]);
    if (fields.validFor !== undefined) sets.push(["valid_for", fields.validFor]);
    if (fields.sender !== undefined) sets.push(["sender", JSON.stringify({ ...JSON.parse(quote.sender), ...fields.sender })]);
    if (fields.receiver !== undefined) sets.push(["receiver", JSON.stringify({ ...JSON.parse(quote.receiver), ...fields.receiver })]);
    if (fields.priceType !== undefined) sets.push(["price_type", fields.priceType]);
    if (fields.mergeArticles !== undefined) sets.push(["merge_articles", fields.mergeArticles ? 1 : 0]);
    if (fields.showDiscounts !== undefined) sets.push(["show_discounts", fields.showDiscounts ? 1 : 0]);
    if (sets.length === 0) throw badRequest("Nothing to change", [{ path: "", code: "too_small", message: "Give at least one field" }]);
    // The status guard in WHERE keeps two concurrent transitions from both succeeding.
    const result = await c.env.DB.prepare(`UPDATE quotes SET ${sets.map(([k]) => `${k} = ?`).join(", ")}, updated_at = ? WHERE id = ? AND status = ?`).bind(...sets.map(([, v]) => v), now(), quote.id, quote.status).run();
    if (!result.meta.changes) throw new ApiError(409, "The quote was changed meanwhile; reload it");
    return c.json(await quoteView(c, await visibleQuote(c)));
  })
  .post("/v1/quotes/:id/copy", async (c) => {
    const claims = claimsOf(c);
    mayCreate(claims);
    const quote = await visibleQuote(c);
    const id = `q-${crypto.randomUUID()}`;
    const at = now();
    const db = c.env.DB;
    await db.batch([
      db.prepare(`INSERT INTO quotes (id, customer_id, user_id, status, title, final_message, valid_from, valid_for, sender, receiver, price_type, merge_articles, show_discounts, created_at, updated_at)
        SELECT ?1, customer_id, ?2, 'draft', 'Kopia av ' || title, final_message, ?3, valid_for, sender, receiver, price_type, merge_articles, show_discounts, ?4, ?4 FROM quotes WHERE id = ?5`).bind(id, claims.sub, stockholmToday(), at, quote.id),
      db.prepare("INSERT INTO quote_items (id, quote_id, article_number, quantity, price_ore, discount_bp, position) SELECT 'qi-' || lower(hex(randomblob(16))), ?1, article_number, quantity, price_ore, discount_bp, position FROM quote_items WHERE quote_id = ?2").bind(id, quote.id),
      db.prepare("INSERT INTO quote_custom_items (id, quote_id, name, quantity, unit, price_ore, position) SELECT 'qc-' || lower(hex(randomblob(16))), ?1, name, quantity, unit, price_ore, position FROM quote_custom_items WHERE quote_id = ?2").bind(id, quote.id),
      db.prepare("INSERT INTO quote_attachments (id, quote_id, file_name, mime_type, size, data, created_at) SELECT 'qa-' || lower(hex(randomblob(16))), ?1, file_name, mime_type, size, data, created_at FROM quote_attachments WHERE quote_id = ?2").bind(id, quote.id),
    ]);
    return c.json(await quoteView(c, await visibleQuote(c, id)), 201);
  })
  .post("/v1/quotes/:id/items", async (c) => {
    const quote = await visibleQuote(c);
    assertEditable(quote);
    const body = await jsonBody(c, z.object({ items: z.array(itemInput).min(1).max(500) }));
    await checkArticles(c.env.DB, body.items.map((i) => i.articleNumber));
    await c.env.DB.batch([...insertItems(c.env.DB, quote.id, body.items, await nextPosition(c.env.DB, "quote_items", quote.id)), touch(c.env.DB, quote.id)]);
    return c.json(await quoteView(c, quote), 201);
  })
  .patch("/v1/quotes/:id/items", async (c) => {
    const quote = await visibleQuote(c);
    assertEditable(quote);
    const body = await jsonBody(c, z.object({ items: z.array(z.object({ quoteItemId: z.string().max(80), quantity: z.number().int().min(1).max(1_000_000).optional(), price: money.nullish(), discountPercentage: z.number().min(0).max(100).nullish() })).min(1).max(500) }));
    const results = await c.env.DB.batch([
      ...body.items.map((i) =>
        c.env.DB.prepare(`UPDATE quote_items SET quantity = COALESCE(?, quantity), price_ore = CASE WHEN ? THEN ? ELSE price_ore END, discount_bp = CASE WHEN ? THEN ? ELSE discount_bp END WHERE id = ? AND quote_id = ?`)
          .bind(i.quantity ?? null, i.price !== undefined ? 1 : 0, i.price == null ? null : sekToOre(i.price), i.discountPercentage !== undefined ? 1 : 0, i.discountPercentage == null ? null : Math.round(i.discountPercentage * 100), i.quoteItemId, quote.id),
      ),
      touch(c.env.DB, quote.id),
    ]);
    assertAllUpdated(results, body.items.map((i) => i.quoteItemId), "Quote item");
    return c.json(await quoteView(c, quote));
  })
  .delete("/v1/quotes/:id/items", async (c) => {
    const quote = await visibleQuote(c);
    assertEditable(quote);
    const ids = idList(c, "itemIds");
    if (ids.length === 0 || ids.length > 500) throw badRequest("Invalid query", [{ path: "itemIds", code: "too_small", message: "Comma-separated item ids" }]);
    await c.env.DB.batch([c.env.DB.prepare(`DELETE FROM quote_items WHERE quote_id = ? AND id IN (SELECT value FROM json_each(?))`).bind(quote.id, JSON.stringify(ids)), touch(c.env.DB, quote.id)]);
    return c.json(await quoteView(c, quote));
  })
  .post("/v1/quotes/:id/customItems", async (c) => {
    const quote = await visibleQuote(c);
    assertEditable(quote);
    const body = await jsonBody(c, z.object({ customItems: z.array(customItemInput).min(1).max(100) }));
    await c.env.DB.batch([...insertCustomItems(c.env.DB, quote.id, body.customItems, await nextPosition(c.env.DB, "quote_custom_items", quote.id)), touch(c.env.DB, quote.id)]);
    return c.json(await quoteView(c, quote), 201);
  })
  .patch("/v1/quotes/:id/customItems", async (c) => {
    const quote = await visibleQuote(c);
    assertEditable(quote);
    const body = await jsonBody(c, z.object({ customItems: z.array(customItemInput.partial().extend({ customItemId: z.string().max(80) })).min(1).max(100) }));
    const results = await c.env.DB.batch([
      ...body.customItems.map((i) =>
        c.env.DB.prepare("UPDATE quote_custom_items SET name = COALESCE(?, name), quantity = COALESCE(?, quantity), unit = COALESCE(?, unit), price_ore = COALESCE(?, price_ore) WHERE id = ? AND quote_id = ?")
          .bind(i.name ?? null, i.quantity ?? null, i.unit ?? null, i.price === undefined ? null : sekToOre(i.price), i.customItemId, quote.id),
      ),
      touch(c.env.DB, quote.id),
    ]);
    assertAllUpdated(results, body.customItems.map((i) => i.customItemId), "Custom item");
    return c.json(await quoteView(c, quote));
  })
  .delete("/v1/quotes/:id/customItems", async (c) => {
    const quote = await visibleQuote(c);
    assertEditable(quote);
    const ids = idList(c, "customItemIds");
    if (ids.length === 0 || ids.length > 100) throw badRequest("Invalid query", [{ path: "customItemIds", code: "too_small", message: "Comma-separated custom item ids" }]);
    await c.env.DB.batch([c.env.DB.prepare(`DELETE FROM quote_custom_items WHERE quote_id = ? AND id IN (SELECT value FROM json_each(?))`).bind(quote.id, JSON.stringify(ids)), touch(c.env.DB, quote.id)]);
    return c.json(await quoteView(c, quote));
  })
  .post("/v1/quotes/:id/attachments", async (c) => {
    const quote = await visibleQuote(c);
    assertEditable(quote);
    if (Number(c.req.header("content-length") ?? 0) > MAX_ATTACHMENT_BYTES + 64 * 1024) throw new ApiError(413, "An attachment may be at most 2 MB");
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      throw badRequest("Expected multipart/form-data with a file", [{ path: "file", code: "invalid_type", message: "multipart/form-data required" }]);
    }
    const file = form.get("file");
    if (!(file instanceof File)) throw badRequest("No file uploaded", [{ path: "file", code: "invalid_type", message: "A file field is required" }]);
    if (file.size > MAX_ATTACHMENT_BYTES) throw new ApiError(413, "An attachment may be at most 2 MB");
    if (file.size === 0) throw badRequest("The file is empty", [{ path: "file", code: "too_small", message: "Empty file" }]);
    const id = `qa-${crypto.randomUUID()}`;
    const name = (file.name || "bilaga").replace(/[^\p{L}\d._ -]/gu, "_").slice(0, 120);
    await c.env.DB.batch([
      c.env.DB.prepare("INSERT INTO quote_attachments (id, quote_id, file_name, mime_type, size, data) VALUES (?, ?, ?, ?, ?, ?)").bind(id, quote.id, name, file.type || "application/octet-stream", file.size, new Uint8Array(await file.arrayBuffer())),
      touch(c.env.DB, quote.id),
    ]);
    return c.json({ attachmentId: id, fileName: name, size: file.size, url: `/v1/quotes/${quote.id}/attachments/${id}` }, 201);
  })
  .get("/v1/quotes/:id/attachments/:attachmentId", async (c) => {
    const quote = await visibleQuote(c);
    const row = await c.env.DB.prepare("SELECT file_name, mime_type, data FROM quote_attachments WHERE id = ? AND quote_id = ?").bind(c.req.param("attachmentId"), quote.id).first<{ file_name: string; mime_type: string; data: ArrayBuffer | number[] }>();
    if (!row) throw notFound("Attachment not found");
    const bytes = row.data instanceof ArrayBuffer ? new Uint8Array(row.data) : new Uint8Array(row.data);
    return c.body(bytes, 200, { "content-type": row.mime_type, "content-disposition": `attachment; filename="${encodeURIComponent(row.file_name)}"`, "x-content-type-options": "nosniff" });
  })
  .delete("/v1/quotes/:id/attachments/:attachmentId", async (c) => {
    const quote = await visibleQuote(c);
    assertEditable(quote);
    const result = await c.env.DB.prepare("DELETE FROM quote_attachments WHERE id = ? AND quote_id = ?").bind(c.req.param("attachmentId"), quote.id).run();
    if (!result.meta.changes) throw notFound("Attachment not found");
    return c.body(null, 204);
  });
