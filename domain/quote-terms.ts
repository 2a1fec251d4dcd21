/**
 * A quote's terms the buyer and the service must read the same way: how long it is valid and how large an
 * attachment, and all of a quote's or a customer's attachments, may be (spec sections 3 and 9).
 */
import { isQuoteExpired, quoteValidThrough } from "./quote-validity";

/** Spec section 9: the quote file limit. */
export const MAX_QUOTE_ATTACHMENT_BYTES = 2 * 1024 * 1024;

/**
 * Storage caps of quote attachments (issue #41; enforced in workers/commerce/src/quotes/attachment-store.ts in the
 * statement that inserts the row). Ten files cover a quote's drawings, data sheets and photos. 10 MB per quote (five
 * files at the full 2 MB) binds before the count does for large files; 20 MB would never bind beside ten 2 MB files.
 * 200 MB per customer is twenty full quotes; a customer's bytes count each stored object once, so copies of a quote,
 * which share its objects, cost nothing.
 */
export const MAX_QUOTE_ATTACHMENTS = 10;
export const MAX_QUOTE_ATTACHMENT_TOTAL_BYTES = 10 * 1024 * 1024;
export const MAX_CUSTOMER_ATTACHMENT_BYTES = 200 * 1024 * 1024;

/**
 * The last day a quote is valid: `validFor` calendar days after `validFrom` ("30 dagar från 1 mars" runs through
 * 31 mars). One rule with the service's checks (domain/quote-validity.ts): calendar arithmetic on 'YYYY-MM-DD', so no
 * time zone or daylight-saving change can move it; a RangeError for what is not a day and a count.
 */
export function quoteValidUntil(validFrom: string, validFor: number): string {
  if (!Number.isInteger(validFor) || validFor < 0) throw new RangeError(`Not a validity: ${validFrom} + ${validFor}`);
  return quoteValidThrough(validFrom, validFor);
}

/** Whether the quote has run out on `today` (a Stockholm 'YYYY-MM-DD', e.g. stockholmToday()). */
export const quoteExpired = isQuoteExpired;

/** An attachment's size for a list: "850 B", "12 kB", "1,4 MB" (Swedish decimal comma). */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${(Math.round((bytes / (1024 * 1024)) * 10) / 10).toString().replace(".", ",")} MB`;
}
