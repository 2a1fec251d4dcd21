/**
 * Saved carts ("Sparade varukorgar", issue #46, docs/purchasing-controls.md) through the commerce API: save the current
 * cart with its deliveries and labels, list, rename and share, restore (replace) or merge through the cart's add path,
 * copy a colleague's shared one, and the limits where the data enters. The attacks are in tests/security.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../../workers/commerce/src/seed/seed";
import { DEMO_SAVED_CARTS } from "../../../workers/commerce/src/seed/saved-carts";
import { ensureExtraDemoUsers } from "../../../workers/commerce/src/seed/extra-demo-users";
import {
  SAVED_CART_REFUSALS,
  savedCartDetailSchema,
  savedCartListSchema,
  savedCartRestoreAnswerSchema,
} from "@shop/contract/commerce/saved-carts";
import { add } from "./checkout-fixtures";
import { call, createUser, env, signIn } from "./helpers";

/** Large enough to hold the demo saved carts' articles (1028268 is the 762nd article). */
const CATALOGUE = 800;
let plain: string[] = [];
let onlyStore = "";

beforeAll(async () => {
  await seedDemoData(env.DB, { articles: CATALOGUE });
  const { results } = await env.DB.prepare(
    `SELECT a.article_number FROM articles a WHERE a.id > 20 AND a.discontinued = 0 AND a.only_store = 0 AND a.must_be_in_stocked_at = 0 AND a.ask_for_price = 0
       AND NOT EXISTS (SELECT 1 FROM stock s WHERE s.article_number = a.article_number AND COALESCE(s.order_multiple, 1) <> 1) ORDER BY a.id`,
  ).all<{ article_number: string }>();
  plain = results.map((r) => r.article_number);
  onlyStore = (await env.DB.prepare(
    "SELECT article_number FROM articles WHERE only_store = 1 AND discontinued = 0 ORDER BY id LIMIT 1",
  ).first<{ article_number: string }>())!.article_number;
});

type Permission = NonNullable<NonNullable<Parameters<typeof createUser>[0]>["permissions"]>[number];

async function user(permissions: Permission[] = [{ customerId: "10001" }], context?: { projectId?: string }) {
  const u = await createUser({ permissions });
  const token = (await signIn(u.id, { customerId: permissions[0].customerId, ...context })).AccessToken;
  const cartId = (await call("/v2/cart", { token })).json.cartId as string;
  return { ...u, token, cartId };
}

const save = (token: string, body: unknown) => call("/v2/saved-carts", { token, body });
const restore = (token: string, id: string, mode: "replace" | "merge") =>
  call(`/v2/saved-carts/${id}/restore`, { token, body: { mode } });
const cartOf = async (token: string) => (await call("/v2/cart", { token })).json;

