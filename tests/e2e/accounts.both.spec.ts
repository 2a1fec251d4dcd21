import { expect, test } from "./support/test";
import { logIn } from "./support/accounts";

test("address search needs every word, in any case", async ({ page }) => {
  await logIn(page, "buyer@demo.se", undefined, "/mina-sidor/adresser");
  await page.getByLabel("Sök adress").fill("UMEÅ grind");
  await page.getByRole("main").getByRole("button", { name: "Sök", exact: true }).click();
  const list = page.getByRole("list", { name: "Adresser" });
  await expect(list.getByRole("heading", { name: "Arbetsplats" })).toBeVisible();
  await expect(list.getByRole("heading", { name: "Lager" })).toHaveCount(0);
  await page.getByLabel("Sök adress").fill("torggatan mariehamn");
  await page.getByRole("main").getByRole("button", { name: "Sök", exact: true }).click();
  await expect(list.getByRole("heading", { name: "Åland" })).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  // Seeded addresses are complete: the second line shows, never the missing-line notice.
  await expect(list.getByText("c/o Fam. Mattsson")).toBeVisible();
  await expect(list.getByText("Adress saknas")).toHaveCount(0);
});

test("an address is created, changed and deleted; the register's address is locked", async ({ page }) => {
  await logIn(page, "buyer@demo.se", undefined, "/mina-sidor/adresser");
  const label = `E2E ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  await page.getByRole("link", { name: "Lägg till adress" }).click();
  await page.getByLabel("Benämning").fill(label);
  await page.getByLabel("Namn", { exact: true }).fill("Byggfirman Norrland AB");
  await page.getByLabel("Adress", { exact: true }).fill("Testgatan 1");
  await page.getByLabel("Postnummer").fill("9042");
  await page.getByLabel("Postort").fill("Umeå");
  await page.getByRole("button", { name: "Spara adress" }).click();
  await expect(page.getByText("Postnumret ska ha fem siffror, till exempel 123 45.")).toBeVisible();
  await page.getByLabel("Postnummer").fill("904 22");
  await page.getByRole("button", { name: "Spara adress" }).click();
  await expect(page.getByText("Adressen har sparats.")).toBeVisible();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: label }) });
  await expect(card.getByText("Mottagarnamn saknas")).toBeVisible();
  await page.getByRole("link", { name: `Ändra ${label}` }).click();
  await page.getByLabel("Mottagarnamn").fill("Kim Platschef");
  await page.getByRole("button", { name: "Spara adress" }).click();
  await expect(page.getByText("Adressen har ändrats.")).toBeVisible();
  await expect(card.getByText("Kim Platschef")).toBeVisible();
  await page.getByRole("button", { name: `Ta bort ${label}` }).click();
  await expect(page.getByText("Adressen har tagits bort.")).toBeVisible();
  await expect(page.getByRole("heading", { name: label })).toHaveCount(0);
  const register = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Faktureringsadress" }) });
  await expect(register.getByText("Adressen kommer från kundregistret och kan inte ändras.")).toBeVisible();
  await expect(register.getByRole("button")).toHaveCount(0);
});

test("order history filters by status and the confirmation PDF downloads", async ({ page }) => {
  await logIn(page, "buyer@demo.se", undefined, "/mina-sidor/orderhistorik");
  await page.getByLabel("Status").selectOption("CANCELLED");
  await page.getByRole("button", { name: "Visa ordrar" }).click();
  await expect(page).toHaveURL(/status=CANCELLED/);
  const rows = page.locator("tbody tr");
  await expect(rows.first()).toBeVisible();
  for (const status of await rows.locator("td:nth-child(3)").allTextContents()) expect(status).toBe("Makulerad");
  await page.getByLabel("Status").selectOption("");
  await page.getByLabel("Från datum").fill("2099-01-01");
  await page.getByRole("button", { name: "Visa ordrar" }).click();
  await expect(page.getByText("Inga ordrar matchar urvalet.")).toBeVisible();

  await page.goto("/mina-sidor/orderhistorik?sort=-createdAt");
  await page.locator("tbody tr").first().getByRole("link").click();
  await expect(page.getByRole("heading", { name: /^Order \d+$/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Leveransadress" })).toBeVisible();
  const href = await page.getByRole("link", { name: "Ladda ner orderbekräftelse (PDF)" }).getAttribute("href");
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await page.getByRole("button", { name: "Mejla orderbekräftelsen" }).click();
  await expect(page.getByText("Orderbekräftelsen har skickats till buyer@demo.se.")).toBeVisible();
});

test("without the order-history right there are no order pages, not even by direct address", async ({ page }) => {
  await logIn(page, "noorder@demo.se");
  await expect(
    page.getByRole("navigation", { name: "Mina sidor" }).getByRole("link", { name: "Orderhistorik" }),
  ).toHaveCount(0);
  // Spec section 2: the rights message, and the start page (no previous page of ours) instead of a 403 page.
  await page.goto("/mina-sidor/orderhistorik");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Du saknar rättigheter för att se denna sida")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Orderhistorik" })).toHaveCount(0);
  await page.goto("/mina-sidor/orderhistorik/500001");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Du saknar rättigheter för att se denna sida")).toBeVisible();
  const pdf = await page.request.get("/api/orderbekraftelse/500001");
  expect(pdf.status()).toBe(403);
});

test("the customer/project choice works as a plain form and the header shows the new context", async ({ page }) => {
  await logIn(page, "buyer@demo.se", undefined, "/mina-sidor/kund-och-projekt");
  await page.getByLabel("Lund laddstolpar (10002-02)").check();
  await page.getByRole("button", { name: "Byt kund och projekt" }).click();
  await expect(page.getByText(/Du handlar nu för Elinstallatören Syd AB\.|Projektet har bytts/)).toBeVisible();
  await expect(page.getByLabel("Lund laddstolpar (10002-02)")).toBeChecked();
  await expect(page.getByRole("banner").getByText("Lund laddstolpar (10002-02)")).toBeAttached();
});
