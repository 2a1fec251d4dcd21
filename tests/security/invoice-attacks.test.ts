/**
 * The invoice archive and balance (issue #46, docs/purchasing-controls.md "Fakturor och saldo") under attack, against
 * the seeded demo year: another customer's invoice, PDF and balance; a project-limited user reaching for the
 * customer's other invoices; a user denied financial follow-up; and every amount for EJ_SE_PRISER, the PDF included.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { bytesOf, call, env, pdfText, seedAll, signIn } from "./fixtures";

const token = async (user: string, context: { customerId: string; projectId?: string }) =>
  (await signIn(user, context)).AccessToken;

/** A seeded invoice already issued, of a customer and project ('' = none). */
async function invoiceOf(customerId: string, projectId?: string) {
  const row = await env.DB.prepare(
    `SELECT id FROM invoices WHERE customer_id = ?1 AND (?2 IS NULL OR project_id = ?2) AND issued_at <= ?3
     ORDER BY issued_at DESC LIMIT 1`,
  )
    .bind(customerId, projectId ?? null, new Date().toISOString())
    .first<{ id: string }>();
  if (!row) throw new Error(`no issued invoice for ${customerId}/${projectId}`);
  return row.id;
}

beforeAll(async () => {
  await seedAll();
});

describe("another customer's invoices", () => {
  it("answers 404 for another customer's invoice and its PDF, exactly like an unknown one", async () => {
    const noprices = await token("noprices@demo.se", { customerId: "10003" });
    const foreign = await invoiceOf("10001");
    const unknown = await call("/v2/invoices/F0000000", { token: noprices });
    for (const path of [`/v2/invoices/${foreign}`, `/v2/invoices/${foreign}/pdf`]) {
      const answer = await call(path, { token: noprices });
      expect(answer.status, path).toBe(404);
      expect(answer.json).toEqual(unknown.json);
    }
  });

  it("never lists or sums another customer's invoices, and no parameter names another customer", async () => {
    const admin = await token("admin@demo.se", { customerId: "10001" });
    const list = await call("/v2/invoices?limit=100", { token: admin });
    expect(list.status).toBe(200);
    expect(list.json.items.every((i: { customerId: string }) => i.customerId === "10001")).toBe(true);
    expect(list.json.items.map((i: { invoiceId: string }) => i.invoiceId)).not.toContain(await invoiceOf("10002"));
    for (const path of ["/v2/invoices/balance?customerId=10002", "/v2/invoices?customerId=10002"])
      expect((await call(path, { token: admin })).status, path).toBe(400);
    const balance = await call("/v2/invoices/balance", { token: admin });
    expect(balance.json.customerId).toBe("10001");
  });
});

describe("a project-limited user", () => {
  it("sees only his projects' invoices: the customer's others are 404, also as PDF, and never in the list or balance", async () => {
    // buyer@demo.se holds 10002 only through projects 10002-01 and 10002-02.
    const buyer = await token("buyer@demo.se", { customerId: "10002", projectId: "10002-01" });
    const list = await call("/v2/invoices?limit=100", { token: buyer });
    expect(list.status).toBe(200);
    expect(list.json.items.length).toBeGreaterThan(0);
    expect(new Set(list.json.items.map((i: { projectId: string }) => i.projectId))).toEqual(new Set(["10002-01"]));
    const withoutProject = await invoiceOf("10002", "");
    for (const path of [`/v2/invoices/${withoutProject}`, `/v2/invoices/${withoutProject}/pdf`])
      expect((await call(path, { token: buyer })).status, path).toBe(404);
    expect((await call(`/v2/invoices/${await invoiceOf("10002", "10002-01")}`, { token: buyer })).status).toBe(200);
    // The customer's credit is not his to see: it would show what the other projects owe.
    const balance = await call("/v2/invoices/balance", { token: buyer });
    expect(balance.json).toMatchObject({ scope: "PROJECT", creditLimitOre: null, availableOre: null });
    const seller = await token("seller@demo.se", { customerId: "10002" });
    const whole = await call("/v2/invoices/balance", { token: seller });
    expect(whole.json.scope).toBe("CUSTOMER");
    expect(whole.json.openOre).toBeGreaterThan(balance.json.openOre);
  });
});

describe("EJ_SE_EKONOMISK_UPPFÖLJNING", () => {
  it("gets 403 from the list, the balance, an invoice of his own customer and its PDF", async () => {
    const limited = await token("limited@demo.se", { customerId: "10005" });
    const own = await invoiceOf("10005");
    for (const path of ["/v2/invoices", "/v2/invoices/balance", `/v2/invoices/${own}`, `/v2/invoices/${own}/pdf`]) {
      const answer = await call(path, { token: limited });
      expect(answer.status, path).toBe(403);
      expect(answer.text).not.toContain(own);
    }
  });
});

