/**
 * Spend follow-up ("Inköpsuppföljning", issue #46, docs/purchasing-controls.md) through the commerce API: placed
 * orders summed net excluding VAT per Stockholm month (the boundary is midnight in Stockholm, +1 in winter and +2 in
 * summer), per project and per top-level category; cancelled orders and other customers' orders count nowhere; a
 * project-limited user gets his projects only; the period is bounded.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { spendReportSchema } from "@shop/contract/commerce/spend";
import { call, createUser, env, seedTestCatalogue, signIn, type CreateUserOptions } from "./helpers";

const CUSTOMER = "20901";
let orderSeq = 0;
/** Two articles of different top-level categories, and the names of those categories. */
let articleA = { number: "", top: "", topName: "" };
let articleB = { number: "", top: "", topName: "" };

async function topOf(index: number) {
  const row = await env.DB.prepare(
    `SELECT a.article_number AS number, top.id AS top, top.name AS topName FROM articles a
     JOIN categories l2 ON l2.id = a.category_l2 JOIN categories top ON top.id = l2.parent_id
     ORDER BY a.id LIMIT 1 OFFSET ?`,
  )
    .bind(index)
    .first<{ number: string; top: string; topName: string }>();
  return row!;
}

/** An order written as checkout writes it, with lines of `lines` öre each and the given creation instant. */
async function order(
  createdAt: string,
  lines: [article: string, ore: number][],
  options: { customerId?: string; projectId?: string; cancelledAt?: string } = {},
) {
  orderSeq++;
  const net = lines.reduce((s, [, ore]) => s + ore, 0);
  const row = await env.DB.prepare(
    `INSERT INTO orders (temp_order_id, customer_id, project_id, user_id, delivery_id, warehouse_id, requested_delivery_date,
       net_ore, vat_ore, total_ore, created_at) VALUES (?, ?, ?, 'u-spend', 'DBI', '9001', '2026-01-01', ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      `WEB-SPEND-${orderSeq}`,
      options.customerId ?? CUSTOMER,
      options.projectId ?? "",
      net,
      net / 4,
      net + net / 4,
      createdAt,
    )
    .first<{ id: number }>();
  for (const [i, [article, ore]] of lines.entries())
    await env.DB.prepare(
      `INSERT INTO order_items (order_id, line, article_number, name, quantity, unit, unit_price_ore, line_net_ore)
       VALUES (?, ?, ?, 'Artikel', 1, 'st', ?, ?)`,
    )
      .bind(row!.id, i + 1, article, ore, ore)
      .run();
  await env.DB.prepare("INSERT INTO order_status_events (order_id, status, at) VALUES (?, 'RECEIVED', ?)")
    .bind(row!.id, createdAt)
    .run();
  if (options.cancelledAt)
    await env.DB.prepare("INSERT INTO order_status_events (order_id, status, at) VALUES (?, 'CANCELLED', ?)")
      .bind(row!.id, options.cancelledAt)
      .run();
}

async function tokenFor(permissions: NonNullable<CreateUserOptions["permissions"]>, projectId?: string) {
  const u = await createUser({ permissions });
  return (await signIn(u.id, { customerId: permissions[0].customerId, ...(projectId ? { projectId } : {}) }))
    .AccessToken;
}

const spend = (token: string, query: string) => call(`/v2/spend?${query}`, { token });

beforeAll(async () => {
  await seedTestCatalogue();
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO customers (id, name, organization_number) VALUES (?, 'Spendbolaget AB', '556000-0901'), ('20902', 'Grannbolaget AB', '556000-0902')",
    ).bind(CUSTOMER),
    env.DB.prepare(
      "INSERT INTO projects (id, customer_id, name) VALUES ('20901-01', ?1, 'Kv. Ekorren'), ('20901-02', ?1, 'Skolan')",
    ).bind(CUSTOMER),
  ]);
  articleA = await topOf(0);
  // The first article of another top-level category.
  for (let i = 1; articleB.top === "" || articleB.top === articleA.top; i += 7) articleB = await topOf(i);
  // January 2026 ends at 2026-01-31T23:00:00Z (Stockholm +1); June 2026 at 2026-06-30T22:00:00Z (+2, summer time).
  await order("2026-01-31T22:59:59.000Z", [[articleA.number, 10_000]]);
  await order("2026-01-31T23:00:00.000Z", [[articleA.number, 20_000]], { projectId: "20901-01" });
  await order("2026-02-10T09:00:00.000Z", [[articleB.number, 99_900]], { cancelledAt: "2026-02-10T10:00:00.000Z" });
  await order("2026-06-30T21:59:59.000Z", [[articleB.number, 30_050]], { projectId: "20901-02" });
  await order(
    "2026-06-30T22:00:00.000Z",
    [
      [articleA.number, 1_000],
      [articleB.number, 2_000],
    ],
    { projectId: "20901-01" },
  );
  // Another customer's order in the same months counts nowhere here.
  await order("2026-01-15T09:00:00.000Z", [[articleA.number, 77_700]], { customerId: "20902" });
});

describe("spend per month", () => {
  it("puts orders in the Stockholm month they were placed in, around midnight in winter and in summer", async () => {
    const token = await tokenFor([{ customerId: CUSTOMER }]);
    const response = await spend(token, "from=2026-01&to=2026-07&groupBy=month");
    expect(response.status, response.text).toBe(200);
    const byMonth = Object.fromEntries(
      response.json.groups.map((g: { key: string; netOre: number }) => [g.key, g.netOre]),
    );
    expect(byMonth).toEqual({
      "2026-01": 10_000,
      "2026-02": 20_000, // 00:00 on 1 February in Stockholm; the cancelled order does not count
      "2026-03": 0,
      "2026-04": 0,
      "2026-05": 0,
      "2026-06": 30_050,
      "2026-07": 3_000,
    });
    expect(response.json).toMatchObject({ netOre: 63_050, orderCount: 4, currency: "SEK", customerId: CUSTOMER });
    // The storefront reads it with the wire contract.
    expect(spendReportSchema.safeParse(response.json).success).toBe(true);
  });

  it("answers the last 12 months when no period is given", async () => {
    const token = await tokenFor([{ customerId: CUSTOMER }]);
    const response = await spend(token, "");
    expect(response.status).toBe(200);
    expect(response.json.groups).toHaveLength(12);
    expect(response.json.groupBy).toBe("month");
  });

  it("refuses a period over 24 months, a reversed one and a malformed month with a Swedish 400", async () => {
    const token = await tokenFor([{ customerId: CUSTOMER }]);
    const long = await spend(token, "from=2024-01&to=2026-01");
    expect(long.status).toBe(400);
    expect(long.json.message).toBe("Perioden får vara högst 24 månader.");
    expect((await spend(token, "from=2024-02&to=2026-01")).status).toBe(200);
    const reversed = await spend(token, "from=2026-05&to=2026-01");
    expect(reversed.status).toBe(400);
    expect(reversed.json.message).toMatch(/efter den sista/);
    expect((await spend(token, "from=2026-13&to=2026-12")).status).toBe(400);
    expect((await spend(token, "groupBy=supplier")).status).toBe(400);
    expect((await spend(token, "sort=-netOre")).status).toBe(400);
  });
});

describe("spend per project and category", () => {
  it("sums per project, largest first, with orders without a project as their own group", async () => {
    const token = await tokenFor([{ customerId: CUSTOMER }]);
    const response = await spend(token, "from=2026-01&to=2026-07&groupBy=project");
    expect(response.json.groups).toEqual([
      { key: "20901-02", name: "Skolan", netOre: 30_050, orderCount: 1 },
      { key: "20901-01", name: "Kv. Ekorren", netOre: 23_000, orderCount: 2 },
      { key: "", name: null, netOre: 10_000, orderCount: 1 },
    ]);
    expect(response.json.projects.map((p: { projectId: string }) => p.projectId)).toEqual(["", "20901-01", "20901-02"]);
  });

  it("sums per top-level category of the ordered articles, an order counted in each category it touches", async () => {
    const token = await tokenFor([{ customerId: CUSTOMER }]);
    const response = await spend(token, "from=2026-01&to=2026-07&groupBy=category");
    const groups = response.json.groups as { key: string; name: string; netOre: number; orderCount: number }[];
    expect(groups.find((g) => g.key === articleA.top)).toEqual({
      key: articleA.top,
      name: articleA.topName,
      netOre: 31_000,
      orderCount: 3,
    });
    expect(groups.find((g) => g.key === articleB.top)).toMatchObject({ netOre: 32_050, orderCount: 2 });
    expect(response.json.netOre).toBe(63_050);
  });

  it("filters to one project by projectId, and to orders without a project by an empty one", async () => {
    const token = await tokenFor([{ customerId: CUSTOMER }]);
    const one = await spend(token, "from=2026-01&to=2026-07&groupBy=month&projectId=20901-01");
    expect(one.json).toMatchObject({ projectId: "20901-01", netOre: 23_000, orderCount: 2 });
    const none = await spend(token, "from=2026-01&to=2026-07&groupBy=month&projectId=");
    expect(none.json).toMatchObject({ projectId: "", netOre: 10_000, orderCount: 1 });
  });
});

describe("spend scope", () => {
  it("gives a project-limited user his projects only, whatever the grouping", async () => {
    const token = await tokenFor([{ customerId: CUSTOMER, projectId: "20901-01" }], "20901-01");
    const response = await spend(token, "from=2026-01&to=2026-07&groupBy=project");
    expect(response.status).toBe(200);
    expect(response.json.groups.map((g: { key: string }) => g.key)).toEqual(["20901-01"]);
    expect(response.json.netOre).toBe(23_000);
    expect(response.json.projects).toEqual([{ projectId: "20901-01", name: "Kv. Ekorren" }]);
  });

  it("counts a project whose permission denies financial follow-up nowhere, even when another one allows it", async () => {
    const token = await tokenFor(
      [
        { customerId: CUSTOMER, projectId: "20901-01" },
        { customerId: CUSTOMER, projectId: "20901-02", denies: ["EJ_SE_EKONOMISK_UPPFÖLJNING"] },
      ],
      "20901-01",
    );
    const response = await spend(token, "from=2026-01&to=2026-07&groupBy=project");
    expect(response.json.groups.map((g: { key: string }) => g.key)).toEqual(["20901-01"]);
    expect((await spend(token, "from=2026-01&to=2026-07&projectId=20901-02")).status).toBe(404);
  });
});
