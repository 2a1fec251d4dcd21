import type { OverlayOnPage } from "./open-quote-state";

/** What the quote overlay shows (GET /api/offert): the open quote's lines and the other drafts to switch to. */
export interface QuotePanelLine {
  key: string;
  name: string;
  quantity: number;
  unit: string;
}

export interface QuotePanelQuote {
  quoteId: string;
  /** The quote's title, or 'Ny offert' while it has none. */
  title: string;
  lines: QuotePanelLine[];
  customItemCount: number;
}

export interface QuotePanelData {
  /** Null when no quote is open: the next addition starts a new draft. */
  quote: QuotePanelQuote | null;
  drafts: { quoteId: string; title: string }[];
}

/** The JSON answer of the overlay's actions (add, open, close) to a post made with JavaScript. */
export interface QuoteActionResult {
  ok: boolean;
  message: string;
  quoteId?: string;
}

/** What the root loader tells the shell; null hides every quote control (visitors, EJ_SKAPA_OFFERT, punch-out). */
export interface QuoteShell {
  overlay: OverlayOnPage;
}
