import { expect, test } from "./support/test";
import { logIn } from "./support/accounts";
import { freshBuyer } from "./support/accounts-extra";
import { expectNoSeriousAxeViolations } from "./support/axe";

/**
 * A product card's secondary actions (issue #43): 'Välj lista' and 'Lägg till i offert' wait in a quiet '⋯' menu (a
 * <details>) beside the one buy button; it opens with the keyboard, works without JavaScript ('Välj lista' is then a
 * page of its own that saves and comes back) and axe finds nothing serious with it open.
 */
const CATEGORY = "/kategorier/el/kabel-och-ledning?sort=name_asc";

test("a card's '⋯' menu holds 'Välj lista' and 'Lägg till i offert', opens by keyboard and saves to a new list", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.setTimeout(60_000);
  const buyer = await freshBuyer(request, "kort-meny");
  await logIn(page, buyer.email, buyer.password, "/mina-sidor");
  await page.goto(CATEGORY);
  const card = page.locator("article.product-card").first();
  const name = (await card.getByRole("heading").innerText()).trim();
  // One visible buy button and the heart; the rest behind the menu.
  await expect(card.getByRole("button", { name: "Lägg i varukorg" })).toBeVisible();
  await expect(card.getByRole("button", { name: `Spara i inköpslista: ${name}` })).toBeVisible();
  await expect(card.getByText("Välj lista")).toBeHidden();
  await expect(card.getByRole("button", { name: /^Lägg till i offert/ })).toBeHidden();

  await card.locator(".card-menu > summary").focus();
  await expect(card.locator(".card-menu > summary")).toHaveAccessibleName(`Fler val för ${name}`);
  await page.keyboard.press("Enter");
  await expect(card.locator(".card-menu")).toHaveAttribute("open", "");
  const choose = javaScriptEnabled
    ? card.getByRole("button", { name: "Välj lista" })
    : card.getByRole("link", { name: "Välj lista" });
  await expect(choose).toBeVisible();
  await expect(card.getByRole("button", { name: /^Lägg till i offert/ })).toBeVisible();
  // axe runs its script in the page: with JavaScript only (the markup is the same without).
  if (javaScriptEnabled) await expectNoSeriousAxeViolations(page, { include: "article.product-card" });

  await choose.click();
  if (!javaScriptEnabled) await expect(page).toHaveURL(/\/mina-sidor\/spara-i-lista\?artikel=/);
  const chooser = page.getByRole("group", { name: "Spara i" });
  await chooser.getByRole("radio", { name: "Ny inköpslista" }).check();
  await chooser.getByRole("textbox", { name: "Namn på den nya listan" }).fill("Kort Storgatan");
  await page.getByRole("button", { name: "Spara", exact: true }).click();
  await expect(
    page.getByText("Inköpslistan Kort Storgatan har skapats och artikeln har lagts till i den.").first(),
  ).toBeVisible();
  // Back on the listing it came from.
  await expect(page).toHaveURL(/\/kategorier\/el\/kabel-och-ledning\?sort=name_asc$/);
});

test("the list choice page refuses a bad article number with a 400", async ({ page, request }) => {
  const buyer = await freshBuyer(request, "kort-meny-fel");
  await logIn(page, buyer.email, buyer.password, "/mina-sidor");
  const answer = await page.goto("/mina-sidor/spara-i-lista?artikel=%3Cscript%3E");
  expect(answer?.status()).toBe(400);
  await expect(page.locator(".error-page__status")).toContainText("400");
});
