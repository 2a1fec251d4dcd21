import { beforeAll, describe, expect, it } from "vitest";
import app from "../../../workers/commerce/src/index";
import devApp from "../../../workers/commerce/src/dev-entry";
import { add, buyerWithCart, checkout, key } from "./checkout-fixtures";
import { call, env, seedOrderableArticles, signIn } from "./helpers";

let plain: string[] = [];

beforeAll(async () => {
  plain = await seedOrderableArticles();
});

describe("orders", () => {
  async function placeOrder(orderNumber?: string) {
    const buyer = await buyerWithCart();
    await add(buyer.token, buyer.cartId, [{ articleNumber: plain[6], quantity: 2, deliveryId: "DBI" }]);
    const result = await checkout(
      buyer.token,
      buyer.cartId,
      { orderDetails: { DBI: { customerOrderNumber: orderNumber, addressId: "demo-addr-10001-1" } } },
      key(),
    );
    expect(result.json[0].success, result.text).toBe(true);
    return { ...buyer, orderId: result.json[0].orderId as string, tempOrderId: result.json[0].tempOrderId as string };
  }

  it("searches the customer's history with only the documented filters", async () => {
    const buyer = await signIn("buyer@demo.se", { customerId: "10001" });
    const all = await call("/orders/search?limit=100", { token: buyer.AccessToken });
    expect(all.status, all.text).toBe(200);
    expect(all.json.total).toBeGreaterThan(5);
    expect(all.json.orders.every((o: any) => o.customerId === "10001")).toBe(true);
    const statuses = new Set(all.json.orders.map((o: any) => o.status));
    expect(statuses.size).toBeGreaterThan(2);
    const delivered = await call("/orders/search?orderStatus=DELIVERED&sort=createdAt&limit=5", {
      token: buyer.AccessToken,
    });
    expect(delivered.json.orders.every((o: any) => o.status === "DELIVERED")).toBe(true);
    const dates = delivered.json.orders.map((o: any) => o.createdAt);
    expect([...dates].sort()).toEqual(dates);
    const first = all.json.orders[0];
    const byQ = await call(`/orders/search?q=${first.tempOrderId}`, { token: buyer.AccessToken });
    expect(byQ.json.orders.map((o: any) => o.orderId)).toEqual([first.orderId]);
    const unknownKey = await call("/orders/search?customerId=10002", { token: buyer.AccessToken });
    expect(unknownKey.status).toBe(400);
    expect(unknownKey.json.issues[0].code).toBe("unrecognized_keys");
    expect((await call("/orders/search?fromDate=2026-13-01", { token: buyer.AccessToken })).status).toBe(400);
    const noHistory = await signIn("noorder@demo.se", { customerId: "10001" });
    expect((await call("/orders/search", { token: noHistory.AccessToken })).status).toBe(403);
  });

  it("answers invoices only for delivered orders, addresses, and the order id for a web order number", async () => {
    const buyer = await signIn("buyer@demo.se", { customerId: "10001" });
    const delivered = (await call("/orders/search?orderStatus=DELIVERED&limit=1", { token: buyer.AccessToken })).json
      .orders[0];
    const invoices = await call(`/orders/${delivered.orderId}/invoices`, { token: buyer.AccessToken });
    expect(invoices.json).toEqual([
      expect.objectContaining({ orderId: delivered.orderId, amount: delivered.total, currency: "SEK" }),
    ]);
    const fresh = await placeOrder();
    expect((await call(`/orders/${fresh.orderId}/invoices`, { token: fresh.token })).json).toEqual([]);
    const addresses = await call(`/orders/${fresh.orderId}/addresses`, { token: fresh.token });
    expect(addresses.json.deliveryAddress).toMatchObject({ addressId: "demo-addr-10001-1", postalCode: "90422" });
    expect(addresses.json.invoiceAddress.label).toBe("Faktureringsadress");
    const lookup = await call(`/orders/getOrderId/${fresh.tempOrderId}`, { token: fresh.token });
    expect(lookup.json).toEqual({ orderId: fresh.orderId, tempOrderId: fresh.tempOrderId });
  });

  it("starts a new order as RECEIVED; the later steps are still ahead", async () => {
    const fresh = await placeOrder();
    const order = await call(`/orders/${fresh.orderId}`, { token: fresh.token });
    expect(order.json.status).toBe("RECEIVED");
    expect(order.json.statusHistory.map((s: any) => s.status)).toEqual(["RECEIVED"]);
    const ahead = await env.DB.prepare("SELECT status FROM order_status_events WHERE order_id = ? AND at > ?")
      .bind(Number(fresh.orderId), new Date().toISOString())
      .all();
    expect(ahead.results).toEqual([{ status: "CONFIRMED" }]);
  });

  it("is seeded by the dev seed route, idempotently", async () => {
    const devEnv = { ...env, DEV_SEED_ENABLED: "true" };
    const seed = () =>
      devApp.request(
        "/__dev/seed",
        { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ articles: 400 }) },
        devEnv,
      );
    expect((await seed()).status).toBe(200);
    const count = async () =>
      (await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE checkout_key LIKE 'seed:%'").first<{
        n: number;
      }>())!.n;
    // The account history's 48 recent orders and a year of orders before them (seed/invoice-history.ts).
    const seeded = await count();
    expect(seeded).toBeGreaterThan(200);
    const again = await seed();
    expect(((await again.json()) as { seeded: boolean }).seeded).toBe(false);
    expect(await count()).toBe(seeded);
  });

  it("dates the seeded history from the day the dev seed is given, and refuses a day that is not a date", async () => {
    const devEnv = { ...env, DEV_SEED_ENABLED: "true" };
    const seed = (body: unknown) =>
      devApp.request(
        "/__dev/seed",
        { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
        devEnv,
      );
    expect((await seed({ articles: 401, today: "24/11/2026" })).status).toBe(400);
    expect((await seed({ articles: 401, today: "2026-11-24" })).status).toBe(200);
    const today = await env.DB.prepare("SELECT value FROM seed_meta WHERE key = 'today'").first<{ value: string }>();
    expect(today?.value).toBe("2026-11-24");
    const newest = await env.DB.prepare(
      "SELECT MAX(created_at) AS at FROM orders WHERE checkout_key LIKE 'seed:%'",
    ).first<{ at: string }>();
    expect(newest!.at.slice(0, 10) <= "2026-11-24").toBe(true);
    expect(newest!.at.slice(0, 10) >= "2026-11-17").toBe(true);
  });

  it("renders the order confirmation as a PDF and the lines as CSV", async () => {
    const fresh = await placeOrder();
    const response = await app.request(
      `/orders/${fresh.orderId}/documents/order-confirmation`,
      { headers: { authorization: `Bearer ${fresh.token}` } },
      env,
    );
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(1000);
    const csv = await call(`/orders/${fresh.orderId}/download`, { token: fresh.token });
    expect(csv.text).toContain(plain[6]);
  });

  it("mails documents and inquiries to the local outbox", async () => {
    const fresh = await placeOrder();
    const mail = await call(`/orders/${fresh.orderId}/documents/email`, {
      token: fresh.token,
      body: { message: "Till ekonomi" },
    });
    expect(mail.status).toBe(202);
    const row = await env.DB.prepare("SELECT to_address, body FROM outbox WHERE id = ?")
      .bind(mail.json.outboxId)
      .first<{ to_address: string; body: string }>();
    expect(row).toMatchObject({ to_address: fresh.user.email });
    expect(row?.body).toContain("Till ekonomi");
    const bad = await call(`/orders/${fresh.orderId}/documents/email`, {
      token: fresh.token,
      body: { email: "not-an-email" },
    });
    expect(bad.status).toBe(400);
    // Only the buyer's own address or a colleague's (tests/security/mail-relay.test.ts has the rest).
    const foreign = await call(`/orders/${fresh.orderId}/documents/email`, {
      token: fresh.token,
      body: { email: "ekonomi@kund.se" },
    });
    expect(foreign.status).toBe(422);
    const inquiry = await call("/orders/inquiry", {
      token: fresh.token,
      body: { orderId: fresh.orderId, subject: "complaint", message: "En kartong saknas." },
    });
    expect(inquiry.status).toBe(201);
    expect((await call("/orders/inquiry", { token: fresh.token, body: { subject: "" } })).status).toBe(400);
  });

  it("never shows another customer's order", async () => {
    const fresh = await placeOrder();
    const outsider = await signIn("noprices@demo.se", { customerId: "10003" });
    for (const path of [
      `/orders/${fresh.orderId}`,
      `/orders/${fresh.orderId}/invoices`,
      `/orders/${fresh.orderId}/addresses`,
      `/orders/${fresh.orderId}/documents/order-confirmation`,
      `/orders/${fresh.orderId}/download`,
      `/orders/getOrderId/${fresh.tempOrderId}`,
    ]) {
      const response = await call(path, { token: outsider.AccessToken });
      expect(response.status, path).toBe(404);
      expect(response.text).not.toContain(plain[6]);
    }
    expect(
      (await call(`/orders/${fresh.orderId}/documents/email`, { token: outsider.AccessToken, body: {} })).status,
    ).toBe(404);
  });

  it("validates customer order numbers by the documented rules", async () => {
    const fresh = await placeOrder(`PO-${Date.now().toString(36)}`);
    const used = (await call(`/orders/${fresh.orderId}`, { token: fresh.token })).json.customerOrderNumber;
    const ok = await call("/v4/customers/orders/Projekt%20%C3%85s-12%2F3/validate", { token: fresh.token });
    expect(ok.json).toMatchObject({ valid: true, problems: [] });
    const long = await call(`/v4/customers/orders/${"A".repeat(21)}/validate`, { token: fresh.token });
    expect(long.json).toMatchObject({ valid: false, problems: ["TOO_LONG"] });
    const chars = await call("/v4/customers/orders/PO%3B1/validate", { token: fresh.token });
    expect(chars.json.problems).toEqual(["INVALID_CHARACTERS"]);
    const again = await call(`/v4/customers/orders/${used}/validate`, { token: fresh.token });
    expect(again.json).toMatchObject({ valid: false, problems: ["ALREADY_USED"], usedByOrderId: fresh.orderId });
  });
});
