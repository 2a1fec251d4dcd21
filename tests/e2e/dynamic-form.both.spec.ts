import { expect, test, type APIRequestContext } from "./support/test";
import { commerceUrl, logIn } from "./support/accounts";
import { expectNoSeriousAxeViolations } from "./support/axe";

// axe runs as a script in the page: it checks the JS run (the markup is the same without JS).

/**
 * Content forms reach people (content spec section 3): a submission is stored by the commerce service and mailed
 * as plain text to the form's recipient (the local outbox), with JavaScript on and off.
 */
interface OutboxMail {
  to: string;
  subject: string;
  body: string;
}

async function mailContaining(request: APIRequestContext, text: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect(async () => {
    const mails = (await (await request.get(`${commerceUrl}/__dev/outbox`)).json()) as OutboxMail[];
    found = mails.find((mail) => mail.body.includes(text));
    expect(found).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return found!;
}

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("a visitor's contact form is mailed to the brand's contact address with every question and answer", async ({
  page,
}) => {
  const message = unique("Var är leveransen?");
  await page.goto("/formular/form-kontakta-oss");
  await page.getByRole("textbox", { name: /Namn/ }).fill("Anna Andersson");
  await page.getByRole("textbox", { name: /E-post/ }).fill("anna@byggfirman.se");
  await page.getByRole("combobox", { name: /Ärende/ }).selectOption({ index: 1 });
  await page.getByRole("textbox", { name: /Meddelande/ }).fill(`${message}\n<b>Tack</b>`);
  await page.getByRole("button", { name: "Skicka" }).click();
  await expect(page).toHaveURL(/\/formular\/form-kontakta-oss\?skickat=1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Tack!" })).toBeVisible();

  const mail = await mailContaining(page.request, message);
  expect(mail.to).toBe("kundservice@bultvik.se");
  expect(mail.subject).toBe("Formulär: Kontakta kundservice");
  expect(mail.body).toContain("Namn:\nAnna Andersson\n");
  expect(mail.body).toContain("E-post:\nanna@byggfirman.se\n");
  // Plain text: what the visitor typed arrives as typed, markup included, never rendered.
  expect(mail.body).toContain(`Meddelande:\n${message}\n<b>Tack</b>\n`);
  expect(mail.body).toContain("Telefon:\n(inget svar)");
  expect(mail.body).toContain("Avsändare: Besökare som inte var inloggad");
});

test("a missing required field is named beside it, the rest is kept, and the form then goes to its own recipient", async ({
  page,
  javaScriptEnabled,
}) => {
  const company = unique("Elfirman AB");
  await page.goto("/formular/form-bli-kund");
  await page.getByRole("textbox", { name: /Företagsnamn/ }).fill(company);
  await page.getByRole("textbox", { name: /Kontaktperson/ }).fill("Bo Berg");
  await page.getByRole("textbox", { name: /E-post/ }).fill("bo@elfirman.se");
  await page.getByRole("checkbox", { name: "VVS" }).check();
  await page.getByRole("button", { name: "Skicka" }).click();

  const orgNumber = page.getByRole("textbox", { name: /Organisationsnummer/ });
  await expect(orgNumber).toHaveAttribute("aria-invalid", "true");
  await expect(orgNumber).toHaveAccessibleDescription("Fyll i Organisationsnummer.");
  await expect(page.getByRole("checkbox", { name: /Jag godkänner köpvillkoren/ })).toHaveAccessibleDescription(
    "Fyll i Jag godkänner köpvillkoren.",
  );
  await expect(page.getByRole("textbox", { name: /Företagsnamn/ })).toHaveValue(company);
  await expect(page.getByRole("textbox", { name: /Kontaktperson/ })).toHaveValue("Bo Berg");
  await expect(page.getByRole("checkbox", { name: "VVS" })).toBeChecked();
  if (javaScriptEnabled) await expectNoSeriousAxeViolations(page);

  await orgNumber.fill("556000-1234");
  await page.getByRole("checkbox", { name: /Jag godkänner köpvillkoren/ }).check();
  await page.getByRole("button", { name: "Skicka" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tack!" })).toBeVisible();
  if (javaScriptEnabled) await expectNoSeriousAxeViolations(page);

  const mail = await mailContaining(page.request, company);
  expect(mail.to).toBe("nyakunder@bultvik.se");
  expect(mail.body).toContain("Organisationsnummer:\n556000-1234\n");
  expect(mail.body).toContain("Bransch:\nVVS\n");
  expect(mail.body).toContain("Jag godkänner köpvillkoren:\nja\n");
});

test("a signed-in buyer's form is sent in their name, and the customer's admin reads it on the page in development", async ({
  page,
  javaScriptEnabled,
}) => {
  const message = unique("Offert på kabel");
  await logIn(page, "admin@demo.se");
  await page.goto("/formular/form-kontakta-oss");
  await page.getByRole("textbox", { name: /Namn/ }).fill("Admin Demo");
  await page.getByRole("textbox", { name: /E-post/ }).fill("admin@demo.se");
  await page.getByRole("combobox", { name: /Ärende/ }).selectOption({ index: 1 });
  await page.getByRole("textbox", { name: /Meddelande/ }).fill(message);
  await page.getByRole("button", { name: "Skicka" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tack!" })).toBeVisible();
  expect((await mailContaining(page.request, message)).body).toMatch(/Avsändare: Inloggad användare \S+, kund 10001/);

  // Released on the e2e stack (IN_DEVELOPMENT_ROUTES=formularsvar); a unit test covers the 404 elsewhere.
  await page.goto("/mina-sidor/formularsvar");
  await expect(page.getByRole("heading", { level: 1, name: "Formulärsvar" })).toBeVisible();
  const submission = page.getByRole("article").filter({ hasText: message });
  await expect(submission.getByRole("heading", { name: /Kontakta kundservice/ })).toBeVisible();
  await expect(submission.getByRole("definition").filter({ hasText: message })).toBeVisible();
  if (javaScriptEnabled) await expectNoSeriousAxeViolations(page);
});

test("a buyer who is not an admin cannot read the form submissions", async ({ page }) => {
  await logIn(page, "buyer@demo.se");
  await page.goto("/mina-sidor/formularsvar");
  await expect(page.getByText("Du saknar rättigheter för att se denna sida")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Formulärsvar" })).toHaveCount(0);
});
