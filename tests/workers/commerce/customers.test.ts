import { beforeAll, describe, expect, it } from "vitest";
import { call, seedTestCatalogue, signIn } from "./helpers";

beforeAll(async () => {
  await seedTestCatalogue();
});

const token = async (user = "buyer@demo.se", context = {}) => (await signIn(user, context)).AccessToken;

describe("GET /v3/customers", () => {
  it("lists the user's customers with the projects they may use", async () => {
    const response = await call("/v3/customers?active=1&virtualContext=false", { token: await token() });
    expect(response.status).toBe(200);
    expect(response.json.customers.map((c: { customerId: string }) => c.customerId)).toEqual(["10001", "10002"]);
    const syd = response.json.customers.find((c: { customerId: string }) => c.customerId === "10002");
    expect(syd.projects.map((p: { projectId: string }) => p.projectId).sort()).toEqual(["10002-01", "10002-02"]);
    const norrland = response.json.customers.find((c: { customerId: string }) => c.customerId === "10001");
    expect(norrland).toMatchObject({ customerName: "Byggfirman Norrland AB", isCurrent: true, isPunchout: false });
    expect(norrland.projects).toHaveLength(2);
  });

  it("searches, and lists every customer in virtual context for seller admins only", async () => {
    const searched = await call("/v3/customers?search=syd", { token: await token() });
    expect(searched.json.customers.map((c: { customerName: string }) => c.customerName)).toEqual([
      "Elinstallatören Syd AB",
    ]);
    const seller = await call("/v3/customers?active=1&virtualContext=true", { token: await token("seller@demo.se") });
    expect(seller.json.total).toBe(5);
    expect(seller.json.customers.find((c: { isPunchout: boolean }) => c.isPunchout).customerId).toBe("10004");
    const buyer = await call("/v3/customers?virtualContext=true", { token: await token() });
    expect(buyer.json.total).toBe(2);
    expect((await call("/v3/customers?active=maybe", { token: await token() })).status).toBe(400);
    expect((await call("/v3/customers?limit=0", { token: await token() })).status).toBe(400);
  });
});

describe("customer resources", () => {
  it("GET /customers/{id}/assortment for own customers only", async () => {
    const own = await call("/customers/10002/assortment", { token: await token() });
    expect(own.json).toMatchObject({ assortmentId: "A-EL", slug: "el-och-belysning", isDefault: false });
    const project = await call("/customers/10001/assortment", {
      token: await token("buyer@demo.se", { customerId: "10001", projectId: "10001-02" }),
    });
    expect(project.json.assortmentId).toBe("A-VVS-BYGG");
    expect((await call("/customers/10003/assortment", { token: await token() })).status).toBe(403);
    expect((await call("/customers/99999/assortment", { token: await token("siteadmin@demo.se") })).status).toBe(404);
    expect((await call("/customers/..%2F..%2Fetc/assortment", { token: await token() })).status).toBe(400);
  });

  it("GET /customers/{id}/delivery-dates gives fixed delivery days, or 404 when there are none", async () => {
    const response = await call("/customers/10001/delivery-dates", { token: await token() });
    expect(response.json.weekdays).toEqual([2, 4]);
    expect(response.json.deliveryDates.length).toBeGreaterThanOrEqual(7);
    for (const date of response.json.deliveryDates) expect([2, 4]).toContain(new Date(`${date}T12:00:00Z`).getUTCDay());
    expect((await call("/customers/10002/delivery-dates", { token: await token() })).status).toBe(404);
    expect((await call("/customers/10003/delivery-dates", { token: await token() })).status).toBe(403);
  });

  it("GET /crm/customerteam for the token's customer", async () => {
    const response = await call("/crm/customerteam", { token: await token() });
    expect(response.json.customerId).toBe("10001");
    expect(response.json.members[0]).toMatchObject({ name: "Anna Lindqvist", role: "Säljare innesälj" });
    expect((await call("/crm/customerteam?customerId=10003", { token: await token() })).status).toBe(403);
  });
});

