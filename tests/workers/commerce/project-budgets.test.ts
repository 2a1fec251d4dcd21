/**
 * Project budgets (issue #46, docs/purchasing-controls.md "Projektbudget") through the commerce API: a customer admin
 * sets a project's budget for a period, the project's placed orders and waiting approvals in the period (Stockholm
 * calendar) count against it, and a checkout that would go over it is submitted for approval even under the buyer's
 * own limits, race-safe. The buyer reads what is left through his purchasing position.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { stockholmMidnightMs, stockholmMonth, stockholmDate } from "@shop/domain/purchasing-controls";
import { add, checkout, key } from "./checkout-fixtures";
import { call, createUser, env, seedOrderableArticles, signIn } from "./helpers";

let plain: string[] = [];
let projectCounter = 0;

beforeAll(async () => {
  plain = await seedOrderableArticles();
});

/** A project of its own at 10001 for each test, so no other test's orders count against its budget. */
async function project(): Promise<string> {
  projectCounter++;
  const id = `PB-${Date.now().toString(36)}-${projectCounter}`;
  await env.DB.prepare("INSERT INTO projects (id, customer_id, name, active) VALUES (?, '10001', ?, 1)")
    .bind(id, `Budgetprojekt ${projectCounter}`)
    .run();
  return id;
}

async function buyerIn(projectId: string, denies: string[] = []) {
  const u = await createUser({ permissions: [{ customerId: "10001", denies: denies as never }] });
  const token = (await signIn(u.id, { customerId: "10001", projectId })).AccessToken;
  const cartId = (await call("/v2/cart", { token })).json.cartId as string;
  return { ...u, token, cartId };
}

async function admin() {
  const u = await createUser({ permissions: [{ customerId: "10001", role: "BUYER_ADMIN" }] });
  return { ...u, token: (await signIn(u.id, { customerId: "10001" })).AccessToken };
}

const setBudget = (token: string, projectId: string, body: unknown, customerId = "10001") =>
  call(`/v2/project-budgets/${customerId}/${projectId}`, { token, method: "PUT", body });

/** What one unit of plain[i] comes to net for a 10001 buyer, learned from a placed order in a project of its own. */
async function unitNet(i: number): Promise<number> {
  const b = await buyerIn(await project());
  await add(b.token, b.cartId, [{ articleNumber: plain[i], quantity: 1, deliveryId: "DBI" }]);
  const placed = await checkout(b.token, b.cartId, { orderDetails: { DBI: {} } }, key());
  expect(placed.json[0].success, placed.text).toBe(true);
  const row = await env.DB.prepare("SELECT net_ore FROM orders WHERE user_id = ?")
    .bind(b.id)
    .first<{ net_ore: number }>();
  return row!.net_ore;
}

async function insertOrder(projectId: string, netOre: number, createdAt: string) {
  await env.DB.prepare(
    `INSERT INTO orders (temp_order_id, customer_id, project_id, user_id, delivery_id, warehouse_id, requested_delivery_date,
       net_ore, vat_ore, total_ore, created_at) VALUES (?, '10001', ?, 'u-other', 'DBI', '1001', '2026-01-05', ?, 0, ?, ?)`,
  )
    .bind(`T-${crypto.randomUUID()}`, projectId, netOre, netOre, createdAt)
    .run();
}

const used = async (token: string, projectId: string) => {
  const list = await call("/v2/project-budgets", { token });
  expect(list.status, list.text).toBe(200);
  return list.json.projects.find((p: { projectId: string }) => p.projectId === projectId);
};

