/**
 * The invoice archive and the open balance (docs/purchasing-controls.md "Fakturor och saldo"): status and overdue in
 * Stockholm time, the archive's filters and paging, the balance and credit, scope and denials, and the seeded year.
 * Customer 10946 exists only here: its orders and invoices are made below, with dates relative to now.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { stockholmIsoDate } from "@shop/domain/format";
import { invoiceBalanceSchema, invoiceDetailSchema, invoiceListSchema } from "@shop/contract/commerce/invoices";
import app from "../../../workers/commerce/src/index";
import { pdfText } from "../../security/support/pdf-text";
import { call, createUser, env, seedOrderableArticles, signIn } from "./helpers";

const DAY = 86_400_000;
const today = () => stockholmIsoDate(new Date());
const day = (offsetDays: number) => {
  // Noon in Stockholm is the same calendar day in UTC, whatever the offset.
  const [y, m, d] = today().split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + offsetDays, 11)).toISOString().slice(0, 10);
};
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

let orderSeq = 0;
async function order(customerId: string, projectId: string, totalOre: number, tempOrderId?: string) {
  orderSeq++;
  const id = 880000 + orderSeq + Math.floor(Math.random() * 1000) * 100;
  await env.DB.prepare(
    `INSERT INTO orders (id, temp_order_id, customer_id, project_id, user_id, delivery_id, warehouse_id, requested_delivery_date,
       net_ore, vat_ore, total_ore, created_at) VALUES (?, ?, ?, ?, 'u-test', 'DBI', '9001', '2026-01-01', ?, ?, ?, ?)`,
  )
    .bind(id, tempOrderId ?? `WEB-T${id}`, customerId, projectId, totalOre * 0.8, totalOre * 0.2, totalOre, at(-40))
    .run();
  return id;
}

let invoiceSeq = 0;
/** An invoice over `orders`, issued `issuedDays` from now, due on the Stockholm day `dueDays` from today. */
async function invoice(
  customerId: string,
  projectId: string,
  orders: { id: number; total: number }[],
  options: { issuedDays: number; dueDays: number; paidDays?: number; partialOre?: number },
) {
  invoiceSeq++;
  const id = `F${8800000 + invoiceSeq + Math.floor(Math.random() * 100) * 1000}`;
  const amount = orders.reduce((s, o) => s + o.total, 0);
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO invoices (id, order_id, customer_id, project_id, net_ore, vat_ore, amount_ore, issued_at, due_at, paid, paid_at, ocr)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).bind(
      id,
      orders[0].id,
      customerId,
      projectId,
      amount * 0.8,
      amount * 0.2,
      amount,
      at(options.issuedDays),
      day(options.dueDays),
      options.paidDays === undefined ? 0 : 1,
      options.paidDays === undefined ? null : at(options.paidDays),
      `${id.slice(1)}0`,
    ),
    ...orders.map((o) =>
      env.DB.prepare("INSERT INTO invoice_orders (invoice_id, order_id) VALUES (?, ?)").bind(id, o.id),
    ),
    ...(options.paidDays !== undefined || options.partialOre
      ? [
          env.DB.prepare("INSERT INTO invoice_payments (id, invoice_id, amount_ore, paid_at) VALUES (?, ?, ?, ?)").bind(
            `B-${id}`,
            id,
            options.partialOre ?? amount,
            at(options.paidDays ?? -2),
          ),
        ]
      : []),
  ]);
  return { id, amount };
}

/** A customer of this file alone, so no other test's orders count in its balance. */
const C = "10946";
const P = "10946-01";
let fixture: Awaited<ReturnType<typeof makeFixture>>;

