import { expect, test } from "./support/test";
import { commerceUrl, DEMO_PASSWORD, logIn, mailedLink, uniqueEmail } from "./support/accounts";

test("an admin creates a user who activates the account, logs in, and later resets the password", async ({
  page,
  browser,
}) => {
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

test("a buyer admin's deactivation of a user shared with another customer only removes him from the admin's customer", async ({
  page,
  request,
}) => {
  // Set up by the site admin through the service: a user of 10001 (the buyer admin's) and 10002.
  const site = await request.post(`${commerceUrl}/v2/sessions/`, {
    data: { username: "siteadmin@demo.se", password: DEMO_PASSWORD },
  });
  const headers = { Authorization: `Bearer ${((await site.json()) as { AccessToken: string }).AccessToken}` };
  const email = uniqueEmail("delad");
  const created = await request.post(`${commerceUrl}/v2/users`, {
    headers,
    data: {
      email,
      firstName: "Dela",
      lastName: "Dkund",
      invite: false,
      customerPermissions: [{ customerId: "10001" }, { customerId: "10002" }],
    },
  });
  expect(created.status()).toBe(201);
  const userId = ((await created.json()) as { userId: string }).userId;
  expect((await request.put(`${commerceUrl}/v2/users/${userId}`, { headers, data: { active: true } })).ok()).toBe(true);

  await logIn(page, "admin@demo.se");
  await page.goto(`/mina-sidor/anvandare/${userId}`);
  await page.getByRole("button", { name: "Inaktivera användaren" }).click();
  await expect(page).toHaveURL(/\/mina-sidor\/anvandare$/);
  await expect(
    page.getByText(
      "Användaren har tagits bort från era kunder och loggats ut. Kontot är fortfarande aktivt hos andra kunder.",
    ),
  ).toBeVisible();
  const after = (await (await request.get(`${commerceUrl}/v2/users/${userId}`, { headers })).json()) as {
    active: boolean;
    customerPermissions: { customerId: string }[];
  };
  expect(after.active).toBe(true);
  expect(after.customerPermissions.map((p) => p.customerId)).toEqual(["10002"]);
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
  await expect(page.getByText("1 rad har lagts i varukorgen.")).toBeVisible();
  await page.getByRole("button", { name: "Ta bort listan" }).click();
  await expect(page.getByText("Inköpslistan har tagits bort.")).toBeVisible();
  await expect(page.getByRole("link", { name })).toHaveCount(0);
});