describe("setting a project budget", () => {
  it("lets a customer admin set, read and remove a budget; a range needs its days in order (Swedish-free 400 JSON)", async () => {
    const a = await admin();
    const p = await project();
    const saved = await setBudget(a.token, p, { period: "QUARTER", amountOre: 5_000_000 });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toMatchObject({
      projectId: p,
      budget: { period: "QUARTER", amountOre: 5_000_000, fromDate: null, toDate: null },
      current: { usedOre: 0, remainingOre: 5_000_000 },
    });
    expect((await used(a.token, p)).budget.period).toBe("QUARTER");
    expect((await setBudget(a.token, p, { period: "RANGE", amountOre: 1 })).status).toBe(400);
    expect(
      (await setBudget(a.token, p, { period: "RANGE", amountOre: 1, fromDate: "2026-05-01", toDate: "2026-04-01" }))
        .status,
    ).toBe(400);
    expect((await setBudget(a.token, p, { period: "MONTH", amountOre: -1 })).status).toBe(400);
    expect((await setBudget(a.token, p, { period: "WEEK", amountOre: 1 })).status).toBe(400);
    const removed = await call(`/v2/project-budgets/10001/${p}`, { token: a.token, method: "DELETE" });
    expect(removed.status).toBe(204);
    expect((await used(a.token, p)).budget).toBeNull();
  });

  it("counts orders by the Stockholm month, quarter and year: an order a second before the period's start does not count", async () => {
    const a = await admin();
    const p = await project();
    const now = new Date();
    const { year, month } = stockholmDate(now);
    const monthStart = stockholmMidnightMs(year, month, 1);
    const quarterStart = stockholmMidnightMs(year, month - ((month - 1) % 3), 1);
    const yearStart = stockholmMidnightMs(year, 1, 1);
    expect(new Date(monthStart).toISOString()).toBe(stockholmMonth(now).startUtc);
    const at = (ms: number) => new Date(ms).toISOString();
    await insertOrder(p, 100, at(monthStart)); // first instant of the month: counts for all three
    await insertOrder(p, 20, at(monthStart - 1000)); // the previous month's last second
    await insertOrder(p, 3, at(quarterStart - 1000)); // the previous quarter's last second
    await insertOrder(p, 4_000, at(yearStart - 1000)); // last year
    await insertOrder(p, 50_000, at(Date.now() + 86_400_000 * 400)); // a later year: counts for none
    // The previous month's order counts for the quarter only when this month is not the quarter's first, and so on.
    const expected = {
      MONTH: 100,
      QUARTER: 100 + (monthStart === quarterStart ? 0 : 20),
      YEAR: 100 + (monthStart === yearStart ? 0 : 20) + (quarterStart === yearStart ? 0 : 3),
    };
    for (const period of ["MONTH", "QUARTER", "YEAR"] as const) {
      await setBudget(a.token, p, { period, amountOre: 1_000_000 });
      const row = await used(a.token, p);
      expect(row.current.usedOre, period).toBe(expected[period]);
      expect(row.current.remainingOre).toBe(1_000_000 - expected[period]);
    }
    // A range holds from its first day's Stockholm midnight through its last day.
    const mm = String(month).padStart(2, "0");
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
    await setBudget(a.token, p, {
      period: "RANGE",
      amountOre: 1_000_000,
      fromDate: `${year}-${mm}-01`,
      toDate: `${year}-${mm}-${lastDay}`,
    });
    expect((await used(a.token, p)).current.usedOre).toBe(100);
    await setBudget(a.token, p, {
      period: "RANGE",
      amountOre: 1_000_000,
      fromDate: "2020-01-01",
      toDate: "2020-12-31",
    });
    expect((await used(a.token, p)).current).toBeNull();
  });
});

