/**
 * Order references (issue #46, docs/purchasing-controls.md) under attack: a checkout sent straight to the API without
 * the cost centre the customer requires, with one outside its list, with the field smuggled in another shape, split
 * over deliveries or retried under the same key; and the setting changed or read by someone who is not the customer's
 * admin. Each is refused with a 4xx and nothing is ordered.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { addToCart, buyer, call, checkout, env, newKey, seedAll, signIn } from "./fixtures";

let articles: string[] = [];
beforeAll(async () => {
  articles = await seedAll();
  // The demo customer 10005 requires a cost centre from its list (seed/order-reference-demo.ts): 4100–4400.
  const seeded = await env.DB.prepare(
    "SELECT cost_centre_required AS required, (SELECT COUNT(*) FROM customer_cost_centres WHERE customer_id = '10005') AS codes FROM order_reference_settings WHERE customer_id = '10005'",
  ).first<{ required: number; codes: number }>();
  expect(seeded).toEqual({ required: 1, codes: 4 });
});

const ordersOf = async (userId: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE user_id = ?").bind(userId).first<{ n: number }>())!.n;

describe("checkout straight through the API at a customer that requires a listed cost centre", () => {
  it("refuses a checkout without a cost centre, with one outside the list, and with malformed ones (4xx)", async () => {
    const b = await buyer([{ customerId: "10005" }]);
    await addToCart(b.token, b.cartId, articles[30]);
    const bodies: unknown[] = [
      { orderDetails: { DBI: {} } },
      { orderDetails: { DBI: { costCentre: null } } },
      { orderDetails: { DBI: { costCentre: "   " } } },
      { orderDetails: { DBI: { costCentre: "9999" } } },
      // A code of the list with something around it is not that code.
      { orderDetails: { DBI: { costCentre: "4100 OR 1=1" } } },
      { orderDetails: { DBI: { costCentre: "4100\n" + "x" } } },
      { orderDetails: { DBI: { costCentre: ["4100"] } } },
      { orderDetails: { DBI: { costCentre: 4100 } } },
      // Another customer's code, or the field under another name, does not count.
      { orderDetails: { DBI: { cost_centre: "4100", kostnadsstalle: "4100" } } },
    ];
    for (const body of bodies) {
      const answer = await checkout(b.token, b.cartId, body, newKey());
      expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(body)).toBeLessThan(500);
    }
    expect(await ordersOf(b.user.id)).toBe(0);
    // The cart is as it was: the corrected checkout places it.
    const placed = await checkout(b.token, b.cartId, { orderDetails: { DBI: { costCentre: "4100" } } }, newKey());
    expect(placed.json[0]).toMatchObject({ success: true, orderDetails: { costCentre: "4100" } });
  });

  it("refuses the whole checkout when one delivery of several lacks it: nothing is placed", async () => {
    const b = await buyer([{ customerId: "10005" }]);
    await addToCart(b.token, b.cartId, articles[31], 1, "DBI");
    await addToCart(b.token, b.cartId, articles[32], 1, "EXH");
    const answer = await checkout(
      b.token,
      b.cartId,
      { orderDetails: { DBI: { costCentre: "4200" }, EXH: {} } },
      newKey(),
    );
    expect(answer.status).toBe(422);
    expect(answer.json.message).toMatch(/^Ange kostnadsställe/);
    expect(await ordersOf(b.user.id)).toBe(0);
  });

  it("does not let a key first used with a valid body be replayed with another body", async () => {
    const b = await buyer([{ customerId: "10005" }]);
    await addToCart(b.token, b.cartId, articles[33]);
    const key = newKey();
    expect((await checkout(b.token, b.cartId, { orderDetails: { DBI: {} } }, key)).status).toBe(422);
    // The refusal claimed nothing: the same key with the cost centre is a checkout of its own, placed once.
    const body = { orderDetails: { DBI: { costCentre: "4300" } } };
    const [one, two] = await Promise.all([
      checkout(b.token, b.cartId, body, key),
      checkout(b.token, b.cartId, body, key),
    ]);
    expect(two.json).toEqual(one.json);
    expect(await ordersOf(b.user.id)).toBe(1);
  });
});

describe("the setting", () => {
  const body = { referenceRequired: false, costCentreRequired: false, costCentres: [] };

  it("cannot be lifted by a buyer, another customer's admin or an external admin", async () => {
    const buyerAt = await buyer([{ customerId: "10005" }]);
    const otherAdmin = await buyer([{ customerId: "10001", role: "BUYER_ADMIN" }]);
    const projectBuyer = await buyer([{ customerId: "10005", projectId: "10005-01" }]);
    // The setting holds for every project of the customer: an admin of one project does not set it for the others.
    const projectAdmin = await buyer([{ customerId: "10005", projectId: "10005-01", role: "BUYER_ADMIN" }]);
    for (const { token } of [buyerAt, projectBuyer, projectAdmin]) {
      const answer = await call("/v2/customers/10005/order-references", { token, method: "PUT", body });
      expect(answer.status).toBe(403);
    }
    const foreign = await call("/v2/customers/10005/order-references", {
      token: otherAdmin.token,
      method: "PUT",
      body,
    });
    expect(foreign.status).toBe(404);
    // An admin whose user administration lives in the external admin site does not set it here either.
    await env.DB.prepare("UPDATE users SET external_admin = 1 WHERE id = ?").bind(otherAdmin.user.id).run();
    const external = (await signIn(otherAdmin.user.id, { customerId: "10001" }, true)).AccessToken;
    expect((await call("/v2/customers/10001/order-references", { token: external, method: "PUT", body })).status).toBe(
      403,
    );
    const still = await env.DB.prepare(
      "SELECT cost_centre_required AS r FROM order_reference_settings WHERE customer_id = '10005'",
    ).first<{ r: number }>();
    expect(still?.r).toBe(1);
  });

  it("is not read outside the customer, nor through a malformed id", async () => {
    const outsider = await buyer([{ customerId: "10001" }]);
    for (const id of ["10005", "10005%27%20OR%201%3D1", "..%2F10005", "x".repeat(200)]) {
      const answer = await call(`/v2/customers/${id}/order-references`, { token: outsider.token });
      expect(answer.status, id).toBe(404);
      expect(answer.text).not.toContain("4100");
    }
  });
});
