import http from "node:http";
import { expect, test, type Page } from "./support/test";
import { e2ePorts } from "./ports.mjs";
import { productPath, SECOND_ARTICLE, SSG_ARTICLE } from "./support/punchout-cart";
import {
  cartLinesOf,
  CxmlProcurementSystem,
  emptyCartOf,
  expectedItems,
  parseCxml,
  punchoutToken,
  type ExpectedItemIn,
  type ReceivedOrderMessage,
} from "./support/cxml-procurement";
import { DEMO_CXML, XXE_PAYLOADS } from "../support/cxml-setup";

/**
 * cXML punch-out end to end: a procurement system on another loopback origin sends PunchOutSetupRequests
 * over HTTP, opens the StartPage, and receives the PunchOutOrderMessage at its BrowserFormPost URL.
 * The tests share the demo cXML user's cart, so they run one after another.
 */
test.describe.configure({ mode: "default" });

const SHOP = `http://127.0.0.1:${e2ePorts.storefrontPort}`;
const CXML_USER = "cxml@demo.se";
const NO_PRICES_USER = "cxml-nopris@demo.se";
let procurement: CxmlProcurementSystem;

test.beforeAll(async () => {
  procurement = await new CxmlProcurementSystem().start();
});
test.afterAll(async () => {
  await procurement.stop();
});

function expectStatus(answer: { status: number; contentType: string | undefined; doc: any }, code: number) {
  expect(answer.status).toBe(code);
  expect(answer.contentType).toMatch(/^text\/xml/);
  expect(answer.doc.cXML.Response.Status.code).toBe(String(code));
  expect(answer.doc.cXML.Response.Status["#text"]).toBeTruthy();
}

/** Every part of the message: parties mirrored, cookie, total, and every field of every line. */
function expectOrderMessage(
  message: ReceivedOrderMessage,
  expected: Awaited<ReturnType<typeof expectedItems>>,
  options: { buyerCookie: string; operationAllowed: "edit" | "inspect" },
) {
  expect(message.fields).toEqual(["cxml-urlencoded"]);
  expect(message.xml).toContain(`<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.069/cXML.dtd">`);
  const doc = parseCxml(message.xml).cXML;
  expect(doc.Header.From.Credential).toEqual([{ domain: DEMO_CXML.to.domain, Identity: DEMO_CXML.to.identity }]);
  expect(doc.Header.To.Credential).toEqual([{ domain: DEMO_CXML.from.domain, Identity: DEMO_CXML.from.identity }]);
  expect(message.xml).not.toContain(DEMO_CXML.sharedSecret);
  const order = doc.Message.PunchOutOrderMessage;
  expect(order.BuyerCookie).toBe(options.buyerCookie);
  expect(order.PunchOutOrderMessageHeader).toEqual({
    operationAllowed: options.operationAllowed,
    Total: { Money: { currency: "SEK", "#text": (expected.totalOre / 100).toFixed(2) } },
  });
  expect(order.ItemIn).toEqual(expected.items);
  return order.ItemIn as ExpectedItemIn[];
}

async function handOver(page: Page) {
  await page.goto(`${SHOP}/cart`);
  await page.getByRole("button", { name: "Överför varukorg" }).click();
}

