import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { ARTICLES } from "./support/checkout";
import { dataLayerEvents } from "./support/data-layer";
import { outboxMail, placeOrderViaService } from "./support/orders";
import { signIn, trackingBuyer } from "./support/tracking-buyers";
import { e2ePorts } from "./ports.mjs";

/**
 * Order follow-up on the order page, with JavaScript and without: ask about the order (the mail lands in the
 * outbox), e-mail the order documents with a message, and order again (the lines into the cart, a store pickup's
 * store-only article into its pickup delivery). Each test has a buyer of its own, so carts and orders are never shared.
 */

const commerceUrl = `http://127.0.0.1:${e2ePorts.commercePort}`;
const CUSTOMER_SERVICE = "kundtjanst@demo-butik.se";

test("ask about an order: Swedish errors next to the fields, then the question reaches customer service", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  // axe over the whole page and two posts: on a loaded machine this takes longer than most tests.
  test.slow();
  const buyer = await trackingBuyer(request);
  const orderId = await placeOrderViaService(request, buyer.token, "DBI", [
    { articleNumber: ARTICLES.cable.number, quantity: 2 },
  ]);
  await signIn(page, buyer, `/mina-sidor/orderhistorik/${orderId}`);
  await expect(page.getByRole("heading", { name: `Order ${orderId}` })).toBeVisible();

  const inquiry = page.getByRole("region", { name: "Fråga om ordern" });
  await inquiry.getByRole("button", { name: "Skicka frågan" }).click();
  await expect(inquiry.getByText("Välj vad frågan gäller.")).toBeVisible();
  await expect(inquiry.getByText("Skriv din fråga.")).toBeVisible();
  await expect(inquiry.getByLabel("Vad gäller frågan?")).toHaveAttribute("aria-invalid", "true");
  await expect(inquiry.getByLabel("Din fråga")).toHaveAttribute("aria-invalid", "true");
  // The whole order page, with the follow-up forms and their error messages showing (axe runs in page scripts).
  if (javaScriptEnabled) await expectNoSeriousAxeViolations(page);

  const question = `En kartong kabel saknas i leveransen ${Date.now().toString(36)}.`;
  await inquiry.getByLabel("Vad gäller frågan?").selectOption({ label: "Leverans" });
  await inquiry.getByLabel("Din fråga").fill(question);
  await inquiry.getByRole("button", { name: "Skicka frågan" }).click();
  await expect(inquiry.getByText(`Din fråga är skickad till kundtjänst.`)).toBeVisible();
  await expect(inquiry.getByLabel("Din fråga")).toHaveValue("");

  const mail = await outboxMail(request, (m) => m.to === CUSTOMER_SERVICE && m.body.includes(question));
  expect(mail.subject).toBe(`Förfrågan om order ${orderId}: Leverans`);
  expect(mail.body).toContain(buyer.email);
});

test("a question longer than allowed is refused with the limit named, and nothing is sent", async ({
  page,
  request,
}) => {
  const buyer = await trackingBuyer(request);
  const orderId = await placeOrderViaService(request, buyer.token, "DBI", [
    { articleNumber: ARTICLES.duct.number, quantity: 1 },
  ]);
  await signIn(page, buyer, `/mina-sidor/orderhistorik/${orderId}`);
  const inquiry = page.getByRole("region", { name: "Fråga om ordern" });
  const message = inquiry.getByLabel("Din fråga");
  // The browser keeps to the field's maxlength; the server's own limit is what is under test.
  await message.evaluate((field) => field.removeAttribute("maxlength"));
  const marker = `lång-${Date.now().toString(36)}`;
  await inquiry.getByLabel("Vad gäller frågan?").selectOption({ label: "Övrigt" });
  await message.fill(`${marker} ${"x".repeat(2001)}`);
  await inquiry.getByRole("button", { name: "Skicka frågan" }).click();
  await expect(inquiry.getByText("Frågan får vara högst 2000 tecken.")).toBeVisible();
  await expect(message).toHaveAttribute("aria-invalid", "true");
  const mails = (await (await request.get(`${commerceUrl}/__dev/outbox`)).json()) as { body: string }[];
  expect(mails.some((m) => m.body.includes(marker))).toBe(false);
});

test("e-mail the order documents with a message: the confirmation names the buyer's address", async ({
  page,
  request,
}) => {
  const buyer = await trackingBuyer(request);
  const orderId = await placeOrderViaService(request, buyer.token, "DBI", [
    { articleNumber: ARTICLES.ladder.number, quantity: 1 },
  ]);
  await signIn(page, buyer, `/mina-sidor/orderhistorik/${orderId}`);
  const note = `Till ekonomiavdelningen ${Date.now().toString(36)}`;
  await page.getByLabel("Meddelande (valfritt)").fill(note);
  await page.getByRole("button", { name: "Mejla orderbekräftelsen" }).click();
  await expect(page.getByText(`Orderbekräftelsen har skickats till ${buyer.email}.`)).toBeVisible();
  const mail = await outboxMail(request, (m) => m.to === buyer.email && m.body.includes(note));
  expect(mail.subject).toBe(`Orderbekräftelse ${orderId}`);
});