describe("checkout against a project budget", () => {
  it("places a checkout within the budget and submits one over it for approval, though the buyer has no limit", async () => {
    const net = await unitNet(0);
    const a = await admin();
    const p = await project();
    const approver = await createUser({ permissions: [{ customerId: "10001" }] });
    await env.DB.prepare(
      `INSERT INTO purchasing_controls (user_id, customer_id, may_approve, updated_by, updated_at)
       VALUES (?, '10001', 1, 'test', '2026-01-01T00:00:00Z')`,
    )
      .bind(approver.id)
      .run();
    await setBudget(a.token, p, { period: "MONTH", amountOre: net * 2 });
    const b = await buyerIn(p);
    await add(b.token, b.cartId, [{ articleNumber: plain[0], quantity: 2, deliveryId: "DBI" }]);
    const within = await checkout(b.token, b.cartId, { orderDetails: { DBI: {} } }, key());
    expect(within.json[0], within.text).toMatchObject({ success: true });
    // What is left: nothing; the next unit goes to approval.
    const position = await call("/v2/purchasing-controls/me", { token: b.token });
    expect(position.json.projectBudget).toMatchObject({
      projectId: p,
      period: "MONTH",
      budgetOre: net * 2,
      usedOre: net * 2,
      remainingOre: 0,
    });
    await add(b.token, b.cartId, [{ articleNumber: plain[0], quantity: 1, deliveryId: "DBI" }]);
    const preview = await call(`/v2/purchasing-controls/me?cartId=${b.cartId}`, { token: b.token });
    expect(preview.json.checkout).toEqual({ approvalReason: "PROJECT_BUDGET" });
    const over = await checkout(b.token, b.cartId, { orderDetails: { DBI: {} } }, key());
    expect(over.json[0]).toMatchObject({
      success: false,
      approvalId: expect.stringMatching(/^ATT-/),
      approvalReason: "PROJECT_BUDGET",
      errors: [{ code: "AWAITING_APPROVAL" }],
    });
    const mail = await env.DB.prepare("SELECT body FROM outbox WHERE to_address = ? ORDER BY id DESC")
      .bind(approver.email)
      .first<{ body: string }>();
    expect(mail?.body).toContain("över projektets budget");
    // Approving it is allowed: that is what approval is for. The project then stands over its budget.
    const approverToken = (await signIn(approver.id, { customerId: "10001" })).AccessToken;
    const decided = await call(`/v2/order-approvals/${over.json[0].approvalId}/decision`, {
      token: approverToken,
      body: { decision: "APPROVE", comment: "" },
    });
    expect(decided.status, decided.text).toBe(200);
    expect(decided.json.placedOrders[0].orderId).toEqual(expect.any(String));
    expect((await used(a.token, p)).current).toMatchObject({ usedOre: net * 3, remainingOre: 0 });
  });

  it("counts waiting approvals against the budget: a checkout that fits only without them goes to approval", async () => {
    const net = await unitNet(1);
    const a = await admin();
    const p = await project();
    await setBudget(a.token, p, { period: "YEAR", amountOre: net * 3 });
    // One buyer's order of two units waits for approval (over his own order limit of 1 öre).
    const first = await buyerIn(p);
    await env.DB.prepare(
      `INSERT INTO purchasing_controls (user_id, customer_id, order_limit_ore, may_approve, updated_by, updated_at)
       VALUES (?, '10001', 1, 0, 'test', '2026-01-01T00:00:00Z')`,
    )
      .bind(first.id)
      .run();
    await add(first.token, first.cartId, [{ articleNumber: plain[1], quantity: 2, deliveryId: "DBI" }]);
    const waiting = await checkout(first.token, first.cartId, { orderDetails: { DBI: {} } }, key());
    expect(waiting.json[0].approvalReason).toBe("ORDER_LIMIT");
    expect((await used(a.token, p)).current.usedOre).toBe(net * 2);
    // Another buyer's two units would fit the budget alone, not with the waiting approval.
    const second = await buyerIn(p);
    await add(second.token, second.cartId, [{ articleNumber: plain[1], quantity: 2, deliveryId: "DBI" }]);
    const over = await checkout(second.token, second.cartId, { orderDetails: { DBI: {} } }, key());
    expect(over.json[0]).toMatchObject({ success: false, approvalReason: "PROJECT_BUDGET" });
    // A rejected approval stops counting.
    await env.DB.prepare("UPDATE order_approvals SET status = 'REJECTED' WHERE user_id = ?").bind(first.id).run();
    expect((await used(a.token, p)).current.usedOre).toBe(net * 2);
  });

  it("lets only one of two parallel checkouts under the budget; the other is submitted for approval", async () => {
    const net = await unitNet(2);
    const a = await admin();
    const p = await project();
    await setBudget(a.token, p, { period: "MONTH", amountOre: Math.floor(net * 1.5) });
    const [one, two] = [await buyerIn(p), await buyerIn(p)];
    await add(one.token, one.cartId, [{ articleNumber: plain[2], quantity: 1, deliveryId: "DBI" }]);
    await add(two.token, two.cartId, [{ articleNumber: plain[2], quantity: 1, deliveryId: "DBI" }]);
    const answers = await Promise.all([
      checkout(one.token, one.cartId, { orderDetails: { DBI: {} } }, key()),
      checkout(two.token, two.cartId, { orderDetails: { DBI: {} } }, key()),
    ]);
    const outcomes = answers.map((r) => (r.json[0].success ? "placed" : r.json[0].approvalReason)).sort();
    expect(outcomes).toEqual(["PROJECT_BUDGET", "placed"]);
    const placed = await env.DB.prepare("SELECT COALESCE(SUM(net_ore), 0) AS n FROM orders WHERE project_id = ?")
      .bind(p)
      .first<{ n: number }>();
    expect(placed!.n).toBeLessThanOrEqual(Math.floor(net * 1.5));
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM project_budget_claims").first<{ n: number }>()).toEqual({
      n: 0,
    });
  });

  it("leaves a checkout in a project without a budget, or a customer-wide one, as it was", async () => {
    const b = await buyerIn(await project());
    await add(b.token, b.cartId, [{ articleNumber: plain[3], quantity: 5, deliveryId: "DBI" }]);
    expect((await checkout(b.token, b.cartId, { orderDetails: { DBI: {} } }, key())).json[0].success).toBe(true);
    const position = await call(`/v2/purchasing-controls/me?cartId=${b.cartId}`, { token: b.token });
    expect(position.json).toEqual({
      mayApprove: false,
      orderLimit: null,
      monthlyLimit: null,
      projectBudget: null,
      checkout: null,
    });
  });
});

