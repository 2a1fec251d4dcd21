/**
 * Order references (issue #46, docs/purchasing-controls.md) through the commerce API: a customer's setting (required
 * "Er referens" and cost centre, its list of cost centres) set by its admins only, enforced at checkout with a Swedish
 * 422 that leaves the cart as it was, and the cost centre carried to the order, its list and PDF, the receipt and
 * document mails, and through an approval (frozen, shown, placed).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ORDER_REFERENCE_MESSAGES } from "@shop/domain/order-references";
import { add, checkout, key } from "./checkout-fixtures";
import { call, createUser, env, seedOrderableArticles, signIn } from "./helpers";
import { pdfText } from "../../security/support/pdf-text";
import app from "../../../workers/commerce/src/index";

let plain: string[] = [];
beforeAll(async () => {
  plain = await seedOrderableArticles();
});

type Permission = NonNullable<NonNullable<Parameters<typeof createUser>[0]>["permissions"]>[number];

async function user(permissions: Permission[] = [{ customerId: "10001" }]) {
  const u = await createUser({ permissions });
  const token = (await signIn(u.id, { customerId: permissions[0]!.customerId })).AccessToken;
  const cartId = (await call("/v2/cart", { token })).json.cartId as string;
  return { ...u, token, cartId };
}

const settingsPath = (customerId: string) => `/v2/customers/${customerId}/order-references`;
const put = (token: string, customerId: string, body: unknown) =>
  call(settingsPath(customerId), { token, method: "PUT", body });

const REQUIRE_LIST = {
  referenceRequired: false,
  costCentreRequired: true,
  costCentres: [
    { code: "KS-100", name: "Drift" },
    { code: "KS-200", name: "Underhåll" },
  ],
};

describe("the setting", () => {
  it("is set by an admin of the customer and read by its buyers; nobody else reads or sets it", async () => {
    const admin = await user([{ customerId: "10002", role: "BUYER_ADMIN" }]);
    const saved = await put(admin.token, "10002", REQUIRE_LIST);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toMatchObject({ ...REQUIRE_LIST, customerId: "10002", mayChange: true });

    const buyer = await user([{ customerId: "10002" }]);
    const read = await call(settingsPath("10002"), { token: buyer.token });
    expect(read.json).toMatchObject({ ...REQUIRE_LIST, mayChange: false });
    // A buyer may not change it, whatever he sends.
    const refused = await put(buyer.token, "10002", { ...REQUIRE_LIST, costCentreRequired: false });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe("Bara kundens administratörer ändrar referenser och kostnadsställen.");
    // Another customer's admin neither reads nor sets it (404: the customer is not his).
    const stranger = await user([{ customerId: "10003", role: "BUYER_ADMIN" }]);
    expect((await call(settingsPath("10002"), { token: stranger.token })).status).toBe(404);
    expect((await put(stranger.token, "10002", { ...REQUIRE_LIST, costCentreRequired: false })).status).toBe(404);
    expect((await call(settingsPath("10002"), { token: buyer.token })).json.costCentreRequired).toBe(true);
  });

  it("refuses a malformed list with 400 and stores nothing of it", async () => {
    const admin = await user([{ customerId: "10003", role: "BUYER_ADMIN" }]);
    for (const costCentres of [
      [{ code: "KOD MED MELLANSLAG", name: "" }],
      [{ code: "12345678901", name: "" }],
      [
        { code: "A1", name: "" },
        { code: "a1", name: "" },
      ],
      [{ code: "A1", name: "Rad\nBcc: x" }],
    ]) {
      const answer = await put(admin.token, "10003", {
        referenceRequired: false,
        costCentreRequired: true,
        costCentres,
      });
      expect(answer.status, JSON.stringify(costCentres)).toBe(400);
    }
    expect((await call(settingsPath("10003"), { token: admin.token })).json).toMatchObject({
      costCentreRequired: false,
      costCentres: [],
    });
  });
});

describe("checkout under the rule", () => {
  let admin: Awaited<ReturnType<typeof user>>;
  beforeAll(async () => {
    admin = await user([{ customerId: "10001", role: "BUYER_ADMIN" }]);
    expect((await put(admin.token, "10001", { ...REQUIRE_LIST, referenceRequired: true })).status).toBe(200);
  });

  it("refuses a checkout without the required cost centre or reference (422, Swedish) and keeps the cart", async () => {
    const buyer = await user();
    await add(buyer.token, buyer.cartId, [{ articleNumber: plain[0], quantity: 1, deliveryId: "DBI" }]);
    const cases = [
      [{ reference: "Kim" }, ORDER_REFERENCE_MESSAGES.COST_CENTRE_REQUIRED, "orderDetails.DBI.costCentre"],
      [{ costCentre: "KS-100" }, ORDER_REFERENCE_MESSAGES.REFERENCE_REQUIRED, "orderDetails.DBI.reference"],
      [{ reference: "Kim", costCentre: "KS-999" }, ORDER_REFERENCE_MESSAGES.COST_CENTRE_NOT_ALLOWED, null],
    ] as const;
    for (const [details, message, path] of cases) {
      const refused = await checkout(buyer.token, buyer.cartId, { orderDetails: { DBI: details } }, key());
      expect(refused.status, refused.text).toBe(422);
      expect(refused.json.message).toBe(message);
      if (path) expect(refused.json.issues).toContainEqual(expect.objectContaining({ path }));
    }
    const cart = await call(`/v2/cart/${buyer.cartId}`, { token: buyer.token });
    expect(cart.json.items.map((i: { articleNumber: string }) => i.articleNumber)).toEqual([plain[0]]);
    const orders = await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE user_id = ?")
      .bind(buyer.id)
      .first<{ n: number }>();
    expect(orders?.n).toBe(0);
  });

  it("places an order with a listed cost centre, stored in the list's spelling, and carries it everywhere", async () => {
    const buyer = await user();
    await add(buyer.token, buyer.cartId, [{ articleNumber: plain[1], quantity: 2, deliveryId: "DBI" }]);
    const placed = await checkout(
      buyer.token,
      buyer.cartId,
      { orderDetails: { DBI: { reference: "Kim Ek", costCentre: "ks-200" } }, sendOrderReceipt: true },
      key(),
    );
    expect(placed.status, placed.text).toBe(200);
    expect(placed.json[0]).toMatchObject({
      success: true,
      orderDetails: { reference: "Kim Ek", costCentre: "KS-200" },
    });
    const orderId = placed.json[0].orderId as string;

    const order = await call(`/orders/${orderId}`, { token: buyer.token });
    expect(order.json).toMatchObject({ reference: "Kim Ek", costCentre: "KS-200" });
    const list = await call("/orders/search", { token: buyer.token });
    expect(list.json.orders.find((o: { orderId: string }) => o.orderId === orderId)).toMatchObject({
      costCentre: "KS-200",
    });
    // The order history's search finds an order by its cost centre too.
    const found = await call("/orders/search?q=KS-200", { token: buyer.token });
    expect(found.json.orders.map((o: { orderId: string }) => o.orderId)).toEqual([orderId]);

    const pdf = await app.request(
      `/orders/${orderId}/documents/order-confirmation`,
      { headers: { authorization: `Bearer ${buyer.token}` } },
      env,
    );
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer())).replace(/\s+/g, " ");
    expect(text).toContain("Er referens: Kim Ek");
    expect(text).toContain("Kostnadsställe: KS-200");

    const receipt = await env.DB.prepare("SELECT body FROM outbox WHERE to_address = ? AND subject LIKE 'Orderkvitto%'")
      .bind(buyer.email)
      .first<{ body: string }>();
    expect(receipt?.body).toContain("Kostnadsställe: KS-200");
    const mailed = await call(`/orders/${orderId}/documents/email`, { token: buyer.token, body: {} });
    expect(mailed.status, mailed.text).toBe(202);
    const documentMail = await env.DB.prepare("SELECT body FROM outbox WHERE id = ?")
      .bind(mailed.json.outboxId)
      .first<{ body: string }>();
    expect(documentMail?.body).toContain("Er referens: Kim Ek");
    expect(documentMail?.body).toContain("Kostnadsställe: KS-200");
  });

  it("answers a checkout sent again with its key as it was answered, after the rule changed", async () => {
    const buyer = await user();
    await add(buyer.token, buyer.cartId, [{ articleNumber: plain[4], quantity: 1, deliveryId: "DBI" }]);
    const body = { orderDetails: { DBI: { reference: "Kim", costCentre: "ks-100" } } };
    const sameKey = key();
    const placed = await checkout(buyer.token, buyer.cartId, body, sameKey);
    expect(placed.status, placed.text).toBe(200);
    // The admin takes KS-100 off the list: a new checkout with it is refused, the one already placed is answered again.
    const withoutDrift = { ...REQUIRE_LIST, referenceRequired: true, costCentres: [REQUIRE_LIST.costCentres[1]!] };
    expect((await put(admin.token, "10001", withoutDrift)).status).toBe(200);
    const again = await checkout(buyer.token, buyer.cartId, body, sameKey);
    expect(again.status, again.text).toBe(200);
    expect(again.json).toEqual(placed.json);
    expect((await checkout(buyer.token, buyer.cartId, body, key())).status).toBe(422);
    expect((await put(admin.token, "10001", { ...REQUIRE_LIST, referenceRequired: true })).status).toBe(200);
  });

  it("lets a customer without a list take any well-formed cost centre, and none when not required", async () => {
    const none = { referenceRequired: false, costCentreRequired: false, costCentres: [] };
    expect((await put(admin.token, "10001", none)).status).toBe(200);
    const buyer = await user();
    await add(buyer.token, buyer.cartId, [
      { articleNumber: plain[2], quantity: 1, deliveryId: "DBI" },
      { articleNumber: plain[3], quantity: 1, deliveryId: "EXH" },
    ]);
    const bad = await checkout(buyer.token, buyer.cartId, { orderDetails: { DBI: { costCentre: "ks 1" } } }, key());
    expect(bad.status).toBe(422);
    expect(bad.json.message).toBe(ORDER_REFERENCE_MESSAGES.COST_CENTRE_INVALID);
    const placed = await checkout(
      buyer.token,
      buyer.cartId,
      { orderDetails: { DBI: { costCentre: "P-4711" }, EXH: {} } },
      key(),
    );
    expect(placed.json.map((r: { orderDetails: { costCentre: string | null } }) => r.orderDetails.costCentre)).toEqual([
      "P-4711",
      null,
    ]);
  });
});

describe("through an approval", () => {
  it("freezes the cost centre, shows it to the approver and places the order with it", async () => {
    const buyer = await user([{ customerId: "10005" }]);
    await env.DB.prepare(
      `INSERT OR REPLACE INTO purchasing_controls (user_id, customer_id, order_limit_ore, monthly_limit_ore, may_approve, updated_by, updated_at)
       VALUES (?, '10005', 0, NULL, 0, 'test', '2026-01-01T00:00:00Z')`,
    )
      .bind(buyer.id)
      .run();
    const approver = await user([{ customerId: "10005" }]);
    await env.DB.prepare(
      `INSERT OR REPLACE INTO purchasing_controls (user_id, customer_id, order_limit_ore, monthly_limit_ore, may_approve, updated_by, updated_at)
       VALUES (?, '10005', NULL, NULL, 1, 'test', '2026-01-01T00:00:00Z')`,
    )
      .bind(approver.id)
      .run();
    await add(buyer.token, buyer.cartId, [{ articleNumber: plain[4], quantity: 1, deliveryId: "DBI" }]);
    // 10005 is the demo customer that requires a cost centre from its list (seed/order-reference-demo.ts).
    const refused = await checkout(buyer.token, buyer.cartId, { orderDetails: { DBI: {} } }, key());
    expect(refused.status).toBe(422);
    const submitted = await checkout(
      buyer.token,
      buyer.cartId,
      { orderDetails: { DBI: { reference: "Tove", costCentre: "4300" } } },
      key(),
    );
    expect(submitted.json[0]).toMatchObject({ success: false, orderDetails: { costCentre: "4300" } });
    const approvalId = submitted.json[0].approvalId as string;
    expect(approvalId).toMatch(/^ATT-/);
    const seen = await call(`/v2/order-approvals/${approvalId}`, { token: approver.token });
    expect(seen.json.deliveries[0]).toMatchObject({ reference: "Tove", costCentre: "4300" });
    const mail = await env.DB.prepare("SELECT body FROM outbox WHERE to_address = ? ORDER BY id DESC")
      .bind(approver.email)
      .first<{ body: string }>();
    expect(mail?.body).toContain("kostnadsställe 4300");

    const decided = await call(`/v2/order-approvals/${approvalId}/decision`, {
      token: approver.token,
      body: { decision: "APPROVE", comment: "" },
    });
    expect(decided.status, decided.text).toBe(200);
    const order = await env.DB.prepare("SELECT reference, cost_centre FROM orders WHERE approval_id = ?")
      .bind(approvalId)
      .first<{ reference: string; cost_centre: string }>();
    expect(order).toEqual({ reference: "Tove", cost_centre: "4300" });
  });
});
