import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { commerceUrl, logIn, mailedLink, uniqueEmail } from "./support/accounts";

const PRODUCT = "/produkt/halogenfri-kabel-eqlq-compact-4g6-1028268";

test("switching customer and project changes prices and moves the cart", async ({ page }) => {
  await logIn(page, "buyer@demo.se");
  await page.goto("/mina-sidor/kund-och-projekt");
  await page.getByLabel("Hela Byggfirman Norrland AB (inget projekt)").check();
  await page.getByRole("button", { name: "Byt kund och projekt" }).click();
  await expect(page.getByText("Du handlar nu för Byggfirman Norrland AB.").or(page.getByText("Projektet har bytts och artiklarna i varukorgen har flyttats med."))).toBeVisible();

  await page.goto(PRODUCT);
  const price = page.locator("[data-price]").first();
  await expect(price).toBeVisible();
  const before = await price.textContent();
  await page.getByRole("form", { name: /Lägg i varukorg/ }).getByRole("button", { name: "Lägg i varukorg" }).click();
  await expect(page.getByText(/har lagts i varukorgen/)).toBeVisible();

  // The header's project flyout leads to the choice and back to this page.
  await page.locator("summary", { hasText: "Projekt" }).first().click();
  await page.getByRole("link", { name: "Byt kund eller projekt" }).click();
  await page.getByLabel("Malmö Live renovering (10002-01)").check();
  await page.getByRole("button", { name: "Byt kund och projekt" }).click();
  await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`));
  await expect(page.getByText("Projektet har bytts och artiklarna i varukorgen har flyttats med.")).toBeVisible();
  await expect(page.locator("[data-price]").first()).not.toHaveText(before ?? "");
  await page.locator("summary", { hasText: "Projekt" }).first().click();
  await expect(page.getByText("Malmö Live renovering (10002-01)")).toBeVisible();
});

test("an admin creates a user who activates the account, logs in, and later resets the password", async ({ page, browser }) => {
  const email = uniqueEmail("ny");
  await logIn(page, "admin@demo.se");
  await page.goto("/mina-sidor/anvandare/ny");
  await page.getByLabel("E-post").fill(email);
  await page.getByLabel("Förnamn").fill("Nina");
  await page.getByLabel("Efternamn").fill("Nyanställd");
  await page.getByLabel("Tillgång till Byggfirman Norrland AB").check();
  await page.getByRole("button", { name: "Skapa och skicka inbjudan" }).click();
  await expect(page.getByText(`Användaren ${email} har skapats och fått en inbjudan.`)).toBeVisible();

  const activation = await mailedLink(page, email, /\/activate-user\?token=[\w-]+/);
  const guest = await browser.newPage();
  await guest.goto(activation);
  await expect(guest.getByText("Minst 10 tecken, minst en bokstav och minst en siffra.")).toBeVisible();
  await guest.getByLabel("Nytt lösenord").fill("kort");
  await guest.getByLabel("Upprepa lösenordet").fill("kort");
  await guest.getByRole("button", { name: "Aktivera kontot" }).click();
  await expect(guest.getByText("Lösenordet måste ha minst 10 tecken.")).toBeVisible();
  await guest.getByLabel("Nytt lösenord").fill("Takstol2026");
  await guest.getByLabel("Upprepa lösenordet").fill("Takstol2026");
  await guest.getByRole("button", { name: "Aktivera kontot" }).click();
  await expect(guest.getByText("Ditt konto är aktiverat. Logga in med ditt nya lösenord.")).toBeVisible();
  await logIn(guest, email, "Takstol2026");
  await expect(guest.getByRole("heading", { name: "Mina uppgifter" })).toBeVisible();
  await expect(guest.getByText("Nina Nyanställd")).toBeVisible();

  // Forgot password: the same confirmation, a mail in the outbox, and the link sets a new password.
  const other = await browser.newPage();
  await other.goto("/gloemt-loesenord");
  await other.getByLabel("E-post").fill(email);
  await other.getByRole("button", { name: "Skicka länk" }).click();
  await expect(other.getByText(/Om e-postadressen hör till ett konto har vi skickat en länk/)).toBeVisible();
  const reset = await mailedLink(other, email, /\/gloemt-loesenord\?token=[\w-]+/);
  await other.goto(reset);
  await other.getByLabel("Nytt lösenord").fill("Bjalklag2027");
  await other.getByLabel("Upprepa lösenordet").fill("Bjalklag2027");
  await other.getByRole("button", { name: "Spara nytt lösenord" }).click();
  await expect(other.getByText("Ditt lösenord är ändrat. Logga in med ditt nya lösenord.")).toBeVisible();
  await logIn(other, email, "Bjalklag2027");

  // Deactivated: the user is listed under inactive users and can no longer log in.
  await page.goto("/mina-sidor/anvandare");
  await page.getByLabel("Sök (namn eller e-post)").fill(email);
  await page.getByRole("button", { name: "Visa användare" }).click();
  await expect(page).toHaveURL(/q=/);
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await page.getByRole("link", { name: "Nina Nyanställd" }).click();
  await page.getByRole("button", { name: "Inaktivera användaren" }).click();
  await expect(page.getByText("Användaren är inaktiverad och utloggad.")).toBeVisible();
  const late = await browser.newPage();
  await late.goto("/logga-in");
  await late.getByLabel("E-post").fill(email);
  await late.getByLabel("Lösenord").fill("Bjalklag2027");
  await late.getByRole("button", { name: "Logga in" }).click();
  await expect(late.getByText("Fel e-postadress eller lösenord.")).toBeVisible();
});

test("a buyer admin cannot grant the site admin role: the service's refusal is shown", async ({ page }) => {
  await logIn(page, "admin@demo.se");
  await page.goto("/mina-sidor/anvandare/ny");
  await page.getByLabel("E-post").fill(uniqueEmail("hog"));
  await page.getByLabel("Förnamn").fill("Hög");
  await page.getByLabel("Efternamn").fill("Roll");
  await page.getByLabel("Tillgång till Byggfirman Norrland AB").check();
  await page.getByLabel("Roll hos Byggfirman Norrland AB").selectOption("SITE_ADMIN");
  await page.getByRole("button", { name: "Skapa och skicka inbjudan" }).click();
  await expect(page.getByRole("main").getByRole("alert").filter({ hasText: "Ändringen nekades" })).toBeVisible();
  await expect(page.getByText(/Svar från tjänsten: You cannot grant SITE_ADMIN/)).toBeVisible();
});

test("the user list searches, sorts by first name and pages by 15", async ({ page }) => {
  await logIn(page, "admin@demo.se");
  await page.goto("/mina-sidor/anvandare");
  await expect(page.getByLabel("Sortera på")).toHaveValue("firstName");
  const names = await page.locator("tbody tr td:first-child").allTextContents();
  expect(names.length).toBeGreaterThan(0);
  expect(names.length).toBeLessThanOrEqual(15);
  expect([...names].sort((a, b) => a.localeCompare(b, "sv"))).toEqual(names);
  await page.getByLabel("Sök (namn eller e-post)").fill("buyer@demo");
  await page.getByRole("button", { name: "Visa användare" }).click();
  await expect(page).toHaveURL(/q=buyer/);
  await expect(page.getByRole("link", { name: "Bertil Köpare" })).toBeVisible();
  await expect(page.locator("tbody tr")).toHaveCount(1);
});

test("a shopping list goes into the cart", async ({ page }) => {
  await logIn(page, "admin@demo.se");
  await page.goto("/mina-sidor/inkopslistor");
  const name = `E2E-lista ${Date.now().toString(36)}`;
  await page.getByLabel("Listans namn").fill(name);
  await page.getByRole("button", { name: "Skapa lista" }).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await page.getByLabel("Artikelnummer").fill("1028268");
  await page.getByRole("button", { name: "Lägg till i listan" }).click();
  await expect(page.getByText("Artikeln har lagts till i listan.")).toBeVisible();
  await page.getByLabel("Antal för 1028268", { exact: true }).fill("3");
  await page.getByRole("button", { name: "Uppdatera antal för 1028268" }).click();
  await expect(page.getByText("Antalet har ändrats.")).toBeVisible();
  await page.getByRole("button", { name: "Lägg hela listan i varukorgen" }).click();
  await expect(page.getByText("1 rader har lagts i varukorgen.")).toBeVisible();
  await page.getByRole("button", { name: "Ta bort listan" }).click();
  await expect(page.getByText("Inköpslistan har tagits bort.")).toBeVisible();
  await expect(page.getByRole("link", { name })).toHaveCount(0);
});

test("my pages have no serious accessibility violations", async ({ page }) => {
  await logIn(page, "buyer@demo.se", undefined, "/mina-sidor/adresser");
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});

test("the 51st favourite product shows the favourites-full notice", async ({ page }) => {
  const session = await page.request.post(`${commerceUrl}/v2/sessions/`, { data: { username: "seller@demo.se", password: "demo1234" } });
  const { AccessToken } = (await session.json()) as { AccessToken: string };
  const headers = { authorization: `Bearer ${AccessToken}` };
  const search = await page.request.post(`${commerceUrl}/search`, { headers, data: { query: "kabel", limit: 60, skipPrice: true, skipStock: true } });
  const articles = ((await search.json()) as { hits: { articleNumber: string }[] }).hits.map((h) => h.articleNumber);
  const existing = ((await (await page.request.get(`${commerceUrl}/users/favourites?limit=50`, { headers })).json()) as { data: { articleNumber: string }[] }).data.map((f) => f.articleNumber);
  const toAdd = articles.filter((a) => !existing.includes(a)).slice(0, 50 - existing.length);
  for (const articleNumber of toAdd) await page.request.post(`${commerceUrl}/users/favourites`, { headers, data: { articleNumber } });
  const extra = articles.find((a) => !existing.includes(a) && !toAdd.includes(a))!;
  try {
    await logIn(page, "seller@demo.se", undefined, "/mina-sidor/inkopslistor");
    await expect(page.getByRole("heading", { name: "Favoritprodukter (50 av 50)" })).toBeVisible();
    await page.getByLabel("Artikelnummer").fill(extra);
    await page.getByRole("button", { name: "Lägg till favorit" }).click();
    await expect(page.getByRole("alertdialog", { name: "Favoritlistan är full" })).toContainText("Du kan ha högst 50 favoriter.");
  } finally {
    const all = ((await (await page.request.get(`${commerceUrl}/users/favourites?limit=50`, { headers })).json()) as { data: { favouriteId: string }[] }).data;
    if (all.length) await page.request.delete(`${commerceUrl}/users/favourites?favouriteIds=${all.map((f) => f.favouriteId).join(",")}`, { headers });
  }
});

test("EJ_ANDRA_SORTIMENT locks the context change on the server; no invoices without financial follow-up", async ({ page }) => {
  await logIn(page, "limited@demo.se", undefined, "/mina-sidor/kund-och-projekt");
  await expect(page.getByText("Du har inte behörighet att byta sortiment").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Byt kund och projekt" })).toBeDisabled();
  // The disabled button is no protection by itself: a hand-made post is refused too.
  const csrf = await page.locator("input[name=csrf]").first().inputValue();
  const forged = await page.request.post("/mina-sidor/kund-och-projekt", { form: { csrf, context: "10005" }, maxRedirects: 0 });
  expect(forged.status()).toBe(403);

  await page.goto("/mina-sidor/orderhistorik");
  await page.locator("tbody tr").first().getByRole("link").click();
  await expect(page.getByRole("heading", { name: "Orderrader" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Fakturor" })).toHaveCount(0);
});