describe("EJ_SE_PRISER", () => {
  it("gets invoices and their status, but no amount anywhere: list, invoice, balance and PDF", async () => {
    const noprices = await token("noprices@demo.se", { customerId: "10003" });
    const list = await call("/v2/invoices?limit=100", { token: noprices });
    expect(list.json.items.length).toBeGreaterThan(3);
    const amountKeys = /Ore$/;
    const numbers: string[] = [];
    const scan = (value: unknown, path: string) => {
      if (Array.isArray(value)) value.forEach((v, i) => scan(v, `${path}[${i}]`));
      else if (value && typeof value === "object")
        for (const [k, v] of Object.entries(value)) {
          if (amountKeys.test(k) && v !== null) numbers.push(`${path}.${k}`);
          scan(v, `${path}.${k}`);
        }
    };
    scan(list.json, "list");
    const partlyPaid = await env.DB.prepare(
      "SELECT invoice_id FROM invoice_payments p JOIN invoices i ON i.id = p.invoice_id WHERE i.customer_id = '10003' LIMIT 1",
    ).first<{ invoice_id: string }>();
    const detail = await call(`/v2/invoices/${partlyPaid!.invoice_id}`, { token: noprices });
    expect(detail.json.orders[0].lines.length).toBeGreaterThan(0);
    expect(detail.json.payments.length).toBeGreaterThan(0);
    scan(detail.json, "detail");
    const balance = await call("/v2/invoices/balance", { token: noprices });
    scan(balance.json, "balance");
    expect(numbers).toEqual([]);
    expect(balance.json.openCount).toBeGreaterThan(0);

    const pdf = await bytesOf(`/v2/invoices/${partlyPaid!.invoice_id}/pdf`, noprices);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe("application/pdf");
    const text = pdfText(pdf.bytes);
    expect(text).toContain("Faktura");
    expect(text).toContain(detail.json.orders[0].lines[0].articleNumber);
    expect(text).not.toMatch(/À-pris|Belopp|Netto|Moms|Att betala|Inbetalt|kr\b/);
    expect(text).not.toMatch(/\d,\d\d/);
    // The same invoice for a colleague with prices: the amounts are there, so their absence above is the denial.
    const seller = await token("seller@demo.se", { customerId: "10003" });
    const priced = pdfText((await bytesOf(`/v2/invoices/${partlyPaid!.invoice_id}/pdf`, seller)).bytes);
    expect(priced).toMatch(/Att betala: [\d\s ]+,\d\d\s?kr/);
  });
});

describe("a user whose projects are denied differently", () => {
  it("reads another project's invoice through an allowed context only as that project's permission allows", async () => {
    // buyer@demo.se holds 10002 through 10002-01 (no denial) and 10002-02, here given a denial for the test.
    const setDenials = (denials: string) =>
      env.DB.prepare(
        "UPDATE customer_permissions SET permission_denies = ?1 WHERE user_id = 'u-buyer' AND customer_id = '10002' AND project_id = '10002-02'",
      )
        .bind(denials)
        .run();
    const other = await invoiceOf("10002", "10002-02");
    try {
      await setDenials('["EJ_SE_PRISER"]');
      // Fresh sign-ins: a token carries the permissions as they were when it was issued.
      const buyer = (await signIn("buyer@demo.se", { customerId: "10002", projectId: "10002-01" }, true)).AccessToken;
      const detail = await call(`/v2/invoices/${other}`, { token: buyer });
      expect(detail.status).toBe(200);
      expect(detail.json).toMatchObject({ amountOre: null, remainingOre: null });
      expect(detail.json.orders[0].lines[0].lineNetOre).toBeNull();
      const pdf = pdfText((await bytesOf(`/v2/invoices/${other}/pdf`, buyer)).bytes);
      expect(pdf).not.toMatch(/Att betala|kr\b/);
      // His own project's invoice keeps its amounts: the denial is the other project's.
      const own = await call(`/v2/invoices/${await invoiceOf("10002", "10002-01")}`, { token: buyer });
      expect(own.json.amountOre).toEqual(expect.any(Number));

      await setDenials('["EJ_SE_EKONOMISK_UPPFÖLJNING"]');
      const denied = (await signIn("buyer@demo.se", { customerId: "10002", projectId: "10002-01" }, true)).AccessToken;
      for (const path of [`/v2/invoices/${other}`, `/v2/invoices/${other}/pdf`])
        expect((await call(path, { token: denied })).status, path).toBe(404);
    } finally {
      await setDenials("[]");
    }
  });
});
