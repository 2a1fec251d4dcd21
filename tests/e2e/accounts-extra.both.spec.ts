import { expect, test } from "./support/test";
import { logIn } from "./support/accounts";
import { addToCartViaService, freshBuyer } from "./support/accounts-extra";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { ARTICLES } from "./support/checkout";

// Runs with JavaScript on and off (playwright.config.ts projects "js" and "no-js").

test("a suspended user sees the notice on every page and cannot add to the cart", async ({ page }) => {
  await logIn(page, "suspended@demo.se", undefined, "/snabborder");
  const notice = page.getByRole("alert").filter({ hasText: "Ditt konto är spärrat" });
  await expect(notice).toBeVisible();
  await page
    .getByRole("textbox", { name: "Artikelnummer och antal (en rad per artikel)" })
    .fill(`${ARTICLES.cable.number} 2`);
  await page.getByRole("button", { name: "Lägg i varukorgen" }).click();
  await expect(page.getByText(/Ditt konto är spärrat, så det går inte att göra ändringar\./)).toBeVisible();
  // The product page says the same: the service's 403 and its reason, not "try again later".
  // (A search for an article number opens its product page.)
  await page.goto(`/search?q=${ARTICLES.cable.number}`);
  await expect(page.getByRole("heading", { level: 1, name: ARTICLES.cable.name })).toBeVisible();
  const added = page.waitForResponse((response) => response.request().method() === "POST");
  await page
    .getByRole("form", { name: /Lägg i varukorg/ })
    .getByRole("button", { name: "Lägg i varukorg" })
    .click();
  expect((await added).status()).toBe(403);
  await expect(page.getByText(/Ditt konto är spärrat, så det går inte att göra ändringar\./)).toBeVisible();
  await page.goto("/cart");
  await expect(page.getByRole("alert").filter({ hasText: "Ditt konto är spärrat" })).toBeVisible();
  await expect(page.getByText("Din varukorg är tom.")).toBeVisible();
  await page.goto("/mina-sidor");
  await expect(page.getByRole("alert").filter({ hasText: "Ditt konto är spärrat" })).toBeVisible();
  // The profile cannot be changed either: the service refuses and the form says why.
  await page.getByRole("link", { name: "Ändra mina uppgifter" }).click();
  await page.getByRole("textbox", { name: "Förnamn" }).fill("Ändrad");
  await page.getByRole("button", { name: "Spara uppgifterna" }).click();
  await expect(page.getByText("Ditt konto är spärrat, så uppgifterna kan inte ändras.")).toBeVisible();
});

test("the profile is edited on /mina-sidor/profil: field errors, then saved and shown", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.setTimeout(60_000);
  const buyer = await freshBuyer(request, "profil");
  await logIn(page, buyer.email, buyer.password, "/mina-sidor");
  await page.getByRole("link", { name: "Ändra mina uppgifter" }).click();
  await expect(page).toHaveURL(/\/mina-sidor\/profil$/);

  await page.getByRole("textbox", { name: "Förnamn" }).fill("  ");
  await page.getByRole("textbox", { name: "Mobilnummer" }).fill("ring mig");
  // A line separator would start a new line in every mail, PDF and export that prints the name.
  await page.getByRole("textbox", { name: "Efternamn" }).fill("Åkesson\u2028Bcc: x@exempel.se");
  await page.getByRole("button", { name: "Spara uppgifterna" }).click();
  await expect(page.getByRole("textbox", { name: "Efternamn" })).toHaveAccessibleDescription(
    "Skriv på en rad, utan radbrytningar eller styrtecken.",
  );
  const firstName = page.getByRole("textbox", { name: "Förnamn" });
  await expect(firstName).toHaveAttribute("aria-invalid", "true");
  await expect(firstName).toHaveAccessibleDescription("Fyll i förnamn.");
  await expect(page.getByRole("textbox", { name: "Mobilnummer" })).toHaveAccessibleDescription(
    /Fyll i ett giltigt mobilnummer/,
  );
  // axe runs in the page's JavaScript: checked in the JS run (the markup is the same without JS).
  if (javaScriptEnabled) await expectNoSeriousAxeViolations(page);

  await firstName.fill("Kristina");
  await page.getByRole("textbox", { name: "Efternamn" }).fill("Åkesson");
  await page.getByRole("textbox", { name: "Mobilnummer" }).fill("070-555 12 34");
  const store = page.getByRole("combobox", { name: "Föredragen butik" });
  await store.selectOption({ index: 1 });
  const storeName = (await store.locator("option:checked").textContent())!.trim();
  await page.getByRole("combobox", { name: "Föredraget leveranssätt" }).selectOption({ label: "Leverans till butik" });
  await page.getByRole("button", { name: "Spara uppgifterna" }).click();

  await expect(page).toHaveURL(/\/mina-sidor$/);
  await expect(page.getByText("Dina uppgifter är sparade.")).toBeVisible();
  const details = page.locator(".definition-list");
  await expect(details).toContainText("Kristina Åkesson");
  await expect(details).toContainText("070-555 12 34");
  await expect(details).toContainText(storeName);
  await expect(details).toContainText("Leverans till butik");
});

