/**
 * The buyer's open quote and the quote overlay (spec section 2), as kept in the session cookie. The buyer works on
 * one quote at a time: 'Lägg till i offert' adds to it, or starts a new draft when none is open. The overlay flag is
 * set only by additions and openings made with JavaScript (the panel needs it); without JavaScript a post answers
 * with a notice and the flag stays off.
 */
import { quoteOverlayStaysOpen } from "@shop/domain/quote-overlay";

export interface OpenQuoteState {
  quoteId: string | null;
  overlayOpen: boolean;
}

export const NO_OPEN_QUOTE: OpenQuoteState = Object.freeze({ quoteId: null, overlayOpen: false });

/** A line went into `quoteId` (the open quote or the draft just made for it). */
export function afterAdd(state: OpenQuoteState, quoteId: string, withOverlay: boolean): OpenQuoteState {
  return { quoteId, overlayOpen: state.overlayOpen || withOverlay };
}

/** The buyer picked a quote (or started one) to work on: it becomes the open quote, shown in the overlay (with JS). */
export function afterOpen(state: OpenQuoteState, quoteId: string, withOverlay: boolean): OpenQuoteState {
  return { quoteId, overlayOpen: state.overlayOpen || withOverlay };
}

/** Closing the overlay keeps the quote open: the next addition goes to it again. */
export function afterClose(state: OpenQuoteState): OpenQuoteState {
  return { ...state, overlayOpen: false };
}

/** The open quote was deleted, is someone else's, or can no longer be edited: the next addition starts a new one. */
export function afterGone(state: OpenQuoteState): OpenQuoteState {
  return { ...state, quoteId: null };
}

/**
 * What the page does with the overlay: `open` shows it; `stale` means it was left open on a path where it closes,
 * so the browser closes it (without showing it); `closed` renders nothing.
 */
export type OverlayOnPage = "open" | "stale" | "closed";

export function overlayOnPage(state: OpenQuoteState, pathname: string): OverlayOnPage {
  if (!state.overlayOpen) return "closed";
  return quoteOverlayStaysOpen(pathname) ? "open" : "stale";
}

/** Session values from an older or tampered shape count as no open quote. */
export function readOpenQuoteState(value: unknown): OpenQuoteState {
  if (typeof value !== "object" || value === null) return NO_OPEN_QUOTE;
  const { quoteId, overlayOpen } = value as Record<string, unknown>;
  return {
    quoteId: typeof quoteId === "string" && QUOTE_ID.test(quoteId) ? quoteId : null,
    overlayOpen: overlayOpen === true,
  };
}

/** The commerce service's quote ids (`q-<uuid>`) and anything of that alphabet; nothing that needs escaping in a path. */
export const QUOTE_ID = /^[A-Za-z0-9_-]{1,80}$/;
