import { afterEach, describe, expect, it, vi } from "vitest";
import { handleAddToCart } from "~/features/checkout/add-to-cart.server";
import { getSessionStorage } from "~/platform/session/session.server";
import { testLoadContext } from "../../support/load-context";
import { BASE, fakeFetch, json, signedInRequest, testContext, type RecordedCall } from "./helpers";

const URL_ = "http://localhost/produkt/kabel-1000555";
const ARTICLE = "1000555";
const exp = () => Math.floor(Date.now() / 1000) + 3600;

/** The service's answer for the one line, as cart/lines.ts builds it. */
const line = (fields: Record<string, unknown> = {}) => ({
  articleNumber: ARTICLE,
  deliveryId: "DBI",
  name: "Kabel EXQ 3G1,5",
  salesUnit: "m",
  requestedQuantity: 3,
  quantity: 3,
  orderMultiple: 1,
  cartItemId: "ci-1",
  refusal: null,
  ...fields,
});

function post(cookie: string | null, fields: Record<string, string>) {
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  if (cookie) headers.Cookie = cookie;
  return new Request(URL_, { method: "POST", headers, body: new URLSearchParams({ csrf: "csrf-token", ...fields }) });
}

/** The load context belongs to its request (its session is read from it), as the worker builds it. */
const contextFor = (request: Request) =>
  testLoadContext({ SESSION_SECRET: "test-secret", COMMERCE_URL: BASE }, { request });

async function signedIn(fields: Record<string, string>) {
  const signed = await signedInRequest(URL_, testContext(), exp());
  const request = post(signed.headers.get("Cookie"), fields);
  return { context: contextFor(request), request };
}

/** A visitor whose session already holds an anonymous cart. */
async function visitor(fields: Record<string, string>) {
  const storage = getSessionStorage(new Request(URL_), { SESSION_SECRET: "test-secret" });
  const session = await storage.getSession();
  session.set("csrf", "csrf-token");
  session.set("anonymousCart", { cartId: "c-anon", token: "anon-token" });
  const cookie = (await storage.commitSession(session)).split(";")[0];
  const request = post(cookie, fields);
  return { context: contextFor(request), request };
}

function serviceAnswers(answer: (call: RecordedCall) => Response) {
  const fake = fakeFetch(answer);
  vi.stubGlobal("fetch", fake.fetch);
  return fake.calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("add to cart", () => {
  it("makes one commerce call for a signed-in buyer and shows the service's rounding", async () => {
    const calls = serviceAnswers(() =>
      json({ cartItems: [], errors: [], lines: [line({ quantity: 10, orderMultiple: 10 })] }),
    );
    const { request, context } = await signedIn({ quantity: "3", deliveryId: "EXH" });
    const result = (await handleAddToCart(request, context, ARTICLE)) as any;
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(`${BASE}/v2/cart/current/variants/batch/add`);
    expect(calls[0].headers.get("Authorization")).toMatch(/^Bearer /);
    expect(calls[0].body).toEqual({
      items: [{ articleNumber: ARTICLE, quantity: 3, deliveryId: "EXH" }],
      purchasableOnly: true,
    });
    expect(result.init.status).toBe(200);
    expect(result.data).toEqual({
      ok: true,
      message: "Antalet avrundades uppåt till 10 (10 per förpackning). 10 m av Kabel EXQ 3G1,5 har lagts i varukorgen.",
    });
  });

  it("makes one call with the anonymous cart's token for a visitor", async () => {
    const calls = serviceAnswers(() => json({ cartItems: [], errors: [], lines: [line()] }));
    const { request, context } = await visitor({ quantity: "3" });
    const result = (await handleAddToCart(request, context, ARTICLE)) as any;
    expect(calls).toHaveLength(1);
    expect(calls[0].headers.get("Authorization")).toBe("Anonymous anon-token");
    // No delivery named (a product card): the service puts the line on the buyer's default (issue 17).
    expect(calls[0].body).toMatchObject({ items: [{ quantity: 3 }] });
    expect((calls[0].body as { items: object[] }).items[0]).not.toHaveProperty("deliveryId");
    expect(result.data.ok).toBe(true);
    expect(result.data.message).toMatch(/^3 m av Kabel EXQ 3G1,5 har lagts i varukorgen\. Logga in/);
  });

  it("maps the service's refusals to the buyer's messages and statuses", async () => {
    serviceAnswers(() =>
      json({ cartItems: [], errors: [], lines: [line({ refusal: "not_purchasable_online", cartItemId: null })] }),
    );
    const first = await signedIn({ quantity: "1" });
    const notOnline = (await handleAddToCart(first.request, first.context, ARTICLE)) as any;
    expect(notOnline.init.status).toBe(409);
    expect(notOnline.data).toEqual({
      ok: false,
      message: "Kabel EXQ 3G1,5 (art.nr 1000555): Varan kan inte köpas på webben.",
    });

    // The service names the rule's reason: the buyer reads it with the line's name and article number, since a
    // configurator's results or a flyout list several articles (a store-only article into a home delivery).
    serviceAnswers(() =>
      json({
        cartItems: [],
        errors: [],
        lines: [line({ refusal: "not_purchasable_online", purchaseReason: "ONLY_STORE", cartItemId: null })],
      }),
    );
    const storeOnly = await signedIn({ quantity: "1" });
    const reasoned = (await handleAddToCart(storeOnly.request, storeOnly.context, ARTICLE)) as any;
    expect(reasoned.data).toEqual({
      ok: false,
      message: "Kabel EXQ 3G1,5 (art.nr 1000555): Den här varan säljs bara i butik och kan inte beställas på webben.",
    });

    serviceAnswers(() =>
      json({ cartItems: [], errors: [], lines: [line({ refusal: "unknown_article", cartItemId: null })] }),
    );
    const unknown = await signedIn({ quantity: "1" });
    const thrown = await handleAddToCart(unknown.request, unknown.context, ARTICLE).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  it("checks the form before any call", async () => {
    const calls = serviceAnswers(() => json({}));
    const { request, context } = await signedIn({ quantity: "0" });
    const result = (await handleAddToCart(request, context, ARTICLE)) as any;
    expect(calls).toHaveLength(0);
    expect(result.init.status).toBe(400);
    expect(result.data.field).toBe("quantity");
  });
});
