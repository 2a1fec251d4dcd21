/**
 * Attachments of an editable quote: upload (2 MB at most, checked here before the service is called; the service
 * holds the caps per quote and per customer) and delete.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { MAX_QUOTE_ATTACHMENT_BYTES } from "@shop/domain/quote-terms";
import { serverT } from "~/platform/i18n/catalogue.server";
import type { SignedInCommerce } from "~/platform/routing/signed-in.server";
import { addQuoteAttachment, deleteQuoteAttachment } from "./quotes-client.server";
import { attemptQuote, refused } from "./quote-access.server";

export const tooLarge = () => refused(serverT("quote-pages.attachments.too_large"), 413, "file");

export async function handleUpload(
  request: Request,
  context: AppLoadContext,
  commerce: SignedInCommerce,
  quoteId: string,
  form: FormData,
) {
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0)
    return refused(serverT("quote-pages.attachments.missing"), 400, "file");
  // Nothing too large is sent on: the service would refuse it too, but only after receiving it.
  if (file.size > MAX_QUOTE_ATTACHMENT_BYTES) return tooLarge();
  const result = await attemptQuote(request, context, () => addQuoteAttachment(commerce.transport, quoteId, file));
  // The service's own words for its caps (too many files, a quote's or the customer's total; spec section 8).
  if (!result.ok) return refused(result.message, result.status, "file");
  return { ok: true, message: serverT("quote-pages.attachments.uploaded", { name: result.value.fileName }) };
}

export async function handleAttachmentRemoval(
  request: Request,
  context: AppLoadContext,
  commerce: SignedInCommerce,
  quoteId: string,
  form: FormData,
) {
  const attachmentId = String(form.get("attachmentId") ?? "").slice(0, 80);
  const result = await attemptQuote(request, context, () =>
    deleteQuoteAttachment(commerce.transport, quoteId, attachmentId),
  );
  if (!result.ok) return refused(result.message, result.status);
  return { ok: true, message: serverT("quote-pages.attachments.removed") };
}