test.describe("the setup request over HTTP", () => {
  test("right credentials: a StartPage URL whose token works once", async ({ request }) => {
    const start = await procurement.startPage(request);
    expect(start).toMatch(new RegExp(`^${SHOP}/punchout/cxml/start\\?token=[A-Za-z0-9_-]{40,}$`));
    const first = await request.get(start, { maxRedirects: 0 });
    expect(first.status()).toBe(303);
    expect(first.headers()["location"]).toBe("/");
    const again = await request.get(start, { maxRedirects: 0 });
    expect(again.status()).toBe(303);
    expect(again.headers()["location"]).toBe("/punchout/fel?kod=start_token");
  });

  test("wrong SharedSecret, foreign BrowserFormPost, XXE and billion laughs are cXML refusals", async ({ request }) => {
    expectStatus(await procurement.setup(request, { sharedSecret: "fel" }), 401);
    expectStatus(await procurement.setup(request, { browserFormPost: "https://evil.example.com/cxml" }), 403);
    for (const payload of Object.values(XXE_PAYLOADS)) {
      const answer = await request.post(`${SHOP}/punchout/cxml`, {
        headers: { "Content-Type": "text/xml" },
        data: payload,
      });
      const text = await answer.text();
      expectStatus(
        { status: answer.status(), contentType: answer.headers()["content-type"], doc: parseCxml(text) },
        400,
      );
      expect(text).not.toContain("root:");
    }
  });

  test("a body over 1 MB is refused in cXML, with and without Content-Length", async ({ request }) => {
    const big = `<cXML>${"x".repeat(1024 * 1024)}</cXML>`;
    const declared = await request.post(`${SHOP}/punchout/cxml`, {
      headers: { "Content-Type": "text/xml" },
      data: big,
    });
    expect(declared.status()).toBe(413);
    expect(parseCxml(await declared.text()).cXML.Response.Status.code).toBe("413");
    // Chunked: no Content-Length to trust, the stream is counted.
    const chunked = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const post = http.request(
        `${SHOP}/punchout/cxml`,
        { method: "POST", headers: { "Content-Type": "text/xml", "Transfer-Encoding": "chunked" } },
        (response) => {
          let body = "";
          response.on("data", (chunk) => (body += chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      post.on("error", reject);
      for (let i = 0; i < 20; i++) post.write("x".repeat(64 * 1024));
      post.end();
    });
    expect(chunked.status).toBe(413);
    expect(parseCxml(chunked.body).cXML.Response.Status.code).toBe("413");
  });
});

test("create → shop → hand-over: every field of every line reaches BrowserFormPost, the cart is deleted", async ({
  page,
  request,
}) => {
  const token = await punchoutToken(request, CXML_USER);
  await emptyCartOf(request, token);
  await page.goto(await procurement.startPage(request, { buyerCookie: "kaka-<1>&2" }));
  await expect(page).toHaveURL(`${SHOP}/`);
  await expect(page.getByRole("region", { name: "Punch-out" })).toContainText("Industriservice Östergötland AB");
  for (const [article, quantity] of [
    [SSG_ARTICLE, 3],
    [SECOND_ARTICLE, 20],
  ] as const) {
    await page.goto(`${SHOP}${await productPath(request, token, article)}`);
    const form = page.getByRole("form", { name: /^Lägg i varukorg/ });
    await expect(form.getByLabel("Leveranssätt").locator("option")).toHaveText([/Välj/, "Utkörning"]);
    await form.getByLabel("Antal").fill(String(quantity));
    await form.getByRole("button", { name: "Lägg i varukorg" }).click();
    await expect(page.getByRole("status").filter({ hasText: /har lagts i varukorgen/ })).toBeVisible();
  }
  const expected = await expectedItems(request, token);
  expect(expected.items).toHaveLength(2);
  const received = procurement.nextMessage();
  await handOver(page);
  const items = expectOrderMessage(await received, expected, { buyerCookie: "kaka-<1>&2", operationAllowed: "edit" });
  expect(items.every((item) => Number(item.ItemDetail.UnitPrice.Money["#text"]) > 0)).toBe(true);
  await expect(page).toHaveURL(procurement.browserFormPost);
  await expect(page.getByText("2 rader mottagna")).toBeVisible();
  expect(await cartLinesOf(request, token)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("edit: two existing lines come back into the cart, an unknown one is reported, the button posts", async ({
    page,
    request,
  }) => {
    const token = await punchoutToken(request, CXML_USER);
    await emptyCartOf(request, token);
    await page.goto(
      await procurement.startPage(request, {
        operation: "edit",
        buyerCookie: "rekvisition-7",
        items: [
          { supplierPartId: SECOND_ARTICLE, auxiliaryId: "Hus 3 <plan 2>", quantity: 30 },
          { supplierPartId: SSG_ARTICLE, quantity: 5 },
          { supplierPartId: "9999999", quantity: 1 },
        ],
      }),
    );
    await expect(page).toHaveURL(`${SHOP}/cart`);
    await expect(
      page.getByText(
        "Några rader från inköpssystemet kunde inte läggas i varukorgen: Art.nr 9999999: Finns inte i ditt sortiment.",
      ),
    ).toBeVisible();
    const lines = await cartLinesOf(request, token);
    expect(lines.map((l) => [l.articleNumber, l.quantity, l.label]).sort()).toEqual(
      [
        [SECOND_ARTICLE, 30, "Hus 3 <plan 2>"],
        [SSG_ARTICLE, 5, ""],
      ].sort(),
    );
    const expected = await expectedItems(request, token);
    const received = procurement.nextMessage();
    await handOver(page);
    await expect(page.getByRole("heading", { name: "Överför varukorg" })).toBeVisible();
    await page.getByRole("button", { name: "Skicka till inköpssystemet" }).click();
    const items = expectOrderMessage(await received, expected, {
      buyerCookie: "rekvisition-7",
      operationAllowed: "edit",
    });
    expect(items.map((item) => item.ItemID.SupplierPartAuxiliaryID).sort()).toEqual(["", "Hus 3 <plan 2>"]);
    await expect(page).toHaveURL(procurement.browserFormPost);
    expect(await cartLinesOf(request, token)).toEqual([]);
  });
});

test("inspect: the lines are shown read-only and go back with operationAllowed inspect", async ({ page, request }) => {
  const token = await punchoutToken(request, CXML_USER);
  await emptyCartOf(request, token);
  await page.goto(
    await procurement.startPage(request, {
      operation: "inspect",
      buyerCookie: "granska-1",
      items: [{ supplierPartId: SECOND_ARTICLE, auxiliaryId: "Hus 1", quantity: 10 }],
    }),
  );
  await expect(page).toHaveURL(`${SHOP}/cart`);
  await expect(page.getByRole("region", { name: "Punch-out" })).toContainText(
    "Granskning: varukorgen kan inte ändras.",
  );
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const change = await page.request.post(`${SHOP}/cart`, {
    form: { csrf, intent: "quantity", cartItemId: "x", quantity: "50" },
    headers: { Accept: "application/json" },
    maxRedirects: 0,
  });
  expect(change.status()).toBe(403);
  expect(await change.json()).toEqual({
    message:
      "Varukorgen visas bara för granskning och kan inte ändras. Gå tillbaka till ert inköpssystem för att ändra den.",
  });
  expect((await cartLinesOf(request, token)).map((l) => [l.articleNumber, l.quantity])).toEqual([[SECOND_ARTICLE, 10]]);
  const received = procurement.nextMessage();
  const expected = await expectedItems(request, token);
  await handOver(page);
  expectOrderMessage(await received, expected, { buyerCookie: "granska-1", operationAllowed: "inspect" });
});

test("a user without price rights hands over 0.00 for every price and the total", async ({ page, request }) => {
  const token = await punchoutToken(request, NO_PRICES_USER);
  await emptyCartOf(request, token);
  await page.goto(
    await procurement.startPage(request, {
      operation: "edit",
      extrinsics: { UserEmail: NO_PRICES_USER, UserFullName: "Nils Nopris", CostCenter: "4711" },
      items: [{ supplierPartId: SECOND_ARTICLE, quantity: 10 }],
    }),
  );
  await expect(page).toHaveURL(`${SHOP}/cart`);
  // The service's answer for this user has no prices: every expected price, and the total, is 0.00.
  const expected = await expectedItems(request, token);
  expect(expected.totalOre).toBe(0);
  const received = procurement.nextMessage();
  await handOver(page);
  const items = expectOrderMessage(await received, expected, { buyerCookie: "cookie-1", operationAllowed: "edit" });
  expect(items.map((item) => item.ItemDetail.UnitPrice.Money["#text"])).toEqual(["0.00"]);
});
