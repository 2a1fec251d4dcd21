/**
 * The product configurator on a breaker's page, with and without JavaScript: narrow the family step by step (an
 * unavailable choice is marked, not hidden) to exactly one article, add it to the cart, and reopen the choices
 * from the URL.
 */
import { expect, test, type Locator, type Page } from "./support/test";
import { CONFIGURATOR_FAMILIES } from "../../workers/commerce/src/seed/families";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { dataLayerEvents } from "./support/data-layer";
import { signInFreshBuyer } from "./support/fresh-buyer";
import { PRICE_PATTERN } from "./support/login";

const BREAKER = CONFIGURATOR_FAMILIES.breaker;
const PAGE = `/produkt/${BREAKER.variantSlug}`;

test.describe.configure({ timeout: 90_000 });

function configurator(page: Page): Locator {
  return page.getByRole("region", { name: "Välj utförande" });
}

function option(page: Page, step: string, value: string): Locator {
  return configurator(page).getByRole("group", { name: step }).getByRole("radio", { name: value, exact: true });
}

/** With JS a choice updates the page in place; without it, 'Visa artiklar' sends the GET form. */
async function choose(page: Page, step: string, value: string, javaScriptEnabled: boolean) {
  const radio = option(page, step, value);
  await radio.check();
  if (!javaScriptEnabled) await configurator(page).getByRole("button", { name: "Visa artiklar" }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get(`val.${step}`) === value);
  await expect(option(page, step, value)).toBeChecked();
  // The radio is the same element after the update: focus stays where the buyer is.
  if (javaScriptEnabled) await expect(radio).toBeFocused();
}

test("configure a breaker to one article, add it to the cart and reopen the choices from the URL", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  await signInFreshBuyer(page, request, PAGE);
  const section = configurator(page);
  await expect(section.getByText(`${BREAKER.articleCount} artiklar matchar dina val.`)).toBeVisible();
  await expect(section.getByRole("group")).toHaveCount(3);
  // With JavaScript the choices apply at once: the form's button goes once the configurator is live.
  await expect(section.getByRole("button", { name: "Visa artiklar" })).toHaveCount(javaScriptEnabled ? 0 : 1);
  // The disabled attribute sequence entries (Artikelgrupp) and attributes without choice are not offered.
  await expect(section.getByRole("group", { name: "Artikelgrupp" })).toHaveCount(0);

  await choose(page, "Poler", "2", javaScriptEnabled);
  await expect(section.getByText("10 artiklar matchar dina val.")).toBeVisible();
  // D-characteristic does not come as 2-pole: shown, marked and not choosable.
  const unavailable = option(page, "Karakteristik", "D (ej tillgänglig)");
  await expect(unavailable).toBeVisible();
  await expect(unavailable).toBeDisabled();
  await expect(section.locator('[data-list="configurator_result_list"] [data-item]')).toHaveCount(10);

  await choose(page, "Karakteristik", "C", javaScriptEnabled);
  await expect(option(page, "Märkström", "32 A (ej tillgänglig)")).toBeDisabled();
  await choose(page, "Märkström", "16 A", javaScriptEnabled);
  await expect(section.getByText("1 artikel matchar dina val.")).toBeVisible();
  await expect(section.getByText(`Din konfiguration motsvarar artikel ${BREAKER.articleNumber}:`)).toBeVisible();
  await expect(section.locator(".notice--success").getByRole("link", { name: BREAKER.name })).toHaveAttribute(
    "href",
    PAGE,
  );

  const row = section.locator(`[data-item="${BREAKER.articleNumber}"]`);
  await expect(row).toContainText(PRICE_PATTERN);
  await expect(row).toContainText(/I lager|Beställningsvara|Leverans|Beräknas/);
  if (javaScriptEnabled) {
    // axe runs as a script in the page, so only where scripts run (the markup is the same without).
    await expectNoSeriousAxeViolations(page);
    const lists = await dataLayerEvents(page, "view_item_list");
    expect(JSON.stringify(lists)).toContain("configurator_result_list");
  }

  await row.getByLabel("Antal").fill("2");
  await row.getByRole("button", { name: "Lägg i varukorg" }).click();
  await expect(page.getByText(`2 st av ${BREAKER.name} har lagts i varukorgen.`)).toBeVisible();
  // Without JS the answer is the article's page with the same configuration.
  await expect(option(page, "Märkström", "16 A")).toBeChecked();
  if (javaScriptEnabled) {
    await expect
      .poll(async () => JSON.stringify(await dataLayerEvents(page, "add_to_cart")))
      .toContain('"list":"configurator_result_list"');
  }

  await page.goto("/cart");
  await expect(page.getByRole("link", { name: BREAKER.name }).first()).toBeVisible();

  // A configuration is a link: the choices come back, and nonsense in the query is ignored.
  await page.goto(
    `${PAGE}?val.Poler=2&val.Karakteristik=C&val.M%C3%A4rkstr%C3%B6m=16%20A&val.Poler=9&val.F%C3%A4rg=Vit`,
  );
  await expect(option(page, "Poler", "2")).toBeChecked();
  await expect(option(page, "Karakteristik", "C")).toBeChecked();
  await expect(option(page, "Märkström", "16 A")).toBeChecked();
  await expect(configurator(page).getByText("1 artikel matchar dina val.")).toBeVisible();

  // 'Rensa val' starts over.
  await configurator(page).getByRole("link", { name: "Rensa val" }).click();
  await expect(page).toHaveURL(PAGE);
  await expect(option(page, "Poler", "Valfri")).toBeChecked();
  await expect(configurator(page).getByText(`${BREAKER.articleCount} artiklar matchar dina val.`)).toBeVisible();
});

