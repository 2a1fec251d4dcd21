/**
 * What one add to cart costs the commerce service, counted at the storefront's fetch: the product page's action with
 * a tag manager and statistics consent (add_to_cart for the data layer, a behaviour event) and without either. The
 * add answers the priced cart the event needs (`withCart`), so no read follows; a service without that field is
 * read after, as before. The behaviour event is a call of its own, sent after the answer (recordBehaviour).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONSENT_COOKIE, FULL_CONSENT, serializeConsent } from "@shop/domain/consent";
import { TRACKING_ID_COOKIE } from "@shop/domain/tracking-id";
import { CSRF_FIELD } from "~/platform/session/csrf";
import { action as productAction, shouldRevalidate } from "~/routes/produkt.$slug/route";
import { buyerCookie, CSRF_TOKEN } from "./buyer-session";
import { ARTICLE, fakeCatalogue } from "./catalogue-fake";
import { COMMERCE_URL } from "./commerce-fake";
import { testLoadContext } from "../support/load-context";

afterEach(() => vi.unstubAllGlobals());

const kv = { get: async () => null, put: async () => undefined };
const TRACKING_ID = "routeTestTrackingId01";

/** One add through the action; the calls it made, including what it sent after answering (waitUntil). */
async function addOnce(options: { tracking: boolean; addWithoutCart?: boolean }) {
  const fake = fakeCatalogue({ otherQuantity: 5, addWithoutCart: options.addWithoutCart });
  const form = new FormData();
  form.set(CSRF_FIELD, CSRF_TOKEN);
  form.set("quantity", "3");
  form.set("list", "product-detail-page");
  const request = new Request(`http://localhost/produkt/${ARTICLE.variantSlug}`, { method: "POST", body: form });
  const cookies = [await buyerCookie()];
  if (options.tracking)
    cookies.push(`${CONSENT_COOKIE}=${serializeConsent(FULL_CONSENT)}`, `${TRACKING_ID_COOKIE}=${TRACKING_ID}`);
  request.headers.set("Cookie", cookies.join("; "));
  const afterAnswer: Promise<unknown>[] = [];
  const env = {
    SESSION_SECRET: "route-test-secret",
    COMMERCE_URL,
    CACHE: kv,
    GTM_ID: options.tracking ? "GTM-ABC123" : "",
  };
  const context = testLoadContext(env, { request, waitUntil: (work) => afterAnswer.push(work) });
  const answer = (await productAction({ request, params: { slug: ARTICLE.variantSlug }, context })) as {
    data: { ok: boolean; dataLayer?: unknown[] };
  };
  await Promise.all(afterAnswer);
  return { answer: answer.data, calls: fake.calls };
}

describe("one add to cart", () => {
  it("is one commerce call without a tag manager or consent", async () => {
    const { answer, calls } = await addOnce({ tracking: false });
    expect(answer.ok).toBe(true);
    expect(calls).toEqual(["POST /v2/cart/current/variants/batch/add"]);
  });

  it("with a tag manager and consent: one call for the add and its add_to_cart, and the behaviour event after it", async () => {
    const { answer, calls } = await addOnce({ tracking: true });
    expect(answer.dataLayer).toMatchObject([{ event: "add_to_cart", cartTotal: "195.00", cartQuantity: 15 }]);
    expect(calls).toEqual(["POST /v2/cart/current/variants/batch/add", "POST /createEvents"]);
  });

  it("reads the cart for add_to_cart when the service answers the add without it (a wholesaler's own service)", async () => {
    const { answer, calls } = await addOnce({ tracking: true, addWithoutCart: true });
    expect(answer.dataLayer).toMatchObject([{ event: "add_to_cart", cartTotal: "195.00", cartQuantity: 15 }]);
    // What every add with a tag manager cost before the add answered the cart: the article, its offer and the cart
    // read (GraphQL), the assortment the shared catalogue is keyed by (from KV when warm), and the event.
    expect([...calls].sort()).toEqual(
      [
        "POST /v2/cart/current/variants/batch/add",
        "POST /createEvents",
        "POST /graphql",
        "POST /graphql",
        "POST /graphql",
        "GET /customers/10001/assortment",
      ].sort(),
    );
  });
});

describe("the product page after an add (with JavaScript)", () => {
  const args = (formAction: string | undefined, formMethod: string | undefined, next = "/produkt/kabel-1000123") => ({
    currentUrl: new URL("http://localhost/produkt/kabel-1000123"),
    nextUrl: new URL(`http://localhost${next}`),
    currentParams: {},
    nextParams: {},
    formAction,
    formMethod: formMethod as "POST" | undefined,
    defaultShouldRevalidate: true,
  });

  it("keeps its loader's data after an add to cart, its own or a similar product's card", () => {
    expect(shouldRevalidate(args("/produkt/kabel-1000123", "POST"))).toBe(false);
    expect(shouldRevalidate(args("/produkt/annan-kabel-1000999", "POST"))).toBe(false);
  });

  it("revalidates after any other action and on a new URL", () => {
    expect(shouldRevalidate(args("/favoriter", "POST"))).toBe(true);
    // The store choice in the stock dialog changes the page's chosen-store stock.
    expect(shouldRevalidate(args("/produkt/kabel-1000123/lager", "POST"))).toBe(true);
    expect(shouldRevalidate(args(undefined, undefined, "/produkt/annan-kabel-1000999"))).toBe(true);
    expect(shouldRevalidate(args("/produkt/kabel-1000123", "POST", "/produkt/kabel-1000123?x=1"))).toBe(true);
  });
});
