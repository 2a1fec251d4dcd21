/**
 * One authorization point (workers/commerce/src/auth/access.ts): every order, invoice, document, quote,
 * address, favourite list and cart endpoint × the demo roles and a project-limited user × own and foreign
 * customer and project. Foreign resources answer 404 (never 403), so their existence does not leak.
 * Attack that succeeded before: a user limited to project 10001-02 read orders of project 10001-01 and
 * orders without a project through /orders/{id}, its download, invoices, addresses, PDF, e-mail and inquiry.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { addToCart, buyer, bytesOf, call, createUser, inAssortment, placeOrder, seedAll, signIn } from "./fixtures";

type Caller = "siteadmin" | "seller" | "admin" | "buyer" | "project02" | "project02Admin";
type OrderKey = "none" | "p01" | "p02" | "foreign";

const tokens = {} as Record<Caller, string>;
const orders = {} as Record<OrderKey, { orderId: string; tempOrderId: string }>;

beforeAll(async () => {
  const articles = await seedAll();
  const vvs = await inAssortment(articles, "A-VVS-BYGG");
  // Every add obeys the buyer's assortment: 10002 (Elinstallatören Syd) buys from the electrical range only.
  const el = await inAssortment(articles, "A-EL");
  orders.none = await placeOrder(articles[0], [{ customerId: "10001" }]);
  orders.p01 = await placeOrder(articles[1], [{ customerId: "10001", projectId: "10001-01" }]);
  orders.p02 = await placeOrder(vvs[0], [{ customerId: "10001", projectId: "10001-02" }]);
  orders.foreign = await placeOrder(el[0], [{ customerId: "10002" }]);
  tokens.siteadmin = (await signIn("siteadmin@demo.se", { customerId: "10001" })).AccessToken;
  tokens.seller = (await signIn("seller@demo.se", { customerId: "10001" })).AccessToken;
  tokens.admin = (await signIn("admin@demo.se", { customerId: "10001" })).AccessToken;
  tokens.buyer = (await signIn("buyer@demo.se", { customerId: "10001" })).AccessToken;
  const limited = await createUser({ permissions: [{ customerId: "10001", projectId: "10001-02" }] });
  tokens.project02 = (await signIn(limited.id, { customerId: "10001", projectId: "10001-02" })).AccessToken;
  const limitedAdmin = await createUser({
    permissions: [{ customerId: "10001", projectId: "10001-02", role: "BUYER_ADMIN" }],
  });
  tokens.project02Admin = (await signIn(limitedAdmin.id, { customerId: "10001", projectId: "10001-02" })).AccessToken;
});

/** Which orders each caller may see: customer-wide sees all projects, project-limited only its project. */
const MAY_SEE: Record<Caller, OrderKey[]> = {
  siteadmin: ["none", "p01", "p02", "foreign"],
  seller: ["none", "p01", "p02", "foreign"], // SELLER_ADMIN customer-wide on 10001 and 10002
  admin: ["none", "p01", "p02"], // BUYER_ADMIN customer-wide on 10001 only
  buyer: ["none", "p01", "p02"], // USER customer-wide on 10001, limited to projects on 10002
  project02: ["p02"],
  project02Admin: ["p02"],
};

const ORDER_ENDPOINTS: [
  name: string,
  request: (o: { orderId: string; tempOrderId: string }) => { path: string; method?: string; body?: unknown },
  ok: number,
][] = [
  ["GET /orders/{id}", (o) => ({ path: `/orders/${o.orderId}` }), 200],
  ["GET /orders/{id}/invoices", (o) => ({ path: `/orders/${o.orderId}/invoices` }), 200],
  ["GET /orders/{id}/addresses", (o) => ({ path: `/orders/${o.orderId}/addresses` }), 200],
  [
    "GET /orders/{id}/documents/order-confirmation",
    (o) => ({ path: `/orders/${o.orderId}/documents/order-confirmation` }),
    200,
  ],
  ["GET /orders/{id}/download", (o) => ({ path: `/orders/${o.orderId}/download` }), 200],
  [
    "POST /orders/{id}/documents/email",
    (o) => ({ path: `/orders/${o.orderId}/documents/email`, method: "POST", body: {} }),
    202,
  ],
  [
    "POST /orders/inquiry",
    (o) => ({
      path: "/orders/inquiry",
      method: "POST",
      body: { orderId: o.orderId, subject: "delivery", message: "När kommer den?" },
    }),
    201,
  ],
  ["GET /orders/getOrderId/{web number}", (o) => ({ path: `/orders/getOrderId/${o.tempOrderId}` }), 200],
];

