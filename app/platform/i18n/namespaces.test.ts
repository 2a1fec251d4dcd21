import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { createCatalogueInstance } from "./catalogue.server";
import { NAMESPACES, routeNamespaces } from "./namespaces";
import { LOCALE } from "./options";
import { createTranslate } from "./translate";

const localeDir = fileURLToPath(new URL("../../../app/locales/sv", import.meta.url));

describe("translation namespaces", () => {
  it("are the files of app/locales/sv", () => {
    const files = readdirSync(localeDir).map((name) => name.replace(/\.json$/, ""));
    expect([...NAMESPACES].sort()).toEqual(files.sort());
  });

  it("are collected from the matched routes' handles, root first, each once", () => {
    const matches = [{ handle: { i18n: ["common", "shell"] } }, { handle: { layout: "default" } }, {}];
    expect(routeNamespaces([...matches, { handle: { i18n: ["catalogue", "shell"] } }])).toEqual([
      "common",
      "shell",
      "catalogue",
    ]);
    expect(routeNamespaces([{ handle: { i18n: "errors" } }, { handle: { i18n: [1, "format"] } }])).toEqual([
      "errors",
      "format",
    ]);
  });
});

describe("i18next with '.' as namespace separator", () => {
  const t = createTranslate(createCatalogueInstance(["common", "shell", "catalogue"]).getFixedT(LOCALE));

  it("reads the first part of a key as its namespace", () => {
    expect(t("catalogue.cart.quantity")).toBe("Antal");
    expect(t("shell.toast.close")).toBe("Stäng meddelande");
  });

  it("fills placeholders only: a variable named count does not pick a plural form", () => {
    expect(t("shell.cart_flyout.line_count", { count: 1 })).toBe("Rader i varukorgen: 1");
    expect(t("shell.home_link", { brand: "Bygg-El" })).toBe("Bygg-El – till startsidan");
  });

  it("shows the whole dotted key when the namespace is not loaded or the key is missing", () => {
    expect(t("account-pages.nav.users")).toBe("account-pages.nav.users");
    expect(t("catalogue.no_such.key")).toBe("catalogue.no_such.key");
  });
});
