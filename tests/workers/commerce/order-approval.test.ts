/**
 * Order limits and order approval ("attest", issue #46, docs/purchasing-controls.md) through the commerce API: an
 * over-limit checkout is submitted for approval instead of placed, and an approval is decided once, by someone else
 * than the buyer, within the approver's own limit and scope, and placed exactly as frozen.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { add, checkout, key } from "./checkout-fixtures";
import { call, createUser, env, seedOrderableArticles, signIn } from "./helpers";

let plain: string[] = [];

beforeAll(async () => {
  plain = await seedOrderableArticles();
});

type Permission = NonNullable<NonNullable<Parameters<typeof createUser>[0]>["permissions"]>[number];

async function user(permissions: Permission[] = [{ customerId: "10001" }], context?: { projectId?: string }) {
  const u = await createUser({ permissions });
  const tokens = await signIn(u.id, { customerId: permissions[0].customerId, ...context });
  return { ...u, token: tokens.AccessToken };
}

/** Sets controls directly (the admin API is tested on its own below). */
async function setControls(
  userId: string,
  customerId: string,
  c: { orderLimitOre?: number | null; monthlyLimitOre?: number | null; mayApprove?: boolean },
) {
  await env.DB.prepare(
    `INSERT OR REPLACE INTO purchasing_controls (user_id, customer_id, order_limit_ore, monthly_limit_ore, may_approve, updated_by, updated_at)
     VALUES (?, ?, ?, ?, ?, 'test', '2026-01-01T00:00:00Z')`,
  )
    .bind(userId, customerId, c.orderLimitOre ?? null, c.monthlyLimitOre ?? null, c.mayApprove ? 1 : 0)
    .run();
}

async function cartOf(token: string) {
  return (await call("/v2/cart", { token })).json.cartId as string;
}

