/**
 * The user form offers only the roles the admin may grant (#44): GET /v2/users says which, per customer, by the
 * same rule that refuses a grant above the admin's own role there.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ROLES } from "@shop/domain/roles";
import { userListSchema } from "@shop/contract/commerce/account";
import { call, createUser, seedTestCatalogue, signIn } from "./helpers";

beforeAll(async () => {
  await seedTestCatalogue();
});

const grantableOf = async (token: string) => {
  const answer = await call("/v2/users?limit=1&total=false", { token });
  expect(answer.status, answer.text).toBe(200);
  return answer.json.grantableRoles;
};

describe("GET /v2/users: the roles the caller may grant", () => {
  it("a customer admin: user and customer admin at its own customer, nothing anywhere else", async () => {
    const { AccessToken: token } = await signIn("admin@demo.se");
    expect(await grantableOf(token)).toEqual({ anyCustomer: [], byCustomer: { "10001": ["USER", "BUYER_ADMIN"] } });
  });

  it("a seller admin: up to seller admin at each of its customers; a site admin: every role everywhere", async () => {
    const seller = await grantableOf((await signIn("seller@demo.se")).AccessToken);
    expect(seller.anyCustomer).toEqual([]);
    expect(Object.keys(seller.byCustomer).sort()).toEqual(["10001", "10002", "10003"]);
    for (const roles of Object.values(seller.byCustomer))
      expect(roles).toEqual(["USER", "BUYER_ADMIN", "SELLER_ADMIN"]);
    expect(await grantableOf((await signIn("siteadmin@demo.se")).AccessToken)).toEqual({
      anyCustomer: [...ROLES],
      byCustomer: {},
    });
  });

  it("per customer by the caller's role there, and the server accepts exactly those", async () => {
    const mixed = await createUser({
      permissions: [
        { customerId: "10001", role: "BUYER_ADMIN" },
        { customerId: "10002", role: "USER" },
      ],
    });
    const { AccessToken: token } = await signIn(mixed.id, {}, true);
    const list = await call("/v2/users?limit=1", { token });
    expect(userListSchema.parse(list.json).grantableRoles).toEqual({
      anyCustomer: [],
      byCustomer: { "10001": ["USER", "BUYER_ADMIN"] },
    });
    for (const customerId of ["10001", "10002"]) {
      for (const role of ROLES) {
        const offered = (list.json.grantableRoles.byCustomer[customerId] ?? []).includes(role);
        const created = await call("/v2/users", {
          token,
          body: {
            email: `grant-${customerId}-${role.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@test.se`,
            firstName: "Ny",
            lastName: "Användare",
            customerPermissions: [{ customerId, role }],
            invite: false,
          },
        });
        expect(created.status, `${role} at ${customerId}: ${created.text}`).toBe(offered ? 201 : 403);
      }
    }
  });
});
