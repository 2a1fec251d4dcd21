/**
 * The storefront's clients for names the commerce service owns, against the real commerce app: role and
 * permission names for user administration (with the per-request cache and the fallback to codes) and the
 * selected customer's sales team for my pages.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { roleNamesFor } from "~/features/account/role-names.server";
import type { SignedInCommerce } from "~/platform/routing/signed-in.server";
import { denialName, roleName } from "~/features/account/role-name-list";
import type { CommerceTransport } from "~/platform/services/commerce-client.server";
import { getCustomerTeam, getPermissionNames, getRoleNames } from "~/features/account/names-client.server";
import app from "../../../workers/commerce/src/index";
import { env } from "cloudflare:test";
import { seedTestCatalogue, signIn } from "./helpers";

beforeAll(async () => {
  await seedTestCatalogue();
});

function transport(token: string, calls: string[] = []): CommerceTransport {
  return {
    baseUrl: "http://commerce.test",
    token,
    fetch: (input, init) => {
      calls.push(new URL(String(input instanceof Request ? input.url : input)).pathname);
      return Promise.resolve(app.fetch(new Request(input, init), env));
    },
  };
}

const buyerToken = async () => (await signIn("buyer@demo.se")).AccessToken;
const commerceWith = (t: CommerceTransport) => ({ transport: t }) as SignedInCommerce;

describe("role and permission names", () => {
  it("come from the service, lowest role first", async () => {
    const roles = await getRoleNames(transport(await buyerToken()));
    expect(roles.map((role) => role.name)).toEqual(["USER", "BUYER_ADMIN", "SELLER_ADMIN", "SITE_ADMIN"]);
    expect(roles[1]).toMatchObject({ label: "Administratör (kund)" });
    const denials = await getPermissionNames(transport(await buyerToken()));
    expect(denials).toContainEqual({ name: "EJ_SE_PRISER", label: "Får inte se priser" });
  });

  it("are read once per request, however many loaders ask", async () => {
    const calls: string[] = [];
    const commerce = commerceWith(transport(await buyerToken(), calls));
    const request = new Request("http://shop.test/mina-sidor/anvandare");
    const [first, second] = await Promise.all([roleNamesFor(request, commerce), roleNamesFor(request, commerce)]);
    expect(second).toBe(first);
    expect(calls.sort()).toEqual(["/permission-names", "/role-names"]);
    expect(roleName(first, "SELLER_ADMIN")).toBe("Säljadministratör");
    expect(denialName(first, "EJ_ORDER")).toBe("Får inte lägga order");
  });

  it("fall back to the codes when the service gives no names", async () => {
    // No token: the service answers 401 to both lists.
    const names = await roleNamesFor(new Request("http://shop.test/x"), commerceWith(transport("")));
    expect(roleName(names, "BUYER_ADMIN")).toBe("BUYER_ADMIN");
    expect(denialName(names, "EJ_SE_PRISER")).toBe("EJ_SE_PRISER");
  });
});

describe("the customer's sales team", () => {
  it("lists the selected customer's team with phone and e-mail", async () => {
    const members = await getCustomerTeam(transport(await buyerToken()), "10001");
    expect(members[0]).toMatchObject({ name: "Anna Lindqvist", role: "Säljare innesälj" });
    expect(members[0].email).toMatch(/@/);
    expect(members[0].phone).toMatch(/^010-/);
  });

  it("is empty when the service knows no team for the customer", async () => {
    await env.DB.prepare("DELETE FROM sales_team_members WHERE customer_id = ?").bind("10002").run();
    expect(await getCustomerTeam(transport(await buyerToken()), "10002")).toEqual([]);
  });

  it("refuses a customer the buyer has no access to", async () => {
    await expect(getCustomerTeam(transport(await buyerToken()), "10003")).rejects.toMatchObject({ kind: "forbidden" });
  });
});