const ordersOf = async (userId: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE user_id = ?").bind(userId).first<{ n: number }>())!.n;

/** A buyer at 10001 with an order limit of 1 kr, and an over-limit checkout already submitted. */
async function submitted(articleIndex: number, customerId = "10001") {
  const buyer = await user([{ customerId }]);
  await setControls(buyer.id, customerId, { orderLimitOre: 100 });
  const cartId = await cartOf(buyer.token);
  await add(buyer.token, cartId, [
    { articleNumber: plain[articleIndex], quantity: 3, deliveryId: "DBI", label: "Hus B" },
  ]);
  const response = await checkout(
    buyer.token,
    cartId,
    { orderDetails: { DBI: { reference: "Kim", customerOrderNumber: `PO-${articleIndex}` } } },
    key(),
  );
  expect(response.status, response.text).toBe(200);
  return { buyer, cartId, response, approvalId: response.json[0].approvalId as string };
}

const decide = (token: string, id: string, decision: "APPROVE" | "REJECT", comment = "") =>
  call(`/v2/order-approvals/${id}/decision`, { token, body: { decision, comment } });

describe("order limits at checkout", () => {
  it("submits an over-limit checkout for approval: nothing is placed, the lines leave the cart, approvers are mailed", async () => {
    const approver = await user();
    await setControls(approver.id, "10001", { mayApprove: true });
    const { buyer, cartId, response, approvalId } = await submitted(0);
    expect(response.json[0]).toMatchObject({
      deliveryId: "DBI",
      success: false,
      orderId: null,
      approvalId: expect.stringMatching(/^ATT-[0-9A-F]{10}$/),
      errors: [{ code: "AWAITING_APPROVAL" }],
    });
    expect(await ordersOf(buyer.id)).toBe(0);
    expect((await call(`/v2/cart/${cartId}`, { token: buyer.token })).json.items).toEqual([]);
    const mail = await env.DB.prepare("SELECT subject, body FROM outbox WHERE to_address = ? ORDER BY id DESC")
      .bind(approver.email)
      .first<{ subject: string; body: string }>();
    expect(mail?.subject).toBe(`Order att attestera ${approvalId}`);
    expect(mail?.body).toContain(plain[0]);
    // The buyer never gets the approvers' mail, and sees his approval as pending.
    const mine = await call("/v2/order-approvals?view=mine", { token: buyer.token });
    expect(mine.json.approvals).toEqual([
      expect.objectContaining({ approvalId, status: "PENDING", reason: "ORDER_LIMIT" }),
    ]);
    const queue = await call("/v2/order-approvals?view=queue&status=PENDING", { token: approver.token });
    expect(queue.json.approvals.map((a: { approvalId: string }) => a.approvalId)).toContain(approvalId);
  });

  it("places a checkout within the limits as before", async () => {
    const buyer = await user();
    await setControls(buyer.id, "10001", { orderLimitOre: 10_000_000_00, monthlyLimitOre: 10_000_000_00 });
    const cartId = await cartOf(buyer.token);
    await add(buyer.token, cartId, [{ articleNumber: plain[1], quantity: 1, deliveryId: "DBI" }]);
    const response = await checkout(buyer.token, cartId, { orderDetails: { DBI: {} } }, key());
    expect(response.json[0]).toMatchObject({ success: true, orderId: expect.any(String) });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM monthly_limit_claims").first<{ n: number }>()).toEqual({
      n: 0,
    });
  });

  it("is idempotent: the same key answers the same approval and never submits twice", async () => {
    const buyer = await user();
    await setControls(buyer.id, "10001", { orderLimitOre: 0 });
    const cartId = await cartOf(buyer.token);
    await add(buyer.token, cartId, [{ articleNumber: plain[2], quantity: 1, deliveryId: "DBI" }]);
    const k = key();
    const [a, b] = await Promise.all([
      checkout(buyer.token, cartId, { orderDetails: { DBI: {} } }, k),
      checkout(buyer.token, cartId, { orderDetails: { DBI: {} } }, k),
    ]);
    expect(b.json).toEqual(a.json);
    const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM order_approvals WHERE user_id = ?")
      .bind(buyer.id)
      .first<{ n: number }>();
    expect(n?.n).toBe(1);
  });

  it("refuses a buyer with EJ_ORDER (403) whatever his limit", async () => {
    const buyer = await user([{ customerId: "10001", denies: ["EJ_ORDER"] }]);
    await setControls(buyer.id, "10001", { orderLimitOre: 0 });
    const cartId = await cartOf(buyer.token);
    const response = await checkout(buyer.token, cartId, { orderDetails: { DBI: {} } }, key());
    expect(response.status).toBe(403);
  });

  it("lets only one of two parallel checkouts under the monthly limit; the other is submitted for approval", async () => {
    // The customer-wide context and a project of it: two carts, one monthly limit (it counts the whole customer).
    const buyer = await user();
    const one = buyer.token;
    const two = (await signIn(buyer.id, { customerId: "10001", projectId: "10001-01" })).AccessToken;
    const [cartOne, cartTwo] = [await cartOf(one), await cartOf(two)];
    expect(cartOne).not.toBe(cartTwo);
    // What one line comes to: learned from a first checkout submitted under a zero order limit.
    await setControls(buyer.id, "10001", { orderLimitOre: 0 });
    await add(one, cartOne, [{ articleNumber: plain[3], quantity: 1, deliveryId: "DBI" }]);
    await checkout(one, cartOne, { orderDetails: { DBI: {} } }, key());
    const probe = await env.DB.prepare("SELECT net_ore FROM order_approvals WHERE user_id = ?")
      .bind(buyer.id)
      .first<{ net_ore: number }>();
    const net = probe!.net_ore;
    expect(net).toBeGreaterThan(0);
    await setControls(buyer.id, "10001", { monthlyLimitOre: Math.floor(net * 1.5) });
    await add(one, cartOne, [{ articleNumber: plain[3], quantity: 1, deliveryId: "DBI" }]);
    await add(two, cartTwo, [{ articleNumber: plain[3], quantity: 1, deliveryId: "DBI" }]);
    const answers = await Promise.all([
      checkout(one, cartOne, { orderDetails: { DBI: {} } }, key()),
      checkout(two, cartTwo, { orderDetails: { DBI: {} } }, key()),
    ]);
    const outcomes = answers.map((a) => (a.json[0].success ? "placed" : a.json[0].errors[0].code)).sort();
    expect(outcomes).toEqual(["AWAITING_APPROVAL", "placed"]);
    expect(await ordersOf(buyer.id)).toBe(1);
  });
});

