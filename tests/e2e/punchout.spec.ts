import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page, type Frame } from "./support/test";
import { e2ePersistDir, e2ePorts } from "./ports.mjs";
import { ProcurementSystem } from "./punchout-procurement";
import { expectNoSeriousAxeViolations } from "./support/axe";
import {
  cartOf,
  expectedLines,
  expectReceived,
  LOGIN,
  MARKUP_LABEL,
  PASSWORD,
  prepareCart,
  productPath,
  SECOND_ARTICLE,
  SSG_ARTICLE,
} from "./support/punchout-cart";

/**
 * Punch-out (OCI) end to end: a procurement system on another loopback origin opens the shop with
 * the OCI login, the buyer shops, and the cart comes back as a form posted to HOOK_URL.
 * Every test shares punchout@demo.se and its one cart, so the file runs its tests one after another in one worker.
 */
test.describe.configure({ mode: "default" });

const SHOP = `http://127.0.0.1:${e2ePorts.storefrontPort}`;
const WORKER_LOG = path.resolve(e2ePersistDir, "workers.log");

let procurement: ProcurementSystem;

test.beforeAll(async () => {
  procurement = await new ProcurementSystem(SHOP).start();
});
test.afterAll(async () => {
  await procurement.stop();
});

const loginFields = {
  "~OkCode": "ADDI",
  "~TARGET": "_top",
  "~CALLER": "CTLG",
  Bolag: "10004",
  name: "Industriservice Östergötland AB",
};

async function enterShop(
  page: Page,
  name: string,
  fields: Record<string, string>,
  options: { method?: "get" | "post"; frame?: boolean } = {},
) {
  await page.goto(procurement.loginPage(name, { fields, ...options }));
  await page.getByRole("button", { name: "Öppna leverantörskatalog" }).click();
}

async function expectPunchoutStartPage(target: Page | Frame) {
  await expect.poll(() => target.url()).toBe(`${SHOP}/`);
  await expect(target.getByRole("region", { name: "Punch-out" })).toContainText("Industriservice Östergötland AB");
}

/** The entry error page: its heading and the one message (the shop's own alert banners may sit next to it). */
async function expectEntryError(page: Page, message: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Punch-out");
  await expect(page.getByRole("alert").filter({ hasText: message })).toHaveText(message);
}

/** Adds an article on its product page: only the brand's one punch-out delivery option is offered. */
async function addOnProductPage(target: Page | Frame, productUrl: string, quantity: number) {
  await target.goto(`${SHOP}${productUrl}`);
  const form = target.getByRole("form", { name: /^Lägg i varukorg/ });
  const delivery = form.getByLabel("Leveranssätt");
  await expect(delivery.locator("option")).toHaveText([/Välj/, "Utkörning"]);
  await form.getByLabel("Antal").fill(String(quantity));
  await form.getByRole("button", { name: "Lägg i varukorg" }).click();
}

async function transferFromCart(target: Page | Frame) {
  await target.goto(`${SHOP}/cart`);
  await expect(target.getByRole("link", { name: "Till leverans" })).toHaveCount(0);
  await target.getByRole("button", { name: "Överför varukorg" }).click();
}