test("the express zip code goes with the order and shows on the order in the order history", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const buyer = await freshBuyer(request, "express");
  await addToCartViaService(request, await buyer.token(), [
    { articleNumber: ARTICLES.cable.number, quantity: 1, deliveryId: "XXX" },
  ]);
  await logIn(page, buyer.email, buyer.password, "/cart");
  await page.getByRole("link", { name: "Till leverans" }).click();
  await expect(page).toHaveURL(/\/delivery$/);
  await page.locator("#zip-XXX").fill("123 45");
  await page.locator("#address-XXX-new").check();
  await page.locator("#new-XXX-name").fill("Bygg & El AB");
  await page.locator("#new-XXX-recipientName").fill("Anna Andersson");
  await page.locator("#new-XXX-address1").fill("Storgatan 12");
  await page.locator("#new-XXX-postalCode").fill("114 55");
  await page.locator("#new-XXX-postalAddress").fill("Stockholm");
  await page.getByRole("button", { name: "Till sammanfattning" }).click();

  await expect(page).toHaveURL(/\/summary$/);
  await expect(page.getByText("Postnummer: 12345")).toBeVisible();
  await page.getByRole("button", { name: "Skicka order" }).click();
  await expect(page).toHaveURL(/\/checkout-success-page$/);
  const placed = page.getByRole("listitem").filter({ hasText: /^Expressutkörning: ordernummer WEB-[0-9A-F]+$/ });
  await expect(placed).toBeVisible();
  const webNumber = /WEB-[0-9A-F]+/.exec((await placed.textContent()) ?? "")![0];

  await page.goto(`/mina-sidor/orderhistorik?q=${webNumber}`);
  await page.getByRole("link", { name: /^Order \d+$/ }).click();
  await expect(page.getByText(webNumber)).toBeVisible();
  const zip = page.locator(".definition-list div").filter({ hasText: "Postnummer (expressleverans)" });
  await expect(zip.getByRole("definition")).toHaveText("12345");
});

test("the project flyout shows customer and project names from the first page after login", async ({ page }) => {
  await logIn(page, "buyer@demo.se", undefined, "/mina-sidor");
  const banner = page.getByRole("banner");
  await expect(banner.getByText("Byggfirman Norrland AB (10001)")).toBeAttached();
  await expect(banner.getByText("Kv. Björken etapp 2 (10001-01)")).toBeAttached();
});

test("an external admin is sent to the external admin site; a buyer without rights to the start page with the message", async ({
  page,
}) => {
  await logIn(page, "externaladmin@demo.se", undefined, "/mina-sidor");
  const users = page
    .getByRole("navigation", { name: "Mina sidor" })
    .getByRole("link", { name: "Användare (öppnas i nytt fönster)" });
  await expect(users).toHaveAttribute("href", "https://admin.example.com/anvandare");
  await expect(users).toHaveAttribute("target", "_blank");
  const sent = await page.request.get("/mina-sidor/anvandare", { maxRedirects: 0 });
  expect(sent.status()).toBe(303);
  expect(sent.headers()["location"]).toBe("https://admin.example.com/anvandare");

  await page.context().clearCookies();
  await logIn(page, "buyer@demo.se", undefined, "/mina-sidor");
  await page.goto("/mina-sidor/anvandare");
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.getByText("Du saknar rättigheter för att se denna sida")).toBeVisible();
});
