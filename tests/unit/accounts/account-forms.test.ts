import { describe, expect, it } from "vitest";
import { myPagesLinks } from "@shop/domain/my-pages";
import { orderFiltersFrom } from "~/features/orders/order-pages.server";
import { parseUserForm, permissionsFrom } from "~/features/account/user-form.server";
import { parseAddressForm } from "~/features/account/address-form.server";

describe("my pages navigation", () => {
  it("hides order history without the right and users without an admin role", () => {
    const paths = (role: Parameters<typeof myPagesLinks>[0], denials: Parameters<typeof myPagesLinks>[1]) =>
      myPagesLinks(role, denials).map((l) => l.to);
    expect(paths("USER", ["EJ_ORDERHISTORIK"])).not.toContain("/mina-sidor/orderhistorik");
    expect(paths("USER", [])).toContain("/mina-sidor/orderhistorik");
    expect(paths("USER", [])).not.toContain("/mina-sidor/anvandare");
    expect(paths("BUYER_ADMIN", [])).toContain("/mina-sidor/anvandare");
  });

  it("offers the favourites page beside the shopping lists to everyone", () => {
    const paths = myPagesLinks("USER", ["EJ_ORDER", "EJ_ORDERHISTORIK"]).map((l) => l.to);
    expect(paths).toContain("/mina-sidor/favoriter");
    expect(paths.indexOf("/mina-sidor/favoriter")).toBe(paths.indexOf("/mina-sidor/inkopslistor") + 1);
  });

  it("offers the saved carts to everyone, EJ_ORDER too (they save and read them)", () => {
    expect(myPagesLinks("USER", ["EJ_ORDER", "EJ_SE_PRISER"]).map((l) => l.to)).toContain(
      "/mina-sidor/sparade-varukorgar",
    );
  });

  it("offers the saved product configurations to everyone", () => {
    expect(myPagesLinks("USER", ["EJ_ORDER", "EJ_SE_PRISER"]).map((l) => l.to)).toContain(
      "/mina-sidor/produktkonfigurationer",
    );
  });
});

describe("order filters", () => {
  it("keeps only the spec's filters and drops bad values", () => {
    const filters = orderFiltersFrom(
      new URL(
        "http://x/mina-sidor/orderhistorik?q=PO-1&status=SHIPPED&from=2026-01-01&to=nej&sort=total&sida=2&limit=999",
      ),
    );
    expect(filters).toEqual({
      q: "PO-1",
      orderStatus: "SHIPPED",
      fromDate: "2026-01-01",
      toDate: undefined,
      sort: "total",
      page: 2,
    });
    expect(orderFiltersFrom(new URL("http://x/?status=HACK&sort=drop&sida=-3"))).toEqual({
      q: undefined,
      orderStatus: undefined,
      fromDate: undefined,
      toDate: undefined,
      sort: "-createdAt",
      page: 1,
    });
  });
});

describe("user form permissions", () => {
  it("reads role and denials per enabled customer and keeps project-level rows", () => {
    const form = new FormData();
    form.set("perm.10001.enabled", "on");
    form.set("perm.10001.role", "BUYER_ADMIN");
    form.append("perm.10001.deny", "EJ_ORDER");
    form.append("perm.10001.deny", "NOT_A_DENIAL");
    form.set("perm.10002.role", "USER");
    const existing = [{ customerId: "10001", projectId: "10001-01", role: "USER" as const, permissionDenies: [] }];
    expect(permissionsFrom(form, ["10001", "10002"], existing)).toEqual([
      { customerId: "10001", projectId: null, role: "BUYER_ADMIN", permissionDenies: ["EJ_ORDER"] },
      existing[0],
    ]);
  });
});

describe("address form", () => {
  it("names each bad field in Swedish and passes a good one on", () => {
    const bad = new FormData();
    bad.set("postalCode", "12");
    const result = parseAddressForm(bad);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(Object.keys(result.fieldErrors).sort()).toEqual(["address1", "name", "postalAddress", "postalCode"]);
    const good = new FormData();
    for (const [k, v] of Object.entries({
      label: "Bygge",
      name: "Firma AB",
      address1: "Väg 1",
      postalCode: "123 45",
      postalAddress: "Umeå",
      phone: "",
    }))
      good.set(k, v);
    const ok = parseAddressForm(good);
    expect(ok.ok && ok.value).toMatchObject({
      name: "Firma AB",
      postalCode: "123 45",
      phone: null,
      recipientName: null,
      countryCode: "SE",
      preselected: false,
    });
  });
});

describe("one-line fields of the account forms (#41 class 11)", () => {
  const SINGLE_LINE = "Skriv på en rad, utan radbrytningar eller styrtecken.";
  const formOf = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.set(k, v);
    return data;
  };

  it("refuses a user's name with a line break or a control character with a Swedish field message", () => {
    const result = parseUserForm(
      formOf({
        email: "eva@firma.se",
        firstName: "Eva\r\nBcc: x@evil.example",
        lastName: "Ek\u202E",
        mobileNumber: "",
      }),
      true,
    );
    expect(result.ok ? null : result.fieldErrors).toEqual({ firstName: SINGLE_LINE, lastName: SINGLE_LINE });
  });

  it("refuses an address line with a line break or a control character with a Swedish field message", () => {
    const result = parseAddressForm(
      formOf({
        label: "Bygge",
        name: "Firma AB\nBcc: x@evil.example",
        address1: "Väg 1",
        address2: "Port\u2029B",
        postalCode: "123 45",
        postalAddress: "Umeå\u0000",
        phone: "",
      }),
    );
    expect(result.ok ? null : result.fieldErrors).toEqual({
      name: SINGLE_LINE,
      address2: SINGLE_LINE,
      postalAddress: SINGLE_LINE,
    });
  });
});
