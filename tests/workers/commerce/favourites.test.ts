import { beforeAll, describe, expect, it } from "vitest";
import { seedAccountHistory } from "../../../workers/commerce/src/seed/account-history";
import { articleNumberAt, call, createUser, env, seedTestCatalogue, signIn } from "./helpers";

beforeAll(async () => {
  await seedTestCatalogue();
  await seedAccountHistory(env.DB);
});

async function userOf(customerId = "10001") {
  const user = await createUser({ permissions: [{ customerId }] });
  return { id: user.id, token: (await signIn(user.id, { customerId })).AccessToken };
}

describe("favourite lists", () => {
  it("creates a list, adds articles (summing repeats), pages items and renames it", async () => {
    const { token } = await userOf();
    const created = await call("/v2/favorites", { token, body: { favoriteName: "Elcentral", access: "PRIVATE" } });
    expect(created.status, created.text).toBe(201);
    const id = created.json.favoriteId;
    await call(`/v2/favorites/${id}/articles`, {
      token,
      method: "PUT",
      body: { articleNumber: articleNumberAt(30), quantity: 2 },
    });
    const added = await call(`/v2/favorites/${id}/articles`, {
      token,
      method: "PUT",
      body: {
        items: [
          { articleNumber: articleNumberAt(30), quantity: 3 },
          { articleNumber: articleNumberAt(31) },
          { articleNumber: articleNumberAt(32) },
        ],
      },
    });
    expect(added.json.totalRows).toBe(3);
    const page = await call(`/v3/favorites/${id}/items?offset=0&limit=2`, { token });
    expect(page.json).toMatchObject({ totalRows: 3, next: 2 });
    expect(page.json.data[0]).toMatchObject({ articleNumber: articleNumberAt(30), quantity: 5 });
    const item = page.json.data[1].favoriteItemId;
    const updated = await call(`/v2/favorites/${id}/articles/${item}`, { token, method: "PUT", body: { quantity: 9 } });
    expect(updated.json.quantity).toBe(9);
    const removed = await call(`/v2/favorites/${id}/articles/batch/delete`, {
      token,
      method: "PUT",
      body: { favoriteItemIds: [item] },
    });
    expect(removed.json).toMatchObject({ deleted: 1, totalRows: 2 });
    const renamed = await call(`/v2/favorites/${id}`, {
      token,
      method: "PUT",
      body: { favoriteName: "Elcentral villa", access: "SHARED" },
    });
    expect(renamed.json).toMatchObject({ favoriteName: "Elcentral villa", access: "SHARED" });
    const full = await call(`/v2/favorites/${id}`, { token });
    expect(full.json.favoriteItems).toHaveLength(2);
    expect(full.json.user.fullName).toBe("Test Användare");
    expect((await call(`/v2/favorites/${id}`, { token, method: "DELETE" })).status).toBe(204);
    expect((await call(`/v2/favorites/${id}`, { token })).status).toBe(404);
  });

  it("lists own and shared lists of the customer with filters, sort and paging", async () => {
    const buyer = await signIn("buyer@demo.se", { customerId: "10001" });
    const lists = await call("/v2/favorites?limit=10&sort=name", { token: buyer.AccessToken });
    expect(lists.status).toBe(200);
    const names = lists.json.data.map((l: any) => l.favoriteName);
    expect(names).toContain("Badrum standard");
    expect(names).toContain("Elcentral villa");
    expect(names).not.toContain("Laddstolpar");
    const shared = await call("/v2/favorites?access=SHARED", { token: buyer.AccessToken });
    expect(shared.json.data.every((l: any) => l.access === "SHARED")).toBe(true);
    const paged = await call("/v2/favorites?limit=1", { token: buyer.AccessToken });
    expect(paged.json.next).toBe(1);
    expect((await call("/v2/favorites?sort=random", { token: buyer.AccessToken })).status).toBe(400);
  });

  it("hides private lists of colleagues and lets colleagues change only the items of a shared list", async () => {
    const colleague = await userOf("10001");
    expect((await call("/v2/favorites/demo-fav-1", { token: colleague.token })).status).toBe(404);
    expect((await call("/v3/favorites/demo-fav-1/items", { token: colleague.token })).status).toBe(404);
    expect(
      (
        await call("/v2/favorites/demo-fav-1/articles", {
          token: colleague.token,
          method: "PUT",
          body: { articleNumber: articleNumberAt(40) },
        })
      ).status,
    ).toBe(404);
    const shared = await call("/v2/favorites/demo-fav-2", { token: colleague.token });
    expect(shared.status).toBe(200);
    expect(
      (
        await call("/v2/favorites/demo-fav-2", {
          token: colleague.token,
          method: "PUT",
          body: { favoriteName: "Mitt" },
        })
      ).status,
    ).toBe(403);
    expect((await call("/v2/favorites/demo-fav-2", { token: colleague.token, method: "DELETE" })).status).toBe(403);
    const outsider = await userOf("10002");
    expect((await call("/v2/favorites/demo-fav-2", { token: outsider.token })).status).toBe(404);
  });

  it("answers bad input with 400 and the zod issues", async () => {
    const { token } = await userOf();
    const response = await call("/v2/favorites", { token, body: { favoriteName: "", access: "PUBLIC" } });
    expect(response.status).toBe(400);
    expect(response.json.issues.map((i: any) => i.path).sort()).toEqual(["access", "favoriteName"]);
  });
});