test("e-mail the order documents past the hourly limit: a Swedish message beside the form, the note kept", async ({
  page,
  request,
}) => {
  const buyer = await trackingBuyer(request);
  const orderId = await placeOrderViaService(request, buyer.token, "DBI", [
    { articleNumber: ARTICLES.ladder.number, quantity: 1 },
  ]);
  // The service mails at most 10 order documents per user and hour: the first ten go straight to it.
  for (let i = 0; i < 10; i++) {
    const sent = await request.post(`${commerceUrl}/orders/${orderId}/documents/email`, {
      headers: { Authorization: `Bearer ${buyer.token}` },
      data: {},
    });
    expect(sent.status()).toBe(202);
  }
  await signIn(page, buyer, `/mina-sidor/orderhistorik/${orderId}`);
  const note = `En gång till ${Date.now().toString(36)}`;
  await page.getByLabel("Meddelande (valfritt)").fill(note);
  await page.getByRole("button", { name: "Mejla orderbekräftelsen" }).click();
  await expect(
    page.getByText("Du har mejlat många orderbekräftelser den senaste timmen. Försök igen om en stund."),
  ).toBeVisible();
  await expect(page.getByLabel("Meddelande (valfritt)")).toHaveValue(note);
});

test("order again of a store pickup: every line goes back into a pickup delivery, the store-only article too", async ({
  page,
  request,
}) => {
  const buyer = await trackingBuyer(request);
  // 1000185 is sold only in stores: it cannot be driven out, but a pickup delivery (EXH) takes it (#44). Ordered again,
  // the lines go back to the order's own pickup delivery, so nothing is left out and nothing needs naming.
  const orderId = await placeOrderViaService(request, buyer.token, "EXH", [
    { articleNumber: ARTICLES.cable.number, quantity: 3 },
    { articleNumber: ARTICLES.onlyStore.number, quantity: 1 },
  ]);
  const order = (await (
    await request.get(`${commerceUrl}/orders/${orderId}`, { headers: { Authorization: `Bearer ${buyer.token}` } })
  ).json()) as { items: { articleNumber: string; name: string }[] };
  const onlyStoreName = order.items.find((i) => i.articleNumber === ARTICLES.onlyStore.number)!.name;

  await signIn(page, buyer, `/mina-sidor/orderhistorik/${orderId}`);
  await page.getByRole("button", { name: "Beställ igen" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/cart");
  await expect(page.getByText(`Raderna från order ${orderId} har lagts i varukorgen (2 st).`)).toBeVisible();
  await expect(page.getByText("Kunde inte läggas i varukorgen")).toHaveCount(0);
  // One delivery, the store pickup, with both lines; the store-only line is not flagged as impossible to order.
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Leverans 1: Leverans till butik" })).toBeVisible();
  await expect(main.getByRole("heading", { name: /^Leverans 2:/ })).toHaveCount(0);
  const lines = main.getByRole("table", { name: "Artiklar i leverans 1" });
  await expect(lines.getByText(ARTICLES.cable.name).first()).toBeVisible();
  await expect(lines.getByText(onlyStoreName).first()).toBeVisible();
  await expect(main.getByText("Artikeln kan inte beställas på det här sättet.")).toHaveCount(0);

  if (test.info().project.name === "js") {
    await expect.poll(async () => (await dataLayerEvents(page, "add_to_cart")).length).toBe(1);
    const [event] = await dataLayerEvents(page, "add_to_cart");
    expect(event).toMatchObject({
      event: "add_to_cart",
      pageType: "historic_order_list",
      list: "historic_order_list",
      cartQuantity: 4,
      ecommerce: {
        add: {
          actionField: { list: "historic_order_list" },
          products: expect.arrayContaining([
            expect.objectContaining({ variant: ARTICLES.cable.number, quantity: 3 }),
            expect.objectContaining({ variant: ARTICLES.onlyStore.number, quantity: 1 }),
          ]),
        },
      },
    });
  }
});

test("order again of an express store pickup: the lines go to the standard store pickup, the store-only article too", async ({
  page,
  request,
}) => {
  const buyer = await trackingBuyer(request);
  // An express delivery's time window belongs to its own day, so its lines come back without it; a pickup stays a
  // pickup (EXB -> EXH), where the store-only article can still be bought, rather than becoming a home delivery.
  const orderId = await placeOrderViaService(request, buyer.token, "EXB", [
    { articleNumber: ARTICLES.duct.number, quantity: 2 },
    { articleNumber: ARTICLES.onlyStore.number, quantity: 1 },
  ]);
  await signIn(page, buyer, `/mina-sidor/orderhistorik/${orderId}`);
  await page.getByRole("button", { name: "Beställ igen" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/cart");
  await expect(page.getByText(`Raderna från order ${orderId} har lagts i varukorgen (2 st).`)).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Leverans 1: Leverans till butik" })).toBeVisible();
  await expect(main.getByRole("heading", { name: /^Leverans 2:/ })).toHaveCount(0);
  const lines = main.getByRole("table", { name: "Artiklar i leverans 1" });
  await expect(lines.getByText(ARTICLES.duct.name).first()).toBeVisible();
  await expect(lines.getByText(`Art.nr ${ARTICLES.onlyStore.number}`)).toBeVisible();
});

test("without the order right there is no order again, and a forged post is refused", async ({ page, request }) => {
  const buyer = await trackingBuyer(request, ["EJ_ORDER"]);
  // A customer-wide buyer sees the customer's orders: the demo history of Byggfirman Norrland AB.
  await signIn(page, buyer, "/mina-sidor/orderhistorik/500001");
  await expect(page.getByRole("heading", { name: "Order 500001" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Beställ igen" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Skicka frågan" })).toBeVisible();
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const answer = await page.request.post("/mina-sidor/orderhistorik/500001", {
    form: { csrf, intent: "order-again" },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(403);
  expect(await answer.text()).toContain("Du saknar behörighet att lägga ordrar.");
  const cart = (await (
    await request.get(`${commerceUrl}/v2/cart`, { headers: { Authorization: `Bearer ${buyer.token}` } })
  ).json()) as { items?: unknown[] };
  expect(cart.items ?? []).toEqual([]);
});