async function makeFixture() {
  await env.DB.batch([
    env.DB.prepare(
      "INSERT OR IGNORE INTO customers (id, name, organization_number) VALUES (?, 'Fakturatest AB', '556000-0946')",
    ).bind(C),
    env.DB.prepare("INSERT OR IGNORE INTO projects (id, customer_id, name) VALUES (?, ?, 'Testbygget')").bind(P, C),
  ]);
  const o1 = { id: await order(C, "", 100_000, "WEB-SOKBAR-1"), total: 100_000 };
  const o2 = { id: await order(C, "", 50_000), total: 50_000 };
  const o3 = { id: await order(C, "", 20_000), total: 20_000 };
  const o4 = { id: await order(C, "", 40_000), total: 40_000 };
  const o5 = { id: await order(C, P, 30_000), total: 30_000 };
  const o6 = { id: await order(C, "", 12_500), total: 12_500 };
  const oFuture = { id: await order(C, "", 9_900), total: 9_900 };
  const uninvoiced = { id: await order(C, "", 7_000), total: 7_000 };
  const uninvoicedProject = { id: await order(C, P, 3_000), total: 3_000 };
  const overdue = await invoice(C, "", [o1, o2], { issuedDays: -31, dueDays: -1 });
  const dueToday = await invoice(C, "", [o3], { issuedDays: -30, dueDays: 0 });
  const paid = await invoice(C, "", [o4], { issuedDays: -60, dueDays: -30, paidDays: -35 });
  const projectOverdue = await invoice(C, P, [o5], { issuedDays: -45, dueDays: -15 });
  const partial = await invoice(C, "", [o6], { issuedDays: -5, dueDays: 25, partialOre: 5_000 });
  const future = await invoice(C, "", [oFuture], { issuedDays: 2, dueDays: 32 });
  await env.DB.prepare(
    "INSERT OR REPLACE INTO customer_credit (customer_id, credit_limit_ore, payment_terms_days) VALUES (?, 1000000, 30)",
  )
    .bind(C)
    .run();
  const whole = await createUser({ permissions: [{ customerId: C }] });
  const project = await createUser({ permissions: [{ customerId: C, projectId: P }] });
  const noPrices = await createUser({ permissions: [{ customerId: C, denies: ["EJ_SE_PRISER"] }] });
  const noFollowUp = await createUser({ permissions: [{ customerId: C, denies: ["EJ_SE_EKONOMISK_UPPFÖLJNING"] }] });
  const token = async (u: { id: string }, projectId?: string) =>
    (await signIn(u.id, { customerId: C, ...(projectId ? { projectId } : {}) })).AccessToken;
  return {
    invoices: { overdue, dueToday, paid, projectOverdue, partial, future },
    uninvoiced,
    uninvoicedProject,
    whole: await token(whole),
    project: await token(project, P),
    noPrices: await token(noPrices),
    noFollowUp: await token(noFollowUp),
  };
}

beforeAll(async () => {
  await seedOrderableArticles();
  fixture = await makeFixture();
});

const ids = (answer: { json: { items: { invoiceId: string }[] } }) => answer.json.items.map((i) => i.invoiceId).sort();

describe("status as of now in Stockholm", () => {
  it("is PAID once paid, OVERDUE from the day after the due date, OPEN on the due date and before", async () => {
    const { invoices } = fixture;
    const list = await call("/v2/invoices?limit=100", { token: fixture.whole });
    expect(list.status).toBe(200);
    const status = Object.fromEntries(list.json.items.map((i: any) => [i.invoiceId, i.status]));
    expect(status).toEqual({
      [invoices.overdue.id]: "OVERDUE",
      [invoices.dueToday.id]: "OPEN",
      [invoices.paid.id]: "PAID",
      [invoices.projectOverdue.id]: "OVERDUE",
      [invoices.partial.id]: "OPEN",
    });
  });

  it("never shows an invoice before it is issued", async () => {
    expect((await call(`/v2/invoices/${fixture.invoices.future.id}`, { token: fixture.whole })).status).toBe(404);
  });
});

describe("the archive's filters and paging", () => {
  const list = (query: string, token = fixture.whole) => call(`/v2/invoices?limit=100&${query}`, { token });
  it("filters by status: open (overdue ones too), overdue, paid", async () => {
    const { invoices: i } = fixture;
    expect(ids(await list("status=open"))).toEqual(
      [i.overdue.id, i.dueToday.id, i.projectOverdue.id, i.partial.id].sort(),
    );
    expect(ids(await list("status=overdue"))).toEqual([i.overdue.id, i.projectOverdue.id].sort());
    expect(ids(await list("status=paid"))).toEqual([i.paid.id]);
  });

  it("filters by issue date (Stockholm days, both ends included), project and invoice or order number", async () => {
    const { invoices: i } = fixture;
    expect(ids(await list(`fromDate=${day(-31)}&toDate=${day(-30)}`))).toEqual([i.overdue.id, i.dueToday.id].sort());
    expect(ids(await list(`toDate=${day(-45)}`))).toEqual([i.paid.id, i.projectOverdue.id].sort());
    expect(ids(await list(`project=${P}`))).toEqual([i.projectOverdue.id]);
    expect(ids(await list("project=none"))).not.toContain(i.projectOverdue.id);
    expect(ids(await list("q=sokbar"))).toEqual([i.overdue.id]);
    expect(ids(await list(`q=${i.partial.id.toLowerCase()}`))).toEqual([i.partial.id]);
    const filtered = await list("");
    expect(filtered.json.projects).toEqual([{ projectId: P, name: "Testbygget" }]);
  });

  it("pages newest first", async () => {
    const first = await call("/v2/invoices?limit=2", { token: fixture.whole });
    const second = await call("/v2/invoices?limit=2&offset=2", { token: fixture.whole });
    expect(first.json.total).toBe(5);
    expect(first.json.items.map((x: any) => x.invoiceId)).toEqual([
      fixture.invoices.partial.id,
      fixture.invoices.dueToday.id,
    ]);
    expect(second.json.items.map((x: any) => x.invoiceId)).toEqual([
      fixture.invoices.overdue.id,
      fixture.invoices.projectOverdue.id,
    ]);
  });

  it("refuses bad filters with 400", async () => {
    for (const query of [
      "status=unpaid",
      "fromDate=2026-13-01",
      `fromDate=${day(0)}&toDate=${day(-1)}`,
      "customerId=10001",
      `q=${"9".repeat(41)}`,
      "limit=0",
      "project=a%20b",
    ])
      expect((await call(`/v2/invoices?${query}`, { token: fixture.whole })).status, query).toBe(400);
    expect((await call("/v2/invoices/balance?customerId=10001", { token: fixture.whole })).status).toBe(400);
    expect((await call("/v2/invoices/not-an-invoice", { token: fixture.whole })).status).toBe(404);
  });
});