test.describe("the OCI login with each alias set", () => {
  const variants: Array<[string, Record<string, string>, "get" | "post"]> = [
    ["logonId/logonPassword", { logonId: "punchout", logonPassword: PASSWORD }, "post"],
    ["USER_NAME/PASSWORD", { USER_NAME: LOGIN, PASSWORD }, "post"],
    ["USERNAME/password", { USERNAME: LOGIN, password: PASSWORD }, "post"],
    ["username/PASSWORD by GET", { username: "punchout", PASSWORD }, "get"],
    ["email/password", { email: LOGIN, password: PASSWORD }, "post"],
    ["SENDER_ID/PASSWORD", { SENDER_ID: LOGIN, PASSWORD }, "post"],
    ["user_session UserID", { user_session: JSON.stringify({ UserID: LOGIN }), password: PASSWORD }, "post"],
    ["invalid user_session, email fallback", { user_session: "{UserID: punchout", email: LOGIN, PASSWORD }, "get"],
  ];
  for (const [name, credentials, method] of variants) {
    test(`${name} opens a punch-out session on a clean start page`, async ({ page, context }) => {
      await enterShop(
        page,
        `alias-${name.replace(/\W+/g, "-")}`,
        { ...credentials, ...loginFields, HOOK_URL: procurement.hookUrl },
        { method },
      );
      await expectPunchoutStartPage(page);
      expect(await page.content()).not.toContain(PASSWORD);
      const session = (await context.cookies(SHOP)).find((cookie) => cookie.name === "__session");
      expect(session).toMatchObject({ sameSite: "None", secure: true, httpOnly: true });
    });
  }
});

test("shopping and transfer: every field of every line reaches HOOK_URL, escaped, and the cart is emptied", async ({
  page,
  request,
}) => {
  const token = await prepareCart(request);
  await enterShop(page, "transfer-js", { USERNAME: LOGIN, PASSWORD, ...loginFields, HOOK_URL: procurement.hookUrl });
  await expectPunchoutStartPage(page);
  await addOnProductPage(page, await productPath(request, token, SSG_ARTICLE), 3);
  await expect(page.getByRole("status").filter({ hasText: /har lagts i varukorgen/ })).toBeVisible();
  const lines = await expectedLines(request, token);
  expect(lines.map((l) => l.VENDORMAT).sort()).toEqual([SECOND_ARTICLE, SSG_ARTICLE].sort());
  expect(lines.find((l) => l.VENDORMAT === SSG_ARTICLE)?.EXT_PRODUCT_ID).not.toBe("");

  // The punch-out banner and the cart with its transfer button pass axe (WCAG 2.1 AA).
  await page.goto(`${SHOP}/cart`);
  await expectNoSeriousAxeViolations(page);
  const received = procurement.nextCart();
  await transferFromCart(page);
  expectReceived(await received, lines);
  await expect(page).toHaveURL(procurement.hookUrl);
  await expect(page.getByText("2 rader mottagna")).toBeVisible();

  expect((await cartOf(request, token)).items).toEqual([]);
  await page.goto(`${SHOP}/cart`);
  await expect(page.getByText("Din varukorg är tom.")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the hand-over page has a visible button that posts the cart", async ({ page, request }) => {
    const token = await prepareCart(request);
    await enterShop(page, "transfer-nojs", {
      logonId: "punchout",
      logonPassword: PASSWORD,
      ...loginFields,
      HOOK_URL: procurement.hookUrl,
    });
    await expectPunchoutStartPage(page);
    await addOnProductPage(page, await productPath(request, token, SSG_ARTICLE), 4);
    await expect(page.getByText(/har lagts i varukorgen/)).toBeVisible();
    const lines = await expectedLines(request, token);
    expect(lines).toHaveLength(2);

    // The order's references go with the cart. A malformed cost centre is refused: the form comes back with what
    // was typed and the error beside the field, and the cart stays as it was.
    await page.goto(`${SHOP}/cart`);
    await expect(page.getByRole("link", { name: "Till leverans" })).toHaveCount(0);
    await page.getByLabel("Er referens (valfri)").fill("Kim Ek");
    await page.getByLabel("Kostnadsställe (valfritt)").fill("ks 1");
    await page.getByRole("button", { name: "Överför varukorg" }).click();
    const costCentre = page.getByLabel("Kostnadsställe (valfritt)");
    await expect(costCentre).toHaveValue("ks 1");
    await expect(costCentre).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Er referens (valfri)")).toHaveValue("Kim Ek");
    expect((await cartOf(request, token)).items).toHaveLength(2);
    await costCentre.fill("KS-1");
    const handOver = page.waitForResponse(
      (response) => response.url() === `${SHOP}/punchout/overfor` && response.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Överför varukorg" }).click();
    await expect(page.getByRole("heading", { name: "Överför varukorg" })).toBeVisible();
    // React escaped the label inside the attribute: the raw characters never reach the HTML unescaped.
    const html = await (await handOver).text();
    expect(html).toContain(`value="&lt;&quot;&amp;&gt;&#x27;ÅÄÖ"`);
    expect(html).not.toContain(`value="${MARKUP_LABEL}"`);
    expect(html).toContain(`action="${procurement.hookUrl}" target="_top"`);
    const received = procurement.nextCart();
    await page.getByRole("button", { name: "Skicka till inköpssystemet" }).click();
    // The cost centre in CUST_FIELD2 and the reference in CUST_FIELD5 of every line (docs/purchasing-controls.md).
    expectReceived(
      await received,
      lines.map((line) => ({ ...line, CUST_FIELD2: "KS-1", CUST_FIELD5: "Kim Ek" })),
    );
    await expect(page).toHaveURL(procurement.hookUrl);
    expect((await cartOf(request, token)).items).toEqual([]);
  });
});

