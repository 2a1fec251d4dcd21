import { expect, test } from "./support/test";
import { logIn } from "./support/accounts";
import { addToCartViaService, freshBuyer } from "./support/accounts-extra";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { ARTICLES } from "./support/checkout";

// Runs with JavaScript on and off. The e2e stack fixes the delivery rules' clock (DELIVERY_CLOCK, tests/e2e/ports.mjs)
// at a time when every express method is open, so nothing here depends on when it runs; refusals of a closed method
// are covered with other clocks in tests/workers/commerce/delivery-rules.test.ts.
const PRODUCT = "/produkt/halogenfri-kabel-eqlq-kopparlinjen-kl14-4g6-100-m-trumma-1028268";

test("a freshly added line goes to the preferred delivery method chosen on the profile page", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const buyer = await freshBuyer(request, "preferred");
  await logIn(page, buyer.email, buyer.password, "/mina-sidor/profil");
  const preferred = page.getByRole("combobox", { name: "Föredraget leveranssätt" });
  await preferred.selectOption({ label: "Leverans till butik" });
  await page.getByRole("button", { name: "Spara uppgifterna" }).click();
  await expect(page.getByText("Dina uppgifter är sparade.")).toBeVisible();

  await page.goto(PRODUCT);
  const method = page.getByRole("combobox", { name: "Leveranssätt" });
  await expect(method).toHaveValue("EXH");
  await page.getByRole("button", { name: "Lägg i varukorg" }).first().click();
  await expect(page.getByText(/har lagts i varukorgen/).first()).toBeVisible();

  // Quick order preselects the same method.
  await page.goto("/snabborder");
  await expect(page.locator("#quick-delivery")).toHaveValue("EXH");

  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "Leverans 1: Leverans till butik" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Leverans 2/ })).toHaveCount(0);
});

test("each express method keeps its own zip code, and a changed one is announced", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  const buyer = await freshBuyer(request, "zip");
  await addToCartViaService(request, await buyer.token(), [
    { articleNumber: ARTICLES.cable.number, quantity: 1, deliveryId: "XXX" },
    { articleNumber: ARTICLES.duct.number, quantity: 1, deliveryId: "24-12" },
  ]);
  await logIn(page, buyer.email, buyer.password, "/delivery");

  const fillDelivery = async (id: string, zip: string) => {
    await page.locator(`#zip-${id}`).fill(zip);
    const existing = page.locator(`input[name="address-${id}"]:not([value="new"])`).first();
    if (await existing.count()) await existing.check();
    else {
      await page.locator(`#address-${id}-new`).check();
      await page.locator(`#new-${id}-name`).fill("Bygg & El AB");
      await page.locator(`#new-${id}-recipientName`).fill("Anna Andersson");
      await page.locator(`#new-${id}-address1`).fill("Storgatan 12");
      await page.locator(`#new-${id}-postalCode`).fill("114 55");
      await page.locator(`#new-${id}-postalAddress`).fill("Stockholm");
    }
  };
  await fillDelivery("XXX", "111 11");
  await fillDelivery("24-12", "222 22");
  await page.getByRole("button", { name: "Till sammanfattning" }).click();
  await expect(page).toHaveURL(/\/summary$/);
  // The first codes are remembered, not announced as changes.
  await expect(page.getByText(/Postnumret har uppdaterats/)).toHaveCount(0);

  await page.goto("/delivery");
  await expect(page.locator("#zip-XXX")).toHaveValue("11111");
  await expect(page.locator("#zip-24-12")).toHaveValue("22222");
  if (javaScriptEnabled) await expectNoSeriousAxeViolations(page);
  await page.locator("#zip-XXX").fill("333 33");
  await page.getByRole("button", { name: "Till sammanfattning" }).click();
  await expect(page).toHaveURL(/\/summary$/);
  await expect(page.getByText("Postnumret har uppdaterats till 33333.")).toBeVisible();
  await expect(page.getByText("Postnummer: 33333")).toBeVisible();
  // The other method kept its own code.
  await expect(page.getByText("Postnummer: 22222")).toBeVisible();
});