describe("the purchasing position", () => {
  it("gives a buyer with limits what is left of them, and an EJ_SE_PRISER buyer no amount at all", async () => {
    const a = await admin();
    const p = await project();
    await setBudget(a.token, p, { period: "MONTH", amountOre: 1_234_500 });
    const b = await buyerIn(p);
    await env.DB.prepare(
      `INSERT INTO purchasing_controls (user_id, customer_id, order_limit_ore, monthly_limit_ore, may_approve, updated_by, updated_at)
       VALUES (?, '10001', 500000, 2000000, 0, 'test', '2026-01-01T00:00:00Z')`,
    )
      .bind(b.id)
      .run();
    const position = await call("/v2/purchasing-controls/me", { token: b.token });
    expect(position.json).toMatchObject({
      mayApprove: false,
      orderLimit: { limitOre: 500_000 },
      monthlyLimit: { limitOre: 2_000_000, spentOre: 0, remainingOre: 2_000_000, month: stockholmMonth().month },
      projectBudget: { budgetOre: 1_234_500, remainingOre: 1_234_500 },
    });
    const hidden = await buyerIn(p, ["EJ_SE_PRISER"]);
    const none = await call("/v2/purchasing-controls/me", { token: hidden.token });
    expect(none.json.projectBudget).toMatchObject({ budgetOre: null, usedOre: null, remainingOre: null });
    expect(JSON.stringify(none.json)).not.toMatch(/1234500/);
  });
});

describe("the demo project budget", () => {
  it("shows buyer@demo.se what is left of 10001-02's quarterly budget, one seeded row", async () => {
    const token = (await signIn("buyer@demo.se", { customerId: "10001", projectId: "10001-02" })).AccessToken;
    const position = await call("/v2/purchasing-controls/me", { token });
    expect(position.json.projectBudget).toMatchObject({
      projectId: "10001-02",
      projectName: "Umeå skola ombyggnad",
      period: "QUARTER",
      budgetOre: 15_000_000,
      remainingOre: expect.any(Number),
    });
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM project_budgets WHERE project_id = '10001-02'").first<{
      n: number;
    }>();
    expect(rows?.n).toBe(1);
    const demoAdmin = (await signIn("admin@demo.se", { customerId: "10001" })).AccessToken;
    const list = await call("/v2/project-budgets", { token: demoAdmin });
    expect(list.json.projects.find((p: { projectId: string }) => p.projectId === "10001-02").budget).toMatchObject({
      period: "QUARTER",
      amountOre: 15_000_000,
    });
  });
});
