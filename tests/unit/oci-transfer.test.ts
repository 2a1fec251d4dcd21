import { afterEach, describe, expect, it, vi } from "vitest";
import { serverT } from "~/platform/i18n/catalogue.server";
import { transferCart } from "~/features/punchout/transfer.server";
import { commitSession, getSession } from "~/platform/session/session.server";
import { testLoadContext } from "../support/load-context";

/** The transfer action against a scripted commerce service: what is posted, and when the cart is deleted. */
const COMMERCE_URL = "http://commerce.test";
const kv = { get: async () => null, put: async () => undefined };
// A fresh context per request: the commerce session (and the fetch it holds) is memoized per context.
const newContext = (request?: Request) =>
  testLoadContext({ SESSION_SECRET: "s", COMMERCE_URL, CACHE: kv }, { request });
const context = newContext();
const transferWith = (request: Request) => transferCart(request, newContext(request));

const CART = {
  data: {
    getCartWithVariants: {
      cartId: "cart-1",
      items: [
        {
          articleNumber: "1000518",
          quantity: 2,
          label: "Hus B",
          price: { askForPrice: false, netPrice: 199.9 },
          stock: {
            locations: [
              { locationId: "9000", availableFromDays: 3 },
              { locationId: "1001", availableFromDays: 9 },
            ],
          },
          variant: {
            name: "Dvärgbrytare",
            materialGroup: "40010000",
            webSalesUnit: { unit: "st" },
            attributes: [{ attributeName: "SSG", attributeValue: "SSG-1" }],
          },
        },
      ],
    },
  },
};

async function transferRequest(options: { punchout?: boolean; csrf?: string; fields?: Record<string, string> } = {}) {
  const session = await getSession(new Request("https://shop.test/"), context);
  session.set("csrf", "token");
  session.set("userId", "u-punchout");
  session.set("commerce", {
    accessToken: "access",
    refreshToken: "refresh",
    sessionId: "sid",
    expiresAt: Math.floor(Date.now() / 1000) + 3600,
    customerId: "10004",
    projectId: null,
    denials: [],
  });
  if (options.punchout !== false) {
    session.set("mode", "PUNCHOUT");
    session.set("punchout", {
      hookUrl: "https://srm.example.com/hook",
      hookOrigin: "https://srm.example.com",
      oci: { okCode: null, target: "_top", caller: null },
      company: "PEAB",
      companyName: null,
      exportProfile: null,
    });
  }
  const cookie = (await commitSession(session, new Request("https://shop.test/"), context)).split(";")[0]!;
  return new Request("https://shop.test/punchout/overfor", {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf: options.csrf ?? "token", ...options.fields }),
  });
}

/** A commerce service whose cart read and delete answer as given; records the calls. */
function commerce(answers: { cart?: number; delete?: number; costCentres?: string[] }) {
  const calls: string[] = [];
  vi.stubGlobal("fetch", async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push(`${init?.method ?? "GET"} ${url.pathname}`);
    if (url.pathname === "/graphql")
      return Response.json(answers.cart === 500 ? { message: "down" } : CART, { status: answers.cart ?? 200 });
    // The customer's order reference rule (docs/purchasing-controls.md): a required cost centre from a list, if given.
    if (url.pathname === "/v2/customers/10004/order-references")
      return Response.json({
        customerId: "10004",
        referenceRequired: false,
        costCentreRequired: Boolean(answers.costCentres),
        costCentres: (answers.costCentres ?? []).map((code) => ({ code, name: "" })),
        mayChange: false,
        updatedAt: null,
      });
    if (url.pathname === "/v2/cart/cart-1/status")
      return Response.json(answers.delete === 500 ? { message: "down" } : { cartId: "cart-1", status: "DELETED" }, {
        status: answers.delete ?? 200,
      });
    return Response.json({ message: "unexpected" }, { status: 404 });
  });
  return calls;
}

const resultOf = (answer: unknown) =>
  answer as {
    data: { ok: boolean; message?: string; fields?: { name: string; value: string }[] };
    init: { status?: number } | null;
  };

afterEach(() => vi.unstubAllGlobals());

describe("transferCart", () => {
  it("builds the OCI fields, then deletes the cart", async () => {
    const calls = commerce({});
    const { data, init } = resultOf(await transferWith(await transferRequest()));
    expect(init?.status ?? 200).toBe(200);
    expect(data.ok).toBe(true);
    expect(Object.fromEntries(data.fields!.map((f) => [f.name, f.value]))).toMatchObject({
      "NEW_ITEM-PRICE[1]": "199.90",
      "NEW_ITEM-LEADTIME[1]": "3",
      "NEW_ITEM-UNIT[1]": "ST",
      "NEW_ITEM-EXT_PRODUCT_ID[1]": "SSG-1",
      "NEW_ITEM-CUST_FIELD1[1]": "Hus B",
    });
    expect(calls).toEqual(["POST /graphql", "GET /v2/customers/10004/order-references", "PUT /v2/cart/cart-1/status"]);
    // Without references given, no reference field goes over (the fields a cart always handed over).
    expect(data.fields!.map((f) => f.name)).not.toContain("NEW_ITEM-CUST_FIELD2[1]");
  });

  it("hands the order's reference and cost centre over on every line (CUST_FIELD5, CUST_FIELD2)", async () => {
    commerce({ costCentres: ["KS-4100"] });
    const fields = { reference: "Kim Andersson, fastighetsdrift", costCentre: "ks-4100" };
    const { data } = resultOf(await transferWith(await transferRequest({ fields })));
    expect(data.ok).toBe(true);
    expect(Object.fromEntries(data.fields!.map((f) => [f.name, f.value]))).toMatchObject({
      // In the list's spelling, whatever case the buyer typed.
      "NEW_ITEM-CUST_FIELD2[1]": "KS-4100",
      "NEW_ITEM-CUST_FIELD5[1]": "Kim Andersson, fastighetsdrift",
    });
  });

  it("keeps the cart and says why when the customer's required cost centre is missing or not in its list", async () => {
    for (const costCentre of ["", "9999"]) {
      const calls = commerce({ costCentres: ["4100"] });
      const { data, init } = resultOf(await transferWith(await transferRequest({ fields: { costCentre } })));
      expect(init?.status).toBe(400);
      expect(data.message).toMatch(/^Kostnadsstället finns inte|^Ange kostnadsställe/);
      expect(calls).not.toContain("PUT /v2/cart/cart-1/status");
    }
  });

  it("keeps the cart and answers errors.internal_server_error when the cart cannot be read", async () => {
    const calls = commerce({ cart: 500 });
    const { data, init } = resultOf(await transferWith(await transferRequest()));
    expect(init?.status).toBe(502);
    expect(data).toEqual({ ok: false, message: serverT("errors.internal_server_error") });
    expect(calls).not.toContain("PUT /v2/cart/cart-1/status");
  });

  it("shows no hand-over form when deleting the cart fails", async () => {
    commerce({ delete: 500 });
    const { data } = resultOf(await transferWith(await transferRequest()));
    expect(data).toEqual({ ok: false, message: serverT("errors.internal_server_error") });
  });

  it("refuses outside punch-out mode and with a forged CSRF token, before calling the service", async () => {
    const calls = commerce({});
    expect(resultOf(await transferWith(await transferRequest({ punchout: false }))).init?.status).toBe(403);
    await expect(transferWith(await transferRequest({ csrf: "forged" }))).rejects.toMatchObject({ status: 403 });
    expect(calls).toEqual([]);
  });
});