test("inside the procurement system's iframe: shop, transfer to the top window", async ({ page, request }) => {
  const token = await prepareCart(request);
  await enterShop(
    page,
    "frame",
    { USER_NAME: LOGIN, PASSWORD, ...loginFields, HOOK_URL: procurement.hookUrl },
    { frame: true },
  );
  const procurementPage = page.url();
  const frame = page.frame({ name: "catalog" })!;
  await expectPunchoutStartPage(frame);
  expect(page.url()).toBe(procurementPage);
  await addOnProductPage(frame, await productPath(request, token, SSG_ARTICLE), 2);
  await expect(frame.getByRole("status").filter({ hasText: /har lagts i varukorgen/ })).toBeVisible();
  const lines = await expectedLines(request, token);
  expect(lines).toHaveLength(2);
  const received = procurement.nextCart();
  await transferFromCart(frame);
  expectReceived(await received, lines);
  // ~TARGET _top: the procurement system's window, not the frame, shows its answer.
  await expect(page).toHaveURL(procurement.hookUrl);
  expect((await cartOf(request, token)).items).toEqual([]);
});

test("the shop's documents allow the procurement origin as frame ancestor only in a punch-out session", async ({
  page,
}) => {
  const normal = await page.request.get(`${SHOP}/`);
  expect(normal.headers()["content-security-policy"]).not.toContain(procurement.origin);
  await enterShop(page, "csp", { USERNAME: LOGIN, PASSWORD, ...loginFields, HOOK_URL: procurement.hookUrl });
  await expectPunchoutStartPage(page);
  const framed = await page.request.get(`${SHOP}/`);
  expect(framed.headers()["content-security-policy"]).toMatch(
    new RegExp(`frame-ancestors 'self'[^;]* ${procurement.origin.replace(/[.:/]/g, "\\$&")}`),
  );
});

