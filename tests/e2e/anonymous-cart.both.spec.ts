import { expect, test, type Page } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { freshBuyer, FRESH_BUYER_PASSWORD as PASSWORD } from "./support/fresh-buyer";
import { PRICE_PATTERN } from "./support/login";

const DUCT = { number: "1009805", name: "Kabelkanal Kanalteknik KT50 60x110 mm" };
const LADDER = { number: "1085803", name: "Kabelstege Kanalteknik KT60 300 mm" };

// Whole journeys (new user, visitor cart, login, buyer cart) on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });

function lineRow(page: Page, name: string) {
  return page.getByRole("row").filter({ has: page.getByRole("link", { name }) });
}

/** Sets a line's quantity: with JS the debounced fetcher saves it, without JS the form's own button. */
async function setQuantity(page: Page, name: string, quantity: number, javaScriptEnabled: boolean) {
  const input = page.getByLabel(`Antal för ${name}`);
  if (!javaScriptEnabled) {
    await input.fill(String(quantity));
    await lineRow(page, name).getByRole("button", { name: "Uppdatera" }).click();
    return;
  }
  // With JavaScript the quantity is saved by a debounced fetcher: wait for its post, or a later
  // step (a label save, a reload) can overtake it on a loaded machine.
  const saved = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/cart"),
  );
  await input.fill(String(quantity));
  await saved;
}

test("a visitor's cart survives login: add signed out, see it without prices, log in, the buyer's cart has it with a price", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const email = await freshBuyer(request);

  // Product page, signed out: the add-to-cart form is there and prices stay hidden.
  await page.goto(`/search?q=${DUCT.number}`);
  await expect(page.getByRole("heading", { level: 1, name: DUCT.name })).toBeVisible();
  await page.getByLabel("Antal").fill("3");
  await page.getByRole("button", { name: "Lägg i varukorg" }).click();
  await expect(page.getByText(`3 m av ${DUCT.name} har lagts i varukorgen.`)).toBeVisible();

  // A product card of the search results (a fetcher with JS; without JS the product page's answer).
  await page.goto(`/search?q=${encodeURIComponent("kabelstege kt60")}`);
  const card = page
    .locator(".product-card")
    .filter({ has: page.getByRole("link", { name: LADDER.name, exact: true }) });
  await card.getByRole("button", { name: "Lägg i varukorg" }).click();
  await expect(page.getByText(new RegExp(`av ${LADDER.name} har lagts i varukorgen`))).toBeVisible();

  // With JS the header's cart flyout lists the visitor's lines (no total).
  if (javaScriptEnabled) {
    const flyout = page.locator("details.flyout--cart");
    await flyout.locator("summary").click();
    await expect(flyout.getByText(`3 m ${DUCT.name}`)).toBeVisible();
    await expect(flyout).not.toContainText(PRICE_PATTERN);
  }

  // The cart token lives only in the HttpOnly session cookie, which stays small.
  const session = (await page.context().cookies()).find((c) => c.name === "__session");
  expect(session?.httpOnly).toBe(true);
  expect(`${session?.name}=${session?.value}`.length).toBeLessThan(1000);

  // The visitor's cart: lines and quantities, no prices, no checkout yet.
  const cartPage = await page.goto("/cart");
  expect(cartPage?.status()).toBe(200);
  await expect(lineRow(page, DUCT.name)).toBeVisible();
  await expect(lineRow(page, LADDER.name)).toBeVisible();
  await expect(page.getByLabel(`Antal för ${DUCT.name}`)).toHaveValue("3");
  expect(await page.content()).not.toMatch(PRICE_PATTERN);
  await expect(page.getByRole("link", { name: "Till leverans" })).toHaveCount(0);
  // axe runs as a script in the page, so only where scripts run.
  if (javaScriptEnabled) await expectNoSeriousAxeViolations(page);
  const delivery = await request.get("/delivery", { maxRedirects: 0 });
  expect(delivery.status()).toBe(303);

  await setQuantity(page, DUCT.name, 5, javaScriptEnabled);
  await page.getByLabel(`Märkning för ${DUCT.name}`).fill("Plan 2");
  await lineRow(page, DUCT.name).getByRole("button", { name: "Spara märkning" }).click();
  await expect(lineRow(page, DUCT.name).getByText("Märkning: Plan 2")).toBeVisible();
  await page.getByRole("button", { name: `Ta bort ${LADDER.name}` }).click();
  await expect(lineRow(page, LADDER.name)).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel(`Antal för ${DUCT.name}`)).toHaveValue("5");

  // Log in from the cart; the lines move into the buyer's own cart and the notice says so.
  const login = page.getByRole("link", { name: "Logga in för att se priser och beställa" });
  await expect(login).toHaveAttribute("href", `/logga-in?redirectTo=${encodeURIComponent("/cart")}`);
  // A document load: other helpers rebuild the shared client bundle while this runs.
  await page.goto((await login.getAttribute("href"))!);
  await page.getByLabel("E-post").fill(email);
  await page.getByLabel("Lösenord").fill(PASSWORD);
  await page.getByRole("button", { name: "Logga in" }).click();
  await expect(page).toHaveURL("/cart");
  await expect(page.getByText("har flyttats till din varukorg (1 rad)")).toBeVisible();
  const row = lineRow(page, DUCT.name);
  await expect(row).toBeVisible();
  await expect(page.getByLabel(`Antal för ${DUCT.name}`)).toHaveValue("5");
  await expect(row.getByText("Märkning: Plan 2")).toBeVisible();
  await expect(row.getByText(PRICE_PATTERN).first()).toBeVisible();
  await expect(lineRow(page, LADDER.name)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Till leverans" })).toBeVisible();

  // A reload shows the same cart: nothing is moved twice.
  const reload = await page.goto("/cart");
  expect(reload?.status()).toBe(200);
  await expect(page.getByLabel(`Antal för ${DUCT.name}`)).toHaveValue("5");
});

