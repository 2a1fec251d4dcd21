/**
 * Delivery rules the service enforces (issue 17): an express method outside its hours (Europe/Stockholm) or on a day
 * without deliveries is refused at add, at a move and at checkout; a line without a named delivery goes to the
 * buyer's preferred method; a closed delivery moves to the default when the cart is read. Each request runs in an
 * app whose clock the test fixes, so nothing here depends on when the suite runs.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createCommerceApp } from "../../../workers/commerce/src/app";
import { CART_QUERY } from "@shop/contract/commerce/queries";
import { createUser, env, seedTestCatalogue, signIn } from "./helpers";

// Tuesday 24 November 2026 (Stockholm is UTC+1); XXX is open 06:00-14:00, 24-12 from 12:00.
const MORNING = "2026-11-24T09:30:00+01:00";
const AFTERNOON = "2026-11-24T15:00:00+01:00";
const SATURDAY = "2026-11-28T09:30:00+01:00";
// Monday 23 December 2024: a weekday, but one of the nordel brand's closing days.
const NORDEL_CLOSED = "2024-12-23T09:30:00+01:00";

const apps = new Map<string, ReturnType<typeof createCommerceApp>>();
async function callAt(
  when: string,
  path: string,
  options: { token: string; body?: unknown; method?: string; headers?: Record<string, string> },
) {
  let app = apps.get(when);
  if (!app) apps.set(when, (app = createCommerceApp([], { now: () => new Date(when) })));
  const headers: Record<string, string> = { authorization: `Bearer ${options.token}`, ...options.headers };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const method = options.method ?? (options.body === undefined ? "GET" : "POST");
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const response = await app.request(path, { method, headers, body }, env);
  const text = await response.text();
  return { status: response.status, text, json: text ? JSON.parse(text) : undefined };
}

let plain: string[] = [];
beforeAll(async () => {
  await seedTestCatalogue();
  const { results } = await env.DB.prepare(
    `SELECT a.article_number FROM articles a WHERE a.id > 20 AND a.discontinued = 0 AND a.only_store = 0
       AND a.must_be_in_stocked_at = 0 AND a.ask_for_price = 0 AND NOT EXISTS (SELECT 1 FROM stock s
       WHERE s.article_number = a.article_number AND COALESCE(s.order_multiple, 1) <> 1) ORDER BY a.id LIMIT 6`,
  ).all<{ article_number: string }>();
  plain = results.map((r) => r.article_number);
});

async function freshBuyer() {
  const user = await createUser();
  const { AccessToken: token } = await signIn(user.id, {}, true);
  return { user, token };
}

const add = (when: string, token: string, item: Record<string, unknown>, headers?: Record<string, string>) =>
  callAt(when, "/v2/cart/current/variants/batch/add", { token, body: { items: [{ quantity: 1, ...item }] }, headers });

describe("adding a line", () => {
  it("accepts an express method inside its window and refuses it outside, with a Swedish reason", async () => {
    const { token } = await freshBuyer();
    const inside = await add(MORNING, token, { articleNumber: plain[0], deliveryId: "XXX" });
    expect(inside.json.lines[0]).toMatchObject({ deliveryId: "XXX", refusal: null });

    const outside = await add(AFTERNOON, token, { articleNumber: plain[1], deliveryId: "XXX" });
    expect(outside.status).toBe(200);
    expect(outside.json.lines[0]).toMatchObject({ refusal: "delivery_method_closed", cartItemId: null });
    expect(outside.json.errors[0]).toMatchObject({ code: "DELIVERY_CLOSED" });
    expect(outside.json.errors[0].message).toContain("mellan 06:00 och 14:00");
  });

  it("refuses an express method on a weekend and on the calling brand's closing day", async () => {
    const { token } = await freshBuyer();
    const weekend = await add(SATURDAY, token, { articleNumber: plain[0], deliveryId: "XXX" });
    expect(weekend.json.lines[0].refusal).toBe("delivery_method_closed");

    const nordel = await add(
      NORDEL_CLOSED,
      token,
      { articleNumber: plain[0], deliveryId: "XXX" },
      {
        "X-Shop-Brand": "nordel",
      },
    );
    expect(nordel.json.lines[0].refusal).toBe("delivery_method_closed");
    // The other brand has no closing day then; a standard method is open on a closing day too.
    const other = await add(
      NORDEL_CLOSED,
      token,
      { articleNumber: plain[0], deliveryId: "XXX" },
      {
        "X-Shop-Brand": "byggmax-el",
      },
    );
    expect(other.json.lines[0].refusal).toBeNull();
    const standard = await add(
      NORDEL_CLOSED,
      token,
      { articleNumber: plain[1], deliveryId: "DBI" },
      {
        "X-Shop-Brand": "nordel",
      },
    );
    expect(standard.json.lines[0].refusal).toBeNull();
  });

  it("puts a line without a named delivery on the preferred method, or the next open one", async () => {
    const { user, token } = await freshBuyer();
    await env.DB.prepare("UPDATE users SET preferred_delivery_method = 'EXH' WHERE id = ?").bind(user.id).run();
    const preferred = await add(MORNING, token, { articleNumber: plain[0] });
    expect(preferred.json.lines[0]).toMatchObject({ deliveryId: "EXH", refusal: null });

    await env.DB.prepare("UPDATE users SET preferred_delivery_method = 'XXX' WHERE id = ?").bind(user.id).run();
    expect((await add(MORNING, token, { articleNumber: plain[1] })).json.lines[0].deliveryId).toBe("XXX");
    // Closed in the afternoon: the user's default (DBI) instead.
    expect((await add(AFTERNOON, token, { articleNumber: plain[2] })).json.lines[0].deliveryId).toBe("DBI");
    const options = await callAt(AFTERNOON, "/delivery-options", { token });
    expect(options.json.filter((o: { isDefault: boolean }) => o.isDefault).map((o: { id: string }) => o.id)).toEqual([
      "DBI",
    ]);
  });
});

describe("moving lines and reading the cart", () => {
  it("refuses moving a line onto a closed method", async () => {
    const { token } = await freshBuyer();
    const added = await add(AFTERNOON, token, { articleNumber: plain[0], deliveryId: "DBI" });
    const cartItemId = added.json.lines[0].cartItemId as string;
    const cartId = (await callAt(AFTERNOON, "/v2/cart", { token })).json.cartId as string;
    const moved = await callAt(AFTERNOON, `/v2/cart/${cartId}/variants/batch/update`, {
      token,
      method: "PUT",
      body: { items: [{ cartItemId, deliveryId: "XXX" }] },
    });
    expect(moved.json.errors).toEqual([expect.objectContaining({ id: cartItemId, code: "DELIVERY_CLOSED" })]);
    const single = await callAt(AFTERNOON, `/v2/cart/${cartId}/variants/${cartItemId}`, {
      token,
      method: "PUT",
      body: { deliveryId: "XXX" },
    });
    expect(single.status).toBe(422);
    expect(
      (
        await callAt(MORNING, `/v2/cart/${cartId}/variants/${cartItemId}`, {
          token,
          method: "PUT",
          body: { deliveryId: "XXX" },
        })
      ).json,
    ).toMatchObject({ deliveryId: "XXX" });
  });

  it("moves a closed delivery to the buyer's default when the cart is read, keeping every line", async () => {
    const { user, token } = await freshBuyer();
    await env.DB.prepare("UPDATE users SET preferred_delivery_method = 'EXH' WHERE id = ?").bind(user.id).run();
    await add(MORNING, token, { articleNumber: plain[0], deliveryId: "XXX", quantity: 2 });
    await add(MORNING, token, { articleNumber: plain[1], deliveryId: "XXX" });
    await add(MORNING, token, { articleNumber: plain[0], deliveryId: "EXH" });

    const morning = await callAt(MORNING, "/graphql", { token, body: { query: CART_QUERY } });
    expect(morning.json.data.getCartWithVariants.movedDeliveries).toEqual([]);
    const read = await callAt(AFTERNOON, "/graphql", { token, body: { query: CART_QUERY } });
    const cart = read.json.data.getCartWithVariants;
    expect(cart.movedDeliveries).toEqual([{ from: "XXX", to: "EXH", lines: 2 }]);
    const lines = cart.items.map((i: { articleNumber: string; deliveryId: string; quantity: number }) => [
      i.articleNumber,
      i.deliveryId,
      i.quantity,
    ]);
    // The moved line of the same article merges with the one already there.
    expect(lines.sort()).toEqual(
      [
        [plain[0], "EXH", 3],
        [plain[1], "EXH", 1],
      ].sort(),
    );
  });
});

describe("checkout", () => {
  it("refuses an express delivery outside its window and orders it inside", async () => {
    const { token } = await freshBuyer();
    await add(MORNING, token, { articleNumber: plain[3], deliveryId: "XXX" });
    const cartId = (await callAt(MORNING, "/v2/cart", { token })).json.cartId as string;
    const body = { orderDetails: { XXX: { zipCode: "12345" } } };
    const late = await callAt(AFTERNOON, `/v2/cart/${cartId}/checkout`, {
      token,
      body,
      headers: { "idempotency-key": `late-${crypto.randomUUID()}` },
    });
    expect(late.status).toBe(422);
    expect(late.json.issues).toEqual([
      expect.objectContaining({ path: "orderDetails.XXX", code: "delivery_method_closed" }),
    ]);
    expect(late.json.message).toContain("Expressutkörning");

    const inTime = await callAt(MORNING, `/v2/cart/${cartId}/checkout`, {
      token,
      body,
      headers: { "idempotency-key": `ok-${crypto.randomUUID()}` },
    });
    expect(inTime.status, inTime.text).toBe(200);
    expect(inTime.json[0]).toMatchObject({ deliveryId: "XXX", success: true });
  });
});
