import { describe, expect, it } from "vitest";
import { favouriteIdOf, listChoice, savedArticleNumbers, shownAsSaved } from "./favourites";

describe("the choice of list for 'Spara i inköpslista'", () => {
  it("is the favourites when nothing or 'favourites' is chosen", () => {
    expect(listChoice(null, null)).toEqual({ kind: "favourites" });
    expect(listChoice("", "ignored")).toEqual({ kind: "favourites" });
    expect(listChoice("favourites", null)).toEqual({ kind: "favourites" });
  });

  it("is a shopping list by a well-formed id only", () => {
    expect(listChoice("fl-3f2a_b", null)).toEqual({ kind: "list", listId: "fl-3f2a_b" });
    expect(listChoice("../v2/cart", null)).toBeNull();
    expect(listChoice("x".repeat(81), null)).toBeNull();
  });

  it("is a new list only with a name of 1 to 80 characters, trimmed", () => {
    expect(listChoice("new", "  Badrum Storgatan ")).toEqual({ kind: "new", name: "Badrum Storgatan" });
    expect(listChoice("new", "   ")).toBeNull();
    expect(listChoice("new", null)).toBeNull();
    expect(listChoice("new", "a".repeat(81))).toBeNull();
  });
});

describe("favourite products", () => {
  const favourites = [
    { favouriteId: "fp-1", articleNumber: "1000037" },
    { favouriteId: "fp-2", articleNumber: "1000518" },
  ];

  it("finds the favourite id to remove by article number", () => {
    expect(favouriteIdOf(favourites, "1000518")).toBe("fp-2");
    expect(favouriteIdOf(favourites, "9999999")).toBeNull();
  });

  it("lists each saved article once", () => {
    expect(savedArticleNumbers([...favourites, { articleNumber: "1000037" }])).toEqual(["1000037", "1000518"]);
  });

  it("shows what was asked for while it is on its way, otherwise what the page knew", () => {
    expect(shownAsSaved(false, "save")).toBe(true);
    expect(shownAsSaved(true, "unsave")).toBe(false);
    expect(shownAsSaved(true, undefined)).toBe(true);
    expect(shownAsSaved(false, "something else")).toBe(false);
  });
});
