import { expect, test } from "./support/test";
import { activatedBuyer } from "./support/accounts-extra";
import { ARTICLES, addViaService } from "./support/checkout";
import { pageAs, signInThroughForm } from "./support/login";
import { expectNoSeriousAxeViolations } from "./support/axe";

/**
 * Order approval ("attest", docs/purchasing-controls.md), once with JavaScript and once without: a customer admin
 * gives a new buyer an order limit in the user administration, the buyer's order over it is submitted for approval
 * ("Väntar på attest"), and approver@demo.se approves it from "Att attestera", which places the order.
 */

test("a buyer's order over his limit waits for approval, and the approver's approval places it", async ({
  browser,
  page,
  request,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  const buyer = await activatedBuyer(request, {
    prefix: "attest",
    creator: "admin@demo.se",
    firstName: "Bengt",
    lastName: "Beställare",
  });
  const token = await buyer.token();
  // The user id is the access token's subject.
  const me = { userId: (JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString()) as { sub: string }).sub };

  // The customer admin sets a limit of 1 kr per order in the user administration.
  await signInThroughForm(page, { email: "admin@demo.se", redirectTo: `/mina-sidor/anvandare/${me.userId}` });
  const controls = page.getByRole("form", { name: /Beloppsgräns och attest: .*Byggfirman Norrland/ });
  await controls.getByLabel("Beloppsgräns per order (kr)").fill("1");
  await controls.getByRole("button", { name: "Spara beloppsgräns och attest" }).click();
  await expect(page.getByText("Beloppsgräns och attest är sparade.")).toBeVisible();
  // axe runs in the page's JavaScript: checked in the JS run (the markup is the same without JS).
  if (javaScriptEnabled) await expectNoSeriousAxeViolations(page);

  // The buyer orders more than that: it is submitted for approval instead of placed.
  await addViaService(request, token, [{ articleNumber: ARTICLES.duct.number, quantity: 2, deliveryId: "DBI" }]);
  const buyerPage = await pageAs(browser, javaScriptEnabled, buyer.email, buyer.password, "/cart");
  await buyerPage.getByRole("link", { name: "Till leverans" }).click();
  await expect(buyerPage).toHaveURL(/\/delivery$/);
  await buyerPage.getByRole("button", { name: "Till sammanfattning" }).click();
  await expect(buyerPage).toHaveURL(/\/summary$/);
  await buyerPage.getByRole("button", { name: "Skicka order" }).click();
  await expect(buyerPage).toHaveURL(/\/checkout-success-page$/);
  await expect(buyerPage.getByRole("heading", { name: "Väntar på attest" })).toBeVisible();
  const item = buyerPage
    .getByRole("listitem")
    .filter({ hasText: /^Utkörning: väntar på attest \(ATT-[0-9A-F]{10}\)$/ });
  await expect(item).toBeVisible();
  const approvalId = /ATT-[0-9A-F]{10}/.exec((await item.textContent()) ?? "")![0];
  if (javaScriptEnabled) await expectNoSeriousAxeViolations(buyerPage);

  // The order history shows it as awaiting approval.
  await buyerPage.goto("/mina-sidor/orderhistorik");
  const own = buyerPage.getByRole("region", { name: "Väntar på attest" });
  await expect(own.getByRole("link", { name: approvalId })).toBeVisible();
  await expect(own).toContainText("Väntar på attest");

  // The approver opens it from his queue and approves it.
  const approverPage = await pageAs(
    browser,
    javaScriptEnabled,
    "approver@demo.se",
    "demo1234",
    "/mina-sidor/att-attestera",
  );
  if (javaScriptEnabled) await expectNoSeriousAxeViolations(approverPage);
  await approverPage.getByRole("link", { name: `Öppna ${approvalId}` }).click();
  await expect(approverPage.getByRole("heading", { name: `Order för attest ${approvalId}` })).toBeVisible();
  if (javaScriptEnabled) await expectNoSeriousAxeViolations(approverPage);
  await expect(approverPage.getByRole("row", { name: new RegExp(ARTICLES.duct.number) })).toBeVisible();
  await approverPage.getByLabel("Kommentar till beställaren").fill("Godkänt för projektet");
  await approverPage.getByRole("button", { name: "Attestera och lägg order" }).click();
  await expect(approverPage).toHaveURL(/\/mina-sidor\/att-attestera$/);
  await expect(approverPage.getByText(new RegExp(`Order ${approvalId} är attesterad och lagd`))).toBeVisible();

  // The order is placed for the buyer, and the approval shows who decided and which order it became.
  await approverPage.goto(`/mina-sidor/att-attestera/${approvalId}`);
  await expect(approverPage.getByText(/Attesterad av Åke Attestsson/)).toBeVisible();
  await expect(approverPage.getByRole("button", { name: "Attestera och lägg order" })).toHaveCount(0);
  const placed = approverPage
    .getByRole("region", { name: "Lagda order" })
    .getByRole("link", { name: /^Utkörning: order \d+/ });
  await expect(placed).toBeVisible();
  const orderId = /order (\d+)/.exec((await placed.textContent()) ?? "")![1];

  // The buyer finds it in his order history, with the approval's audit trail on the order.
  await buyerPage.goto(`/mina-sidor/orderhistorik/${orderId}`);
  await expect(buyerPage.getByRole("row", { name: new RegExp(ARTICLES.duct.number) })).toBeVisible();
  const trail = buyerPage.getByRole("region", { name: `Attest (${approvalId})` });
  await expect(trail).toContainText("Skickad för attest");
  await expect(trail).toContainText("Attesterad · Åke Attestsson");
});
