import { beforeAll, describe, expect, it } from "vitest";
import { call, createUser, env, seedTestCatalogue, signIn } from "./helpers";

beforeAll(async () => {
  await seedTestCatalogue();
});

const tokenOf = async (login: string, customerId?: string) =>
  (await signIn(login, customerId ? { customerId } : {})).AccessToken;

async function lastMailTo(email: string) {
  return env.DB.prepare("SELECT subject, body FROM outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1")
    .bind(email)
    .first<{ subject: string; body: string }>();
}

describe("user list", () => {
  it("lists the users of the admin's customers with paging, order and total", async () => {
    const admin = await tokenOf("admin@demo.se");
    const response = await call("/v2/users?limit=3&orderBy=firstName", { token: admin });
    expect(response.status, response.text).toBe(200);
    expect(response.json.users).toHaveLength(3);
    expect(response.json.totalNumberOfUsers).toBeGreaterThan(3);
    expect(response.json.users.every((u: any) => u.customers.some((c: any) => c.customerId === "10001"))).toBe(true);
    const names = response.json.users.map((u: any) => u.firstName.toLowerCase());
    expect([...names].sort((a: string, b: string) => a.localeCompare(b))).toEqual(names);
    const desc = await call("/v2/users?limit=3&orderBy=firstName&desc=true", { token: admin });
    expect(desc.json.users[0].firstName).not.toBe(response.json.users[0].firstName);
    const page2 = await call("/v2/users?limit=3&offset=3", { token: admin });
    expect(page2.json.users.map((u: any) => u.userId)).not.toContain(response.json.users[0].userId);
  });

  it("searches, filters active and virtual (punch-out) users", async () => {
    const site = await tokenOf("siteadmin@demo.se");
    const search = await call("/v2/users?search=bertil", { token: site });
    expect(search.json.users.map((u: any) => u.email)).toEqual(["buyer@demo.se"]);
    const virtual = await call("/v2/users?virtualContext=true", { token: site });
    // The demo punch-out users: OCI's and the two of the cXML credentials.
    expect(virtual.json.users.map((u: any) => u.email).sort()).toEqual([
      "cxml-nopris@demo.se",
      "cxml@demo.se",
      "punchout@demo.se",
    ]);
    const active = await call("/v2/users?active=1&limit=100", { token: site });
    expect(active.json.users.every((u: any) => u.active)).toBe(true);
    expect((await call("/v2/users?orderBy=password", { token: site })).status).toBe(400);
    expect((await call("/v2/users?limit=1000", { token: site })).status).toBe(400);
  });

  it("is for admins only and never lists other customers' users to a buyer admin", async () => {
    expect((await call("/v2/users", { token: await tokenOf("buyer@demo.se") })).status).toBe(403);
    const admin = await tokenOf("admin@demo.se");
    const all = await call("/v2/users?limit=100", { token: admin });
    expect(all.json.users.map((u: any) => u.email)).not.toContain("noprices@demo.se");
  });
});

