import { expect, test, type APIRequestContext } from "./support/test";
import { activatedBuyer } from "./support/accounts-extra";
import { ARTICLES } from "./support/checkout";
import { pageAs, PRICE_PATTERN, signInThroughForm } from "./support/login";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { htmlErrors } from "./support/html-validity";
import { e2ePorts } from "./ports.mjs";

/**
 * Saved carts ("Sparade varukorgar", docs/purchasing-controls.md), once with JavaScript and once without: a buyer saves
 * his cart under a name from the cart page and shares it, finds it on my pages, restores it into a cart that has moved
 * on, and a colleague of the same customer sees it read-only and copies it into a saved cart of his own.
 */
const commerceUrl = `http://127.0.0.1:${e2ePorts.commercePort}`;

/** The buyer's cart through the service: emptied, then these lines (with labels) put in. */
async function cartOf(
  request: APIRequestContext,
  token: string,
  items: { articleNumber: string; quantity: number; deliveryId: string; label?: string }[],
) {
  const headers = { Authorization: `Bearer ${token}` };
  const { cartId } = (await (await request.get(`${commerceUrl}/v2/cart`, { headers })).json()) as { cartId: string };
  expect((await request.delete(`${commerceUrl}/v2/cart/${cartId}/variants`, { headers })).ok()).toBe(true);
  if (items.length) {
    const added = await request.post(`${commerceUrl}/v2/cart/${cartId}/variants/batch/add`, {
      headers,
      data: { items },
    });
    expect(added.ok(), await added.text()).toBe(true);
  }
  return async () =>
    (
      (await (await request.get(`${commerceUrl}/v2/cart`, { headers })).json()) as {
        items: { articleNumber: string; quantity: number; label: string }[];
      }
    ).items.map((i) => [i.articleNumber, i.quantity, i.label]);
}

