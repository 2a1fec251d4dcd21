/**
 * Fault: the commerce process dies during checkout (issue #47). The buyer posts the summary form; the fault stack
 * stops commerce's workerd either as the order post arrives (nothing written) or after commerce wrote the order and
 * before its answer reached the storefront (the answer is lost). The buyer sees a Swedish message; commerce starts
 * again; the same summary form, posted again, lands on the success page with exactly one order: the one written
 * before the crash, or the one placed now. The cart is empty afterwards and the order holds the cart's lines.
 * Seen failing with the protection removed: with the form's idempotency key replaced by a fresh one on the retry (as
 * a storefront that made a key per post would), the "after" case landed on /cart ("nothing to order") instead of the
 * success page: the order written before the crash was never shown to the buyer.
 */
import { expect, test } from "@playwright/test";
import { ORDINARY_ARTICLES, commerce, commerceToken, emptyCart, fault, logIn, storefrontUrl } from "./support";

const BUYER = "admin@demo.se";

test.beforeEach(async ({ request }) => {
  await fault(request, "reset");
});

for (const when of ["before", "after"] as const) {
  test(`commerce stopped ${when} writing the order: a Swedish message, then the same form orders exactly once`, async ({
    page,
    request,
  }) => {
    const token = await commerceToken(request, BUYER);
    const cartId = await emptyCart(request, token);
    const items = [
      { articleNumber: ORDINARY_ARTICLES[0], quantity: 2, deliveryId: "DBI" },
      { articleNumber: ORDINARY_ARTICLES[1], quantity: 3, deliveryId: "DBI" },
    ];
    await commerce(request, token, `/v2/cart/${cartId}/variants/batch/add`, { items });
    const ordersBefore = ((await commerce(request, token, "/orders/search?limit=1")) as { total: number }).total;

    await logIn(page, BUYER, "/delivery");
    await page.getByRole("button", { name: "Till sammanfattning" }).click();
    await expect(page).toHaveURL(/\/summary$/);
    const reference = `fault-${when}-${Date.now()}`;
    await page.getByLabel("Er referens (valfri)").fill(reference);
    // The form as the browser would post it again (a reload's "resend", a second click after the error).
    const form = page.locator("form", { has: page.getByRole("button", { name: "Skicka order" }) });
    const fields: Record<string, string> = {};
    for (const input of await form.locator("input[name], textarea[name]").all()) {
      const type = await input.getAttribute("type");
      if ((type === "checkbox" || type === "radio") && !(await input.isChecked())) continue;
      fields[(await input.getAttribute("name"))!] = await input.inputValue();
    }
    expect(fields.idempotencyKey).toBeTruthy();

    await fault(request, "checkout", { when });
    await page.getByRole("button", { name: "Skicka order" }).click();
    // The buyer is told in Swedish that the order could not be sent, and to try again.
    await expect(page.getByText(/Ett fel har uppstått\./).first()).toBeVisible();
    const state = await fault(request, "state");
    expect(state.checkoutFired).toBeGreaterThan(0);
    expect(state.stopped).toContain("commerce");

    await fault(request, "start", { worker: "commerce" });
    const retried = await page.request.post("/summary", {
      form: fields,
      headers: { origin: storefrontUrl, referer: `${storefrontUrl}/summary` },
    });
    expect(new URL(retried.url()).pathname).toBe("/checkout-success-page");
    const html = await retried.text();
    const orderNumber = /ordernummer (WEB-[0-9A-F]+)/.exec(html)?.[1];
    expect(orderNumber, html.slice(0, 500)).toBeTruthy();

    const after = (await commerce(request, token, `/orders/search?q=${reference}&limit=10`)) as {
      total: number;
      orders: { tempOrderId: string }[];
    };
    expect(after.total).toBe(1);
    expect(JSON.stringify(after.orders[0])).toContain(orderNumber!);
    expect(((await commerce(request, token, "/orders/search?limit=1")) as { total: number }).total).toBe(
      ordersBefore + 1,
    );
    const cart = (await commerce(request, token, `/v2/cart/${cartId}`)) as { items: unknown[] };
    expect(cart.items).toEqual([]);
  });
}
