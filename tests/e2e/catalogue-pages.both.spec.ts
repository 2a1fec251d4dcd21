import { expect, test, type Page } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { logIn, PRICE_PATTERN } from "./support/login";

/**
 * Campaigns, themed assortments and the store finder (issue #5), with JavaScript on and off
 * (the "both" suffix): every page is complete as a plain document.
 */

const productCards = (page: Page) => page.getByRole("region", { name: "Produkter" }).getByRole("listitem");

test.describe("campaigns", () => {
  test("a visitor goes from the campaign list to a campaign and on to a product", async ({ page }) => {
    await page.goto("/kampanjer");
    await expect(page.getByRole("heading", { level: 1, name: "Kampanjer" })).toBeVisible();
    const current = page.getByRole("region", { name: "Aktuella kampanjer" });
    await expect(current.getByRole("link", { name: "Verktygsveckor" })).toBeVisible();
    // Ended campaigns, themed assortments and other customers' campaigns are not offers here.
    await expect(page.getByRole("link", { name: "Sommarkampanj" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Belysningssortimentet" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Kundkampanj/ })).toHaveCount(0);
    await expect(page.getByText("Logga in för att också se kampanjer")).toBeVisible();

    await current.getByRole("link", { name: "Vinterkampanj el" }).click();
    await expect(page).toHaveURL("/kampanjer/vinterkampanj-el");
    await expect(page.getByRole("heading", { level: 1, name: "Vinterkampanj el" })).toBeVisible();
    await expect(page.getByText("Kampanjpriser på kabel, dosor och brytare.")).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Du är här" }).getByRole("link", { name: "Kampanjer" }),
    ).toHaveAttribute("href", "/kampanjer");
    await expect(productCards(page).first()).toContainText("Logga in för att se ditt pris");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/kampanjer\/vinterkampanj-el$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Vinterkampanj el/);

    const firstProduct = productCards(page).first().getByRole("heading", { level: 3 }).getByRole("link");
    const name = (await firstProduct.textContent())!.trim();
    await firstProduct.click();
    await expect(page).toHaveURL(/\/produkt\//);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  });

  test("a signed-in buyer also sees the customer's campaign, with prices, campaign prices, facets and sort", async ({
    page,
  }) => {
    await logIn(page, "buyer@demo.se", "/kampanjer");
    const own = page.getByRole("region", { name: "Kampanjer för ditt företag" });
    await expect(own.getByRole("link", { name: "Kundkampanj Byggfirman Norrland" })).toBeVisible();
    await expect(own.getByText("Avtalad för ditt företag")).toBeVisible();
    await own.getByRole("link", { name: "Kundkampanj Byggfirman Norrland" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Kundkampanj Byggfirman Norrland" })).toBeVisible();
    await expect(productCards(page).first()).toContainText(PRICE_PATTERN);

    await page.goto("/kampanjer/vinterkampanj-el?sort=articleNumber");
    const campaignArticle = productCards(page).filter({ hasText: "Art.nr 1000333" });
    await expect(campaignArticle).toContainText(/Före kampanj/);

    const status = page.getByRole("region", { name: "Produkter" }).getByRole("status");
    const before = await status.textContent();
    const brand = page.getByRole("group", { name: "Varumärke" }).getByRole("checkbox").first();
    const brandLabel = (await page.getByRole("group", { name: "Varumärke" }).locator("label").first().textContent())!;
    const count = Number(/\((\d+)\)/.exec(brandLabel)![1]);
    await brand.check();
    await page.getByRole("button", { name: "Använd filter" }).click();
    await expect(page).toHaveURL(/brand=/);
    await expect(status).not.toHaveText(before!);
    await expect(status).toHaveText(`${count} produkter`);
    await expect(productCards(page)).toHaveCount(count);
  });

  test("unknown, ended and other customers' campaigns are 404; a themed assortment moves to /sortiment", async ({
    page,
    request,
  }) => {
    for (const path of [
      "/kampanjer/finns-inte",
      "/kampanjer/sommarkampanj",
      "/kampanjer/kundkampanj-byggfirman-norrland",
      "/sortiment/finns-inte",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText(`Page Not Found: ${path}`)).toBeVisible();
    }
    const moved = await request.get("/kampanjer/belysningssortimentet?sort=name_asc", { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers()["location"]).toBe("/sortiment/belysningssortimentet?sort=name_asc");
  });
});

test.describe("assortments", () => {
  test("the assortment overview lists themed ranges and the buyer's categories; a range lists its products", async ({
    page,
  }) => {
    await page.goto("/sortiment");
    await expect(page.getByRole("heading", { level: 1, name: "Sortiment" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Kategorier" }).getByRole("link", { name: "El", exact: true }),
    ).toHaveAttribute("href", "/kategorier/el");
    await page
      .getByRole("region", { name: "Utvalda sortiment" })
      .getByRole("link", { name: "Belysningssortimentet" })
      .click();
    await expect(page).toHaveURL("/sortiment/belysningssortimentet");
    await expect(page.getByRole("heading", { level: 1, name: "Belysningssortimentet" })).toBeVisible();
    await expect(productCards(page).first().getByRole("heading", { level: 3 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Produkter" }).getByRole("status")).toHaveText(/^\d+ produkter$/);
    await expect(page).toHaveTitle("Belysningssortimentet – sortiment");
  });

  test("a buyer with a limited assortment sees only its categories", async ({ page }) => {
    await logIn(page, "noprices@demo.se", "/sortiment");
    const categories = page.getByRole("navigation", { name: "Kategorier i ditt sortiment" });
    await expect(categories.getByRole("link").first()).toBeVisible();
    await expect(categories.getByRole("link", { name: "El", exact: true })).toHaveCount(0);
  });
});

test.describe("store finder", () => {
  test("lists every store by name with hours, an address link and a link to the store page", async ({ page }) => {
    await page.goto("/hitta-butik");
    await expect(page.getByRole("heading", { level: 1, name: "Hitta butik" })).toBeVisible();
    const names = await page.locator("#store-list").getByRole("heading", { level: 3 }).allTextContents();
    expect(names.length).toBe(17);
    expect(names).toEqual([...names].sort(new Intl.Collator("sv").compare));
    expect(names.at(-1)).toBe("Örebro Marieberg");
    // Warehouses and the supplier's virtual stock are not places to visit.
    expect(names.join(" ")).not.toMatch(/Centrallager|Leverantörslager/);
    const sickla = page.getByRole("article", { name: "Stockholm Sickla" });
    await expect(sickla.getByRole("link", { name: "Visa Stockholm Sickla på karta" })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Sicklav%C3%A4gen/,
    );
    await expect(sickla.getByRole("table", { name: "Öppettider" })).toContainText("Mån–Tor06:30–18:00");
    // No maps key in the local configuration: no map script is loaded.
    await expect(page.locator('script[src*="maps.googleapis.com"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/hitta-butik$/);
  });

  test("filters by town and goes to the store page", async ({ page }) => {
    await page.goto("/hitta-butik");
    await page.getByLabel("Ort eller postnummer").fill("göteborg");
    await page.getByLabel("Ort eller postnummer").press("Enter");
    await expect(page).toHaveURL("/hitta-butik?q=g%C3%B6teborg");
    await expect(page.getByRole("status").filter({ hasText: "matchar" })).toHaveText("1 butik matchar ”göteborg”");
    const list = page.locator("#store-list");
    await expect(list.getByRole("heading", { level: 3 })).toHaveText(["Göteborg Hisingen"]);
    await list.getByRole("link", { name: "Göteborg Hisingen", exact: true }).click();
    await expect(page).toHaveURL("/butiker/1002");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Göteborg");
  });

  test("filters by postal code, with or without the space, and falls back to the postal region", async ({ page }) => {
    await page.goto("/hitta-butik?q=417%2005");
    await expect(page.locator("#store-list").getByRole("heading", { level: 3 })).toHaveText(["Göteborg Hisingen"]);
    await page.goto("/hitta-butik");
    await page.getByLabel("Ort eller postnummer").fill("21235");
    await page.getByRole("button", { name: "Sök butik" }).click();
    await expect(page).toHaveURL("/hitta-butik?q=21235");
    await expect(page.locator("#store-list").getByRole("heading", { level: 3 })).toHaveText(["Malmö Bulltofta"]);
    await page.goto("/hitta-butik?q=13199");
    await expect(page.getByText("Ingen butik har postnummer 13199.")).toBeVisible();
    await expect(page.locator("#store-list").getByRole("heading", { level: 3 })).toHaveText(["Stockholm Sickla"]);
    await page.goto("/hitta-butik?q=kiruna");
    await expect(page.getByText("Ingen butik matchar ”kiruna”.")).toBeVisible();
    await expect(page.locator("#store-list").getByRole("listitem")).toHaveCount(0);
    await page.getByRole("link", { name: "Visa alla butiker" }).click();
    await expect(page.locator("#store-list").getByRole("heading", { level: 3 })).toHaveCount(17);
  });

  test("with JavaScript the list filters as the buyer types and sorts by distance to the browser's position", async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "filter-as-you-type and geolocation need JavaScript");
    const errors: string[] = [];
    page.on("console", (message) => {
      // Failed requests are checked by status below (that also names the URL).
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
        errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("response", (response) => {
      if (response.status() >= 400 && !response.url().endsWith("/favicon.ico"))
        errors.push(`${response.status()} ${response.url()}`);
    });
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 55.7047, longitude: 13.191 }); // Lund
    await page.goto("/hitta-butik");
    await page.getByLabel("Ort eller postnummer").pressSequentially("umeå");
    await expect(page.locator("#store-list").getByRole("heading", { level: 3 })).toHaveText(["Umeå Västerslätt"]);
    // The URL follows the field, so the back button from the store page keeps the filter.
    await expect(page).toHaveURL("/hitta-butik?q=ume%C3%A5");
    await page.getByRole("link", { name: "Umeå Västerslätt", exact: true }).click();
    await expect(page).toHaveURL("/butiker/1009");
    await page.goBack();
    await expect(page.getByLabel("Ort eller postnummer")).toHaveValue("umeå");
    await expect(page.locator("#store-list").getByRole("heading", { level: 3 })).toHaveText(["Umeå Västerslätt"]);
    // A page loaded again hydrates after its texts arrive; the distance button shows once it has (typing before
    // that is left to the browser, and the hydrated field would take the old filter back).
    await expect(page.getByRole("button", { name: "Sortera efter avstånd till mig" })).toBeVisible();
    await page.getByLabel("Ort eller postnummer").fill("");
    await expect(page).toHaveURL("/hitta-butik");
    await expect(page.locator("#store-list").getByRole("heading", { level: 3 })).toHaveCount(17);
    await page.getByRole("button", { name: "Sortera efter avstånd till mig" }).click();
    await expect(page.getByText("Butikerna är sorterade efter avstånd till din position.")).toBeVisible();
    const headings = page.locator("#store-list").getByRole("heading", { level: 3 });
    await expect(headings.first()).toHaveText("Malmö Bulltofta");
    await expect(page.getByRole("article", { name: "Malmö Bulltofta" })).toContainText(/\d+ km bort/);
    await expect(headings.last()).toHaveText("Luleå Storheden");
    await page.getByRole("button", { name: "Sortera efter avstånd till mig" }).click();
    // Pressed again: back to name order (Swedish: Gävle before Göteborg).
    await expect(headings.first()).toHaveText("Gävle Valbo");
    expect(errors).toEqual([]);
  });
});

test.describe("accessibility", () => {
  for (const path of [
    "/hitta-butik",
    "/hitta-butik?q=kiruna",
    "/kampanjer",
    "/kampanjer/vinterkampanj-el",
    "/sortiment",
    "/sortiment/belysningssortimentet",
    "/produkt/personskyddsautomat-voltena-vt70-1-n-c6-30-ma-1000296/lager",
  ]) {
    test(`${path} has no serious accessibility violations`, async ({ page, javaScriptEnabled }) => {
      // axe runs as a script in the page; the markup it checks is the same document the no-JS run gets.
      test.skip(!javaScriptEnabled, "axe-core needs JavaScript in the page");
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  }

  test("the store finder is keyboard usable", async ({ page }) => {
    await page.goto("/hitta-butik");
    await page.getByLabel("Ort eller postnummer").focus();
    await page.keyboard.type("visby");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Sök butik" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/hitta-butik?q=visby");
    await expect(page.locator("#store-list").getByRole("heading", { level: 3 })).toHaveText(["Visby Östercentrum"]);
  });
});

test.describe("stock per store", () => {
  const product = "/produkt/personskyddsautomat-voltena-vt70-1-n-c6-30-ma-1000296";

  test("the product page links to a plain store-stock page where the buyer chooses a store; the product page then shows that store's stock", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto(product);
    // With JavaScript the link opens a dialog instead (store-stock-dialog.spec.ts); the page itself is the same.
    if (javaScriptEnabled) await page.goto(`${product}/lager`);
    else await page.getByRole("link", { name: "Välj butik och se lagersaldo i alla butiker" }).click();
    await expect(page).toHaveURL(`${product}/lager`);
    await expect(page.getByRole("heading", { level: 1, name: "Lagersaldo per butik" })).toBeVisible();
    await expect(page.getByText("Du har inte valt någon butik.")).toBeVisible();
    const rows = page.getByRole("table", { name: "Lagersaldo per butik" }).locator("tbody tr");
    await expect(rows).toHaveCount(17);
    const names = await rows.locator("th").allTextContents();
    expect(names).toEqual([...names].sort(new Intl.Collator("sv").compare));
    const goteborgStock = (await rows.filter({ hasText: "Göteborg Hisingen" }).locator("td").textContent())!.trim();

    await page.getByLabel("Välj din butik").selectOption({ label: "Göteborg Hisingen" });
    await page.getByRole("button", { name: "Spara butik" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Din butik: Göteborg Hisingen" })).toBeVisible();
    await expect(rows.filter({ hasText: "Göteborg Hisingen (Vald)" })).toHaveCount(1);

    await page.getByRole("link", { name: /^Tillbaka till / }).click();
    await expect(page).toHaveURL(product);
    const chosen = page.locator(".chosen-store-stock");
    await expect(chosen).toContainText("Lagersaldo i din butik (Göteborg Hisingen)");
    await expect(chosen).toContainText(goteborgStock);

    await page.goto(`${product}/lager`);
    await page.getByLabel("Välj din butik").selectOption({ label: "Ingen vald butik" });
    await page.getByRole("button", { name: "Spara butik" }).click();
    await expect(page.getByText("Du har inte valt någon butik.")).toBeVisible();
  });

  test("the store choice needs the form's CSRF token, and an unknown product is 404", async ({ request, page }) => {
    const forged = await request.post(`${product}/lager`, { form: { butik: "1002" }, maxRedirects: 0 });
    expect(forged.status()).toBe(403);
    const response = await page.goto("/produkt/finns-inte-9999999/lager");
    expect(response?.status()).toBe(404);
  });
});
