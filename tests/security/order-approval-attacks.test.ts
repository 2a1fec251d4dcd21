/**
 * Purchasing controls (issue #46, docs/purchasing-controls.md) under attack: an over-limit order placed straight
 * through the checkout API (split over deliveries, retried under new keys), one's own or another customer's approval
 * decided, one approval decided twice in parallel, the cart changed after submitting it, and amounts for EJ_SE_PRISER.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { addToCart, buyer, call, checkout, createUser, env, newKey, seedAll, signIn } from "./fixtures";

let articles: string[] = [];
beforeAll(async () => {
  articles = await seedAll();
});

async function controls(userId: string, customerId: string, orderLimitOre: number | null, mayApprove = false) {
  await env.DB.prepare(
    `INSERT OR REPLACE INTO purchasing_controls (user_id, customer_id, order_limit_ore, monthly_limit_ore, may_approve, updated_by, updated_at)
     VALUES (?, ?, ?, NULL, ?, 'attack-suite', '2026-01-01T00:00:00Z')`,
  )
    .bind(userId, customerId, orderLimitOre, mayApprove ? 1 : 0)
    .run();
}

const ordersOf = async (userId: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE user_id = ?").bind(userId).first<{ n: number }>())!.n;

async function approver(customerId = "10001", denies: string[] = []) {
  const u = await createUser({ permissions: [{ customerId, denies: denies as never }] });
  await controls(u.id, customerId, null, true);
  return { ...u, token: (await signIn(u.id, { customerId })).AccessToken };
}

/** A buyer whose limit is 1 öre under what one unit of `article` costs him, with an approval submitted. */
async function submittedApproval(article: string) {
  const b = await buyer();
  await controls(b.user.id, "10001", 0);
  await addToCart(b.token, b.cartId, article, 2);
  const result = await checkout(b.token, b.cartId, { orderDetails: { DBI: {} } }, newKey());
  expect(result.json[0].errors[0].code).toBe("AWAITING_APPROVAL");
  return { ...b, approvalId: result.json[0].approvalId as string };
}

const decide = (token: string, id: string, decision: "APPROVE" | "REJECT") =>
  call(`/v2/order-approvals/${id}/decision`, { token, body: { decision, comment: "" } });

describe("placing over the limit through the API", () => {
  it("counts the checkout's deliveries together: splitting an order over deliveries does not get under the limit", async () => {
    const b = await buyer();
    await addToCart(b.token, b.cartId, articles[20], 1, "DBI");
    await addToCart(b.token, b.cartId, articles[21], 1, "EXH");
    // A limit each delivery alone stays under: learned from the cart's own prices.
    const lines = await env.DB.prepare("SELECT COUNT(*) AS n FROM cart_items WHERE cart_id = ?")
      .bind(b.cartId)
      .first<{ n: number }>();
    expect(lines?.n).toBe(2);
    await controls(b.user.id, "10001", 1);
    const result = await checkout(b.token, b.cartId, { orderDetails: { DBI: {}, EXH: {} } }, newKey());
    expect(result.status).toBe(200);
    expect(result.json.map((r: { success: boolean }) => r.success)).toEqual([false, false]);
    expect(new Set(result.json.map((r: { approvalId: string }) => r.approvalId)).size).toBe(1);
    expect(await ordersOf(b.user.id)).toBe(0);
  });

  it("cannot place the submitted order by checking out again under a new key: the lines left the cart", async () => {
    const b = await submittedApproval(articles[22]);
    const again = await checkout(b.token, b.cartId, { orderDetails: { DBI: {} } }, newKey());
    expect(again.json[0]).toMatchObject({ success: false, errors: [{ code: "EMPTY_DELIVERY" }] });
    expect(await ordersOf(b.user.id)).toBe(0);
  });

  it("freezes the submitted order: a cart changed afterwards does not change what is approved and placed", async () => {
    const b = await submittedApproval(articles[23]);
    await addToCart(b.token, b.cartId, articles[23], 40);
    const a = await approver();
    const decided = await decide(a.token, b.approvalId, "APPROVE");
    expect(decided.status).toBe(200);
    const quantities = await env.DB.prepare(
      "SELECT SUM(i.quantity) AS q FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.approval_id = ?",
    )
      .bind(b.approvalId)
      .first<{ q: number }>();
    expect(quantities?.q).toBe(2);
    // The 40 added later are still in the cart, not ordered.
    expect((await call(`/v2/cart/${b.cartId}`, { token: b.token })).json.items).toHaveLength(1);
  });

  it("cannot lift one's own limit through the user administration", async () => {
    const admin = await createUser({ permissions: [{ customerId: "10001", role: "BUYER_ADMIN" }] });
    await controls(admin.id, "10001", 100);
    const token = (await signIn(admin.id, { customerId: "10001" })).AccessToken;
    const put = await call(`/v2/users/${admin.id}/purchasing-controls/10001`, {
      token,
      method: "PUT",
      body: { orderLimitOre: null, monthlyLimitOre: null, mayApprove: true },
    });
    expect(put.status).toBe(403);
  });
});