describe("the contract", () => {
  it("holds for the list, an invoice and the balance, with amounts and without (EJ_SE_PRISER)", async () => {
    for (const token of [fixture.whole, fixture.noPrices]) {
      invoiceListSchema.parse((await call("/v2/invoices", { token })).json);
      invoiceDetailSchema.parse((await call(`/v2/invoices/${fixture.invoices.partial.id}`, { token })).json);
      invoiceBalanceSchema.parse((await call("/v2/invoices/balance", { token })).json);
    }
  });
});

describe("one invoice", () => {
  it("answers its orders with their lines and its payments; the PDF is a PDF", async () => {
    const { partial, overdue } = fixture.invoices;
    const detail = await call(`/v2/invoices/${overdue.id}`, { token: fixture.whole });
    expect(detail.status).toBe(200);
    expect(detail.json).toMatchObject({ invoiceId: overdue.id, amountOre: 150_000, remainingOre: 150_000 });
    expect(detail.json.orders.map((o: any) => o.tempOrderId)).toContain("WEB-SOKBAR-1");
    expect(detail.json.orderIds).toHaveLength(2);
    const part = await call(`/v2/invoices/${partial.id}`, { token: fixture.whole });
    expect(part.json).toMatchObject({ status: "OPEN", paidOre: 5_000, remainingOre: 7_500, paidAt: null });
    expect(part.json.payments).toEqual([{ paidAt: expect.any(String), amountOre: 5_000 }]);
    const pdf = await call(`/v2/invoices/${overdue.id}/pdf`, { token: fixture.whole });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.text.startsWith("%PDF")).toBe(true);
  });

  it("carries each order's reference and cost centre to the invoice and its PDF", async () => {
    const { overdue } = fixture.invoices;
    await env.DB.prepare(
      "UPDATE orders SET reference = 'Kim Ek', cost_centre = 'KS-410' WHERE temp_order_id = 'WEB-SOKBAR-1'",
    ).run();
    const detail = await call(`/v2/invoices/${overdue.id}`, { token: fixture.whole });
    expect(detail.json.orders).toContainEqual(
      expect.objectContaining({ tempOrderId: "WEB-SOKBAR-1", reference: "Kim Ek", costCentre: "KS-410" }),
    );
    const pdf = await app.request(
      `/v2/invoices/${overdue.id}/pdf`,
      { headers: { authorization: `Bearer ${fixture.whole}` } },
      env,
    );
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer())).replace(/\s+/g, " ");
    expect(text).toContain("Er referens: Kim Ek");
    expect(text).toContain("Kostnadsställe: KS-410");
  });
});

describe("the balance", () => {
  it("sums what is left to pay, the overdue part and uninvoiced orders; the credit left after both", async () => {
    const balance = await call("/v2/invoices/balance", { token: fixture.whole });
    expect(balance.status).toBe(200);
    const open = 150_000 + 20_000 + 30_000 + 7_500;
    const overdue = 150_000 + 30_000;
    const { uninvoiced, uninvoicedProject } = fixture;
    const orders = uninvoiced.total + uninvoicedProject.total + fixture.invoices.future.amount;
    expect(balance.json).toEqual({
      customerId: C,
      scope: "CUSTOMER",
      currency: "SEK",
      openCount: 4,
      overdueCount: 2,
      openOre: open,
      overdueOre: overdue,
      uninvoicedOre: orders,
      creditLimitOre: 1_000_000,
      availableOre: 1_000_000 - open - orders,
      paymentTermsDays: 30,
    });
  });

  it("is only his projects' for a project-limited user, without the customer's credit", async () => {
    const list = await call("/v2/invoices", { token: fixture.project });
    expect(ids(list)).toEqual([fixture.invoices.projectOverdue.id]);
    const balance = await call("/v2/invoices/balance", { token: fixture.project });
    expect(balance.json).toMatchObject({
      scope: "PROJECT",
      openOre: 30_000,
      overdueOre: 30_000,
      uninvoicedOre: fixture.uninvoicedProject.total,
      creditLimitOre: null,
      availableOre: null,
    });
    expect((await call(`/v2/invoices/${fixture.invoices.overdue.id}`, { token: fixture.project })).status).toBe(404);
  });
});

