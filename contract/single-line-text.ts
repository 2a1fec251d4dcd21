/**
 * One line of text a person types: a name, an address line, a reference, a quote's title. Stored as sent and printed
 * as stored (PDFs, exports, admin pages, mails), so it may hold no character that starts a new line or changes how the
 * line reads (#41 class 11: "Eva\r\nBcc: …" as a first name). Refused where it enters, with a Swedish message the
 * storefront can show beside the field.
 */
import { z } from "zod";

/**
 * C0 controls (tab, CR, LF, NUL …), DEL, C1 controls (NEL …), the Unicode line and paragraph separators, and the
 * bidirectional marks, embeddings, overrides and isolates (U+061C, U+200E/F, U+202A-E, U+2066-9), which make a
 * line show in another order than it is stored.
 */
export const CONTROL_CHARACTERS =
  /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

export const SINGLE_LINE_MESSAGE = "Får bara vara en rad text, utan radbrytningar eller styrtecken.";

/** True for text that holds none of CONTROL_CHARACTERS. */
export function isSingleLine(text: string): boolean {
  return !CONTROL_CHARACTERS.test(text);
}

/**
 * A trimmed one-line text of at most `max` characters (chain .min(), .optional() … as on any z.string()). Trimmed first,
 * so a line break at either end (a pasted name) goes silently; one inside is refused.
 */
export function singleLineText(max: number) {
  return z.string().trim().max(max).refine(isSingleLine, { message: SINGLE_LINE_MESSAGE, abort: true });
}