test("a buyer edits a line's label and moves one line to another delivery", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const email = await freshBuyer(request);
  await page.goto(`/logga-in?redirectTo=${encodeURIComponent(`/search?q=${DUCT.number}`)}`);
  await page.getByLabel("E-post").fill(email);
  await page.getByLabel("Lösenord").fill(PASSWORD);
  await page.getByRole("button", { name: "Logga in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: DUCT.name })).toBeVisible();
  await page.getByLabel("Antal").fill("2");
  await page.getByRole("button", { name: "Lägg i varukorg" }).click();
  await expect(page.getByText(`2 m av ${DUCT.name} har lagts i varukorgen.`)).toBeVisible();
  await page.goto(`/search?q=${LADDER.number}`);
  await page.getByRole("button", { name: "Lägg i varukorg" }).click();
  await expect(page.getByText(new RegExp(`av ${LADDER.name} har lagts i varukorgen`))).toBeVisible();

  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "Leverans 1: Utkörning" })).toBeVisible();
  // The line's picture is the one the catalogue shows, served by the commerce service (not a broken relative path).
  const picture = await lineRow(page, LADDER.name).locator("img").getAttribute("src");
  expect((await request.get(new URL(picture ?? "", page.url()).toString())).headers()["content-type"]).toContain(
    "image/svg+xml",
  );
  await page.getByLabel(`Märkning för ${LADDER.name}`).fill("Trapphus B");
  await lineRow(page, LADDER.name).getByRole("button", { name: "Spara märkning" }).click();
  await expect(lineRow(page, LADDER.name).getByText("Märkning: Trapphus B")).toBeVisible();

  await page.getByLabel(`Flytta ${DUCT.name} till leverans`).selectOption({ label: "Leverans till butik" });
  await lineRow(page, DUCT.name).getByRole("button", { name: "Flytta" }).click();
  const store = page.getByRole("region", { name: /Leverans \d: Leverans till butik/ });
  await expect(store).toBeVisible();
  await expect(store.getByRole("link", { name: DUCT.name })).toBeVisible();
  await expect(
    page.getByRole("region", { name: /Leverans \d: Utkörning/ }).getByRole("link", { name: DUCT.name }),
  ).toHaveCount(0);
  if (!javaScriptEnabled) await expect(page.getByText("Artikeln är flyttad till Leverans till butik.")).toBeVisible();
  await page.goto("/cart");
  await expect(
    page.getByRole("region", { name: /Leverans \d: Leverans till butik/ }).getByRole("link", { name: DUCT.name }),
  ).toBeVisible();
  await expect(lineRow(page, LADDER.name).getByText("Märkning: Trapphus B")).toBeVisible();
});

test("a forged post to the cart action without a cart changes nothing and checkout steps still need a login", async ({
  request,
}) => {
  const response = await request.post("/cart", { form: { intent: "remove", cartItemId: "ci-x" }, maxRedirects: 0 });
  expect(response.status()).toBe(303);
  expect(response.headers()["location"]).toBe("/cart");
  for (const path of ["/delivery", "/summary"]) {
    const step = await request.get(path, { maxRedirects: 0 });
    expect(step.status(), path).toBe(303);
    expect(step.headers()["location"]).toBe(`/logga-in?redirectTo=${encodeURIComponent(path)}`);
  }
});