test.describe("refusals", () => {
  test("no HOOK_URL and no saved settings: NORMAL mode and the missing-callback message", async ({ page }) => {
    await enterShop(page, "no-hook", { USERNAME: LOGIN, PASSWORD, ...loginFields });
    await expect(page).toHaveURL(`${SHOP}/punchout/fel?kod=missing_callback`);
    await expectEntryError(page, "Punch-out-sessionen saknar återkopplingsadress. Starta om från ert inköpssystem.");
    await expect(page.getByRole("region", { name: "Punch-out" })).toHaveCount(0);
    await expect(page.locator("html")).toHaveAttribute("data-ui-mode", "NORMAL");
  });

  test("saved settings stand in for a missing HOOK_URL on the next entry", async ({ page }) => {
    await enterShop(page, "saved-1", { USERNAME: LOGIN, PASSWORD, ...loginFields, HOOK_URL: procurement.hookUrl });
    await expectPunchoutStartPage(page);
    await enterShop(page, "saved-2", { USERNAME: LOGIN, PASSWORD });
    await expectPunchoutStartPage(page);
  });

  for (const [name, hook] of [
    ["a host outside the allow-list", "https://evil.example.com/oci/hook"],
    ["a javascript: HOOK_URL", "javascript:alert(document.cookie)"],
  ] as const) {
    test(`${name} is refused with a clear message`, async ({ page }) => {
      await enterShop(page, `hook-${name.replace(/\W+/g, "-")}`, {
        USERNAME: LOGIN,
        PASSWORD,
        ...loginFields,
        HOOK_URL: hook,
      });
      await expect(page).toHaveURL(`${SHOP}/punchout/fel?kod=hook`);
      await expectEntryError(
        page,
        "Inköpssystemets returadress (HOOK_URL) är inte tillåten för ert företag. Kontakta er inköpsansvarige.",
      );
      await expect(page.getByRole("region", { name: "Punch-out" })).toHaveCount(0);
    });
  }

  test("a wrong password gets one generic message; the password is in no URL, page or log line", async ({ page }) => {
    const wrong = `fel-${Date.now().toString(36)}-lösen`;
    await enterShop(
      page,
      "wrong-password",
      { USERNAME: LOGIN, PASSWORD: wrong, ...loginFields, HOOK_URL: procurement.hookUrl },
      { method: "get" },
    );
    await expect(page).toHaveURL(`${SHOP}/punchout/fel?kod=login`);
    await expectEntryError(
      page,
      "Punch-out-inloggningen misslyckades. Kontrollera inloggningsuppgifterna i ert inköpssystem.",
    );
    expect(await page.content()).not.toContain(wrong);
    // The invalid user_session of the alias test logged a warning: the log is captured, and holds no credentials.
    const log = fs.readFileSync(WORKER_LOG, "utf8");
    expect(log).toContain("user_session is not valid JSON");
    expect(log).not.toContain(wrong);
    expect(log).not.toContain(PASSWORD);
    expect(log).not.toContain(encodeURIComponent(wrong));
  });

  test("the normal checkout is refused in punch-out mode, for pages and for posts", async ({ page }) => {
    await enterShop(page, "checkout", { USERNAME: LOGIN, PASSWORD, ...loginFields, HOOK_URL: procurement.hookUrl });
    await expectPunchoutStartPage(page);
    await page.goto(`${SHOP}/delivery`);
    await expect(page).toHaveURL(`${SHOP}/cart`);
    await expect(
      page.getByText(
        "I punch-out-läge skickas varukorgen till ert inköpssystem. Beställning här i butiken är inte möjlig.",
      ),
    ).toBeVisible();
    const csrf = await page.locator('input[name="csrf"]').first().inputValue();
    for (const step of ["/summary", "/delivery"]) {
      const answer = await page.request.post(`${SHOP}${step}`, { form: { csrf, intent: "order" }, maxRedirects: 0 });
      expect(answer.status()).toBe(403);
      // The session went with the post (valid CSRF token, punch-out mode): the refusal is the mode's, not a login's.
      expect(await answer.text()).toContain(`data-ui-mode="PUNCHOUT"`);
    }
    // Nor can a line move to another delivery method than the brand's punch-out one.
    const move = await page.request.post(`${SHOP}/cart`, {
      form: { csrf, intent: "move", cartItemId: "line-1", deliveryId: "EXH" },
      maxRedirects: 0,
    });
    expect(move.status()).toBe(403);
  });

  test("the transfer needs the session's CSRF token", async ({ page }) => {
    await enterShop(page, "csrf", { USERNAME: LOGIN, PASSWORD, ...loginFields, HOOK_URL: procurement.hookUrl });
    await expectPunchoutStartPage(page);
    const answer = await page.request.post(`${SHOP}/punchout/overfor`, { form: { csrf: "forged" }, maxRedirects: 0 });
    expect(answer.status()).toBe(403);
  });
});