describe("denials", () => {
  it("EJ_SE_PRISER: the invoices and their status, never an amount", async () => {
    const list = await call("/v2/invoices?limit=100", { token: fixture.noPrices });
    expect(list.json.items).toHaveLength(5);
    for (const item of list.json.items)
      for (const key of ["netOre", "vatOre", "amountOre", "paidOre", "remainingOre"]) expect(item[key], key).toBeNull();
    const detail = await call(`/v2/invoices/${fixture.invoices.partial.id}`, { token: fixture.noPrices });
    expect(detail.json.status).toBe("OPEN");
    expect(detail.json.payments[0].amountOre).toBeNull();
    expect(detail.json.orders.every((o: any) => o.netOre === null)).toBe(true);
    const balance = await call("/v2/invoices/balance", { token: fixture.noPrices });
    for (const key of ["openOre", "overdueOre", "uninvoicedOre", "creditLimitOre", "availableOre"])
      expect(balance.json[key], key).toBeNull();
    expect(balance.json.overdueCount).toBe(2);
  });

  it("EJ_SE_EKONOMISK_UPPFÖLJNING: 403 from every invoice route", async () => {
    const id = fixture.invoices.overdue.id;
    for (const path of ["/v2/invoices", "/v2/invoices/balance", `/v2/invoices/${id}`, `/v2/invoices/${id}/pdf`])
      expect((await call(path, { token: fixture.noFollowUp })).status, path).toBe(403);
  });
});

describe("the seeded year", () => {
  it("gives the demo customers a year of invoices: every amount the sum of its orders, some paid, some open, some overdue", async () => {
    const { results } = await env.DB.prepare(
      `SELECT i.id, i.customer_id, i.amount_ore, i.net_ore + i.vat_ore AS parts, MIN(o.created_at) AS first,
         (SELECT SUM(o2.total_ore) FROM invoice_orders io2 JOIN orders o2 ON o2.id = io2.order_id WHERE io2.invoice_id = i.id) AS orders,
         COUNT(*) AS order_count, SUM(o.project_id <> i.project_id OR o.customer_id <> i.customer_id) AS foreign_orders
       FROM invoices i JOIN invoice_orders io ON io.invoice_id = i.id JOIN orders o ON o.id = io.order_id
       WHERE o.checkout_key LIKE 'seed:%' GROUP BY i.id`,
    ).all<{
      id: string;
      customer_id: string;
      amount_ore: number;
      parts: number;
      first: string;
      orders: number;
      order_count: number;
      foreign_orders: number;
    }>();
    expect(results.filter((r) => r.amount_ore !== r.orders || r.parts !== r.amount_ore || r.foreign_orders)).toEqual(
      [],
    );
    expect(new Set(results.map((r) => r.customer_id))).toEqual(new Set(["10001", "10002", "10003", "10005"]));
    expect(results.some((r) => r.order_count > 1)).toBe(true);
    const oldest = results.map((r) => r.first).sort()[0];
    expect(Date.now() - Date.parse(oldest)).toBeGreaterThan(330 * DAY);
    const admin = (await signIn("admin@demo.se", { customerId: "10001" })).AccessToken;
    for (const status of ["paid", "open", "overdue"]) {
      const list = await call(`/v2/invoices?status=${status}&limit=1`, { token: admin });
      expect(list.json.total, status).toBeGreaterThan(0);
    }
    const balance = await call("/v2/invoices/balance", { token: admin });
    expect(balance.json).toMatchObject({ scope: "CUSTOMER", creditLimitOre: 50_000_000 });
    expect(balance.json.overdueOre).toBeGreaterThan(0);
    // No payment after the seed day.
    const late = await env.DB.prepare("SELECT COUNT(*) AS n FROM invoice_payments WHERE paid_at > ?")
      .bind(new Date().toISOString())
      .first<{ n: number }>();
    expect(late!.n).toBe(0);
  });
});
