/**
 * Saved product configurations (issue 17): save the configurator's choices under a name, find them on my pages,
 * reopen them, put the article they lead to in the cart and delete them; another buyer never sees them.
 * The save form is the configurator's; here its fields are posted as the form posts them.
 */
import { expect, test } from "./support/test";
import { commerceUrl, logIn } from "./support/accounts";
import { freshBuyer } from "./support/accounts-extra";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { dataLayerEvents } from "./support/data-layer";
import {
  configurableArticle,
  configuratorPath,
  csrfTokenOf,
  postSaveForm,
  SAVED_CONFIGURATIONS_PAGE,
  stockholmToday,
} from "./support/saved-configurations";

// Runs with JavaScript on and off (playwright.config.ts projects "js" and "no-js").

test("a buyer saves a configuration, reopens it from my pages, puts it in the cart and deletes it", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const buyer = await freshBuyer(request, "konfig");
  const article = await configurableArticle(request, await buyer.token());
  await logIn(page, buyer.email, buyer.password, SAVED_CONFIGURATIONS_PAGE);
  await expect(page.getByText("Du har inga sparade produktkonfigurationer ännu.", { exact: false })).toBeVisible();
  if (javaScriptEnabled) await expectNoSeriousAxeViolations(page);

  const name = `Kabelstege plan ${Date.now().toString(36)}`;
  const returnTo = configuratorPath(article);
  const saved = await postSaveForm(page, {
    csrf: await csrfTokenOf(page),
    name,
    productId: article.productId,
    returnTo,
    selections: article.selections,
  });
  expect(saved.status()).toBe(303);
  expect(saved.headers().location).toBe(returnTo);
  await page.goto(returnTo);
  await expect(page.getByText("Konfigurationen sparades")).toBeVisible();

  await page.goto("/mina-sidor");
  await page
    .getByRole("navigation", { name: "Mina sidor" })
    .getByRole("link", { name: "Produktkonfigurationer" })
    .click();
  await expect(page).toHaveURL(new RegExp(`${SAVED_CONFIGURATIONS_PAGE}$`));
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
  await expect(row).toContainText(article.productName);
  await expect(row).toContainText(
    Object.entries(article.selections)
      .map(([k, v]) => `${k}: ${v}`)
      .join(", "),
  );
  await expect(row).toContainText(stockholmToday());
  await expect(row.getByRole("link", { name: article.name })).toBeVisible();
  await expect(row).toContainText(article.articleNumber);
  if (javaScriptEnabled) {
    await expectNoSeriousAxeViolations(page);
    await expect
      .poll(async () => (await dataLayerEvents(page, "view_item_list")).map((e) => JSON.stringify(e)).join())
      .toContain(`"list":"product_configuration_result_list"`);
  }

  await row.getByRole("link", { name: `Öppna ${name}` }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/produkt/${article.variantSlug}`);
  const reopened = new URL(page.url());
  for (const [attribute, value] of Object.entries(article.selections))
    expect(reopened.searchParams.get(`val.${attribute}`)).toBe(value);

  await page.goto(SAVED_CONFIGURATIONS_PAGE);
  await row.getByRole("spinbutton", { name: "Antal" }).fill("2");
  await row.getByRole("button", { name: "Lägg i varukorg" }).click();
  if (javaScriptEnabled) {
    await expect(row.getByRole("status")).toBeVisible();
    await expect
      .poll(async () => (await dataLayerEvents(page, "add_to_cart")).map((e) => JSON.stringify(e)).join())
      .toContain(`"list":"product_configuration_result_list"`);
  } else {
    await expect(page).toHaveURL((url) => url.pathname === `/produkt/${article.variantSlug}`);
    await expect(page.getByText(new RegExp(`2 .*${article.name}`)).first()).toBeVisible();
  }
  await page.goto("/cart");
  await expect(page.getByRole("link", { name: article.name })).toBeVisible();

  await page.goto(SAVED_CONFIGURATIONS_PAGE);
  // The confirmation is a disclosure: opened first, then confirmed.
  await row.getByText("Ta bort", { exact: true }).click();
  await row.getByRole("button", { name: `Ja, ta bort ${name}` }).click();
  await expect(page.getByText("Konfigurationen togs bort.")).toBeVisible();
  await expect(page.getByRole("rowheader", { name })).toHaveCount(0);
  await expect(page.getByText("Du har inga sparade produktkonfigurationer ännu.", { exact: false })).toBeVisible();
});

test("another buyer of the same customer does not see a saved configuration", async ({
  page,
  browser,
  request,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const owner = await freshBuyer(request, "konfig-agare");
  // One service token per buyer: the e2e stack has reset connections under a burst of sign-ins.
  const ownerToken = await owner.token();
  const article = await configurableArticle(request, ownerToken);
  await logIn(page, owner.email, owner.password, SAVED_CONFIGURATIONS_PAGE);
  const name = `Bara min ${Date.now().toString(36)}`;
  const saved = await postSaveForm(page, {
    csrf: await csrfTokenOf(page),
    name,
    productId: article.productId,
    returnTo: SAVED_CONFIGURATIONS_PAGE,
    selections: article.selections,
  });
  expect(saved.status()).toBe(303);
  await page.goto(SAVED_CONFIGURATIONS_PAGE);
  await expect(page.getByRole("rowheader", { name })).toBeVisible();

  const colleague = await freshBuyer(request, "konfig-kollega");
  const other = await browser.newContext({ javaScriptEnabled });
  const otherPage = await other.newPage();
  await logIn(otherPage, colleague.email, colleague.password, SAVED_CONFIGURATIONS_PAGE);
  await expect(otherPage.getByText("Du har inga sparade produktkonfigurationer ännu.", { exact: false })).toBeVisible();
  await expect(otherPage.getByRole("rowheader", { name })).toHaveCount(0);
  // Nor through the service: the owner's id answers 404 to anyone else.
  const ownerList = await request.get(`${commerceUrl}/v1/configurations`, {
    headers: { Authorization: `Bearer ${ownerToken}` },
  });
  const [{ id }] = ((await ownerList.json()) as { configurations: { id: string }[] }).configurations;
  const foreign = await request.get(`${commerceUrl}/v1/configurations/${id}`, {
    headers: { Authorization: `Bearer ${await colleague.token()}` },
  });
  expect(foreign.status()).toBe(404);
  await other.close();
});

test("the save action keeps the buyer on the shop, explains a bad name and sends visitors to the login", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const buyer = await freshBuyer(request, "konfig-fel");
  const buyerToken = await buyer.token();
  const article = await configurableArticle(request, buyerToken);
  await logIn(page, buyer.email, buyer.password, SAVED_CONFIGURATIONS_PAGE);
  const csrf = await csrfTokenOf(page);
  const fields = { csrf, productId: article.productId, selections: article.selections };

  // Another site as the way back is refused: the buyer lands on his saved configurations instead.
  const offSite = await postSaveForm(page, { ...fields, name: "Från annan sajt", returnTo: "https://evil.example/x" });
  expect(offSite.status()).toBe(303);
  expect(offSite.headers().location).toBe(SAVED_CONFIGURATIONS_PAGE);

  // A blank name: the form again with the error beside the field and the choices kept.
  const blank = await postSaveForm(page, { ...fields, name: "   ", returnTo: configuratorPath(article) });
  expect(blank.status()).toBe(400);
  const html = await blank.text();
  expect(html).toContain("Ange ett namn på högst 100 tecken.");
  expect(html).toMatch(/aria-invalid="true"/);
  for (const [attribute, value] of Object.entries(article.selections))
    expect(html).toContain(`name="val.${attribute}" value="${value}"`);

  // Choices the product does not have: the service's reason, nothing saved.
  const wrong = await postSaveForm(page, {
    ...fields,
    name: "Fel dimension",
    returnTo: SAVED_CONFIGURATIONS_PAGE,
    selections: { ...article.selections, Dimension: "999 mm" },
  });
  expect(wrong.status()).toBe(422);
  expect(await wrong.text()).toContain("har inget värde");

  // Without a session the save leads to the login, and from there back to the configurator.
  await page.context().clearCookies();
  const visitor = await postSaveForm(page, { ...fields, name: "Besökare", returnTo: configuratorPath(article) });
  expect(visitor.status()).toBe(303);
  expect(visitor.headers().location).toBe(
    `/logga-in?${new URLSearchParams({ redirectTo: configuratorPath(article) })}`,
  );
  const list = await request.get(`${commerceUrl}/v1/configurations`, {
    headers: { Authorization: `Bearer ${buyerToken}` },
  });
  expect(((await list.json()) as { configurations: { name: string }[] }).configurations.map((c) => c.name)).toEqual([
    "Från annan sajt",
  ]);
});
