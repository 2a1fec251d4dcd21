/**
 * Quote attachments (spec section 9): upload to an editable quote, download from a visible one, delete. The bytes are
 * in R2 and shared by content (quotes/attachment-objects.ts); the caps per quote and per customer are held where the
 * row is inserted (quotes/attachment-store.ts). Who may see or change a quote is quotes/guards.ts, as for its lines.
 */
import { Hono, type Context } from "hono";
import { MAX_QUOTE_ATTACHMENT_BYTES } from "@shop/domain/quote-terms";
import type { AppEnv } from "../env";
import { ATTACHMENT_TOO_LARGE } from "../http/body-limit";
import { ApiError, badRequest, notFound } from "../http/errors";
import { attachmentNotStored, attachmentRefused } from "../quotes/attachment-refusals";
import { addAttachment, deleteAttachment, readAttachment } from "../quotes/attachment-store";
import { changeableQuoteOf, visibleQuoteOf } from "./quote-request";

/** The multipart upload's `file`: 413 over the file limit (checked before reading when the length says so). */
async function uploadedFile(c: Context<AppEnv>): Promise<File> {
  const tooLarge = () => new ApiError(413, ATTACHMENT_TOO_LARGE);
  if (Number(c.req.header("content-length") ?? 0) > MAX_QUOTE_ATTACHMENT_BYTES + 64 * 1024) throw tooLarge();
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw badRequest("Bilagan måste skickas som multipart/form-data med en fil.", [
      { path: "file", code: "invalid_type", message: "multipart/form-data required" },
    ]);
  }
  const file = form.get("file");
  if (!(file instanceof File)) {
    throw badRequest("Välj en fil att bifoga.", [
      { path: "file", code: "invalid_type", message: "A file is required" },
    ]);
  }
  if (file.size > MAX_QUOTE_ATTACHMENT_BYTES) throw tooLarge();
  if (file.size === 0) throw badRequest("Filen är tom.", [{ path: "file", code: "too_small", message: "Empty file" }]);
  return file;
}

export const quoteAttachmentRoutes = new Hono<AppEnv>()
  .post("/v1/quotes/:id/attachments", async (c) => {
    const quote = await changeableQuoteOf(c);
    const file = await uploadedFile(c);
    const id = `qa-${crypto.randomUUID()}`;
    const fileName = (file.name || "bilaga").replace(/[^\p{L}\d._ -]/gu, "_").slice(0, 120);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const mimeType = file.type || "application/octet-stream";
    let refusal;
    try {
      refusal = await addAttachment(c.env.DB, c.env.FILES, quote.id, { id, fileName, mimeType, bytes });
    } catch (error) {
      console.error("quote attachments: storing failed", error);
      throw attachmentNotStored();
    }
    if (refusal) throw attachmentRefused(refusal);
    const url = `/v1/quotes/${quote.id}/attachments/${id}`;
    return c.json({ attachmentId: id, fileName, size: file.size, url }, 201);
  })
  .get("/v1/quotes/:id/attachments/:attachmentId", async (c) => {
    const quote = await visibleQuoteOf(c);
    const file = await readAttachment(c.env.DB, c.env.FILES, quote.id, c.req.param("attachmentId"));
    if (!file) throw notFound("Bilagan finns inte.");
    return c.body(file.body, 200, {
      "content-type": file.mimeType,
      "content-disposition": `attachment; filename="${encodeURIComponent(file.fileName)}"`,
      "x-content-type-options": "nosniff",
    });
  })
  .delete("/v1/quotes/:id/attachments/:attachmentId", async (c) => {
    const quote = await changeableQuoteOf(c);
    if (!(await deleteAttachment(c.env.DB, c.env.FILES, quote.id, c.req.param("attachmentId"))))
      throw notFound("Bilagan finns inte.");
    return c.body(null, 204);
  });