test("a buyer saves, lists and restores his cart, and a colleague sees the shared one and copies it", async ({
  browser,
  page,
  request,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  // The e2e database outlives a run: a name of its own, so an earlier run's colleagues' carts never match.
  const name = `Hus 1 stomme ${javaScriptEnabled ? "js" : "nojs"} ${Math.random().toString(36).slice(2, 7)}`;
  const buyer = await activatedBuyer(request, {
    prefix: "sparad-varukorg",
    creator: "admin@demo.se",
    firstName: "Sara",
    lastName: "Sparsam",
  });
  const token = await buyer.token();
  await cartOf(request, token, [
    { articleNumber: ARTICLES.cable.number, quantity: 2, deliveryId: "DBI", label: "Hus 1" },
    { articleNumber: ARTICLES.duct.number, quantity: 3, deliveryId: "DBI" },
  ]);

  // Save from the cart page, shared with the colleagues.
  await signInThroughForm(page, { email: buyer.email, password: buyer.password, redirectTo: "/cart" });
  const saveForm = page.getByRole("form", { name: "Spara varukorgen" });
  await saveForm.getByLabel("Namn på varukorgen").fill(name);
  await saveForm.getByLabel("Dela med kollegor hos kunden").check();
  await saveForm.getByRole("button", { name: "Spara varukorg" }).click();
  await expect(page).toHaveURL(/\/mina-sidor\/sparade-varukorgar\/SVK-[0-9A-F]{10}$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText(`Varukorgen är sparad som ”${name}”.`)).toBeVisible();
  const saved = page.getByRole("region", { name: "Utkörning" });
  await expect(saved.getByRole("row", { name: new RegExp(`${ARTICLES.cable.number}.*Hus 1`) })).toBeVisible();
  await expect(saved.getByRole("row", { name: new RegExp(ARTICLES.duct.number) })).toBeVisible();
  // No amount on a saved cart.
  await expect(saved).not.toContainText(PRICE_PATTERN);
  if (javaScriptEnabled) await expectNoSeriousAxeViolations(page);

  // It is listed on my pages, under the nav's "Sparade varukorgar"; the same name twice is refused beside the field.
  await page.getByRole("navigation", { name: "Mina sidor" }).getByRole("link", { name: "Sparade varukorgar" }).click();
  await expect(page).toHaveURL(/\/mina-sidor\/sparade-varukorgar$/);
  const own = page.getByRole("region", { name: "Mina sparade varukorgar" });
  await expect(own.getByRole("row", { name: new RegExp(`${name}.*Delad`) })).toBeVisible();
  if (javaScriptEnabled) await expectNoSeriousAxeViolations(page);
  const listForm = page.getByRole("form", { name: "Spara nuvarande varukorg" });
  await listForm.getByLabel("Namn på varukorgen").fill(name.toUpperCase());
  await listForm.getByRole("button", { name: "Spara varukorg" }).click();
  await expect(page.getByText("Du har redan en sparad varukorg med det namnet. Välj ett annat namn.")).toBeVisible();
  await expect(page.getByLabel("Namn på varukorgen")).toHaveAttribute("aria-invalid", "true");

  // The cart moves on; restoring replaces it with the saved lines and labels.
  const cartNow = await cartOf(request, token, [
    { articleNumber: ARTICLES.ladder.number, quantity: 1, deliveryId: "DBI" },
  ]);
  await page.goto("/mina-sidor/sparade-varukorgar");
  await page.getByRole("region", { name: "Mina sparade varukorgar" }).getByRole("link", { name }).click();
  await page.getByRole("button", { name: "Ersätt min varukorg med den här" }).click();
  await expect(page.getByText(`Varukorgen är ersatt med ”${name}”: 2 rader lades i varukorgen.`)).toBeVisible();
  expect(await cartNow()).toEqual([
    [ARTICLES.cable.number, 2, "Hus 1"],
    [ARTICLES.duct.number, 3, ""],
  ]);
  await page.getByRole("region", { name: "Använd varukorgen" }).getByRole("link", { name: "Till varukorgen" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(ARTICLES.cable.name).first()).toBeVisible();

  // A colleague of the same customer sees it shared, read-only, and copies it into a saved cart of his own.
  const colleague = await activatedBuyer(request, {
    prefix: "sparad-kollega",
    creator: "admin@demo.se",
    firstName: "Kalle",
    lastName: "Kollega",
  });
  const colleaguePage = await pageAs(
    browser,
    javaScriptEnabled,
    colleague.email,
    colleague.password,
    "/mina-sidor/sparade-varukorgar",
  );
  const shared = colleaguePage.getByRole("region", { name: "Delade av kollegor" });
  await expect(shared.getByRole("row", { name: new RegExp(`${name}.*Sara Sparsam`) })).toBeVisible();
  await shared.getByRole("link", { name }).click();
  await expect(colleaguePage.getByText("Sara Sparsam har delat den här varukorgen.", { exact: false })).toBeVisible();
  await expect(colleaguePage.getByRole("button", { name: "Spara ändringar" })).toHaveCount(0);
  await expect(colleaguePage.getByRole("button", { name: "Ta bort den sparade varukorgen" })).toHaveCount(0);
  if (javaScriptEnabled) await expectNoSeriousAxeViolations(colleaguePage);
  await colleaguePage.getByRole("button", { name: "Kopiera till mina sparade varukorgar" }).click();
  await expect(colleaguePage.getByRole("heading", { level: 1, name: `Kopia av ${name}` })).toBeVisible();
  await expect(colleaguePage.getByRole("button", { name: "Spara ändringar" })).toBeVisible();
  await expect(
    colleaguePage
      .getByRole("region", { name: "Utkörning" })
      .getByRole("row", { name: new RegExp(ARTICLES.cable.number) }),
  ).toBeVisible();
});

test("the demo buyer's saved carts are on his my pages", async ({ page }) => {
  await signInThroughForm(page, { email: "buyer@demo.se", redirectTo: "/mina-sidor/sparade-varukorgar" });
  const own = page.getByRole("region", { name: "Mina sparade varukorgar" });
  await expect(own.getByRole("link", { name: "Kabeldragning Storgatan 12" })).toBeVisible();
  await expect(own.getByRole("link", { name: "Påfyllning servicebilen" })).toBeVisible();
  // Both pages are valid HTML (the cart page's form is checked by html-validity.spec.ts).
  for (const path of ["/mina-sidor/sparade-varukorgar", "/mina-sidor/sparade-varukorgar/SVK-DE00000001"]) {
    const answer = await page.request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(await htmlErrors(await answer.text()), path).toEqual([]);
  }
});

test("a buyer without order rights reads a shared saved cart but is offered no restore", async ({ page, request }) => {
  const noOrder = await activatedBuyer(request, {
    prefix: "sparad-ejorder",
    creator: "admin@demo.se",
    firstName: "Olle",
    lastName: "Orderlös",
    denials: ["EJ_ORDER"],
  });
  // The demo buyer's shared saved cart (workers/commerce/src/seed/saved-carts.ts).
  await signInThroughForm(page, {
    email: noOrder.email,
    password: noOrder.password,
    redirectTo: "/mina-sidor/sparade-varukorgar/SVK-DE00000001",
  });
  await expect(page.getByRole("heading", { level: 1, name: "Kabeldragning Storgatan 12" })).toBeVisible();
  await expect(page.getByText("Du saknar rätt att beställa")).toBeVisible();
  await expect(page.getByRole("button", { name: "Ersätt min varukorg med den här" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Lägg till i min varukorg" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Kopiera till mina sparade varukorgar" })).toBeVisible();
});

test("a buyer adds a saved cart to the cart he has, renames it, stops sharing it and deletes it", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const suffix = `${javaScriptEnabled ? "js" : "nojs"} ${Math.random().toString(36).slice(2, 7)}`;
  const [name, renamed] = [`Etapp 2 ${suffix}`, `Etapp 2 plan 3 ${suffix}`];
  const buyer = await activatedBuyer(request, {
    prefix: "sparad-andra",
    creator: "admin@demo.se",
    firstName: "Maja",
    lastName: "Mergel",
  });
  const token = await buyer.token();
  await cartOf(request, token, [
    { articleNumber: ARTICLES.cable.number, quantity: 2, deliveryId: "DBI", label: "Plan 3" },
  ]);
  await signInThroughForm(page, {
    email: buyer.email,
    password: buyer.password,
    redirectTo: "/mina-sidor/sparade-varukorgar",
  });
  const listForm = page.getByRole("form", { name: "Spara nuvarande varukorg" });
  await listForm.getByLabel("Namn på varukorgen").fill(name);
  await listForm.getByLabel("Dela med kollegor hos kunden").check();
  await listForm.getByRole("button", { name: "Spara varukorg" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  // The cart has moved on: "Lägg till" keeps what is in it and adds the saved line with its label.
  const cartNow = await cartOf(request, token, [
    { articleNumber: ARTICLES.duct.number, quantity: 1, deliveryId: "DBI" },
  ]);
  await page.getByRole("button", { name: "Lägg till i min varukorg" }).click();
  await expect(page.getByText(`”${name}” är tillagd i varukorgen: 1 rad.`)).toBeVisible();
  expect((await cartNow()).sort()).toEqual(
    [
      [ARTICLES.cable.number, 2, "Plan 3"],
      [ARTICLES.duct.number, 1, ""],
    ].sort(),
  );

  // A new name, no longer shared: the list says so.
  const edit = page.getByRole("region", { name: "Namn och delning" });
  await edit.getByLabel("Namn på varukorgen").fill(renamed);
  await edit.getByLabel("Dela med kollegor hos kunden").uncheck();
  await edit.getByRole("button", { name: "Spara ändringar" }).click();
  await expect(page.getByText("Ändringarna är sparade.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  await page.getByRole("link", { name: "Alla sparade varukorgar" }).click();
  const own = page.getByRole("region", { name: "Mina sparade varukorgar" });
  await expect(own.getByRole("row", { name: new RegExp(`${renamed}.*Privat`) })).toBeVisible();

  // Deleted: gone from the list, and its address answers that it is not there.
  await own.getByRole("link", { name: renamed }).click();
  await expect(page).toHaveURL(/\/mina-sidor\/sparade-varukorgar\/SVK-[0-9A-F]{10}$/);
  const address = page.url();
  await page.getByRole("button", { name: "Ta bort den sparade varukorgen" }).click();
  await expect(page).toHaveURL(/\/mina-sidor\/sparade-varukorgar$/);
  await expect(page.getByText(`”${renamed}” är borttagen.`)).toBeVisible();
  await expect(own.getByRole("link", { name: renamed })).toHaveCount(0);
  const gone = await page.goto(address);
  expect(gone?.status()).toBe(404);
});
