import { expect, test } from "./support/test";
import { activatedBuyer, FRESH_PASSWORD } from "./support/accounts-extra";
import { ARTICLES, addViaService } from "./support/checkout";
import { signInThroughForm } from "./support/login";
import { expectNoSeriousAxeViolations } from "./support/axe";

/**
 * Order references (docs/purchasing-controls.md), once with JavaScript and once without: a buyer of the demo customer
 * 10005 (which requires a cost centre from its list) is told by the field when he leaves it out, then orders with "Er
 * referens" and a cost centre, and finds both on the order page and in the order history. Nothing in the cart is lost
 * by the refusal.
 */

test("a buyer gives the required cost centre and his reference at checkout and sees them on the order", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  // A new buyer at 10005, created by the site admin the way an admin does it (invited, activated).
  const buyer = await activatedBuyer(request, {
    prefix: "referens",
    creator: "siteadmin@demo.se",
    firstName: "Tove",
    lastName: "Referens",
    customerId: "10005",
  });
  // The order history lists the whole customer's orders (the other run's too): this run's reference is its own.
  const reference = `Tove Ek, Gårda 4 (${javaScriptEnabled ? "js" : "no-js"} ${Date.now().toString(36)})`;
  await addViaService(request, await buyer.token(), [
    { articleNumber: ARTICLES.cable.number, quantity: 1, deliveryId: "DBI" },
  ]);
  await signInThroughForm(page, { email: buyer.email, password: FRESH_PASSWORD, redirectTo: "/cart" });

  await page.getByRole("link", { name: "Till leverans" }).click();
  await expect(page).toHaveURL(/\/delivery$/);
  await page.getByRole("group", { name: "Leveransadress" }).getByRole("radio").first().check();
  await page.getByRole("button", { name: "Till sammanfattning" }).click();
  await expect(page).toHaveURL(/\/summary$/);

  // The customer requires a cost centre: its list is a select, and leaving it out is refused by the field.
  const costCentre = page.getByRole("combobox", { name: "Kostnadsställe", exact: true });
  await expect(costCentre.getByRole("option")).toHaveText([
    "Välj kostnadsställe",
    "4100 Fastighetsdrift",
    "4200 Felavhjälpande underhåll",
    "4300 Planerat underhåll",
    "4400 Hyresgästanpassning",
  ]);
  await page.getByLabel("Er referens (valfri)").fill(reference);
  await page.getByRole("button", { name: "Skicka order" }).click();
  await expect(costCentre).toHaveAccessibleDescription("Ange kostnadsställe: ert företag kräver det på varje order.");
  await expect(costCentre).toHaveAttribute("aria-invalid", "true");
  // What was typed stays, and so does the cart.
  await expect(page.getByLabel("Er referens (valfri)")).toHaveValue(reference);
  await expect(page.getByText(ARTICLES.cable.name).first()).toBeVisible();
  if (javaScriptEnabled) await expectNoSeriousAxeViolations(page);

  await costCentre.selectOption("4300");
  await page.getByRole("button", { name: "Skicka order" }).click();
  await expect(page).toHaveURL(/\/checkout-success-page$/);
  await expect(page.getByRole("listitem").filter({ hasText: /^Utkörning: ordernummer WEB-[0-9A-F]+$/ })).toBeVisible();

  // The order history lists the order with both, and its page shows them.
  await page.goto("/mina-sidor/orderhistorik");
  const row = page.getByRole("row").filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell", { name: "4300", exact: true })).toBeVisible();
  await row.getByRole("link").click();
  await expect(page).toHaveURL(/\/mina-sidor\/orderhistorik\/\d+$/);
  const details = page.getByRole("definition");
  await expect(page.getByRole("term").filter({ hasText: /^Kostnadsställe$/ })).toBeVisible();
  await expect(details.filter({ hasText: /^4300$/ })).toBeVisible();
  await expect(details.filter({ hasText: reference })).toBeVisible();
});

test("a customer admin reads and saves the customer's order reference setting", async ({ page, javaScriptEnabled }) => {
  // admin@demo.se administers 10001, which requires nothing: saving it unchanged leaves every other test as it was.
  await signInThroughForm(page, { email: "admin@demo.se", redirectTo: "/mina-sidor" });
  await page.getByRole("link", { name: "Referenser och kostnadsställen" }).first().click();
  await expect(page).toHaveURL(/\/mina-sidor\/referenser$/);
  const form = page.getByRole("form", { name: "Referenser och kostnadsställen" });
  await expect(form.getByRole("checkbox", { name: "Kostnadsställe krävs på varje order" })).not.toBeChecked();
  await expect(form.getByRole("checkbox", { name: "Er referens krävs på varje order" })).not.toBeChecked();
  // A malformed list is refused by its line, and what was typed stays.
  const list = form.getByRole("textbox", { name: "Tillåtna kostnadsställen" });
  await list.fill("4100 Drift\n4100 Igen");
  await form.getByRole("button", { name: "Spara referenser och kostnadsställen" }).click();
  await expect(form.getByRole("alert")).toHaveText("Rad 2: samma kostnadsställe finns redan i listan.");
  await expect(list).toHaveValue("4100 Drift\n4100 Igen");
  if (javaScriptEnabled) await expectNoSeriousAxeViolations(page);
  await list.fill("");
  await form.getByRole("button", { name: "Spara referenser och kostnadsställen" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Referenser och kostnadsställen är sparade." }),
  ).toBeVisible();
});
