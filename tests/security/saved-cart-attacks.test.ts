/**
 * Saved carts (issue #46, docs/purchasing-controls.md "Sparade varukorgar") under attack: reading, restoring, copying,
 * renaming and deleting another customer's or another user's unshared saved cart, a colleague changing a shared one,
 * a project-limited user reaching a saved cart of another project, the limits raced and overrun, and amounts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { addToCart, buyer, call, env, seedAll } from "./fixtures";

let articles: string[] = [];
beforeAll(async () => {
  articles = await seedAll();
});

const save = (token: string, body: unknown) => call("/v2/saved-carts", { token, body });

/** A buyer with one line in his cart and a saved cart of it. */
async function ownerWithSavedCart(
  options: { shared?: boolean; permissions?: Parameters<typeof buyer>[0]; context?: Parameters<typeof buyer>[1] } = {},
) {
  const b = await buyer(options.permissions, options.context);
  await addToCart(b.token, b.cartId, articles[30], 2);
  const saved = await save(b.token, { name: `Sparad ${crypto.randomUUID().slice(0, 8)}`, shared: options.shared });
  expect(saved.status, saved.text).toBe(201);
  return { ...b, savedCartId: saved.json.savedCartId as string };
}

/** Every call on one saved cart, by `token`: the statuses in the order read, restore, copy, rename, delete. */
async function everyCall(token: string, id: string) {
  return [
    (await call(`/v2/saved-carts/${id}`, { token })).status,
    (await call(`/v2/saved-carts/${id}/restore`, { token, body: { mode: "replace" } })).status,
    (await save(token, { name: `Kopia ${crypto.randomUUID().slice(0, 8)}`, copyOf: id })).status,
    (await call(`/v2/saved-carts/${id}`, { token, method: "PUT", body: { name: "Kapad" } })).status,
    (await call(`/v2/saved-carts/${id}`, { token, method: "DELETE" })).status,
  ];
}

const stillThere = async (id: string) =>
  env.DB.prepare("SELECT name, shared FROM saved_carts WHERE id = ?")
    .bind(id)
    .first<{ name: string; shared: number }>();

const listedFor = async (token: string) =>
  ((await call("/v2/saved-carts", { token })).json.savedCarts as { savedCartId: string }[]).map((s) => s.savedCartId);

describe("without a sign-in", () => {
  it("answers 401 to every saved-cart call, a visitor's cart token too", async () => {
    const owner = await ownerWithSavedCart({ shared: true });
    const visitor = (
      await call("/v2/anonymous-carts", { method: "POST", headers: { "cf-connecting-ip": "203.0.113.77" } })
    ).json as { cartToken: string };
    expect(visitor.cartToken).toBeTruthy();
    for (const headers of [{}, { "x-cart-token": visitor.cartToken }] as Record<string, string>[]) {
      const statuses = [
        (await call("/v2/saved-carts", { headers })).status,
        (await call(`/v2/saved-carts/${owner.savedCartId}`, { headers })).status,
        (await call(`/v2/saved-carts/${owner.savedCartId}/restore`, { headers, body: { mode: "merge" } })).status,
        (await call("/v2/saved-carts", { headers, body: { name: "Gäst" } })).status,
      ];
      expect(statuses).toEqual([401, 401, 401, 401]);
    }
  });
});

describe("another customer's saved cart", () => {
  it("answers 404 to every call, shared or not, and never lists it", async () => {
    for (const shared of [false, true]) {
      const owner = await ownerWithSavedCart({ shared });
      const foreign = await buyer([{ customerId: "10002" }]);
      expect(await everyCall(foreign.token, owner.savedCartId)).toEqual([404, 404, 404, 404, 404]);
      expect(await listedFor(foreign.token)).not.toContain(owner.savedCartId);
      expect(await stillThere(owner.savedCartId)).toMatchObject({ shared: shared ? 1 : 0 });
      // Nothing of it reached the attacker's cart.
      expect((await call("/v2/cart", { token: foreign.token })).json.items).toHaveLength(0);
    }
  });
});