test("a combination that does not exist lists nothing and says so; a visitor sees no prices", async ({ page }) => {
  await page.goto(`${PAGE}?val.Poler=1&val.M%C3%A4rkstr%C3%B6m=32%20A`);
  const section = configurator(page);
  await expect(section.getByText("Ingen artikel matchar dina val. Ändra eller rensa ett val.")).toBeVisible();
  await expect(section.locator("[data-item]")).toHaveCount(0);
  await page.goto(`${PAGE}?val.Poler=3&val.Karakteristik=D`);
  await expect(section.getByText("7 artiklar matchar dina val.")).toBeVisible();
  const rows = section.locator("[data-item]");
  await expect(rows).toHaveCount(7);
  await expect(rows.first().getByRole("link", { name: "Logga in för att se ditt pris" })).toBeVisible();
  await expect(section).not.toContainText(PRICE_PATTERN);
});

test("save a configuration in the configurator and reopen it from my pages", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  await signInFreshBuyer(page, request, `${PAGE}?val.Poler=2&val.Karakteristik=C`);
  const section = configurator(page);
  await expect(section.getByText("1 artikel matchar dina val.")).toHaveCount(0);
  const form = section.getByRole("group", { name: "Spara konfiguration" });
  await form.getByRole("textbox", { name: "Namn på konfigurationen" }).fill("Elcentral Storgatan 2");
  await form.getByRole("button", { name: "Spara konfiguration" }).click();
  // Back on the same choices, with the toast.
  await expect(page.getByText("Konfigurationen sparades")).toBeVisible();
  await expect(option(page, "Karakteristik", "C")).toBeChecked();
  expect(javaScriptEnabled || new URL(page.url()).searchParams.get("val.Poler") === "2").toBe(true);

  await page.goto("/mina-sidor/produktkonfigurationer");
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Elcentral Storgatan 2" }) });
  await expect(row).toContainText("Poler: 2");
  await expect(row).toContainText("Karakteristik: C");
  await row.getByRole("link", { name: "Öppna Elcentral Storgatan 2" }).click();
  await expect(option(page, "Poler", "2")).toBeChecked();
  await expect(option(page, "Karakteristik", "C")).toBeChecked();
  await expect(option(page, "Märkström", "Valfri")).toBeChecked();
});