describe("deciding approvals one may not", () => {
  it("refuses approving one's own order, also with the approver right", async () => {
    const b = await submittedApproval(articles[24]);
    await controls(b.user.id, "10001", 0, true);
    const response = await decide(b.token, b.approvalId, "APPROVE");
    expect(response.status).toBe(403);
    expect(await ordersOf(b.user.id)).toBe(0);
  });

  it("hides another customer's approval from its approvers (404 on read, list and decision)", async () => {
    const b = await submittedApproval(articles[25]);
    const foreign = await approver("10002");
    expect((await call(`/v2/order-approvals/${b.approvalId}`, { token: foreign.token })).status).toBe(404);
    expect((await decide(foreign.token, b.approvalId, "APPROVE")).status).toBe(404);
    const queue = await call("/v2/order-approvals?view=queue", { token: foreign.token });
    expect(queue.json.approvals.map((x: { approvalId: string }) => x.approvalId)).not.toContain(b.approvalId);
    // Malformed and unknown ids answer the same 404.
    expect((await call("/v2/order-approvals/ATT-0000000000", { token: foreign.token })).status).toBe(404);
    expect((await call("/v2/order-approvals/'%20OR%201=1", { token: foreign.token })).status).toBe(404);
  });

  it("keeps a project approver out of the customer-wide approvals", async () => {
    const b = await submittedApproval(articles[26]);
    const projectOnly = await createUser({ permissions: [{ customerId: "10001", projectId: "10001-01" }] });
    await controls(projectOnly.id, "10001", null, true);
    const token = (await signIn(projectOnly.id, { customerId: "10001", projectId: "10001-01" })).AccessToken;
    expect((await decide(token, b.approvalId, "APPROVE")).status).toBe(404);
  });

  it("decides an approval once when five approvers decide at the same moment", async () => {
    const b = await submittedApproval(articles[27]);
    const approvers = await Promise.all([1, 2, 3, 4, 5].map(() => approver()));
    const answers = await Promise.all(approvers.map((a) => decide(a.token, b.approvalId, "APPROVE")));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(4);
    expect(await ordersOf(b.user.id)).toBe(1);
  });

  it("shows EJ_SE_PRISER callers no amount of an approval, in the list and the detail", async () => {
    const b = await submittedApproval(articles[28]);
    const blind = await approver("10001", ["EJ_SE_PRISER"]);
    const detail = await call(`/v2/order-approvals/${b.approvalId}`, { token: blind.token });
    expect(JSON.stringify(detail.json)).not.toMatch(/"(netOre|vatOre|totalOre|unitPriceOre|lineNetOre)":\d/);
    const list = await call("/v2/order-approvals?view=queue", { token: blind.token });
    expect(JSON.stringify(list.json)).not.toMatch(/"(netOre|vatOre|totalOre)":\d/);
  });
});