describe("saving and reading", () => {
  it("saves the current cart with its deliveries, dates, labels and excluded deliveries, and keeps no price", async () => {
    const b = await user();
    await add(b.token, b.cartId, [
      { articleNumber: plain[0], quantity: 2, deliveryId: "DBI", label: "Hus A" },
      { articleNumber: plain[1], quantity: 1, deliveryId: "DBI" },
      { articleNumber: plain[2], quantity: 5, deliveryId: "XXX", label: "Akut" },
    ]);
    await call(`/v2/cart/${b.cartId}/delivery/DBI`, {
      token: b.token,
      method: "PUT",
      body: { requestedDeliveryDate: "2099-03-02" },
    });
    await call(`/v2/cart/${b.cartId}/delivery/XXX/includeInOrder`, {
      token: b.token,
      method: "PUT",
      body: { isIncludedInOrder: false },
    });
    const saved = await save(b.token, { name: "  Hus A stomme  " });
    expect(saved.status, saved.text).toBe(201);
    expect(saved.json).toMatchObject({
      savedCartId: expect.stringMatching(/^SVK-[0-9A-F]{10}$/),
      name: "Hus A stomme",
      shared: false,
      mine: true,
      lineCount: 3,
      deliveryIds: ["DBI", "XXX"],
    });
    expect(saved.json.deliveries).toEqual([
      {
        deliveryId: "DBI",
        requestedDeliveryDate: "2099-03-02",
        isIncludedInOrder: true,
        lines: [
          expect.objectContaining({ articleNumber: plain[0], quantity: 2, label: "Hus A" }),
          expect.objectContaining({ articleNumber: plain[1], quantity: 1, label: "" }),
        ],
      },
      {
        deliveryId: "XXX",
        requestedDeliveryDate: null,
        isIncludedInOrder: false,
        lines: [expect.objectContaining({ articleNumber: plain[2], quantity: 5, label: "Akut" })],
      },
    ]);
    expect(saved.text).not.toMatch(/[Oo]re"|price/i);
    // Saving leaves the cart as it was.
    expect((await cartOf(b.token)).items).toHaveLength(3);
    const list = await call("/v2/saved-carts", { token: b.token });
    // The answers parse with the schemas the storefront reads them with.
    savedCartDetailSchema.parse(saved.json);
    savedCartListSchema.parse(list.json);
    expect(list.json).toMatchObject({ ownCount: 1, max: 50 });
    expect(list.json.savedCarts[0]).toMatchObject({ name: "Hus A stomme", lineCount: 3, mine: true });
  });

  it("refuses an empty cart, a bad name and a name already used, in Swedish", async () => {
    const b = await user();
    const empty = await save(b.token, { name: "Tom" });
    expect(empty.status).toBe(409);
    expect(empty.json.message).toContain("Varukorgen är tom");
    await add(b.token, b.cartId, [{ articleNumber: plain[3], quantity: 1 }]);
    for (const name of ["", "   ", "x".repeat(61), "Rad\nbrytning"]) {
      const bad = await save(b.token, { name });
      expect(bad.status, name).toBe(400);
      expect(bad.json.message).toBe("Ge varukorgen ett namn på 1–60 tecken, på en rad.");
    }
    expect((await save(b.token, { name: "x".repeat(60) })).status).toBe(201);
    expect((await save(b.token, { name: "Dubbel" })).status).toBe(201);
    const twice = await save(b.token, { name: "DUBBEL" });
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe(SAVED_CART_REFUSALS.nameTaken);
    expect((await save(b.token, { name: "Ok", extra: 1 })).status).toBe(400);
    expect((await call("/v2/saved-carts", { token: b.token, rawBody: "{", method: "POST" })).status).toBe(400);
  });

  it("renames and shares one's own saved cart, and deletes it", async () => {
    const b = await user();
    await add(b.token, b.cartId, [{ articleNumber: plain[4], quantity: 1 }]);
    const a = (await save(b.token, { name: "A" })).json.savedCartId;
    const other = (await save(b.token, { name: "B" })).json.savedCartId;
    const renamed = await call(`/v2/saved-carts/${a}`, {
      token: b.token,
      method: "PUT",
      body: { name: "Elcentral", shared: true },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.json).toMatchObject({ name: "Elcentral", shared: true });
    const clash = await call(`/v2/saved-carts/${other}`, {
      token: b.token,
      method: "PUT",
      body: { name: "elcentral" },
    });
    expect(clash.status).toBe(409);
    expect((await call(`/v2/saved-carts/${other}`, { token: b.token, method: "PUT", body: {} })).status).toBe(400);
    expect((await call(`/v2/saved-carts/${a}`, { token: b.token, method: "DELETE" })).status).toBe(204);
    expect((await call(`/v2/saved-carts/${a}`, { token: b.token })).status).toBe(404);
    expect((await call("/v2/saved-carts", { token: b.token })).json.ownCount).toBe(1);
  });
});

describe("restoring", () => {
  it("replaces the cart with the saved one, its labels, deliveries and dates coming along", async () => {
    const b = await user();
    await add(b.token, b.cartId, [
      { articleNumber: plain[5], quantity: 3, deliveryId: "DBI", label: "Plan 2" },
      { articleNumber: plain[6], quantity: 1, deliveryId: "XXX" },
    ]);
    await call(`/v2/cart/${b.cartId}/delivery/DBI`, {
      token: b.token,
      method: "PUT",
      body: { requestedDeliveryDate: "2099-04-01" },
    });
    const id = (await save(b.token, { name: "Plan 2" })).json.savedCartId;
    // The cart moves on: other lines, no date.
    await call(`/v2/cart/${b.cartId}/variants`, { token: b.token, method: "DELETE" });
    await add(b.token, b.cartId, [{ articleNumber: plain[7], quantity: 9 }]);
    const restored = await restore(b.token, id, "replace");
    expect(restored.status, restored.text).toBe(200);
    savedCartRestoreAnswerSchema.parse(restored.json);
    expect(restored.json).toMatchObject({ mode: "replace", added: 2, cartId: b.cartId, droppedDates: [] });
    expect(restored.json.lines.map((l: { refusal: string | null }) => l.refusal)).toEqual([null, null]);
    const cart = await cartOf(b.token);
    expect(
      cart.items.map((i: any) => [i.articleNumber, i.quantity, i.deliveryId, i.label, i.requestedDeliveryDate]),
    ).toEqual([
      [plain[5], 3, "DBI", "Plan 2", "2099-04-01"],
      [plain[6], 1, "XXX", "", null],
    ]);
  });

  it("merges into the cart, summing a line it already holds and keeping the cart's own delivery settings", async () => {
    const b = await user();
    await add(b.token, b.cartId, [{ articleNumber: plain[8], quantity: 2, deliveryId: "DBI", label: "X" }]);
    const id = (await save(b.token, { name: "Merge" })).json.savedCartId;
    await add(b.token, b.cartId, [{ articleNumber: plain[9], quantity: 1, deliveryId: "DBI" }]);
    const merged = await restore(b.token, id, "merge");
    expect(merged.status, merged.text).toBe(200);
    const items = (await cartOf(b.token)).items.map((i: any) => [i.articleNumber, i.quantity, i.label]);
    expect(items).toEqual([
      [plain[8], 4, "X"],
      [plain[9], 1, ""],
    ]);
  });

  it("restores through the add path: a line the purchase rule refuses is answered with its refusal and name", async () => {
    const b = await user();
    // A line that entered the cart before the article became store-only (cart/rule-bypass.ts does the same).
    await add(b.token, b.cartId, [{ articleNumber: plain[10], quantity: 1, deliveryId: "DBI" }]);
    await env.DB.prepare(
      "INSERT INTO cart_items (id, cart_id, delivery_id, article_number, label, quantity) VALUES (?, ?, 'DBI', ?, '', 1)",
    )
      .bind(`ci-${crypto.randomUUID()}`, b.cartId, onlyStore)
      .run();
    const id = (await save(b.token, { name: "Med butiksvara" })).json.savedCartId;
    const restored = await restore(b.token, id, "replace");
    expect(restored.status).toBe(200);
    const refused = restored.json.lines.find((l: any) => l.articleNumber === onlyStore);
    expect(refused).toMatchObject({ refusal: "not_purchasable_online", purchaseReason: "ONLY_STORE" });
    expect(restored.json.names[onlyStore]).toBeTruthy();
    expect(restored.json.added).toBe(1);
    expect((await cartOf(b.token)).items.map((i: any) => i.articleNumber)).toEqual([plain[10]]);
  });

  it("leaves a requested date that has passed to the cart and names it", async () => {
    const b = await user();
    await add(b.token, b.cartId, [{ articleNumber: plain[11], quantity: 1, deliveryId: "DBI" }]);
    const id = (await save(b.token, { name: "Gammal" })).json.savedCartId;
    await env.DB.prepare(
      "UPDATE saved_cart_deliveries SET requested_delivery_date = '2020-01-02' WHERE saved_cart_id = ?",
    )
      .bind(id)
      .run();
    const restored = await restore(b.token, id, "replace");
    expect(restored.json.droppedDates).toEqual([{ deliveryId: "DBI", date: "2020-01-02" }]);
    expect((await cartOf(b.token)).items[0].requestedDeliveryDate).toBeNull();
  });

  it("lets an EJ_ORDER user save and read but not restore", async () => {
    const b = await user([{ customerId: "10001", denies: ["EJ_ORDER"] }]);
    await add(b.token, b.cartId, [{ articleNumber: plain[12], quantity: 1 }]);
    const saved = await save(b.token, { name: "Utan orderrätt" });
    expect(saved.status).toBe(201);
    expect((await call(`/v2/saved-carts/${saved.json.savedCartId}`, { token: b.token })).status).toBe(200);
    const refused = await restore(b.token, saved.json.savedCartId, "merge");
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe("Du har inte behörighet att beställa.");
    expect(
      (await call(`/v2/saved-carts/${saved.json.savedCartId}/restore`, { token: b.token, body: { mode: "all" } }))
        .status,
    ).toBe(400);
  });
});

describe("sharing with colleagues", () => {
  it("shows a shared cart to a colleague of the customer read-only, who may copy it and restore it", async () => {
    const owner = await user();
    await add(owner.token, owner.cartId, [{ articleNumber: plain[13], quantity: 2, label: "Gemensam" }]);
    const id = (await save(owner.token, { name: "Gemensam", shared: true })).json.savedCartId;
    const colleague = await user();
    const list = await call("/v2/saved-carts", { token: colleague.token });
    const seen = list.json.savedCarts.find((s: any) => s.savedCartId === id);
    expect(seen).toMatchObject({ mine: false, shared: true, owner: { name: "Test Användare" } });
    expect(list.json.ownCount).toBe(0);
    const copy = await save(colleague.token, { name: "Min kopia", copyOf: id });
    expect(copy.status, copy.text).toBe(201);
    expect(copy.json).toMatchObject({ mine: true, shared: false, lineCount: 1 });
    expect(copy.json.deliveries[0].lines[0]).toMatchObject({ articleNumber: plain[13], label: "Gemensam" });
    const restored = await restore(colleague.token, id, "merge");
    expect(restored.status).toBe(200);
    expect((await cartOf(colleague.token)).items[0]).toMatchObject({ articleNumber: plain[13], quantity: 2 });
    // The owner's cart is untouched by the colleague's restore.
    expect((await cartOf(owner.token)).items).toHaveLength(1);
  });
});

describe("the demo seed", () => {
  it("gives buyer@demo.se two saved carts, one shared, and a repeat changes nothing", async () => {
    await ensureExtraDemoUsers(env.DB);
    // The demo carts by their ids: a saved cart made by another test may have a random id that also starts SVK-DE.
    const demoIds: string[] = DEMO_SAVED_CARTS.map((c) => c.id);
    const count = async () =>
      (await env.DB.prepare(
        "SELECT COUNT(*) AS n FROM saved_cart_lines WHERE saved_cart_id IN (SELECT value FROM json_each(?))",
      )
        .bind(JSON.stringify(demoIds))
        .first<{ n: number }>())!.n;
    expect(await count()).toBe(DEMO_SAVED_CARTS.reduce((n, c) => n + c.lines.length, 0));
    const buyer = (await signIn("buyer@demo.se", { customerId: "10001", projectId: "10001-01" })).AccessToken;
    const names = (await call("/v2/saved-carts", { token: buyer })).json.savedCarts.map((s: any) => [s.name, s.shared]);
    expect(names).toEqual(expect.arrayContaining(DEMO_SAVED_CARTS.map((c) => [c.name, c.shared === 1])));
    const admin = (await signIn("admin@demo.se", { customerId: "10001" })).AccessToken;
    const seen = (await call("/v2/saved-carts", { token: admin })).json.savedCarts.map((s: any) => s.savedCartId);
    expect(seen.filter((id: string) => demoIds.includes(id))).toEqual(["SVK-DE00000001"]);
    for (const cart of DEMO_SAVED_CARTS) {
      const restored = await restore(buyer, cart.id, "replace");
      expect(restored.json.lines.map((l: any) => l.refusal)).toEqual(cart.lines.map(() => null));
    }
    await ensureExtraDemoUsers(env.DB);
    expect(await count()).toBe(DEMO_SAVED_CARTS.reduce((n, c) => n + c.lines.length, 0));
  });
});