describe("users and permissions", () => {
  it("GET /v2/users/{id} for oneself, and for users an admin administers", async () => {
    const self = await call("/v2/users/u-buyer", { token: await token() });
    expect(self.status).toBe(200);
    expect(self.json).toMatchObject({
      userId: "u-buyer",
      email: "buyer@demo.se",
      roles: ["USER"],
      defaultDeliveryMethod: "DBI",
      defaultCustomerId: "10001",
    });
    expect(self.json.customers.map((c: { customerId: string }) => c.customerId).sort()).toEqual(["10001", "10002"]);
    expect(self.json.password_hash).toBeUndefined();
    expect(JSON.stringify(self.json)).not.toContain("pbkdf2");
    expect((await call("/v2/users/u-admin", { token: await token() })).status).toBe(403);
    expect((await call("/v2/users/u-buyer", { token: await token("admin@demo.se") })).status).toBe(200);
    expect((await call("/v2/users/u-noprices", { token: await token("admin@demo.se") })).status).toBe(403);
    expect((await call("/v2/users/nobody", { token: await token("siteadmin@demo.se") })).status).toBe(404);
  });

  it("GET /users/name/{id} and /v2/permissions/{id}", async () => {
    expect((await call("/users/name/u-buyer", { token: await token() })).json).toMatchObject({
      fullName: "Bertil Holmgren",
    });
    const permissions = await call("/v2/permissions/u-limited", { token: await token("limited@demo.se") });
    expect(permissions.json.customerPermissions[0].permissionDenies).toEqual(
      expect.arrayContaining(["EJ_SE_RABATTER", "EJ_SE_EKONOMISK_UPPFÖLJNING"]),
    );
  });

  it("GET /role-names and /permission-names", async () => {
    const roles = await call("/role-names", { token: await token() });
    expect(roles.json.map((r: { name: string }) => r.name)).toEqual([
      "USER",
      "BUYER_ADMIN",
      "SELLER_ADMIN",
      "SITE_ADMIN",
    ]);
    const permissions = await call("/permission-names", { token: await token() });
    expect(permissions.json).toHaveLength(8);
    expect((await call("/role-names")).status).toBe(401);
  });
});

describe("locations", () => {
  it("lists stores for standard-pickup sorted by name", async () => {
    const response = await call("/v2/locations?services=standard-pickup", { token: await token() });
    expect(response.json).toHaveLength(17);
    const names = response.json.map((l: { name: string }) => l.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, "sv")));
    expect(names.at(-1)).toBe("Örebro Marieberg");
    expect(response.json[0]).toMatchObject({
      type: "STORE",
      coordinates: { latitude: expect.any(Number) },
      services: expect.arrayContaining(["standard-pickup"]),
    });
    expect(response.json[0].openingHours[0]).toMatchObject({ days: "Mån-Fre" });
  });

  it("finds stores by zip code and delivery method", async () => {
    const express = await call("/v2/locations?zipCode=90422&deliveryMethod=XXX", { token: await token() });
    expect(express.json.map((l: { id: string }) => l.id)).toEqual(["1009"]);
    const toStore = await call("/v2/locations?zipCode=904%2022&deliveryMethod=EXH", { token: await token() });
    expect(toStore.json[0].id).toBe("1009");
    expect(toStore.json.length).toBe(17);
    expect((await call("/v2/locations?zipCode=00000&deliveryMethod=DBI", { token: await token() })).status).toBe(404);
    expect((await call("/v2/locations?zipCode=abc&deliveryMethod=DBI", { token: await token() })).status).toBe(400);
    expect((await call("/v2/locations", { token: await token() })).status).toBe(400);
  });

  it("GET /locations/{id} includes central storage and VIRTUAL", async () => {
    expect((await call("/locations/9000", { token: await token() })).json).toMatchObject({
      type: "CENTRAL",
      name: "Centrallager Jönköping",
    });
    expect((await call("/locations/VIRTUAL", { token: await token() })).json.type).toBe("VIRTUAL");
    expect((await call("/locations/0000", { token: await token() })).status).toBe(404);
  });

  it("GET /locations?query and POST /locations/addresses/search", async () => {
    const query = await call("/locations?query=göteborg", { token: await token() });
    expect(query.json.map((l: { name: string }) => l.name)).toEqual(["Göteborg Hisingen"]);
    const words = await call("/locations/addresses/search", { token: await token(), body: { query: "umeå 904" } });
    expect(words.json.stores.map((s: { id: string }) => s.id)).toEqual(["1009"]);
    const zip = await call("/locations/addresses/search", { token: await token(), body: { query: "221" } });
    expect(zip.json.zipCodes.some((z: { countryCode: string }) => z.countryCode === "AX")).toBe(true);
    expect((await call("/locations/addresses/search", { token: await token(), body: {} })).status).toBe(400);
  });
});
