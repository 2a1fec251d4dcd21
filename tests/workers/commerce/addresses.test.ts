import { beforeAll, describe, expect, it } from "vitest";
import { AX_POSTAL_CODES } from "@shop/domain/postal-code";
import { seedAccountHistory } from "../../../workers/commerce/src/seed/account-history";
import { call, createUser, env, seedTestCatalogue, signIn } from "./helpers";

beforeAll(async () => {
  await seedTestCatalogue();
  await seedAccountHistory(env.DB);
});

async function userOf(customerId: string) {
  const user = await createUser({ permissions: [{ customerId }] });
  return (await signIn(user.id, { customerId })).AccessToken;
}

const valid = {
  label: "Bygget",
  name: "Kv. Eken",
  recipientName: "Kim",
  address1: "Ekvägen 2",
  postalCode: "903 30",
  postalAddress: "Umeå",
  countryCode: "SE",
};

describe("addresses", () => {
  it("lists the customer's addresses with the register's read-only invoice address", async () => {
    const token = await userOf("10001");
    const response = await call("/address", { token });
    expect(response.status).toBe(200);
    expect(response.json.every((a: any) => a.customerId === "10001")).toBe(true);
    expect(response.json[0].preselected).toBe(true);
    const invoice = response.json.find((a: any) => a.readOnly);
    expect(invoice).toMatchObject({ label: "Faktureringsadress", validForDelivery: false });
    const delivery = await call("/address?validForDelivery=true", { token });
    expect(delivery.json.every((a: any) => a.validForDelivery)).toBe(true);
  });

  it("finds addresses where every search word appears", async () => {
    const token = await userOf("10001");
    const found = await call("/address?search=" + encodeURIComponent("mariehamn TORG"), { token });
    expect(found.json.map((a: any) => a.addressId)).toEqual(["demo-addr-10001-ax"]);
    expect((await call("/address?search=mariehamn%20storgatan", { token })).json).toEqual([]);
  });

  it("creates, changes and deletes an address; a new preselected one takes over", async () => {
    const token = await userOf("10003");
    const created = await call("/address", { token, body: { ...valid, preselected: true } });
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({
      postalCode: "90330",
      preselected: true,
      readOnly: false,
      validForDelivery: true,
    });
    const list = (await call("/address", { token })).json;
    expect(list.filter((a: any) => a.preselected).map((a: any) => a.addressId)).toEqual([created.json.addressId]);
    const changed = await call(`/address/${created.json.addressId}`, {
      token,
      method: "PUT",
      body: { recipientName: "Eva" },
    });
    expect(changed.json.recipientName).toBe("Eva");
    expect((await call(`/address/${created.json.addressId}`, { token, method: "DELETE" })).status).toBe(204);
    expect((await call(`/address/${created.json.addressId}`, { token, method: "DELETE" })).status).toBe(404);
  });

  it("accepts only the kept Åland postal codes for AX", async () => {
    const token = await userOf("10003");
    expect(AX_POSTAL_CODES).toHaveLength(36);
    const ok = await call("/address", {
      token,
      body: { ...valid, countryCode: "AX", postalCode: "22100", postalAddress: "Mariehamn" },
    });
    expect(ok.status).toBe(201);
    const bad = await call("/address", { token, body: { ...valid, countryCode: "AX", postalCode: "90330" } });
    expect(bad.status).toBe(400);
    expect(bad.json.issues[0]).toMatchObject({ path: "postalCode", code: "invalid_postal_code" });
    const country = await call("/address", { token, body: { ...valid, countryCode: "NO" } });
    expect(country.status).toBe(400);
    expect(country.json.issues[0].path).toBe("countryCode");
  });

  it("refuses to change or delete a read-only address", async () => {
    const token = await userOf("10001");
    expect((await call("/address/demo-addr-10001-0", { token, method: "PUT", body: { name: "Nytt" } })).status).toBe(
      403,
    );
    expect((await call("/address/demo-addr-10001-0", { token, method: "DELETE" })).status).toBe(403);
  });

  it("never shows or changes another customer's address", async () => {
    const token = await userOf("10002");
    const put = await call("/address/demo-addr-10001-1", { token, method: "PUT", body: { name: "Kapad" } });
    expect(put.status).toBe(404);
    expect(put.text).not.toContain("Björkvägen");
    expect((await call("/address/demo-addr-10001-1", { token, method: "DELETE" })).status).toBe(404);
    expect((await call("/address", { token })).json.some((a: any) => a.customerId !== "10002")).toBe(false);
  });

  it("answers bad input with 400 and the zod issues", async () => {
    const token = await userOf("10001");
    const response = await call("/address", { token, body: { ...valid, name: "", postalCode: "abc" } });
    expect(response.status).toBe(400);
    expect(response.json.issues.map((i: any) => i.path).sort()).toEqual(["name", "postalCode"]);
  });
});
