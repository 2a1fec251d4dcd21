import { describe, expect, it } from "vitest";
import { createCatalogueInstance, serverT, svMessages } from "./catalogue.server";
import { NAMESPACES } from "./namespaces";
import { LOCALE } from "./options";
import { createTranslate } from "./translate";
import { createCatalogueTranslate, fillPlaceholders, lookUp } from "./catalogue-translate";
import type { Messages } from "./translate";

/** Every leaf of the catalogue as [dotted key, text]: "catalogue.cart.added". */
function leaves(messages: Messages, prefix: string): Array<[string, string]> {
  return Object.entries(messages).flatMap(([name, value]) =>
    typeof value === "string" ? [[`${prefix}${name}`, value] as [string, string]] : leaves(value, `${prefix}${name}.`),
  );
}

const all = leaves(svMessages, "");

/** Values for a text's placeholders: strings and numbers, one with a `$` and a placeholder of its own. */
function varsFor(text: string): Record<string, string | number> {
  const names = [...text.matchAll(/\{\{(.+?)\}\}/g)].map((match) => match[1].trim());
  return Object.fromEntries(
    names.map((name, index) => [name, index % 2 ? index * 1000 + 0.5 : `$& {{${name}}} ${name}`]),
  );
}

describe("the shop's t (browser and server), held to i18next", () => {
  const t = createCatalogueTranslate(svMessages);
  const i18nextT = createTranslate(createCatalogueInstance(NAMESPACES).getFixedT(LOCALE));

  it("gives the same text for every key of the catalogue, with and without its variables", () => {
    expect(all.length).toBeGreaterThan(500);
    for (const [key, text] of all) {
      expect(t(key), key).toBe(i18nextT(key));
      expect(t(key, varsFor(text)), key).toBe(i18nextT(key, varsFor(text)));
      expect(serverT(key, varsFor(text)), key).toBe(i18nextT(key, varsFor(text)));
    }
  });

  it("fills a partly given set of variables the same way: a variable not passed keeps its placeholder", () => {
    const [key, text] = all.find(([, text]) => (text.match(/\{\{/g) ?? []).length >= 2)!;
    const first = /\{\{(.+?)\}\}/.exec(text)![1].trim();
    expect(t(key, { [first]: "X" })).toBe(i18nextT(key, { [first]: "X" }));
    expect(t(key, { [first]: "X" })).toMatch(/\{\{.+?\}\}/);
  });

  it("shows the whole dotted key for a missing key, a missing namespace, or a key that names a group", () => {
    for (const key of ["catalogue.no_such.key", "no_such_namespace.title", "shell.toast", "catalogue"]) {
      expect(t(key)).toBe(key);
    }
    expect(createCatalogueTranslate({ common: svMessages.common })("catalogue.cart.quantity")).toBe(
      "catalogue.cart.quantity",
    );
  });
});

describe("count forms (i18next's _one/_other, Swedish plural rules)", () => {
  const t = createCatalogueTranslate(svMessages);
  const i18nextT = createTranslate(createCatalogueInstance(NAMESPACES).getFixedT(LOCALE));
  const counted = [...new Set(all.flatMap(([key]) => /^(.+)_(?:zero|one|other)$/.exec(key)?.[1] ?? []))];

  it("pick the same form as i18next for every counted key of the catalogue", () => {
    expect(counted.length).toBeGreaterThan(10);
    for (const key of counted) {
      for (const count of [0, 1, 2, 5, 21, 1.5]) {
        expect(t(key, { count }), `${key} ${count}`).toBe(i18nextT(key, { count }));
        expect(serverT(key, { count }), `${key} ${count}`).toBe(i18nextT(key, { count }));
      }
    }
  });

  it("say one article, and two, zero or 21 articles", () => {
    const words = createCatalogueTranslate({
      ns: { added_one: "{{count}} artikel har lagts", added_other: "{{count}} artiklar har lagts" },
      zero: { lines_zero: "Inga rader", lines_one: "{{count}} rad", lines_other: "{{count}} rader" },
    });
    expect(words("ns.added", { count: 1 })).toBe("1 artikel har lagts");
    expect(words("ns.added", { count: 2 })).toBe("2 artiklar har lagts");
    expect(words("ns.added", { count: 0 })).toBe("0 artiklar har lagts");
    expect(words("ns.added", { count: 21 })).toBe("21 artiklar har lagts");
    expect(words("zero.lines", { count: 0 })).toBe("Inga rader");
    expect(words("zero.lines", { count: 1 })).toBe("1 rad");
    // A count given as text is only a placeholder's value, as in i18next.
    expect(words("ns.added", { count: "1" })).toBe("ns.added");
  });
});

describe("catalogue look-up and placeholders", () => {
  it("reads nested keys only through own properties", () => {
    expect(lookUp({ a: { b: { c: "C" } } }, "a.b.c")).toBe("C");
    expect(lookUp({ a: { b: "B" } }, "a.toString")).toBeUndefined();
    expect(lookUp({ a: { b: "B" } }, "constructor.name")).toBeUndefined();
  });

  it("fills trimmed names, keeps unknown ones, and never re-reads a filled value", () => {
    expect(fillPlaceholders("{{ a }} och {{b}}", { a: "{{b}}", b: 2 })).toBe("{{b}} och 2");
    expect(fillPlaceholders("{{a}} {{toString}}", { a: 0 })).toBe("0 {{toString}}");
    expect(fillPlaceholders("{{a}}", undefined)).toBe("{{a}}");
  });
});
