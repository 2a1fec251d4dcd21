/** Every form of the quote page, by its `intent`; the form is read once with room for an attachment. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { serverT } from "~/platform/i18n/catalogue.server";
import { requireCommerce } from "~/platform/routing/signed-in.server";
import { BodyTooLargeError, formDataWithin } from "~/platform/security/form-data.server";
import { verifyCsrf } from "~/platform/session/csrf.server";
import { quoteIdOf, refused, refuseWithoutQuoteRight } from "./quote-access.server";
import { QUOTE_PAGE_BODY_LIMIT } from "./quote-limits.server";
import { EDIT_INTENTS, handleQuoteEdit } from "./quote-edit.server";
import { handleCopy, handleDelete, handleStatusChange, handleToCart } from "./quote-flow.server";
import { handleAttachmentRemoval, handleUpload, tooLarge } from "./quote-attachments.server";

export async function handleQuoteAction(request: Request, context: AppLoadContext, params: { id?: string }) {
  const quoteId = quoteIdOf(params);
  let form: FormData;
  try {
    form = await formDataWithin(request, QUOTE_PAGE_BODY_LIMIT);
  } catch (error) {
    // Only an upload gets this large: say so beside the file field, and save nothing.
    if (error instanceof BodyTooLargeError) return tooLarge();
    throw error;
  }
  const commerce = await requireCommerce(request, context);
  verifyCsrf(form, await context.session(), request);
  const intent = String(form.get("intent") ?? "");
  // Adding an accepted quote to the cart is ordering, not making quotes: EJ_ORDER decides (in handleToCart).
  if (intent === "to-cart") return handleToCart(request, context, commerce, quoteId, form);
  const denied = refuseWithoutQuoteRight(commerce);
  if (denied) return denied;
  const editIntent = EDIT_INTENTS.find((known) => known === intent);
  if (editIntent) return handleQuoteEdit(request, context, commerce, quoteId, editIntent, form);
  switch (intent) {
    case "status":
      return handleStatusChange(request, context, commerce, quoteId, form);
    case "copy":
      return handleCopy(request, context, commerce, quoteId);
    case "delete":
      return handleDelete(request, context, commerce, quoteId);
    case "upload":
      return handleUpload(request, context, commerce, quoteId, form);
    case "remove-attachment":
      return handleAttachmentRemoval(request, context, commerce, quoteId, form);
    default:
      return refused(serverT("account-pages.unknown_action"));
  }
}
