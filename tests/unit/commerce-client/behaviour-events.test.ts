/**
 * Behaviour events from the server actions: sent after the answer (waitUntil) with the device's tracking
 * id, only with statistics consent; the buyer's answer never waits for them nor fails with them.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { handleAddToCart } from "~/features/checkout/add-to-cart.server";
import { action as clickAction } from "~/routes/api.sparning/route";
import { getSessionStorage } from "~/platform/session/session.server";
import { testLoadContext } from "../../support/load-context";
import { BASE, fakeFetch, json, signedInRequest, testContext, type RecordedCall } from "./helpers";

const sentry = vi.hoisted(() => ({ captureMessage: vi.fn(), captureException: vi.fn() }));
vi.mock("@sentry/cloudflare", () => sentry);

const URL_ = "http://localhost/produkt/kabel-1000555";
const ARTICLE = "1000555";
const DEVICE = "V1StGXR8_Z5jdHi6B-myT";
const STATISTICS = "samtycke=v1.s1.m0";
const NECESSARY_ONLY = "samtycke=v1.s0.m0";
const exp = () => Math.floor(Date.now() / 1000) + 3600;

const addedLine = {
  articleNumber: ARTICLE,
  deliveryId: "DBI",
  name: "Kabel EXQ 3G1,5",
  salesUnit: "m",
  requestedQuantity: 3,
  quantity: 10,
  orderMultiple: 10,
  cartItemId: "ci-1",
  refusal: null,
};

/** The commerce service: the add succeeds; createEvents answers `events`. */
function service(events: () => Response | Promise<Response>) {
  const fake = fakeFetch((call) =>
    call.url.endsWith("/createEvents") ? events() : json({ cartItems: [], errors: [], lines: [addedLine] }),
  );
  vi.stubGlobal("fetch", fake.fetch);
  return { calls: fake.calls, events: () => fake.calls.filter((c) => c.url === `${BASE}/createEvents`) };
}

async function addToCart(cookies: string[], signedIn = true) {
  let sessionCookie: string;
  if (signedIn) {
    sessionCookie = (await signedInRequest(URL_, testContext(), exp())).headers.get("Cookie")!;
  } else {
    const storage = getSessionStorage(new Request(URL_), { SESSION_SECRET: "test-secret" });
    const session = await storage.getSession();
    session.set("csrf", "csrf-token");
    session.set("anonymousCart", { cartId: "c-anon", token: "anon-token" });
    sessionCookie = (await storage.commitSession(session)).split(";")[0];
  }
  const request = new Request(URL_, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: [sessionCookie, ...cookies].join("; ") },
    body: new URLSearchParams({ csrf: "csrf-token", quantity: "3" }),
  });
  const scheduled: Promise<unknown>[] = [];
  const context = testLoadContext(
    { SESSION_SECRET: "test-secret", COMMERCE_URL: BASE },
    { request, waitUntil: (promise) => scheduled.push(promise) },
  );
  const result = (await handleAddToCart(request, context, ARTICLE)) as {
    data: { ok: boolean };
    init: { status: number; headers: Headers };
  };
  return { result, scheduled, trackingCookie: trackingCookieOf(new Headers(result.init.headers)) };
}

const trackingCookieOf = (headers: Headers) =>
  headers.getSetCookie().find((c) => c.startsWith("sparnings_id=")) ?? null;

