import { expect, test } from "./support/test";
import { DEMO_PASSWORD, logIn, PRICE_PATTERN } from "./support/login";

const PRODUCT = "/produkt/personskyddsautomat-voltena-vt70-1-n-c6-30-ma-1000296";

test("a buyer logs in, is sent back to the page asked for, sees prices, and logs out", async ({ page }) => {
  await page.goto(PRODUCT);
  await expect(
    page.getByRole("heading", { level: 1, name: "Personskyddsautomat Voltena VT70 1+N C6 30 mA" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Logga in för att se ditt pris" }).click();
  await page.getByLabel("E-post").fill("buyer@demo.se");
  await page.getByLabel("Lösenord").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Logga in" }).click();
  await expect(page).toHaveURL(PRODUCT);
  await expect(
    page.getByRole("heading", { level: 1, name: "Personskyddsautomat Voltena VT70 1+N C6 30 mA" }),
  ).toBeVisible();
  await expect(page.getByText(PRICE_PATTERN).first()).toBeVisible();

  const account = page.locator("details.flyout--account");
  await account.locator("summary").click();
  await account.getByRole("button", { name: "Logga ut" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByText("Du är utloggad.")).toBeVisible();
  await page.goto(PRODUCT);
  await expect(page.getByRole("link", { name: "Logga in för att se ditt pris" })).toBeVisible();
});

test("wrong credentials get one generic message and the password is not sent back", async ({ page }) => {
  await page.goto("/logga-in");
  await page.getByLabel("E-post").fill("buyer@demo.se");
  await page.getByLabel("Lösenord").fill("fel-losenord");
  await page.getByRole("button", { name: "Logga in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Fel e-postadress eller lösenord." })).toBeVisible();
  expect(await page.getByLabel("Lösenord").getAttribute("value")).toBeNull();
  await expect(page.getByLabel("E-post")).toHaveValue("buyer@demo.se");
});

test("a punch-out account at the normal login is told to sign in through its procurement system", async ({ page }) => {
  await page.goto("/logga-in");
  await page.getByLabel("E-post").fill("punchout@demo.se");
  await page.getByLabel("Lösenord").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Logga in" }).click();
  await expect(
    page.getByRole("alert").filter({
      hasText:
        "Det här är ett punch-out-konto. Logga in via ert inköpssystem – inloggning här i butiken är inte möjlig.",
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/logga-in/);
});

test("the fifth wrong password locks the login, with a message saying so", async ({ page }, testInfo) => {
  // An unknown login counts attempts like a real one; a fresh name keeps demo users unlocked.
  const login = `las-${testInfo.project.name}-${Date.now()}@demo.se`;
  await page.goto("/logga-in");
  for (let attempt = 1; attempt <= 5; attempt++) {
    await page.getByLabel("E-post").fill(login);
    await page.getByLabel("Lösenord").fill(`fel-${attempt}`);
    // Wait for this attempt's answer: the previous attempt's identical message is still on the page.
    await Promise.all([
      page.waitForResponse(
        (response) =>
          response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/logga-in"),
      ),
      page.getByRole("button", { name: "Logga in" }).click(),
    ]);
    const expected =
      attempt < 5
        ? "Fel e-postadress eller lösenord."
        : "För många misslyckade inloggningsförsök. Inloggningen är låst i 15 minuter.";
    await expect(page.getByRole("alert").filter({ hasText: expected })).toBeVisible();
  }
});

/**
 * The header's account flyout (#43: on a phone an icon whose name is "Mitt konto", beside the menu button) logs in
 * where the buyer is. What the buyer notices: the same page, with prices on the cards, and the flyout now offering
 * "Logga ut" instead of the login form. With JavaScript the flyout stays open through the sign-in; without, the new
 * page has it closed.
 */
for (const [screen, viewport] of [
  ["a desktop", { width: 1280, height: 720 }],
  ["a phone", { width: 390, height: 844 }],
] as const) {
  test(`the header's account flyout logs in and keeps the buyer on the page (${screen})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/kategorier/el/kabel-och-ledning");
    const account = page.locator("details.flyout--account");
    const summary = account.locator("summary", { hasText: "Mitt konto" });
    await expect(summary).toBeVisible();
    await summary.click();
    await account.getByLabel("E-post").fill("buyer@demo.se");
    await account.getByLabel("Lösenord").fill(DEMO_PASSWORD);
    await account.getByRole("button", { name: "Logga in" }).click();
    await expect(page).toHaveURL("/kategorier/el/kabel-och-ledning");
    await expect(page.getByRole("heading", { level: 1, name: "Kabel och ledning" })).toBeVisible();
    // The card's own price (a drum's card also shows its comparison price per drum beside it).
    await expect(page.getByRole("list").locator(".product-card").first().locator("[data-price]")).toContainText(
      PRICE_PATTERN,
    );

    if (!(await account.evaluate((details: HTMLDetailsElement) => details.open))) await summary.click();
    await expect(account.getByText("Du är inloggad.")).toBeVisible();
    await expect(account.getByRole("button", { name: "Logga ut" })).toBeVisible();
    await expect(account.getByLabel("Lösenord")).toHaveCount(0);
  });
}

test("logging out without the form's CSRF token is refused", async ({ page, request }) => {
  await logIn(page, "buyer@demo.se");
  const response = await page.request.post("/logga-ut", { form: { csrf: "fel" }, maxRedirects: 0 });
  expect(response.status()).toBe(403);
  expect((await request.get("/logga-ut", { maxRedirects: 0 })).status()).toBe(303);
});

test("the session cookie stays under 4 KB even for the user with the most permissions", async ({ page }) => {
  for (const email of ["siteadmin@demo.se", "seller@demo.se"]) {
    await logIn(page, email);
    const session = (await page.context().cookies()).find((c) => c.name === "__session");
    expect(session?.httpOnly).toBe(true);
    expect(`${session?.name}=${session?.value}`.length).toBeLessThan(4000);
    await page.context().clearCookies();
  }
});
