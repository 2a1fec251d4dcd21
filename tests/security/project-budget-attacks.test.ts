/**
 * Project budgets (issue #46, docs/purchasing-controls.md "Projektbudget") under attack: a budget set or read by a
 * non-admin, for another customer, for another customer's project or beyond the admin's own project; an over-budget
 * order placed straight through the checkout API; and amounts for EJ_SE_PRISER.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { addToCart, buyer, call, checkout, createUser, env, newKey, seedAll, signIn } from "./fixtures";

let articles: string[] = [];
let counter = 0;
beforeAll(async () => {
  articles = await seedAll();
});

async function project(customerId = "10001"): Promise<string> {
  counter++;
  const id = `ATK-${Date.now().toString(36)}-${counter}`;
  await env.DB.prepare("INSERT INTO projects (id, customer_id, name, active) VALUES (?, ?, ?, 1)")
    .bind(id, customerId, `Attackprojekt ${counter}`)
    .run();
  return id;
}

async function admin(
  permission: { customerId: string; projectId?: string; denies?: string[] } = { customerId: "10001" },
) {
  const u = await createUser({
    permissions: [{ ...permission, role: "BUYER_ADMIN", denies: (permission.denies ?? []) as never }],
  });
  return { ...u, token: (await signIn(u.id, { customerId: permission.customerId })).AccessToken };
}

const put = (token: string, customerId: string, projectId: string, amountOre = 100) =>
  call(`/v2/project-budgets/${customerId}/${projectId}`, {
    token,
    method: "PUT",
    body: { period: "MONTH", amountOre },
  });

const budgetRow = (customerId: string, projectId: string) =>
  env.DB.prepare("SELECT amount_ore FROM project_budgets WHERE customer_id = ? AND project_id = ?")
    .bind(customerId, projectId)
    .first<{ amount_ore: number }>();

describe("who may set a project budget", () => {
  it("refuses a buyer without an admin role (403), for reading and writing alike", async () => {
    const p = await project();
    const b = await buyer();
    expect((await put(b.token, "10001", p)).status).toBe(403);
    expect((await call(`/v2/project-budgets/10001/${p}`, { token: b.token, method: "DELETE" })).status).toBe(403);
    expect((await call("/v2/project-budgets", { token: b.token })).status).toBe(403);
    expect(await budgetRow("10001", p)).toBeNull();
  });

  it("refuses an admin of 10001 another customer's budgets (403) and another customer's project under his own (404)", async () => {
    const a = await admin();
    const foreign = await project("10002");
    expect((await put(a.token, "10002", foreign)).status).toBe(403);
    expect((await put(a.token, "10001", foreign)).status).toBe(404);
    expect((await put(a.token, "10001", "no-such-project")).status).toBe(404);
    expect((await call("/v2/project-budgets?customerId=10002", { token: a.token })).status).toBe(403);
    expect(await budgetRow("10002", foreign)).toBeNull();
    expect(await budgetRow("10001", foreign)).toBeNull();
  });

  it("keeps an admin limited to one project to that project (404 for the customer's others, not listed)", async () => {
    const [mine, other] = [await project(), await project()];
    const a = await admin({ customerId: "10001", projectId: mine });
    const token = (await signIn(a.id, { customerId: "10001", projectId: mine })).AccessToken;
    expect((await put(token, "10001", mine)).status).toBe(200);
    expect((await put(token, "10001", other)).status).toBe(404);
    const list = await call("/v2/project-budgets", { token });
    expect(list.json.projects.map((p: { projectId: string }) => p.projectId)).toEqual([mine]);
  });

  it("shows an EJ_SE_PRISER admin no amount in the budget list", async () => {
    const p = await project();
    await put((await admin()).token, "10001", p, 777_700);
    const blind = await admin({ customerId: "10001", denies: ["EJ_SE_PRISER"] });
    const list = await call("/v2/project-budgets", { token: blind.token });
    const row = list.json.projects.find((x: { projectId: string }) => x.projectId === p);
    expect(row.budget.amountOre).toBeNull();
    expect(row.current).toMatchObject({ usedOre: null, remainingOre: null });
    expect(list.text).not.toContain("777700");
  });
});

describe("ordering over a project budget through the API", () => {
  it("submits an over-budget checkout for approval, and new keys or a split over deliveries place nothing", async () => {
    const p = await project();
    await put((await admin()).token, "10001", p, 1);
    const b = await buyer([{ customerId: "10001" }], { customerId: "10001", projectId: p });
    await addToCart(b.token, b.cartId, articles[30], 1, "DBI");
    await addToCart(b.token, b.cartId, articles[31], 1, "EXH");
    const first = await checkout(b.token, b.cartId, { orderDetails: { DBI: {}, EXH: {} } }, newKey());
    expect(first.status).toBe(200);
    expect(first.json.map((r: { success: boolean }) => r.success)).toEqual([false, false]);
    expect(first.json[0]).toMatchObject({ approvalReason: "PROJECT_BUDGET", errors: [{ code: "AWAITING_APPROVAL" }] });
    const again = await checkout(b.token, b.cartId, { orderDetails: { DBI: {} } }, newKey());
    expect(again.json[0].success).toBe(false);
    const orders = await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE project_id = ?")
      .bind(p)
      .first<{ n: number }>();
    expect(orders?.n).toBe(0);
  });

  it("reads the budget only of the token's own project: another project's budget never reaches the buyer", async () => {
    const [mine, other] = [await project(), await project()];
    const a = await admin();
    await put(a.token, "10001", other, 999_900);
    const b = await buyer([{ customerId: "10001", projectId: mine }]);
    const position = await call("/v2/purchasing-controls/me", { token: b.token });
    expect(position.json.projectBudget).toBeNull();
    // A cart that is not his: 404, nothing about it.
    const stranger = await buyer();
    expect((await call(`/v2/purchasing-controls/me?cartId=${stranger.cartId}`, { token: b.token })).status).toBe(404);
  });

  it("gives a buyer denied financial follow-up the budget but not the project's spend against it", async () => {
    const mine = await project();
    const a = await admin();
    await put(a.token, "10001", mine, 500_000);
    const seeing = await buyer([{ customerId: "10001", projectId: mine }]);
    expect((await call("/v2/purchasing-controls/me", { token: seeing.token })).json.projectBudget).toMatchObject({
      usedOre: expect.any(Number),
      remainingOre: 500_000,
    });
    const b = await buyer([{ customerId: "10001", projectId: mine, denies: ["EJ_SE_EKONOMISK_UPPFÖLJNING"] }]);
    const position = await call("/v2/purchasing-controls/me", { token: b.token });
    expect(position.json.projectBudget).toMatchObject({ budgetOre: 500_000, usedOre: null, remainingOre: null });
  });
});