describe("orders: customer AND project scope, 404 for anything foreign", () => {
  const callers = Object.keys(MAY_SEE) as Caller[];
  for (const [name, request, ok] of ORDER_ENDPOINTS) {
    it(`${name} × every role × own/foreign customer and project`, async () => {
      const seen: string[] = [];
      for (const caller of callers) {
        for (const key of ["none", "p01", "p02", "foreign"] as OrderKey[]) {
          const r = request(orders[key]);
          const response = await call(r.path, { token: tokens[caller], method: r.method, body: r.body });
          const expected = MAY_SEE[caller].includes(key) ? ok : 404;
          seen.push(
            `${caller}/${key}: ${response.status}${response.status === expected ? "" : ` (expected ${expected})`}`,
          );
          if (expected === 404) expect(response.text).not.toContain(orders[key].tempOrderId);
        }
      }
      expect(seen.filter((s) => s.includes("expected"))).toEqual([]);
    });
  }

  it("order search shows a project-limited user only its project's orders", async () => {
    const response = await call("/orders/search?limit=100", { token: tokens.project02 });
    expect(response.status).toBe(200);
    const ids = response.json.orders.map((o: any) => o.orderId);
    expect(ids).toContain(orders.p02.orderId);
    expect(ids).not.toContain(orders.p01.orderId);
    expect(ids).not.toContain(orders.none.orderId);
    expect(response.json.orders.every((o: any) => o.projectId === "10001-02")).toBe(true);
    const wide = await call("/orders/search?limit=100&q=" + orders.none.tempOrderId, { token: tokens.admin });
    expect(wide.json.orders.map((o: any) => o.orderId)).toEqual([orders.none.orderId]);
  });

  it("the customer order number check names the order using it only to those who may see it", async () => {
    const user = await createUser({ permissions: [{ customerId: "10001" }] });
    const own = await signIn(user.id, { customerId: "10001" });
    const b = await call("/v2/cart", { token: own.AccessToken });
    const articles = await seedAll();
    await addToCart(own.AccessToken, b.json.cartId, articles[3]);
    const number = `PO-SEC-${Date.now()}`;
    const placed = await call(`/v2/cart/${b.json.cartId}/checkout`, {
      token: own.AccessToken,
      body: { orderDetails: { DBI: { customerOrderNumber: number } } },
      headers: { "idempotency-key": `k-${crypto.randomUUID()}` },
    });
    expect(placed.json[0].success).toBe(true);
    const asLimited = await call(`/v4/customers/orders/${number}/validate`, { token: tokens.project02 });
    expect(asLimited.json).toMatchObject({ valid: false, problems: ["ALREADY_USED"], usedByOrderId: null });
    const asAdmin = await call(`/v4/customers/orders/${number}/validate`, { token: tokens.admin });
    expect(asAdmin.json.usedByOrderId).toBe(placed.json[0].orderId);
  });
});

describe("quotes: the creator and the customer-wide admins of its customer", () => {
  let quoteId = "";
  let creator = "";
  let foreign = "";
  beforeAll(async () => {
    const user = await createUser({ permissions: [{ customerId: "10001" }] });
    creator = (await signIn(user.id, { customerId: "10001" })).AccessToken;
    const created = await call("/v1/quotes", {
      token: creator,
      body: { title: "Offert säkerhet", customItems: [{ name: "Montage", quantity: 2, price: 650 }] },
    });
    expect(created.status, created.text).toBe(201);
    quoteId = created.json.quoteId;
    const other = await createUser({ permissions: [{ customerId: "10002" }] });
    foreign = (await signIn(other.id, { customerId: "10002" })).AccessToken;
  });

  it("GET, PDF and PATCH /v1/quotes/{id} × roles", async () => {
    const expectations: [string, () => string, number][] = [
      ["creator", () => creator, 200],
      ["siteadmin", () => tokens.siteadmin, 200],
      ["seller (SELLER_ADMIN of 10001)", () => tokens.seller, 200],
      ["admin (BUYER_ADMIN of 10001)", () => tokens.admin, 200],
      ["buyer (another USER of 10001)", () => tokens.buyer, 404],
      ["project02 (USER limited to 10001-02)", () => tokens.project02, 404],
      ["project02Admin (BUYER_ADMIN limited to 10001-02)", () => tokens.project02Admin, 404],
      ["foreign customer", () => foreign, 404],
    ];
    const wrong: string[] = [];
    for (const [who, token, status] of expectations) {
      const read = await call(`/v1/quotes/${quoteId}`, { token: token() });
      if (read.status !== status) wrong.push(`GET ${who}: ${read.status}, expected ${status}`);
      const pdf = await bytesOf(`/v1/quotes/${quoteId}/pdf`, token());
      if (pdf.status !== status) wrong.push(`PDF ${who}: ${pdf.status}, expected ${status}`);
      if (status === 404) {
        const write = await call(`/v1/quotes/${quoteId}`, {
          token: token(),
          method: "PATCH",
          body: { title: "Kapad" },
        });
        if (write.status !== 404) wrong.push(`PATCH ${who}: ${write.status}, expected 404`);
        const copy = await call(`/v1/quotes/${quoteId}/copy`, { token: token(), method: "POST" });
        if (copy.status !== 404) wrong.push(`copy ${who}: ${copy.status}, expected 404`);
      }
    }
    expect(wrong).toEqual([]);
    expect((await call(`/v1/quotes/${quoteId}`, { token: creator })).json.title).toBe("Offert säkerhet");
  });
});

