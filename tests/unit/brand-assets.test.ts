import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { loadAllBrands } from "~/platform/brand/brand-config.server";
import { withBrandRoutes } from "~/features/shell/brand-menus.server";
import { loadExtraPage, readBrandPage } from "~/features/content/extra-page.server";
import { brandPreloadLinks, brandThemeStyle, HEADER_ICONS } from "~/platform/brand/schema";
import type { SiteMenus } from "~/features/shell/menus";

const root = path.resolve(__dirname, "../..");
const brands = loadAllBrands();
const fontCss = readFileSync(path.join(root, "app/styles/brand-fonts.css"), "utf8");
const fontFaces = [...fontCss.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1]);

describe("brand fonts", () => {
  it.each(Object.values(brands))("$id: every font file exists and has a swapping @font-face", (brand) => {
    for (const font of brand.fonts) {
      for (const file of font.woff2) {
        expect(existsSync(path.join(root, "public", file)), file).toBe(true);
        const face = fontFaces.find((body) => body.includes(`url("${file}")`));
        expect(face, `@font-face for ${file}`).toBeDefined();
        expect(face).toContain(`font-family: "${font.family}"`);
        expect(face).toContain("font-display: swap");
      }
    }
  });

  it("gives nordel its own self-hosted font first in --font-body, and preloads its regular weight", () => {
    expect(brands.nordel.theme["--font-body"]).toMatch(/^'Source Serif 4',/);
    expect(brandPreloadLinks(brands.nordel)).toEqual([
      '</brands/nordel/fonts/source-serif-4-regular.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin',
    ]);
  });

  it("keeps the default brand on system fonts: nothing to download or preload", () => {
    expect(brands["byggmax-el"].theme["--font-body"]).toMatch(/^system-ui/);
    expect(brandPreloadLinks(brands["byggmax-el"])).toEqual([]);
  });
});

describe("brand icon sets", () => {
  it.each(["outline", "filled"])("%s has every header icon", (set) => {
    for (const name of HEADER_ICONS) expect(existsSync(path.join(root, "public/icons", set, `${name}.svg`))).toBe(true);
  });

  it("hands each brand's set to the stylesheet through the theme", () => {
    expect(brandThemeStyle(brands.nordel)).toMatchObject({ "--icon-cart": 'url("/icons/filled/cart.svg")' });
    expect(brandThemeStyle(brands["byggmax-el"])).toMatchObject({
      "--icon-search": 'url("/icons/outline/search.svg")',
    });
  });
});

describe("brand extra routes", () => {
  it.each(Object.values(brands))("$id: every extra route has a valid page in its brand folder", (brand) => {
    for (const extra of brand.extraRoutes) expect(readBrandPage(brand.id, extra.path), extra.path).not.toBeNull();
  });

  it("gives nordel exactly one extra route of its own, /kurser", () => {
    expect(brands.nordel.extraRoutes.map((extra) => extra.path)).toEqual(["/kurser"]);
    expect(brands["byggmax-el"].extraRoutes.map((extra) => extra.path)).not.toContain("/kurser");
  });

  const contextOf = (id: string) => ({ brand: async () => brands[id] }) as unknown as AppLoadContext;

  it("renders the page for the brand that lists it and is a 404 for another brand", async () => {
    const page = await loadExtraPage(new Request("http://shop.test/kurser"), contextOf("nordel"));
    expect(page).toMatchObject({ title: "Kurser och utbildning", canonical: "http://shop.test/kurser" });
    const refused = await loadExtraPage(new Request("http://shop.test/kurser"), contextOf("byggmax-el")).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ init: { status: 404 } });
  });

  it("lists the routes in the header's more menu and a footer column, without repeating a link", () => {
    const menus: SiteMenus = {
      product: { label: "Produkter", items: [] },
      services: { label: "Vårt erbjudande", items: [] },
      extra: { label: "Mer", items: [{ label: "Kurser", href: "/kurser" }] },
      footer: [{ heading: "Handla", items: [] }],
    };
    const result = withBrandRoutes(menus, brands.nordel);
    expect(result.extra.items).toEqual([{ label: "Kurser", href: "/kurser" }]);
    expect(result.footer.at(-1)).toEqual({
      heading: "Nordel Elgrossist",
      items: [{ label: "Kurser och utbildning", href: "/kurser" }],
    });
    expect(withBrandRoutes(menus, { ...brands.nordel, extraRoutes: [] })).toBe(menus);
  });
});
