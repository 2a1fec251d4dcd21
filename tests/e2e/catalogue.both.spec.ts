import { expect, test } from "./support/test";
import { logIn, PRICE_PATTERN } from "./support/login";

test.describe("as buyer@demo.se", () => {
  test.beforeEach(async ({ page }) => logIn(page, "buyer@demo.se"));

  test("the product page shows facts, the buyer's price, bracket prices and stock per store", async ({
    page,
  }, testInfo) => {
    await page.goto("/search?q=1000296");
    await expect(page).toHaveURL(/\/produkt\/personskyddsautomat-voltena-vt70-1-n-c6-30-ma-1000296$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Personskyddsautomat Voltena VT70 1+N C6 30 mA" }),
    ).toBeVisible();
    await expect(page.getByText("7350000100082")).toBeVisible();
    await expect(page.getByText(/Ditt pris\s*158,94\skr \/ st/)).toBeVisible();
    const brackets = page.getByRole("table", { name: "Mängdpriser" });
    await expect(brackets.getByRole("row")).toHaveCount(4);
    await expect(page.getByRole("table").filter({ hasText: "Märkström" })).toBeVisible();
    const stores = page.getByRole("region", { name: "Lagersaldo per butik" });
    await expect(stores.getByRole("row", { name: /Umeå Västerslätt/ })).toContainText(/I lager \(\d+\sst\)/);
    await expect(page.getByRole("link", { name: "Dvärgbrytare" })).toHaveAttribute(
      "href",
      "/kategorier/el/elcentraler-och-sakringar/dvargbrytare",
    );
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(jsonLd.offers).toMatchObject({ price: "158.94", priceCurrency: "SEK" });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/produkt\/personskyddsautomat-voltena-vt70-1-n-c6-30-ma-1000296$/,
    );
    if (testInfo.project.name === "no-js") {
      // A browser that never ran our scripts gets the whole document: no skeleton waiting for a script.
      const html = await (await page.request.get(page.url())).text();
      expect(html).not.toContain("skeleton");
      expect(html).toMatch(/158,94/);
    }
  });

  test("a discontinued article without stock names its replacement and cannot be bought", async ({ page }) => {
    await page.goto("/search?q=1000111");
    await expect(
      page.getByText("Varan har utgått och finns inte längre i lager, så den kan inte köpas."),
    ).toBeVisible();
    await expect(page.getByText("Ersättningsartikel:")).toBeVisible();
    await expect(page.getByRole("button", { name: "Lägg i varukorg" })).toBeDisabled();
    await page.locator(".product-replacement a").click();
    await expect(page).toHaveURL(/-1000074$/);
  });

  test("warnings show their signal word; store-only articles say so", async ({ page }) => {
    await page.goto("/search?q=1000481");
    const warnings = page.getByRole("region", { name: "Säkerhetsinformation" });
    await expect(warnings.locator("strong")).toHaveText(/Fara|Varning/);
    await page.goto("/search?q=1000185");
    await expect(page.getByText("Den här varan säljs bara i butik och kan inte beställas på webben.")).toBeVisible();
    // Its card in a listing says why its buy button is disabled.
    await page.goto("/search?q=Elvia+EV70+3-pol");
    const card = page.locator('article.product-card[data-item="1000185"]');
    await expect(card.getByRole("button", { name: "Lägg i varukorg" })).toBeDisabled();
    await expect(card).toContainText("Den här varan säljs bara i butik och kan inte beställas på webben.");
  });

  test("add to cart rounds up to the order multiple and needs a delivery method", async ({ page }) => {
    await page.goto("/search?q=1000555");
    await expect(page.getByText("Säljs i förpackningar om 10")).toBeVisible();
    await page.getByLabel("Antal").fill("3");
    await page.getByLabel("Leveranssätt").selectOption("");
    await page.getByRole("button", { name: "Lägg i varukorg" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Vänligen välj ett leveranssätt." })).toBeVisible();
    await page.getByLabel("Antal").fill("3");
    await page.getByLabel("Leveranssätt").selectOption("DBI");
    await page.getByRole("button", { name: "Lägg i varukorg" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Antalet avrundades uppåt till 10" })).toBeVisible();
  });

  test("category → facet → product", async ({ page }) => {
    await page.goto("/kategorier/el");
    await page
      .getByRole("navigation", { name: "Underkategorier" })
      .getByRole("link", { name: "Kabel och ledning" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Kabel och ledning" })).toBeVisible();
    const filters = page.getByRole("form", { name: "Filtrera" });
    // Attribute facets follow the category's attribute sequence; the disabled SSG is not offered.
    const legends = await filters.locator("legend").allTextContents();
    expect(legends.slice(0, 2)).toEqual(["Märkning", "Varumärke"]);
    expect(legends.indexOf("Ledararea")).toBeLessThan(legends.indexOf("Färg"));
    expect(legends).not.toContain("SSG");
    await filters.getByLabel(/^Nordkabel \(\d+\)$/).check();
    await filters.getByRole("button", { name: "Använd filter" }).click();
    await expect(page).toHaveURL(/brand=nordkabel/);
    const cards = page.locator(".product-card");
    await expect(cards.first()).toContainText("Nordkabel");
    for (const text of await cards.locator(".product-card__meta").allTextContents())
      expect(text).toContain("Nordkabel");
    await expect(cards.first().locator("[data-price]")).toContainText(PRICE_PATTERN);
    const name = (await cards.first().getByRole("heading").textContent()) ?? "";
    await cards.first().getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  });

  test("category paging and sorting are plain links and forms", async ({ page }) => {
    await page.goto("/kategorier/el/kabel-och-ledning?sort=name_asc");
    await expect(page.getByText("Sida 1 av")).toBeVisible();
    await page.getByRole("link", { name: "Nästa sida" }).click();
    await expect(page).toHaveURL(/sida=2/);
    await expect(page).toHaveURL(/sort=name_asc/);
    await expect(page.getByText("Sida 2 av")).toBeVisible();
  });

  test("search by word lists cards; article number and EAN open the product", async ({ page }) => {
    await page.goto("/search?q=dvärgbrytare");
    await expect(page.getByRole("heading", { level: 1, name: "Sökresultat för ”dvärgbrytare”" })).toBeVisible();
    await expect(page.locator(".product-card").first()).toContainText(/Dvärgbrytare/i);
    await expect(page.getByRole("form", { name: "Filtrera" })).toBeVisible();
    await page.getByRole("search").getByLabel("Sök produkter").fill("1000037");
    await page.getByRole("search").getByRole("button", { name: "Sök" }).click();
    await expect(page).toHaveURL(/-1000037$/);
    await page.goto("/search?q=7350000100013");
    await expect(page).toHaveURL(/-1000037$/);
  });
});

test.describe("as noprices@demo.se (EJ_SE_PRISER)", () => {
  test.beforeEach(async ({ page }) => logIn(page, "noprices@demo.se"));

  test("no price anywhere: not on the page, not in the source, not in the data", async ({ page }) => {
    const search = await page.goto("/search?q=rör");
    expect(await search?.text()).not.toMatch(PRICE_PATTERN);
    await expect(page.locator(".product-card").first()).toBeVisible();
    await expect(page.locator(".product-card .price")).toHaveCount(0);
    await expect(page.getByRole("option", { name: "Lägsta pris" })).toHaveCount(0);

    const href = (await page.locator(".product-card a").first().getAttribute("href")) ?? "";
    const product = await page.goto(href);
    const source = (await product?.text()) ?? "";
    expect(source).not.toMatch(PRICE_PATTERN);
    expect(source).not.toMatch(/netPrice|salesPrice|"offers"/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Ditt pris")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Lägg i varukorg" })).toBeVisible();

    const dataResponse = await page.request.get(`${href}.data`);
    expect(await dataResponse.text()).not.toMatch(/\d+,\d{2}.kr|netPrice|salesPrice/);
    const category = await page.goto("/kategorier/vvs");
    expect(await category?.text()).not.toMatch(PRICE_PATTERN);
  });
});

test.describe("signed out", () => {
  test("the product page shows the product and 'Logga in för att se ditt pris', never a price", async ({ page }) => {
    const product = await page.goto("/produkt/personskyddsautomat-voltena-vt70-1-n-c6-30-ma-1000296");
    expect(product?.status()).toBe(200);
    const source = (await product?.text()) ?? "";
    expect(source).not.toMatch(PRICE_PATTERN);
    expect(source).not.toMatch(/netPrice|salesPrice|"offers"|158,94/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Personskyddsautomat Voltena VT70 1+N C6 30 mA" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Logga in för att se ditt pris" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Mängdpriser" })).toHaveCount(0);
    // Visitors may fill an anonymous cart (tests/e2e/anonymous-cart.both.spec.ts); prices stay hidden.
    await expect(page.getByRole("button", { name: "Lägg i varukorg" })).toBeVisible();
    const dataResponse = await page.request.get("/produkt/personskyddsautomat-voltena-vt70-1-n-c6-30-ma-1000296.data");
    expect(await dataResponse.text()).not.toMatch(/\d+,\d{2}.kr|netPrice|salesPrice/);
  });

  test("category and search list cards with 'Logga in för att se ditt pris' and no price sorts", async ({ page }) => {
    const category = await page.goto("/kategorier/el/kabel-och-ledning");
    expect(await category?.text()).not.toMatch(PRICE_PATTERN);
    await expect(page.locator(".product-card").first()).toBeVisible();
    await expect(
      page.locator(".product-card").first().getByRole("link", { name: "Logga in för att se ditt pris" }),
    ).toBeVisible();
    await expect(page.getByRole("option", { name: "Lägsta pris" })).toHaveCount(0);

    const search = await page.goto("/search?q=dvärgbrytare");
    expect(await search?.text()).not.toMatch(PRICE_PATTERN);
    await expect(page.locator(".product-card").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Logga in för att se ditt pris" }).first()).toBeVisible();
  });

  test("category, search and login pages describe themselves to search engines", async ({ page }) => {
    await page.goto("/kategorier/el");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /^El hos Bygg & El: Kabel och ledning, Installationsmaterial, Elcentraler och säkringar\. Avtalspriser/,
    );
    await page.goto("/kategorier/el/elcentraler-och-sakringar/dvargbrytare");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /^Dvärgbrytare hos Bygg & El\. Avtalspriser/,
    );
    await page.goto("/search?q=kabel");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /^Sökresultat för ”kabel” hos Bygg & El: produkter och sidor/,
    );
    await page.goto("/logga-in");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /^Logga in på Bygg & El för att se/,
    );
  });

  test("posting the add-to-cart form signed out without the form's CSRF token is refused", async ({ request }) => {
    const response = await request.post("/produkt/personskyddsautomat-voltena-vt70-1-n-c6-30-ma-1000296", {
      form: { quantity: "1" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
  });
});
