import { expect, test, type APIRequestContext } from "./support/test";
import { activatedBuyer } from "./support/accounts-extra";
import { pageAs, signInThroughForm } from "./support/login";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { e2ePorts } from "./ports.mjs";

/**
 * Project budgets (docs/purchasing-controls.md "Projektbudget"), once with JavaScript and once without: a customer
 * admin sets the budget of project 10001-02 on my pages, a buyer in that project sees what is left in the cart and at
 * the summary, is told before placing that the order goes to approval, and his order waits for approval; "Att
 * attestera" is offered to the approver, not to the buyer. Both runs set the same budget (1 kr per quarter), so they
 * can run side by side; buyer@demo.se's own project (10001-01) is never touched.
 */
const commerceUrl = `http://127.0.0.1:${e2ePorts.commercePort}`;
const PROJECT = { id: "10001-02", name: "Umeå skola ombyggnad" };

/** One orderable article of the project's own assortment in the buyer's cart for the project. */
async function fillProjectCart(request: APIRequestContext, email: string, password: string) {
  const session = await request.post(`${commerceUrl}/v2/sessions/`, {
    data: { username: email, password, customerId: "10001", projectId: PROJECT.id },
  });
  expect(session.ok(), await session.text()).toBe(true);
  const headers = { Authorization: `Bearer ${((await session.json()) as { AccessToken: string }).AccessToken}` };
  const found = await request.post(`${commerceUrl}/search`, {
    headers,
    data: { query: "rör", fields: "card", limit: 20 },
  });
  expect(found.ok(), await found.text()).toBe(true);
  const hits = ((await found.json()) as { hits: { articleNumber: string }[] }).hits;
  const cart = (await (await request.get(`${commerceUrl}/v2/cart`, { headers })).json()) as { cartId: string };
  for (const hit of hits) {
    const added = await request.post(`${commerceUrl}/v2/cart/${cart.cartId}/variants/batch/add`, {
      headers,
      data: { items: [{ articleNumber: hit.articleNumber, quantity: 1, deliveryId: "DBI" }] },
    });
    if (added.ok()) return hit.articleNumber;
  }
  throw new Error("No orderable article found in the project's assortment");
}

test("a project's budget is set on my pages, shown at checkout, and an order over it waits for approval", async ({
  browser,
  page,
  request,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);

  // The customer admin sets the project's budget; a bad amount is refused beside the form.
  await signInThroughForm(page, { email: "admin@demo.se", redirectTo: "/mina-sidor" });
  await page.getByRole("navigation", { name: "Mina sidor" }).getByRole("link", { name: "Projektbudget" }).click();
  await expect(page).toHaveURL(/\/mina-sidor\/projektbudget$/);
  const form = page.getByRole("form", { name: `Budget för ${PROJECT.name} (${PROJECT.id})` });
  await form.getByLabel("Period").selectOption({ label: "Per kvartal" });
  await form.getByLabel("Budget (kr exkl. moms)").fill("tusen");
  await form.getByRole("button", { name: "Spara budget" }).click();
  await expect(
    page
      .getByRole("form", { name: `Budget för ${PROJECT.name} (${PROJECT.id})` })
      .getByText("Ange budgeten i hela kronor, till exempel 50 000."),
  ).toBeVisible();
  await page
    .getByRole("form", { name: `Budget för ${PROJECT.name} (${PROJECT.id})` })
    .getByLabel("Budget (kr exkl. moms)")
    .fill("1");
  await page
    .getByRole("form", { name: `Budget för ${PROJECT.name} (${PROJECT.id})` })
    .getByRole("button", { name: "Spara budget" })
    .click();
  await expect(page.getByText(`Budgeten för ${PROJECT.name} är sparad.`)).toBeVisible();
  await expect(page.getByRole("region", { name: `${PROJECT.name} (${PROJECT.id})` })).toContainText(/kvar \d+\u00a0kr/);
  if (javaScriptEnabled) await expectNoSeriousAxeViolations(page);

  // A buyer of the customer works in the project and has something in its cart.
  const buyer = await activatedBuyer(request, {
    prefix: "budget",
    creator: "admin@demo.se",
    firstName: "Petra",
    lastName: "Projektsson",
  });
  await fillProjectCart(request, buyer.email, buyer.password);
  const buyerPage = await pageAs(
    browser,
    javaScriptEnabled,
    buyer.email,
    buyer.password,
    "/mina-sidor/kund-och-projekt",
  );
  await buyerPage.getByLabel(`${PROJECT.name} (${PROJECT.id})`).check();
  await buyerPage.getByRole("button", { name: "Byt kund och projekt" }).click();
  await expect(buyerPage.getByText(/Du handlar nu för .*\.|Projektet har bytts/)).toBeVisible();
  await expect(buyerPage.getByLabel(`${PROJECT.name} (${PROJECT.id})`)).toBeChecked();
  // He holds no approver right: my pages do not offer the approval queue.
  const buyerNav = buyerPage.getByRole("navigation", { name: "Mina sidor" });
  await expect(buyerNav.getByRole("link", { name: "Orderhistorik" })).toBeVisible();
  await expect(buyerNav.getByRole("link", { name: "Att attestera" })).toHaveCount(0);

  // The cart and the summary say what is left; the summary says the order goes to approval before it is sent.
  await buyerPage.goto("/cart");
  await expect(buyerPage.getByText(/^Kvar av projektets budget: \d+\u00a0kr$/)).toBeVisible();
  await buyerPage.getByRole("link", { name: "Till leverans" }).click();
  await expect(buyerPage).toHaveURL(/\/delivery$/);
  await buyerPage.getByRole("button", { name: "Till sammanfattning" }).click();
  await expect(buyerPage).toHaveURL(/\/summary$/);
  const notice = buyerPage.getByRole("region", { name: "Beloppsgräns och budget" });
  await expect(notice).toContainText(/Kvar av projektets budget: \d+\u00a0kr/);
  await expect(notice.getByText("Ordern skickas för attest innan den läggs (över projektets budget).")).toBeVisible();
  if (javaScriptEnabled) await expectNoSeriousAxeViolations(buyerPage);
  await buyerPage.getByRole("button", { name: "Skicka order" }).click();
  await expect(buyerPage).toHaveURL(/\/checkout-success-page$/);
  await expect(buyerPage.getByRole("heading", { name: "Väntar på attest" })).toBeVisible();
  const item = buyerPage
    .getByRole("listitem")
    .filter({ hasText: /^Utkörning: väntar på attest \(ATT-[0-9A-F]{10}\)$/ });
  const approvalId = /ATT-[0-9A-F]{10}/.exec((await item.textContent()) ?? "")![0];

  // The approver is offered the queue, and finds the order there as over the project's budget.
  const approverPage = await pageAs(browser, javaScriptEnabled, "approver@demo.se", "demo1234", "/mina-sidor");
  await approverPage
    .getByRole("navigation", { name: "Mina sidor" })
    .getByRole("link", { name: "Att attestera" })
    .click();
  await expect(approverPage).toHaveURL(/\/mina-sidor\/att-attestera$/);
  await expect(approverPage.getByRole("row", { name: new RegExp(approvalId) })).toContainText("Över projektets budget");
});
