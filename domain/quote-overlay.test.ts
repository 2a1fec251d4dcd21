import { describe, expect, it } from "vitest";
import { quoteOverlayStaysOpen } from "./quote-overlay";

describe("the quote overlay's open/close rule (spec section 2)", () => {
  it.each([
    "/produkt/personskyddsautomat-plus-6-a-1000296",
    "/produkt",
    "/search",
    "/kategorier/el/kabel-och-ledning",
    "/kampanjer",
    "/kampanjer/vinterkampanj-el",
    "/sortiment/belysningssortimentet",
  ])("stays open on %s", (path) => {
    expect(quoteOverlayStaysOpen(path)).toBe(true);
  });
  it.each(["/", "/cart", "/mina-sidor/offerter", "/produkter", "/searchhistory", "/delivery", "/hitta-butik"])(
    "closes on %s",
    (path) => {
      expect(quoteOverlayStaysOpen(path)).toBe(false);
    },
  );
});