describe("create, invite, activate", () => {
  it("creates a user, mails an activation token to the outbox and activates the account", async () => {
    const admin = await tokenOf("admin@demo.se");
    const email = `ny-${Date.now()}@kund.se`;
    const created = await call("/v2/users", {
      token: admin,
      body: {
        email,
        firstName: "Nina",
        lastName: "Ny",
        customerPermissions: [{ customerId: "10001", role: "USER", permissionDenies: ["EJ_SE_PRISER"] }],
      },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({
      email,
      active: false,
      invited: true,
      customerPermissions: [{ customerId: "10001", role: "USER", permissionDenies: ["EJ_SE_PRISER"] }],
    });
    const mail = await lastMailTo(email);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.body)![1];
    expect((await call("/v2/sessions/", { body: { username: email, password: "ett-långt-lösen" } })).status).not.toBe(
      200,
    );
    expect((await call("/v2/users/activate", { body: { token, password: "kort" } })).status).toBe(400);
    const activated = await call("/v2/users/activate", { body: { token, password: "ett-långt-lösen" } });
    expect(activated.status, activated.text).toBe(200);
    expect((await call("/v2/sessions/", { body: { username: email, password: "ett-långt-lösen" } })).status).toBe(200);
    expect((await call("/v2/users/activate", { body: { token, password: "ett-långt-lösen" } })).status).toBe(400);
    expect(
      (
        await call("/v2/users", {
          token: admin,
          body: { email, firstName: "Nina", lastName: "Ny", customerPermissions: [{ customerId: "10001" }] },
        })
      ).status,
    ).toBe(409);
  });

  it("re-invites a user who has not activated yet with a new token, never an active one", async () => {
    const admin = await tokenOf("admin@demo.se");
    const email = `ny-igen-${Date.now()}@kund.se`;
    const created = await call("/v2/users", {
      token: admin,
      body: { email, firstName: "Nils", lastName: "Ny", customerPermissions: [{ customerId: "10001" }] },
    });
    const first = await lastMailTo(email);
    const response = await call(`/v2/users/${created.json.userId}/invite`, { token: admin, method: "POST" });
    expect(response.status).toBe(202);
    const second = await lastMailTo(email);
    expect(second?.body).toContain("/activate-user?token=");
    expect(second?.body).not.toBe(first?.body);
    // An active user chooses a new password through the reset mail (tests/security/invitation-after-deactivation).
    const active = await createUser({ permissions: [{ customerId: "10001" }] });
    expect((await call(`/v2/users/${active.id}/invite`, { token: admin, method: "POST" })).status).toBe(409);
  });

  it("answers bad input with 400 and the zod issues", async () => {
    const admin = await tokenOf("admin@demo.se");
    const response = await call("/v2/users", {
      token: admin,
      body: { email: "nope", firstName: "", customerPermissions: [] },
    });
    expect(response.status).toBe(400);
    expect(response.json.issues.map((i: any) => i.path)).toEqual(
      expect.arrayContaining(["email", "firstName", "lastName", "customerPermissions"]),
    );
  });
});

describe("role rules", () => {
  it("a buyer admin cannot grant a role above its own nor touch other customers", async () => {
    const admin = await tokenOf("admin@demo.se");
    const base = { firstName: "X", lastName: "Y", invite: false };
    const above = await call("/v2/users", {
      token: admin,
      body: {
        ...base,
        email: `a-${Date.now()}@x.se`,
        customerPermissions: [{ customerId: "10001", role: "SELLER_ADMIN" }],
      },
    });
    expect(above.status).toBe(403);
    expect(above.json.message).toContain("SELLER_ADMIN");
    const same = await call("/v2/users", {
      token: admin,
      body: {
        ...base,
        email: `b-${Date.now()}@x.se`,
        customerPermissions: [{ customerId: "10001", role: "BUYER_ADMIN" }],
      },
    });
    expect(same.status).toBe(201);
    const elsewhere = await call("/v2/users", {
      token: admin,
      body: { ...base, email: `c-${Date.now()}@x.se`, customerPermissions: [{ customerId: "10002", role: "USER" }] },
    });
    expect(elsewhere.status).toBe(403);
    const outsider = await createUser({ permissions: [{ customerId: "10003" }] });
    const put = await call(`/v2/users/${outsider.id}`, { token: admin, method: "PUT", body: { firstName: "Kapad" } });
    expect(put.status).toBe(404);
    expect(put.text).not.toContain(outsider.email);
    // A seller admin at 10001 is above the buyer admin there.
    expect((await call("/v2/users/u-seller", { token: admin, method: "PUT", body: { firstName: "S" } })).status).toBe(
      403,
    );
  });

  it("edits names, activity and permissions within the admin's customers, never its own permissions", async () => {
    const admin = await tokenOf("admin@demo.se");
    const user = await createUser({ permissions: [{ customerId: "10001" }, { customerId: "10003" }] });
    const updated = await call(`/v2/users/${user.id}`, {
      token: admin,
      method: "PUT",
      body: {
        firstName: "Ändrad",
        customerPermissions: [
          { customerId: "10001", projectId: "10001-01", role: "BUYER_ADMIN", permissionDenies: ["EJ_ORDER"] },
        ],
      },
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.json.firstName).toBe("Ändrad");
    // The 10003 permission is not the buyer admin's to remove.
    expect(updated.json.customerPermissions.map((p: any) => [p.customerId, p.projectId, p.role])).toEqual([
      ["10001", "10001-01", "BUYER_ADMIN"],
      ["10003", null, "USER"],
    ]);
    const badProject = await call(`/v2/users/${user.id}`, {
      token: admin,
      method: "PUT",
      body: { customerPermissions: [{ customerId: "10001", projectId: "10002-01" }] },
    });
    expect(badProject.status).toBe(400);
    // Deactivating a user shared with 10003 only removes him from the buyer admin's 10001; he stays
    // active for 10003 (the old answer, active: false, locked him out of 10003 too).
    const deactivated = await call(`/v2/users/${user.id}`, { token: admin, method: "PUT", body: { active: false } });
    expect(deactivated.json.active).toBe(true);
    expect(deactivated.json.customerPermissions.map((p: any) => p.customerId)).toEqual(["10003"]);
    expect(
      (
        await call("/v2/users/u-admin", {
          token: admin,
          method: "PUT",
          body: { customerPermissions: [{ customerId: "10001", role: "USER" }] },
        })
      ).status,
    ).toBe(403);
  });

  it("a seller admin grants up to SELLER_ADMIN at its customers; a site admin anything", async () => {
    const seller = await tokenOf("seller@demo.se");
    const user = await createUser({ permissions: [{ customerId: "10002" }] });
    expect(
      (
        await call(`/v2/users/${user.id}`, {
          token: seller,
          method: "PUT",
          body: { customerPermissions: [{ customerId: "10002", role: "SELLER_ADMIN" }] },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(`/v2/users/${user.id}`, {
          token: seller,
          method: "PUT",
          body: { customerPermissions: [{ customerId: "10002", role: "SITE_ADMIN" }] },
        })
      ).status,
    ).toBe(403);
    const site = await tokenOf("siteadmin@demo.se");
    const granted = await call(`/v2/users/${user.id}`, {
      token: site,
      method: "PUT",
      body: { customerPermissions: [{ customerId: "10005", role: "SITE_ADMIN" }] },
    });
    expect(granted.json.customerPermissions).toEqual([
      expect.objectContaining({ customerId: "10005", role: "SITE_ADMIN" }),
    ]);
  });
});
