import { describe, expect, it } from "vitest";
import {
  afterAdd,
  afterClose,
  afterGone,
  afterOpen,
  NO_OPEN_QUOTE,
  overlayOnPage,
  readOpenQuoteState,
} from "./open-quote-state";

const open = { quoteId: "q-1", overlayOpen: true };

describe("the open quote", () => {
  it("is the quote a first addition created; the overlay opens only for additions made with JavaScript", () => {
    expect(afterAdd(NO_OPEN_QUOTE, "q-1", true)).toEqual(open);
    expect(afterAdd(NO_OPEN_QUOTE, "q-1", false)).toEqual({ quoteId: "q-1", overlayOpen: false });
  });

  it("keeps an open overlay open when a later addition comes without JavaScript", () => {
    expect(afterAdd(open, "q-1", false)).toEqual(open);
  });

  it("changes to the quote the buyer opens, or the draft he starts", () => {
    expect(afterOpen(open, "q-2", true)).toEqual({ quoteId: "q-2", overlayOpen: true });
    expect(afterOpen(NO_OPEN_QUOTE, "q-2", false)).toEqual({ quoteId: "q-2", overlayOpen: false });
  });

  it("stays open when the overlay closes, so the next addition goes to it again", () => {
    expect(afterClose(open)).toEqual({ quoteId: "q-1", overlayOpen: false });
  });

  it("is forgotten when the quote is gone or can no longer be edited; the overlay stays as it was", () => {
    expect(afterGone(open)).toEqual({ quoteId: null, overlayOpen: true });
    expect(afterAdd(afterGone(open), "q-3", true)).toEqual({ quoteId: "q-3", overlayOpen: true });
  });
});

describe("the overlay on a page", () => {
  it("shows on the catalogue paths while open", () => {
    for (const path of ["/produkt/borrmaskin-123", "/search", "/kategorier/el", "/kampanjer/var", "/sortiment/x"]) {
      expect(overlayOnPage(open, path)).toBe("open");
    }
  });

  it("is stale elsewhere (the browser closes it) and closed when it was never opened", () => {
    expect(overlayOnPage(open, "/cart")).toBe("stale");
    expect(overlayOnPage(open, "/produkter")).toBe("stale");
    expect(overlayOnPage(afterClose(open), "/produkt/a")).toBe("closed");
    expect(overlayOnPage(NO_OPEN_QUOTE, "/cart")).toBe("closed");
  });
});

describe("reading the session", () => {
  it("keeps a well-formed state", () => {
    expect(readOpenQuoteState(open)).toEqual(open);
  });

  it("treats a missing, old or tampered value as no open quote", () => {
    expect(readOpenQuoteState(undefined)).toEqual(NO_OPEN_QUOTE);
    expect(readOpenQuoteState("q-1")).toEqual(NO_OPEN_QUOTE);
    expect(readOpenQuoteState({ quoteId: "../v2/users", overlayOpen: "yes" })).toEqual(NO_OPEN_QUOTE);
    expect(readOpenQuoteState({ quoteId: 7, overlayOpen: true })).toEqual({ quoteId: null, overlayOpen: true });
  });
});
