/**
 * Admin boundaries: a buyer admin's deactivation of a user shared with another customer only takes
 * the user out of the admin's own customers; external admins have no user-admin API at all.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, createUser, env, seedTestCatalogue } from "../workers/commerce/helpers";

beforeAll(async () => {
  await seedTestCatalogue();
});

async function signInAs(login: string, extra: Record<string, unknown> = {}) {
  const response = await call("/v2/sessions/", { body: { username: login, password: "demo1234", ...extra } });
  expect(response.status, response.text).toBe(200);
  return response.json as { AccessToken: string; RefreshToken: string; SessionId: string; CustomerId: string | null };
}

const activeOf = async (userId: string) =>
  (await env.DB.prepare("SELECT active FROM users WHERE id = ?").bind(userId).first<{ active: number }>())!.active;

describe("deactivation by a buyer admin", () => {
  it("of a user shared with 10002 removes him from 10001 only: he stays active and signs in to 10002", async () => {
    const shared = await createUser({ permissions: [{ customerId: "10001" }, { customerId: "10002" }] });
    const before = await signInAs(shared.email, { customerId: "10001" });
    const admin = await signInAs("admin@demo.se"); // BUYER_ADMIN of 10001 only
    const answer = await call(`/v2/users/${shared.id}`, {
      token: admin.AccessToken,
      method: "PUT",
      body: { active: false },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(await activeOf(shared.id)).toBe(1);
    const customers = await env.DB.prepare("SELECT customer_id FROM customer_permissions WHERE user_id = ?")
      .bind(shared.id)
      .all<{ customer_id: string }>();
    expect(customers.results.map((r) => r.customer_id)).toEqual(["10002"]);
    // His token for 10001 stops at once; he signs in again, to 10002 only.
    expect((await call("/v3/customers", { token: before.AccessToken })).status).toBe(401);
    const again = await signInAs(shared.email);
    expect(again.CustomerId).toBe("10002");
    expect(
      (await call("/v2/sessions/", { body: { username: shared.email, password: "demo1234", customerId: "10001" } }))
        .status,
    ).toBe(403);
    // And the buyer admin of 10001 no longer sees him.
    expect((await call(`/v2/users/${shared.id}`, { token: admin.AccessToken })).status).toBe(403);
  });

  it("of a user with only the admin's customer deactivates him entirely and ends his sessions", async () => {
    const own = await createUser({ permissions: [{ customerId: "10001" }] });
    const session = await signInAs(own.email);
    const admin = await signInAs("admin@demo.se");
    expect(
      (await call(`/v2/users/${own.id}`, { token: admin.AccessToken, method: "PUT", body: { active: false } })).status,
    ).toBe(200);
    expect(await activeOf(own.id)).toBe(0);
    expect((await call("/v3/customers", { token: session.AccessToken })).status).toBe(401);
    expect((await call("/v2/sessions/", { body: { refreshToken: session.RefreshToken } })).status).toBe(401);
    expect((await call("/v2/sessions/", { body: { username: own.email, password: "demo1234" } })).status).toBe(401);
  });

  it("by a site admin deactivates a shared user entirely", async () => {
    const shared = await createUser({ permissions: [{ customerId: "10001" }, { customerId: "10002" }] });
    const site = await signInAs("siteadmin@demo.se");
    expect(
      (await call(`/v2/users/${shared.id}`, { token: site.AccessToken, method: "PUT", body: { active: false } }))
        .status,
    ).toBe(200);
    expect(await activeOf(shared.id)).toBe(0);
  });

  it("a role change by an admin ends the user's current access token; the refresh carries the new role", async () => {
    const user = await createUser({ permissions: [{ customerId: "10001", role: "USER" }] });
    const session = await signInAs(user.email);
    const admin = await signInAs("admin@demo.se");
    const changed = await call(`/v2/users/${user.id}`, {
      token: admin.AccessToken,
      method: "PUT",
      body: { customerPermissions: [{ customerId: "10001", role: "USER", permissionDenies: ["EJ_ORDER"] }] },
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await call("/v3/customers", { token: session.AccessToken })).status).toBe(401);
    const next = await call("/v2/sessions/", { body: { refreshToken: session.RefreshToken } });
    expect(next.status).toBe(200);
    const claims = JSON.parse(atob(next.json.AccessToken.split(".")[1].replace(/-/g, "+").replace(/_/g, "/")));
    expect(claims.customerPermissions[0].permissionDenies).toEqual(["EJ_ORDER"]);
  });
});

describe("external admins", () => {
  it("get 403 on the whole user-admin API", async () => {
    const external = await signInAs("externaladmin@demo.se");
    const target = await createUser({ permissions: [{ customerId: "10001" }] });
    const token = external.AccessToken;
    const answers = await Promise.all([
      call("/v2/users", { token }),
      call("/v2/users", {
        token,
        body: {
          email: `ny-${target.id}@test.se`,
          firstName: "Ny",
          lastName: "Användare",
          customerPermissions: [{ customerId: "10001" }],
        },
      }),
      call(`/v2/users/${target.id}`, { token, method: "PUT", body: { active: false } }),
      call(`/v2/users/${target.id}/invite`, { token, method: "POST" }),
      call(`/v2/users/${target.id}`, { token }),
      call(`/v2/permissions/${target.id}`, { token }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(await activeOf(target.id)).toBe(1);
    // Reading himself still works.
    expect((await call("/v2/users/u-extadmin", { token })).status).toBe(200);
  });
});
