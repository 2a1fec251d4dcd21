/**
 * What a caller is told when a quote attachment or a quote copy is refused by the storage caps (domain/quote-terms.ts):
 * Swedish, since the shop shows the quote service's words as they stand (spec section 8), and saying that nothing
 * was saved, which is true: a refused request stores nothing.
 */
import {
  MAX_CUSTOMER_ATTACHMENT_BYTES,
  MAX_QUOTE_ATTACHMENTS,
  MAX_QUOTE_ATTACHMENT_TOTAL_BYTES,
} from "@shop/domain/quote-terms";
import { ApiError, notFound } from "../http/errors";
import type { AttachmentRefusal } from "./attachment-store";

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;
const issue = (code: string, message: string) => [{ path: "file", code, message }];

export function attachmentRefused(refusal: AttachmentRefusal): ApiError {
  switch (refusal) {
    case "tooMany":
      return new ApiError(
        409,
        `En offert får ha högst ${MAX_QUOTE_ATTACHMENTS} bilagor. Ta bort en bilaga innan du lägger till en ny. Filen sparades inte.`,
        issue("too_many", `At most ${MAX_QUOTE_ATTACHMENTS} attachments per quote`),
      );
    case "quoteFull":
      return new ApiError(
        413,
        `En offerts bilagor får vara högst ${megabytes(MAX_QUOTE_ATTACHMENT_TOTAL_BYTES)} tillsammans. Ta bort en bilaga för att få plats. Filen sparades inte.`,
        issue("too_big", `At most ${MAX_QUOTE_ATTACHMENT_TOTAL_BYTES} bytes of attachments per quote`),
      );
    case "customerFull":
      return new ApiError(
        413,
        `Företagets offertbilagor får vara högst ${megabytes(MAX_CUSTOMER_ATTACHMENT_BYTES)} tillsammans. Ta bort bilagor från gamla offerter för att få plats. Filen sparades inte.`,
        issue("too_big", `At most ${MAX_CUSTOMER_ATTACHMENT_BYTES} bytes of quote attachments per customer`),
      );
    case "quoteGone":
      return notFound("Offerten finns inte.");
    case "busy":
      return new ApiError(409, "Bilagan kunde inte sparas just nu. Försök igen om en stund.");
  }
}

/** A copy refused because its source is over a per-quote cap (made before the caps) or still being moved to R2. */
export function copyRefused(source: { files: number; bytes: number }): ApiError {
  if (source.files > MAX_QUOTE_ATTACHMENTS)
    return new ApiError(
      409,
      `Offerten har fler än ${MAX_QUOTE_ATTACHMENTS} bilagor och kan inte kopieras. Ta bort bilagor först.`,
      issue("too_many", `At most ${MAX_QUOTE_ATTACHMENTS} attachments per quote`),
    );
  if (source.bytes > MAX_QUOTE_ATTACHMENT_TOTAL_BYTES)
    return new ApiError(
      413,
      `Offertens bilagor är större än ${megabytes(MAX_QUOTE_ATTACHMENT_TOTAL_BYTES)} tillsammans och kan inte kopieras. Ta bort bilagor först.`,
      issue("too_big", `At most ${MAX_QUOTE_ATTACHMENT_TOTAL_BYTES} bytes of attachments per quote`),
    );
  return new ApiError(409, "Offerten kunde inte kopieras just nu. Försök igen om en stund.");
}

/** R2 did not take the file: nothing was kept, the caller may try again. */
export const attachmentNotStored = () =>
  new ApiError(503, "Bilagan kunde inte sparas just nu. Försök igen om en stund. Filen sparades inte.");