beforeEach(() => {
  sentry.captureMessage.mockReset();
  sentry.captureException.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("addtocart from the add-to-cart action", () => {
  it("schedules the event with waitUntil: the added quantity, the buyer and the device's id", async () => {
    const commerce = service(() => json({ accepted: 1 }, 202));
    const { result, scheduled, trackingCookie } = await addToCart([STATISTICS, `sparnings_id=${DEVICE}`]);
    expect(result.data.ok).toBe(true);
    expect(scheduled).toHaveLength(1);
    await Promise.all(scheduled);
    const [sent] = commerce.events();
    expect(sent.body).toEqual({
      trackingId: DEVICE,
      events: [{ type: "addtocart", entity: { type: "Variant", id: ARTICLE }, quantity: 10 }],
    });
    expect(sent.headers.get("user-id")).toBe("u-buyer");
    expect(sent.headers.get("api-version")).toBe("1");
    expect(sent.headers.get("Authorization")).toMatch(/^Bearer /);
    expect(trackingCookie).toBeNull();
    expect(sentry.captureMessage).not.toHaveBeenCalled();
  });

  it("answers the buyer before the send and whatever it gives, reporting a failure to error reporting", async () => {
    let release!: () => void;
    const commerce = service(
      () => new Promise<Response>((resolve) => (release = () => resolve(json({ message: "boom" }, 500)))),
    );
    const { result, scheduled } = await addToCart([STATISTICS, `sparnings_id=${DEVICE}`]);
    // The answer is there while createEvents has not answered yet.
    expect(result.init.status).toBe(200);
    expect(result.data.ok).toBe(true);
    expect(commerce.events()).toHaveLength(1);
    release();
    await expect(Promise.all(scheduled)).resolves.toBeDefined();
    expect(sentry.captureException).toHaveBeenCalledWith(expect.anything(), {
      tags: { tracking: "behaviour-events" },
    });

    service(() => Promise.reject(new TypeError("network down")));
    const unreachable = await addToCart([STATISTICS, `sparnings_id=${DEVICE}`]);
    expect(unreachable.result.data.ok).toBe(true);
    await Promise.all(unreachable.scheduled);
    expect(sentry.captureException).toHaveBeenCalledTimes(2);
  });

  it("makes a tracking id when consent is given but the device has none, and reports the gap", async () => {
    const commerce = service(() => json({ accepted: 1 }, 202));
    const { scheduled, trackingCookie } = await addToCart([STATISTICS]);
    expect(trackingCookie).toMatch(/^sparnings_id=[A-Za-z0-9_-]{21}; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    expect(sentry.captureMessage).toHaveBeenCalledWith("Missing tracking id", expect.anything());
    await Promise.all(scheduled);
    const id = trackingCookie!.split(";")[0].split("=")[1];
    expect((commerce.events()[0].body as { trackingId: string }).trackingId).toBe(id);
  });

  it("sends nothing and sets no id without statistics consent", async () => {
    for (const cookies of [[NECESSARY_ONLY, `sparnings_id=${DEVICE}`], [], ["samtycke=v1.s0.m1"]]) {
      const commerce = service(() => json({ accepted: 1 }, 202));
      const { result, scheduled, trackingCookie } = await addToCart(cookies);
      expect(result.data.ok).toBe(true);
      expect(scheduled).toHaveLength(0);
      expect(commerce.events()).toHaveLength(0);
      expect(trackingCookie).toBeNull();
    }
    expect(sentry.captureMessage).not.toHaveBeenCalled();
  });

  it("registers a device's id the service does not know yet, then sends again once", async () => {
    let registered = false;
    const fake = fakeFetch((call) => {
      if (call.url.endsWith("/v1/tracking-ids")) {
        registered = true;
        return json({ trackingId: DEVICE }, 201);
      }
      if (call.url.endsWith("/createEvents"))
        return registered
          ? json({ accepted: 1 }, 202)
          : json({ message: "The tracking id is not registered", issues: [{ path: "trackingId" }] }, 403);
      return json({ cartItems: [], errors: [], lines: [addedLine] });
    });
    vi.stubGlobal("fetch", fake.fetch);
    const { scheduled } = await addToCart([STATISTICS, `sparnings_id=${DEVICE}`]);
    await Promise.all(scheduled);
    const tracking = fake.calls.filter((c) => c.url.endsWith("/createEvents") || c.url.endsWith("/v1/tracking-ids"));
    expect(tracking.map((c) => c.url.replace(BASE, ""))).toEqual([
      "/createEvents",
      "/v1/tracking-ids",
      "/createEvents",
    ]);
    expect(tracking[1].body).toEqual({ trackingId: DEVICE });
    expect(sentry.captureException).not.toHaveBeenCalled();
  });

  it("sends a visitor's event without a token or user", async () => {
    const commerce = service(() => json({ accepted: 1 }, 202));
    const { scheduled } = await addToCart([STATISTICS, `sparnings_id=${DEVICE}`], false);
    await Promise.all(scheduled);
    const [sent] = commerce.events();
    expect(sent.headers.get("Authorization")).toBeNull();
    expect(sent.headers.get("user-id")).toBeNull();
    expect((sent.body as { trackingId: string }).trackingId).toBe(DEVICE);
  });
});

describe("POST /api/sparning (a product opened from a list)", () => {
  async function click(body: string, headers: Record<string, string>) {
    const request = new Request("http://localhost/api/sparning", {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8", ...headers },
      body,
    });
    const scheduled: Promise<unknown>[] = [];
    const context = testLoadContext(
      { SESSION_SECRET: "test-secret", COMMERCE_URL: BASE },
      { request, waitUntil: (promise) => scheduled.push(promise) },
    );
    const response = await clickAction({ request, context, params: {} });
    await Promise.all(scheduled);
    return response;
  }
  const ownPage = { Origin: "http://localhost", Cookie: `${STATISTICS}; sparnings_id=${DEVICE}` };
  const good = JSON.stringify({ articleNumber: ARTICLE, list: "search_result_list" });

  it("forwards a click with consent and answers 204", async () => {
    const commerce = service(() => json({ accepted: 1 }, 202));
    const response = await click(good, ownPage);
    expect(response.status).toBe(204);
    expect(commerce.events().map((c: RecordedCall) => c.body)).toEqual([
      { trackingId: DEVICE, events: [{ type: "click", entity: { type: "Variant", id: ARTICLE } }] },
    ]);
  });

  it("answers 204 and sends nothing without statistics consent", async () => {
    const commerce = service(() => json({ accepted: 1 }, 202));
    const response = await click(good, { ...ownPage, Cookie: NECESSARY_ONLY });
    expect(response.status).toBe(204);
    expect(trackingCookieOf(response.headers)).toBeNull();
    expect(commerce.events()).toHaveLength(0);
  });

  it("refuses other origins and malformed clicks", async () => {
    const commerce = service(() => json({ accepted: 1 }, 202));
    expect((await click(good, { ...ownPage, Origin: "https://evil.example" })).status).toBe(403);
    expect((await click(good, { Cookie: ownPage.Cookie, "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await click("{", ownPage)).status).toBe(400);
    const bad = await click(JSON.stringify({ articleNumber: "../x" }), ownPage);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: "Invalid click", issues: [{ path: "articleNumber" }] });
    expect((await click("x".repeat(2000), ownPage)).status).toBe(413);
    expect(commerce.events()).toHaveLength(0);
  });
});
