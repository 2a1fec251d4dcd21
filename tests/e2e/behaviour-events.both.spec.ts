import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "./support/test";
import { e2ePorts } from "./ports.mjs";
import { ARTICLES } from "./support/checkout";
import { signInFreshBuyer } from "./support/fresh-buyer";

// Behaviour events to the search service (content spec sections 5 and 9), read back from the commerce
// service's development entry. Runs with and without JavaScript: add to cart and purchase are sent by
// the server actions, so they are recorded either way.
const shopUrl = `http://127.0.0.1:${e2ePorts.storefrontPort}`;
const commerceUrl = `http://127.0.0.1:${e2ePorts.commercePort}`;
const DUCT = ARTICLES.duct;

interface StoredEvent {
  type: string;
  articleNumber: string;
  quantity: number | null;
  orderId: string | null;
  userId: string | null;
}

async function consentTo(context: BrowserContext, value: string) {
  await context.addCookies([{ name: "samtycke", value, url: shopUrl }]);
}

async function trackingIdCookie(context: BrowserContext): Promise<string | null> {
  return (await context.cookies(shopUrl)).find((c) => c.name === "sparnings_id")?.value ?? null;
}

async function storedEvents(request: APIRequestContext, trackingId: string): Promise<StoredEvent[]> {
  let events: StoredEvent[] = [];
  // A connection the busy local stack resets is asked again; a wrong answer still fails.
  await expect(async () => {
    const response = await request.get(`${commerceUrl}/__dev/behaviour-events?trackingId=${trackingId}`);
    expect(response.ok()).toBe(true);
    events = ((await response.json()) as { events: StoredEvent[] }).events;
  }).toPass({ timeout: 15_000 });
  return events;
}

/** No tag manager is reachable offline: its script answers empty, so a consent that loads it loads nothing. */
async function quietTagManager(page: Page) {
  await page.route(/googletagmanager\.com/, (route) =>
    route.fulfill({ status: 200, contentType: "application/javascript", body: "" }),
  );
}

async function addDuctFromProductPage(page: Page, quantity: number) {
  await page.goto(`/search?q=${DUCT.number}`);
  await expect(page.getByRole("heading", { level: 1, name: DUCT.name })).toBeVisible();
  await page.getByLabel("Antal").fill(String(quantity));
  await page.getByRole("button", { name: "Lägg i varukorg" }).click();
  await expect(page.getByText(`${quantity} m av ${DUCT.name} har lagts i varukorgen.`)).toBeVisible();
}

test("with statistics consent, add to cart and the placed order are stored for the device", async ({
  page,
  context,
  request,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  await quietTagManager(page);
  await consentTo(context, "v1.s1.m0");
  await signInFreshBuyer(page, request, "/");
  await addDuctFromProductPage(page, 3);

  // The device's id: set by the browser module with JS, by the add action's answer without.
  const trackingId = await trackingIdCookie(context);
  expect(trackingId).toMatch(/^[A-Za-z0-9_-]{21}$/);
  if (javaScriptEnabled)
    expect(await page.evaluate(() => window.localStorage.getItem("shop.trackingId"))).toBe(trackingId);

  await page.goto("/cart");
  await page.getByRole("link", { name: "Till leverans" }).click();
  await expect(page).toHaveURL(/\/delivery$/);
  await page.locator("#address-DBI-new").check();
  await page.locator("#new-DBI-name").fill("Bygg & El AB");
  await page.locator("#new-DBI-recipientName").fill("Anna Andersson");
  await page.locator("#new-DBI-address1").fill("Storgatan 12");
  await page.locator("#new-DBI-postalCode").fill("114 55");
  await page.locator("#new-DBI-postalAddress").fill("Stockholm");
  await page.getByRole("button", { name: "Till sammanfattning" }).click();
  await expect(page).toHaveURL(/\/summary$/);
  await page.getByRole("button", { name: "Skicka order" }).click();
  await expect(page).toHaveURL(/\/checkout-success-page$/);
  const placed = page.getByRole("listitem").filter({ hasText: /^Utkörning: ordernummer WEB-[0-9A-F]+$/ });
  await expect(placed).toBeVisible();
  const orderNumber = /WEB-[0-9A-F]+/.exec((await placed.textContent()) ?? "")![0];

  // Sent after each answer (waitUntil), so they may land a moment later.
  await expect
    .poll(async () =>
      (await storedEvents(request, trackingId!)).map((e) => [e.type, e.articleNumber, e.quantity, e.orderId]),
    )
    .toEqual([
      ["addtocart", DUCT.number, 3, null],
      ["purchase", DUCT.number, 3, orderNumber],
    ]);
  const events = await storedEvents(request, trackingId!);
  expect(events.every((e) => e.userId !== null && e.userId === events[0].userId)).toBe(true);
});

test("with only necessary consent nothing is sent and no tracking id is set", async ({ page, context, request }) => {
  test.setTimeout(60_000);
  await signInFreshBuyer(page, request, "/");
  await addDuctFromProductPage(page, 2);
  expect(await trackingIdCookie(context)).toBeNull();
  expect(await page.evaluate(() => window.localStorage.getItem("shop.trackingId")).catch(() => null)).toBeNull();

  // An id left from an earlier consent is not used either once statistics are declined.
  const leftover = "leftoverdeviceid12345";
  await context.addCookies([{ name: "sparnings_id", value: leftover, url: shopUrl }]);
  await addDuctFromProductPage(page, 1);
  await page.goto("/cart");
  expect(await storedEvents(request, leftover)).toEqual([]);
});

test("a product opened from the search results records a click", async ({
  page,
  context,
  request,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the click is reported by the browser module (a beacon)");
  await quietTagManager(page);
  await consentTo(context, "v1.s1.m0");
  await page.goto(`/search?q=${encodeURIComponent("kabelkanal")}`);
  const list = page.locator('[data-list="search_result_list"]');
  const card = list.locator(".product-card").first();
  const articleNumber = (await card.getAttribute("data-item"))!;
  expect(articleNumber).toMatch(/^\d+$/);
  await expect.poll(() => trackingIdCookie(context)).toMatch(/^[A-Za-z0-9_-]{21}$/);
  const trackingId = (await trackingIdCookie(context))!;
  await card.getByRole("heading", { level: 3 }).getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/produkt/.*${articleNumber}$`));
  await expect
    .poll(async () => (await storedEvents(request, trackingId)).map((e) => [e.type, e.articleNumber, e.userId]))
    .toEqual([["click", articleNumber, null]]);
});
