import { describe, expect, it } from "vitest";
import { matchCategories, parseHistory, rememberSearch, SEARCH_HISTORY_LIMIT } from "./search-suggestions";

const tree = [
  {
    name: "El",
    url: "/kategorier/el",
    children: [
      {
        name: "Kabel och ledning",
        url: "/kategorier/el/kabel-och-ledning",
        children: [
          { name: "Installationskabel", url: "/kategorier/el/kabel-och-ledning/installationskabel", children: [] },
        ],
      },
      { name: "Tele- och datakabel", url: "/kategorier/el/tele", children: [] },
    ],
  },
  {
    name: "Belysning",
    url: "/kategorier/belysning",
    children: [{ name: "Utomhusbelysning", url: "/kategorier/belysning/ute", children: [] }],
  },
];

describe("matchCategories", () => {
  it("puts names starting with the text first, then word starts, then the rest (broader first), with the parents as context", () => {
    expect(matchCategories(tree, "KABEL")).toEqual([
      { name: "Kabel och ledning", href: "/kategorier/el/kabel-och-ledning", context: "El" },
      { name: "Tele- och datakabel", href: "/kategorier/el/tele", context: "El" },
      {
        name: "Installationskabel",
        href: "/kategorier/el/kabel-och-ledning/installationskabel",
        context: "El › Kabel och ledning",
      },
    ]);
    expect(matchCategories(tree, "belys").map((c) => c.name)).toEqual(["Belysning", "Utomhusbelysning"]);
  });

  it("needs two characters and honours the limit", () => {
    expect(matchCategories(tree, "k")).toEqual([]);
    expect(matchCategories(tree, "el", 2)).toHaveLength(2);
  });
});

describe("search history", () => {
  it("keeps the newest first, without case-insensitive duplicates, at most the limit", () => {
    let history: string[] = [];
    for (const q of ["kabel", "skruv", " Kabel  ", "", "gips"]) history = rememberSearch(history, q);
    expect(history).toEqual(["gips", "Kabel", "skruv"]);
    for (let i = 0; i < 20; i++) history = rememberSearch(history, `ord ${i}`);
    expect(history).toHaveLength(SEARCH_HISTORY_LIMIT);
    expect(history[0]).toBe("ord 19");
  });

  it("reads storage defensively", () => {
    expect(parseHistory(null)).toEqual([]);
    expect(parseHistory("not json")).toEqual([]);
    expect(parseHistory('{"a":1}')).toEqual([]);
    expect(parseHistory('["kabel", 3, "", "gips"]')).toEqual(["kabel", "gips"]);
  });
});
