import { describe, expect, it } from "vitest";
import { categoryPicture, productPicture } from "../../../workers/commerce/src/images/pictures";
import { familyArticles, CONFIGURATOR_FAMILIES } from "../../../workers/commerce/src/seed/families";
import { generateArticles, generateBrands, generateCategories } from "../../../workers/commerce/src/seed/generate";

const { leaves, categories } = generateCategories();
const brands = generateBrands();
const categoryName = (id: string) => String(categories.find((c) => c.id === id)!.name);
const bundles = [...generateArticles({ articles: 3000, today: "2026-11-20" }, leaves, brands, 500)].flat();
const brandName = (id: unknown) => String(brands.find((b) => String(b.id) === String(id))!.name);
const attributesOf = (json: unknown) =>
  Object.fromEntries((JSON.parse(String(json)) as { name: string; value: string }[]).map((a) => [a.name, a.value]));

function pictureOf(article: Record<string, unknown>, view = 1) {
  const categoryId = String(article.category_id);
  return productPicture({
    title: String(article.name),
    brand: brandName(article.brand_id),
    category: categoryName(categoryId),
    topCategory: categoryName(categoryId.split("-")[0]),
    attributes: attributesOf(article.attributes),
    view,
  });
}

/** The drawing without its accessible name: what a buyer sees. */
const drawingOf = (svg: string) => svg.replace(/<title[^>]*>[\s\S]*?<\/title>/, "");

function familyPicture(articleNumber: string) {
  const a = familyArticles().find((f) => f.articleNumber === articleNumber)!;
  return productPicture({
    title: a.name,
    brand: a.family.brand,
    category: a.family.leaf,
    topCategory: "",
    attributes: Object.fromEntries(a.attributes),
    view: 1,
  });
}

describe("product pictures", () => {
  it("gives the articles of one category page different pictures, none of them a placeholder", () => {
    for (const top of ["c1", "c3", "c6"]) {
      const page = bundles.filter((b) => String(b.article.category_id).startsWith(`${top}-`)).slice(0, 24);
      const drawings = page.map((b) => drawingOf(pictureOf(b.article)));
      // Two in three differ at least, though "El" opens with the demo breakers of one rating (spec section 4).
      expect(new Set(drawings).size).toBeGreaterThanOrEqual(16);
      page.forEach((b, i) => expect(drawings[i]).not.toContain(String(b.article.article_number)));
    }
  });

  it("draws each family with the attribute that tells its variants apart", () => {
    expect(familyPicture(CONFIGURATOR_FAMILIES.breaker.articleNumber)).toContain(">C16<");
    expect(familyPicture(CONFIGURATOR_FAMILIES.breaker.articleNumber)).toContain(">2-pol<");
    expect(familyPicture(CONFIGURATOR_FAMILIES.rcd.articleNumber)).toContain("4P 40 A 30 mA");
    expect(familyPicture(CONFIGURATOR_FAMILIES.cable.articleNumber)).toContain(">3G1,5<");
    expect(familyPicture(CONFIGURATOR_FAMILIES.copperPipe.articleNumber)).toContain(">15 mm<");
    expect(familyPicture(CONFIGURATOR_FAMILIES.woodScrew.articleNumber)).toContain(">5,0x50<");
  });

  it("draws different families differently, even with the same caption", () => {
    const drawing = (category: string) =>
      drawingOf(productPicture({ title: "X", brand: "", category, topCategory: "", attributes: {}, view: 1 })).replace(
        /<g class="caption">[\s\S]*?<\/g>/,
        "",
      );
    const families = ["Installationskabel", "Dvärgbrytare", "Jordfelsbrytare", "PEX-rör", "Träskruv", "Borrmaskiner"];
    expect(new Set(families.map(drawing)).size).toBe(families.length);
  });

  it("is accessible, small and escapes the article's text", () => {
    const svg = productPicture({
      brand: "Nordkabel",
      title: `Kabel <script>alert("x")</script> & 'co'`,
      category: "Installationskabel",
      topCategory: "El",
      attributes: { Ledararea: "<b>5G2,5</b>" },
      view: 1,
    });
    expect(svg).toContain('role="img"');
    expect(svg).toMatch(
      /<title id="picture-title">Kabel &lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt; &amp; &apos;co&apos;<\/title>/,
    );
    expect(svg).not.toContain("<script>");
    expect(svg).not.toContain("<b>");
    for (const b of bundles.slice(0, 400)) expect(pictureOf(b.article).length).toBeLessThan(8000);
  });

  it("is deterministic, with a close-up as the second view and a category picture per category", () => {
    const article = bundles[40].article;
    expect(pictureOf(article)).toBe(pictureOf(article));
    expect(pictureOf(article, 2)).not.toBe(pictureOf(article));
    const breakers = categoryPicture("Elcentraler och säkringar", "Dvärgbrytare", "El");
    expect(breakers).toContain(">Elcentraler och säkringar<");
    expect(drawingOf(breakers)).not.toBe(drawingOf(categoryPicture("Rör och rördelar", "Kopparrör", "VVS")));
  });
});

