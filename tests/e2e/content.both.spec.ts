import { expect, test } from "./support/test";

/**
 * Content-driven pages against the local content service's demo content. Runs with JavaScript on
 * and off: everything here (filters, closing banners, forms) must work without it.
 */

test("the start page shows the hero and every front page section type", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Allt för bygg och el – till proffspris" })).toBeVisible();
  for (const heading of [
    "För dig som är proffs",
    "Aktuellt just nu",
    "Tips och erbjudanden",
    "Kampanjer",
    "Inspiration för bygget",
    "Populärt bland proffsen",
    "Vårt sortiment",
    "Våra tjänster",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Ansök nu" })).toBeVisible();
  // Selected products come from the commerce service as product cards; a signed-out visitor sees no price.
  const selected = page.locator("[data-list='selected_products_list']");
  await expect(selected.locator(".product-card").first().getByRole("heading").getByRole("link")).toHaveAttribute(
    "href",
    /^\/produkt\/[a-z0-9-]+$/,
  );
  await expect(selected.getByText("Logga in för att se ditt pris").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Belysning", exact: true })).toHaveAttribute("href", /.+/);
  // Banners carry promotion tracking attributes; the hero image loads first and reserves its box.
  await expect(page.locator("[data-promotion-id='nyhet-belysning']").first()).toHaveAttribute(
    "data-promotion-position",
    /^banner_group_position_\d+_\d+$/,
  );
  const heroImage = page.locator(".hero img").first();
  await expect(heroImage).toHaveAttribute("fetchpriority", "high");
  await expect(heroImage).toHaveAttribute("width", /\d+/);
  await expect(heroImage).toHaveAttribute("height", /\d+/);
  await expect(page.locator("main img[loading='lazy']").first()).toHaveAttribute("decoding", "async");
});

test("a content page renders its rich text with embedded entries, sidebar and canonical link", async ({ page }) => {
  await page.goto("/elinstallation-guide");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Accordions embedded in the body and as a section: native disclosure widgets.
  const accordion = page.locator("details.accordions__item").first();
  await expect(accordion).toBeVisible();
  await accordion.locator("summary").click();
  await expect(accordion).toHaveAttribute("open", "");
  await expect(page.locator("aside.info-block").first()).toBeVisible();
  // Absolute, as search engines prefer it (Lighthouse's canonical audit fails a relative one).
  await expect(page.locator("link[rel='canonical']")).toHaveAttribute(
    "href",
    `${new URL(page.url()).origin}/elinstallation-guide`,
  );

  await page.goto("/kundservice");
  await expect(page.getByRole("heading", { level: 1, name: "Kundservice" })).toBeVisible();
  const sidebar = page.getByRole("complementary", { name: /Mer om Kundservice/ });
  await sidebar.getByRole("link", { name: /Leveransvillkor/ }).click();
  await expect(page).toHaveURL("/kundservice/leveransvillkor");
  await expect(page.getByRole("heading", { level: 1, name: "Leveransvillkor" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Kundservice", exact: true }).first()).toBeVisible();
});

test("a page of another parent, or no page at all, is a 404 naming the path", async ({ page }) => {
  const response = await page.goto("/finns-inte-alls");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Page Not Found: /finns-inte-alls")).toBeVisible();
  const child = await page.goto("/om-oss/leveransvillkor");
  expect(child?.status()).toBe(404);
});

test("an authenticatedOnly page sends a visitor to the login page", async ({ page }) => {
  await page.goto("/avtalspriser");
  await expect(page).toHaveURL("/logga-in?redirectTo=%2Favtalspriser");
  await expect(page.getByRole("heading", { level: 1, name: "Logga in" })).toBeVisible();
});

test("the listing page filters its articles by tag", async ({ page }) => {
  await page.goto("/inspiration");
  await expect(page.getByRole("heading", { level: 1, name: "Inspiration och guider" })).toBeVisible();
  const all = await page.locator(".listing-card").count();
  await page.getByRole("radio", { name: "Guide", exact: true }).check();
  await page.getByRole("button", { name: "Visa" }).click();
  await expect(page).toHaveURL(/tagg=guide/);
  await expect(page.locator(".listing-card")).not.toHaveCount(all);
  await expect(page.locator(".listing-card").first()).toBeVisible();
});

test("a closed banner stays closed for the rest of the session", async ({ page }) => {
  await page.goto("/om-oss");
  const alert = page.locator(".alert-banner", { hasText: "Begränsad leverans i Norrland" });
  await expect(alert).toBeVisible();
  await alert.getByRole("button", { name: "Stäng meddelandet" }).click();
  await expect(page).toHaveURL("/om-oss");
  await expect(page.getByText("Begränsad leverans i Norrland")).toHaveCount(0);
  await page.goto("/");
  await expect(page.getByText("Begränsad leverans i Norrland")).toHaveCount(0);
  // The other banners are still there.
  await expect(page.getByText(/Fri frakt till byggarbetsplatsen/)).toBeVisible();
});

test("a dynamic form refuses a submission without its required fields, then thanks for a complete one", async ({
  page,
}) => {
  await page.goto("/formular/form-kontakta-oss");
  await expect(page.getByRole("heading", { level: 1, name: "Kontakta kundservice" })).toBeVisible();
  await page.getByRole("button", { name: "Skicka" }).click();
  await expect(page.getByText("Formuläret innehåller fel.")).toBeVisible();
  await expect(page.getByText("Fyll i Namn.")).toBeVisible();
  const name = page.getByRole("textbox", { name: /Namn/ });
  await expect(name).toHaveAttribute("aria-invalid", "true");

  await name.fill("Anna Andersson");
  await page.getByRole("textbox", { name: /E-post/ }).fill("anna@byggfirman.se");
  await page.getByRole("combobox", { name: /Ärende/ }).selectOption({ index: 1 });
  await page.getByRole("textbox", { name: /Meddelande/ }).fill("Hej! Jag undrar över en leverans.");
  await page.getByRole("button", { name: "Skicka" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tack!" })).toBeVisible();
  await expect(page.getByText("Tack för ditt meddelande.")).toBeVisible();
});

test("a store page shows address, opening hours per weekday and contacts", async ({ page }) => {
  const response = await page.goto("/butiker/2002");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Bygg & El Gävle Valbo" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Öppettider", exact: true })).toBeVisible();
  const monday = page.getByRole("row", { name: /^Mån/ });
  await expect(monday).toContainText(/\d{2}:\d{2}/);
  await expect(page.getByRole("row", { name: /^Sön/ })).toBeVisible();
  await expect(page.locator("address")).toContainText("Valbovägen 5");
  // The commerce service's stock location, read without a token.
  await expect(page.getByText("Lagerställe för leverans och hämtning: ")).toContainText("Lagerställe 2002");
  await expect(page.getByRole("link", { name: "010-002 00 00" }).first()).toHaveAttribute("href", "tel:0100020000");
  const missing = await page.goto("/butiker/9999");
  expect(missing?.status()).toBe(404);
});

test("the search page lists matching content pages beside the products, linking to /{parent}/{child}", async ({
  page,
}) => {
  await page.goto("/search?q=leverans");
  const pages = page.getByRole("region", { name: "Sidor" });
  await expect(pages.getByRole("link", { name: /Leveransvillkor/ })).toHaveAttribute(
    "href",
    "/kundservice/leveransvillkor",
  );
  await page.goto("/search?q=intern-kampanjkod-som-inte-finns");
  await expect(page.getByRole("region", { name: "Sidor" }).getByText("Inga sidor matchade sökningen.")).toBeVisible();
});