describe("a colleague's saved cart", () => {
  it("answers 404 to every call while it is not shared, like a missing one", async () => {
    const owner = await ownerWithSavedCart();
    const colleague = await buyer();
    expect(await everyCall(colleague.token, owner.savedCartId)).toEqual([404, 404, 404, 404, 404]);
    expect(await listedFor(colleague.token)).not.toContain(owner.savedCartId);
    // A malformed, an unknown and an injected id answer the same.
    for (const id of ["SVK-0000000000", "svk-00", "'%20OR%201=1"])
      expect((await call(`/v2/saved-carts/${id}`, { token: colleague.token })).status).toBe(404);
  });

  it("lets a colleague read and copy a shared one but not rename, unshare or delete it (403)", async () => {
    const owner = await ownerWithSavedCart({ shared: true });
    const before = await stillThere(owner.savedCartId);
    const colleague = await buyer();
    const statuses = [
      (await call(`/v2/saved-carts/${owner.savedCartId}`, { token: colleague.token })).status,
      (
        await call(`/v2/saved-carts/${owner.savedCartId}`, {
          token: colleague.token,
          method: "PUT",
          body: { name: "X" },
        })
      ).status,
      (
        await call(`/v2/saved-carts/${owner.savedCartId}`, {
          token: colleague.token,
          method: "PUT",
          body: { shared: false },
        })
      ).status,
      (await call(`/v2/saved-carts/${owner.savedCartId}`, { token: colleague.token, method: "DELETE" })).status,
    ];
    expect(statuses).toEqual([200, 403, 403, 403]);
    expect(await stillThere(owner.savedCartId)).toEqual(before);
    expect((await save(colleague.token, { name: "Min", copyOf: owner.savedCartId })).status).toBe(201);
  });

  it("keeps a project-limited colleague out of a shared saved cart of another project", async () => {
    const owner = await ownerWithSavedCart({
      shared: true,
      permissions: [{ customerId: "10001" }],
      context: { customerId: "10001", projectId: "10001-01" },
    });
    const otherProject = await buyer([{ customerId: "10001", projectId: "10001-02" }]);
    expect(await everyCall(otherProject.token, owner.savedCartId)).toEqual([404, 404, 404, 404, 404]);
    expect(await listedFor(otherProject.token)).not.toContain(owner.savedCartId);
    const sameProject = await buyer([{ customerId: "10001", projectId: "10001-01" }]);
    expect(await listedFor(sameProject.token)).toContain(owner.savedCartId);
  });
});

describe("limits", () => {
  it("refuses the 51st saved cart of a user at a customer, also when the last ones are saved at once", async () => {
    const b = await buyer();
    await addToCart(b.token, b.cartId, articles[31], 1);
    // 48 written directly, then three saves in parallel for the last two places.
    const statements = Array.from({ length: 48 }, (_, i) =>
      env.DB.prepare(
        "INSERT INTO saved_carts (id, user_id, customer_id, project_id, name, shared, created_at, updated_at) VALUES (?, ?, '10001', '', ?, 0, '2026-01-01', '2026-01-01')",
      ).bind(`SVK-${(0xa000000000 + i).toString(16).toUpperCase()}`, b.user.id, `Fyllnad ${i}`),
    );
    await env.DB.batch(statements);
    const raced = await Promise.all(["A", "B", "C"].map((name) => save(b.token, { name })));
    expect(raced.map((r) => r.status).sort()).toEqual([201, 201, 409]);
    expect(raced.find((r) => r.status === 409)!.json.message).toContain("högst 50 sparade varukorgar");
    const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM saved_carts WHERE user_id = ?")
      .bind(b.user.id)
      .first<{ n: number }>();
    expect(n?.n).toBe(50);
    // The limit is per customer: the same user elsewhere is not affected, and a deleted one frees a place.
    const [first] = await listedFor(b.token);
    expect((await call(`/v2/saved-carts/${first}`, { token: b.token, method: "DELETE" })).status).toBe(204);
    expect((await save(b.token, { name: "D" })).status).toBe(201);
  });

  it("refuses over-long, multi-line and mistyped input with 400 and stores nothing", async () => {
    const b = await buyer();
    await addToCart(b.token, b.cartId, articles[32], 1);
    for (const body of [
      { name: "x".repeat(61) },
      { name: "Namn\r\nBcc: x@example.com" },
      { name: "Namn", shared: "yes" },
      { name: "Namn", copyOf: "SVK-' OR 1=1" },
      { name: ["Namn"] },
    ])
      expect((await save(b.token, body)).status, JSON.stringify(body)).toBe(400);
    expect((await call("/v2/saved-carts", { token: b.token })).json.ownCount).toBe(0);
  });
});

describe("amounts", () => {
  it("answers no amount in any saved-cart answer, for EJ_SE_PRISER and everyone else", async () => {
    for (const denies of [[], ["EJ_SE_PRISER"]] as const) {
      const owner = await ownerWithSavedCart({ permissions: [{ customerId: "10001", denies: [...denies] }] });
      const answers = [
        await call("/v2/saved-carts", { token: owner.token }),
        await call(`/v2/saved-carts/${owner.savedCartId}`, { token: owner.token }),
        await call(`/v2/saved-carts/${owner.savedCartId}/restore`, { token: owner.token, body: { mode: "merge" } }),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.text).not.toMatch(/price|Ore"|amount|total/i);
      }
    }
  });
});
