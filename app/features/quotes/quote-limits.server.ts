import { MAX_QUOTE_ATTACHMENT_BYTES } from "@shop/domain/quote-terms";
import { FORM_BODY_LIMIT } from "~/platform/security/form-data.server";

/**
 * What the quote page's forms may carry: room for a file twice the attachment limit, so a file somewhat over 2 MB
 * still reaches the action and gets the Swedish message beside the upload field (and nothing is saved), instead of
 * the request policy's bare refusal. Larger bodies still get the policy's Swedish 413 page.
 */
export const QUOTE_PAGE_BODY_LIMIT = 2 * MAX_QUOTE_ATTACHMENT_BYTES + FORM_BODY_LIMIT;

/** The quote page (/mina-sidor/offerter/:id and its single-fetch data), whose form takes attachments. */
export const QUOTE_PAGE_PATH = /^\/mina-sidor\/offerter\/[A-Za-z0-9_-]{1,80}(?:\.data)?$/;