describe("the demo catalogue's families, categories and brands", () => {
  const leafOf = (name: string) => leaves.find((l) => l.spec.name === name)!;

  it("files residual-current devices under Jordfelsbrytare, never under Dvärgbrytare", () => {
    const rcds = bundles.filter((b) => String(b.article.name).startsWith("Jordfelsbrytare"));
    expect(rcds.length).toBeGreaterThan(10);
    expect(rcds.every((b) => b.article.category_id === leafOf("Jordfelsbrytare").id)).toBe(true);
    const breakers = bundles.filter((b) => b.article.category_id === leafOf("Dvärgbrytare").id);
    expect(breakers.length).toBeGreaterThan(10);
    expect(breakers.every((b) => /^(Dvärgbrytare|Personskyddsautomat)/.test(String(b.article.name)))).toBe(true);
    expect(
      familyArticles()
        .filter((a) => a.name.startsWith("Jordfelsbrytare"))
        .every((a) => a.family.leaf === "Jordfelsbrytare"),
    ).toBe(true);
  });

  it("gives each family brands that make it", () => {
    const brandsIn = (leaf: string) =>
      new Set(
        bundles.filter((b) => b.article.category_id === leafOf(leaf).id).map((b) => brandName(b.article.brand_id)),
      );
    expect(
      [...brandsIn("Dvärgbrytare"), ...brandsIn("Jordfelsbrytare")].every((b) =>
        ["Säkrab", "Voltena", "Elvia", "Brytverket"].includes(b),
      ),
    ).toBe(true);
    expect(
      [...brandsIn("Installationskabel")].every((b) => ["Nordkabel", "Kopparlinjen", "Ledningsbolaget"].includes(b)),
    ).toBe(true);
    expect(
      [...brandsIn("PEX-rör")].every((b) => ["Rörflex", "Plaströr Nord", "Avloppsteknik", "Pressab"].includes(b)),
    ).toBe(true);
    expect([...brandsIn("Mineralull")].every((b) => ["Isoterm", "Fiberull", "Stenfiber"].includes(b))).toBe(true);
  });

  it("gives articles a technical data table and products a description a trade buyer reads", () => {
    const breaker = bundles.find((b) => b.article.category_id === leafOf("Dvärgbrytare").id)!;
    expect(Object.keys(attributesOf(breaker.article.attributes))).toEqual(
      expect.arrayContaining(["Märkström", "Poler", "Karakteristik", "Brytförmåga", "E-nummer"]),
    );
    const cable = bundles.find((b) => b.article.category_id === leafOf("Installationskabel").id)!;
    expect(Object.keys(attributesOf(cable.article.attributes))).toEqual(
      expect.arrayContaining(["Ledararea", "Antal ledare", "Ytterdiameter", "E-nummer"]),
    );
    const descriptions = bundles.filter((b) => b.product).map((b) => String(b.product!.description));
    expect(descriptions.every((d) => d.split(". ").length >= 3)).toBe(true);
  });
});