describe("deciding an approval", () => {
  it("places exactly the frozen order on approval, moves a passed date, mails the buyer and keeps the audit trail", async () => {
    const approver = await user();
    await setControls(approver.id, "10001", { mayApprove: true });
    const { buyer, cartId, approvalId } = await submitted(4);
    // The buyer changes his cart afterwards: the frozen order does not change.
    await add(buyer.token, cartId, [{ articleNumber: plain[5], quantity: 7, deliveryId: "DBI" }]);
    // Prices change meanwhile: the frozen order keeps its own.
    const before = await call(`/v2/order-approvals/${approvalId}`, { token: approver.token });
    expect(before.status).toBe(200);
    expect(before.json).toMatchObject({ status: "PENDING", mayApprove: true });
    // The requested date has passed by the time it is approved.
    const frozen = JSON.parse(
      (await env.DB.prepare("SELECT frozen FROM order_approvals WHERE id = ?").bind(approvalId).first<{
        frozen: string;
      }>())!.frozen,
    );
    frozen.deliveries[0].requestedDeliveryDate = "2020-01-02";
    await env.DB.prepare("UPDATE order_approvals SET frozen = ? WHERE id = ?")
      .bind(JSON.stringify(frozen), approvalId)
      .run();

    const response = await decide(approver.token, approvalId, "APPROVE", "OK, budget finns");
    expect(response.status, response.text).toBe(200);
    expect(response.json.status).toBe("APPROVED");
    const [placed] = response.json.placedOrders;
    expect(placed).toMatchObject({ deliveryId: "DBI", orderId: expect.any(String), movedFrom: "2020-01-02" });
    expect(placed.requestedDeliveryDate > "2020-01-02").toBe(true);
    const order = await env.DB.prepare("SELECT * FROM orders WHERE id = ?")
      .bind(Number(placed.orderId))
      .first<Record<string, unknown>>();
    expect(order).toMatchObject({
      user_id: buyer.id,
      approval_id: approvalId,
      reference: "Kim",
      customer_order_number: "PO-4",
      net_ore: frozen.deliveries[0].netOre,
    });
    const items = await env.DB.prepare(
      "SELECT article_number, quantity, label, unit_price_ore FROM order_items WHERE order_id = ?",
    )
      .bind(Number(placed.orderId))
      .all();
    expect(items.results).toEqual([
      {
        article_number: plain[4],
        quantity: 3,
        label: "Hus B",
        unit_price_ore: frozen.deliveries[0].lines[0].unitPriceOre,
      },
    ]);
    expect(response.json.events.map((e: { action: string }) => e.action)).toEqual([
      "SUBMITTED",
      "APPROVED",
      "DATE_MOVED",
      "PLACED",
    ]);
    const mail = await env.DB.prepare("SELECT subject, body FROM outbox WHERE to_address = ? ORDER BY id DESC")
      .bind(buyer.email)
      .first<{ subject: string; body: string }>();
    expect(mail?.subject).toBe(`Order attesterad ${approvalId}`);
    expect(mail?.body).toContain("flyttat från 2020-01-02");
    // The order's page shows where it came from.
    const detail = await call(`/orders/${placed.orderId}`, { token: buyer.token });
    expect(detail.json.approval).toMatchObject({ approvalId, events: expect.any(Array) });
    // Approving again changes nothing: one order.
    const again = await decide(approver.token, approvalId, "APPROVE");
    expect(again.status).toBe(409);
    expect(await ordersOf(buyer.id)).toBe(1);
  });

  it("refuses the buyer's own approval (403) even when he holds the approver right", async () => {
    const { buyer, approvalId } = await submitted(6);
    await setControls(buyer.id, "10001", { orderLimitOre: 100, mayApprove: true });
    const response = await decide(buyer.token, approvalId, "APPROVE");
    expect(response.status).toBe(403);
    expect(response.json.message).toBe("Du kan inte attestera din egen order.");
    expect(await ordersOf(buyer.id)).toBe(0);
  });

  it("applies the approver's own order limit to an approval, not to a rejection", async () => {
    const approver = await user();
    await setControls(approver.id, "10001", { mayApprove: true, orderLimitOre: 1 });
    const { approvalId } = await submitted(7);
    const approve = await decide(approver.token, approvalId, "APPROVE");
    expect(approve.status).toBe(403);
    expect(approve.json.issues[0].code).toBe("over_approver_limit");
    const reject = await decide(approver.token, approvalId, "REJECT", "För dyrt, ta det billigare alternativet");
    expect(reject.status).toBe(200);
    expect(reject.json).toMatchObject({ status: "REJECTED", comment: "För dyrt, ta det billigare alternativet" });
  });

  it("decides once: of two approvers at once exactly one wins, the other gets a Swedish 409", async () => {
    const [a, b] = [await user(), await user()];
    await setControls(a.id, "10001", { mayApprove: true });
    await setControls(b.id, "10001", { mayApprove: true });
    const { buyer, approvalId } = await submitted(8);
    const answers = await Promise.all([
      decide(a.token, approvalId, "APPROVE"),
      decide(b.token, approvalId, "REJECT", "Nej"),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const lost = answers.find((r) => r.status === 409)!;
    expect(lost.json.message).toBe("Ordern är redan attesterad eller avslagen av någon annan.");
    const won = answers.find((r) => r.status === 200)!;
    expect(await ordersOf(buyer.id)).toBe(won.json.status === "APPROVED" ? 1 : 0);
    const decisions = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM order_approval_events WHERE approval_id = ? AND action IN ('APPROVED', 'REJECTED')",
    )
      .bind(approvalId)
      .first<{ n: number }>();
    expect(decisions?.n).toBe(1);
  });

  it("returns a rejected order to the buyer with the comment, placing nothing", async () => {
    const approver = await user();
    await setControls(approver.id, "10001", { mayApprove: true });
    const { buyer, approvalId } = await submitted(9);
    const response = await decide(approver.token, approvalId, "REJECT", "Beställ via projektet i stället");
    expect(response.status).toBe(200);
    expect(await ordersOf(buyer.id)).toBe(0);
    const mail = await env.DB.prepare("SELECT subject, body FROM outbox WHERE to_address = ? ORDER BY id DESC")
      .bind(buyer.email)
      .first<{ subject: string; body: string }>();
    expect(mail?.subject).toBe(`Order avslagen ${approvalId}`);
    expect(mail?.body).toContain("Beställ via projektet i stället");
  });

  it("hides another customer's approval (404) and refuses a user without the approver right", async () => {
    const { approvalId } = await submitted(10);
    const foreign = await user([{ customerId: "10002" }]);
    await setControls(foreign.id, "10002", { mayApprove: true });
    expect((await call(`/v2/order-approvals/${approvalId}`, { token: foreign.token })).status).toBe(404);
    expect((await decide(foreign.token, approvalId, "APPROVE")).status).toBe(404);
    const colleague = await user();
    expect((await decide(colleague.token, approvalId, "APPROVE")).status).toBe(404);
    const queue = await call("/v2/order-approvals?view=queue", { token: colleague.token });
    expect(queue.json.approvals).toEqual([]);
  });

  it("shows an EJ_SE_PRISER approver no amount", async () => {
    const approver = await user([{ customerId: "10001", denies: ["EJ_SE_PRISER"] }]);
    await setControls(approver.id, "10001", { mayApprove: true });
    const { approvalId } = await submitted(11);
    const detail = await call(`/v2/order-approvals/${approvalId}`, { token: approver.token });
    expect(detail.json).toMatchObject({ netOre: null, vatOre: null, totalOre: null });
    expect(detail.json.deliveries[0]).toMatchObject({ netOre: null });
    expect(detail.json.deliveries[0].lines[0]).toMatchObject({ unitPriceOre: null, lineNetOre: null });
    const list = await call("/v2/order-approvals?view=queue", { token: approver.token });
    expect(list.json.approvals[0].totalOre).toBeNull();
    const mail = await env.DB.prepare("SELECT body FROM outbox WHERE to_address = ? ORDER BY id DESC")
      .bind(approver.email)
      .first<{ body: string }>();
    expect(mail?.body).not.toMatch(/kr|Summa/);
  });
});

describe("purchasing controls in the user administration", () => {
  it("lets a customer admin set a user's limits and approver right at his customers only, never his own", async () => {
    const admin = await user([{ customerId: "10001", role: "BUYER_ADMIN" }]);
    const target = await createUser({ permissions: [{ customerId: "10001" }, { customerId: "10002" }] });
    const put = (userId: string, customerId: string, body: unknown) =>
      call(`/v2/users/${userId}/purchasing-controls/${customerId}`, { token: admin.token, method: "PUT", body });
    const ok = await put(target.id, "10001", { orderLimitOre: 500_000, monthlyLimitOre: null, mayApprove: true });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json).toMatchObject({ customerId: "10001", orderLimitOre: 500_000, mayApprove: true });
    expect((await put(target.id, "10002", { orderLimitOre: 1, monthlyLimitOre: null, mayApprove: false })).status).toBe(
      403,
    );
    expect(
      (await put(admin.id, "10001", { orderLimitOre: null, monthlyLimitOre: null, mayApprove: true })).status,
    ).toBe(403);
    expect((await put(target.id, "10001", { orderLimitOre: -1, monthlyLimitOre: null, mayApprove: true })).status).toBe(
      400,
    );
    expect(
      (await put(target.id, "10001", { orderLimitOre: 1.5, monthlyLimitOre: null, mayApprove: true })).status,
    ).toBe(400);
    const list = await call(`/v2/users/${target.id}/purchasing-controls`, { token: admin.token });
    expect(list.json.controls).toEqual([expect.objectContaining({ customerId: "10001", orderLimitOre: 500_000 })]);
    const plainUser = await user();
    expect((await call(`/v2/users/${target.id}/purchasing-controls`, { token: plainUser.token })).status).toBe(403);
  });
});

describe("demo logins", () => {
  it("seeds a buyer with an order limit and an approver at 10001", async () => {
    const limitBuyer = (await signIn("limitbuyer@demo.se", { customerId: "10001" })).AccessToken;
    const approverToken = (await signIn("approver@demo.se", { customerId: "10001" })).AccessToken;
    const cartId = await cartOf(limitBuyer);
    // 5 000 kr is exceeded by enough units of any article.
    await add(limitBuyer, cartId, [{ articleNumber: plain[12], quantity: 9999, deliveryId: "DBI" }]);
    const response = await checkout(limitBuyer, cartId, { orderDetails: { DBI: {} } }, key());
    expect(response.json[0]).toMatchObject({ approvalId: expect.any(String), approvalReason: "ORDER_LIMIT" });
    const queue = await call("/v2/order-approvals?view=queue&status=PENDING", { token: approverToken });
    expect(queue.json.approvals.map((a: { approvalId: string }) => a.approvalId)).toContain(
      response.json[0].approvalId,
    );
  });
});
