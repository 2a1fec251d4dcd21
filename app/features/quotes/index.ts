/**
 * Quotes: the open-quote overlay, adding articles, the quote pages on my pages and their attachments.
 * Its face: what other features may use (features import each other only through index.ts,
 * index.server.ts or a lazy chunk; tests/architecture/layout.test.ts).
 */
export { AddToQuoteSlot } from "./add-to-quote-slot";
