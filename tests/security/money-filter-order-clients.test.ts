/** Money filter: the storefront's order clients read what the service hides (money-filter-scan.ts has the attack). */
import { beforeAll, describe, expect, it } from "vitest";
import type { CommerceTransport } from "~/platform/services/commerce-client.server";
import { getInvoices, getOrder, searchOrders } from "~/features/orders/account-orders.server";
import app from "../../workers/commerce/src/index";
import { env, seedAll, signIn } from "./fixtures";

beforeAll(async () => {
  await seedAll();
});

describe("storefront: the order clients read hidden amounts as null, never a crash", () => {
  const transport = (token: string): CommerceTransport => ({
    baseUrl: "http://commerce.test",
    token,
    fetch: (input, init) => Promise.resolve(app.fetch(new Request(input, init), env)),
  });

  it("order search, order and invoices parse for noprices@demo.se with every amount null", async () => {
    const { AccessToken } = await signIn("noprices@demo.se", { customerId: "10003" });
    const t = transport(AccessToken);
    const page = await searchOrders(t, { sort: "-createdAt", page: 1 });
    expect(page.orders.length).toBeGreaterThan(0);
    expect(page.orders.every((o) => o.total === null && o.net === null && o.vat === null)).toBe(true);
    const order = await getOrder(t, page.orders[0].orderId);
    expect(order.total).toBeNull();
    expect(order.items.every((i) => i.unitPrice === null && i.lineNet === null)).toBe(true);
    const delivered = await env.DB.prepare(
      "SELECT order_id FROM invoices i JOIN orders o ON o.id = i.order_id WHERE o.customer_id = '10003' AND i.issued_at <= ? LIMIT 1",
    )
      .bind(new Date().toISOString())
      .first<{ order_id: number }>();
    const invoices = await getInvoices(t, String(delivered!.order_id));
    expect(invoices.every((i) => i.amount === null)).toBe(true);
  });
});