describe("addresses: only the token's customer", () => {
  it("another customer's address answers 404 to change and delete, and never appears in the list", async () => {
    for (const token of [tokens.buyer, tokens.admin, tokens.project02, tokens.siteadmin]) {
      expect(
        (await call("/address/demo-addr-10002-1", { token, method: "PUT", body: { label: "Kapad" } })).status,
      ).toBe(404);
      expect((await call("/address/demo-addr-10002-2", { token, method: "DELETE" })).status).toBe(404);
      const list = await call("/address", { token });
      expect(list.status).toBe(200);
      expect(list.json.every((a: any) => a.customerId === "10001")).toBe(true);
    }
    const own = await call("/address", { token: tokens.project02 });
    expect(own.json.map((a: any) => a.addressId)).toContain("demo-addr-10001-1");
  });
});

describe("favourite lists: private for the owner, shared for users of the list's customer", () => {
  it("GET /v2/favorites/{id} and item writes × lists × callers", async () => {
    const other = await createUser({ permissions: [{ customerId: "10002" }] });
    const foreign = (await signIn(other.id, { customerId: "10002" })).AccessToken;
    const cases: [who: string, token: string, list: string, status: number][] = [
      ["buyer (owner)", tokens.buyer, "demo-fav-1", 200],
      ["admin", tokens.admin, "demo-fav-1", 404],
      ["siteadmin", tokens.siteadmin, "demo-fav-1", 404],
      ["project02", tokens.project02, "demo-fav-1", 404],
      ["buyer", tokens.buyer, "demo-fav-2", 200],
      ["project02", tokens.project02, "demo-fav-2", 200],
      ["foreign customer", foreign, "demo-fav-2", 404],
      ["buyer in 10001 context", tokens.buyer, "demo-fav-3", 404],
      ["foreign customer", foreign, "demo-fav-3", 404],
    ];
    const wrong: string[] = [];
    for (const [who, token, list, status] of cases) {
      const read = await call(`/v2/favorites/${list}`, { token });
      if (read.status !== status) wrong.push(`GET ${list} ${who}: ${read.status}, expected ${status}`);
      if (status === 404) {
        const write = await call(`/v2/favorites/${list}/articles`, {
          token,
          method: "PUT",
          body: { articleNumber: "X-1", quantity: 1 },
        });
        if (write.status !== 404) wrong.push(`PUT items ${list} ${who}: ${write.status}, expected 404`);
        const remove = await call(`/v2/favorites/${list}`, { token, method: "DELETE" });
        if (remove.status !== 404) wrong.push(`DELETE ${list} ${who}: ${remove.status}, expected 404`);
      }
    }
    expect(wrong).toEqual([]);
    // A shared list is readable by colleagues, but only its owner renames it.
    expect(
      (await call("/v2/favorites/demo-fav-2", { token: tokens.buyer, method: "PUT", body: { favoriteName: "Kapad" } }))
        .status,
    ).toBe(403);
  });
});

describe("carts: the owner only", () => {
  it("another user's cart answers 404 to read, add, delete, checkout — for every role", async () => {
    const owner = await buyer();
    const articles = await seedAll();
    await addToCart(owner.token, owner.cartId, articles[4]);
    for (const token of Object.values(tokens)) {
      expect((await call(`/v2/cart/${owner.cartId}`, { token })).status).toBe(404);
      expect(
        (
          await call(`/v2/cart/${owner.cartId}/variants/batch/add`, {
            token,
            body: { items: [{ articleNumber: articles[5], quantity: 1, deliveryId: "DBI" }] },
          })
        ).status,
      ).toBe(404);
      expect((await call(`/v2/cart/${owner.cartId}/variants`, { token, method: "DELETE" })).status).toBe(404);
      expect(
        (
          await call(`/v2/cart/${owner.cartId}/checkout`, {
            token,
            body: { orderDetails: { DBI: {} } },
            headers: { "idempotency-key": `k-${crypto.randomUUID()}` },
          })
        ).status,
      ).toBe(404);
    }
    expect((await call(`/v2/cart/${owner.cartId}`, { token: owner.token })).json.items).toHaveLength(1);
  });
});

describe("checkout writes only to the session's own customer and project", () => {
  it("a buyer's cart of another context cannot be ordered on the current customer (422), and nothing is ordered", async () => {
    const articles = await seedAll();
    const user = await createUser({ permissions: [{ customerId: "10001" }, { customerId: "10002" }] });
    const at10001 = (await signIn(user.id, { customerId: "10001" })).AccessToken;
    const at10002 = (await signIn(user.id, { customerId: "10002" })).AccessToken;
    const cart10001 = (await call("/v2/cart", { token: at10001 })).json.cartId;
    await addToCart(at10001, cart10001, articles[6]);
    const response = await call(`/v2/cart/${cart10001}/checkout`, {
      token: at10002,
      body: { orderDetails: { DBI: {} } },
      headers: { "idempotency-key": `k-${crypto.randomUUID()}` },
    });
    expect(response.status, response.text).toBe(422);
    expect(response.json.issues[0].code).toBe("cart_context_mismatch");
    expect((await call(`/v2/cart/${cart10001}`, { token: at10001 })).json.items).toHaveLength(1);
  });
});