describe("favourite products", () => {
  it("caps favourite products at 50 with a clear error for the 51st", async () => {
    const { token } = await userOf();
    const results = [];
    for (let i = 0; i < 50; i++)
      results.push(
        (await call("/users/favourites", { token, body: { articleNumber: articleNumberAt(100 + i) } })).status,
      );
    expect(results).toEqual(Array(50).fill(201));
    const again = await call("/users/favourites", { token, body: { articleNumber: articleNumberAt(100) } });
    expect(again.status).toBe(200);
    const over = await call("/users/favourites", { token, body: { articleNumber: articleNumberAt(200) } });
    expect(over.status).toBe(409);
    expect(over.json.message).toContain("50");
    expect(over.json.issues[0].code).toBe("FAVOURITES_LIMIT");
    const list = await call("/users/favourites?limit=50", { token });
    expect(list.json.data).toHaveLength(50);
    const ids = list.json.data.slice(0, 2).map((f: any) => f.favouriteId);
    const deleted = await call(`/users/favourites?favouriteIds=${ids.join(",")}`, { token, method: "DELETE" });
    expect(deleted.json.deleted).toBe(2);
    expect((await call("/users/favourites", { token, body: { articleNumber: articleNumberAt(200) } })).status).toBe(
      201,
    );
  });

  it("keeps favourites per user and validates input", async () => {
    const a = await userOf();
    const b = await userOf();
    const added = await call("/users/favourites", { token: a.token, body: { articleNumber: articleNumberAt(30) } });
    expect(
      (await call(`/users/favourites?favouriteIds=${added.json.favouriteId}`, { token: b.token, method: "DELETE" }))
        .json.deleted,
    ).toBe(0);
    expect((await call("/users/favourites", { token: b.token })).json.data).toEqual([]);
    expect((await call("/users/favourites", { token: a.token, body: { articleNumber: "NOPE" } })).status).toBe(400);
    expect((await call("/users/favourites?limit=51", { token: a.token })).status).toBe(400);
  });
});

describe("getFavoriteLists", () => {
  it("answers the lists through the gateway with paging", async () => {
    const buyer = await signIn("buyer@demo.se", { customerId: "10001" });
    const query = `query ($pagination: PaginationInput, $access: String) { getFavoriteLists(pagination: $pagination, access: $access) { data { favoriteId favoriteName access totalRows user { fullName } } next total } }`;
    const response = await call("/graphql", {
      token: buyer.AccessToken,
      body: { query, variables: { pagination: { limit: 1, offset: 0 } } },
    });
    expect(response.status, response.text).toBe(200);
    const page = response.json.data.getFavoriteLists;
    expect(page.data).toHaveLength(1);
    expect(page.next).toBe(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    const bad = await call("/graphql", { token: buyer.AccessToken, body: { query, variables: { access: "PUBLIC" } } });
    expect(bad.status).toBe(400);
    expect(bad.json.issues[0].path).toBe("access");
  });
});
