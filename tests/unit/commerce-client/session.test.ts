import { describe, expect, it } from "vitest";
import { readAccessToken, refreshMarginSeconds, tokenIsFresh } from "@shop/domain/access-token";
import { CommerceError } from "~/platform/services/commerce-errors.server";
import { commerceFailure, openCommerce } from "~/platform/session/commerce-session.server";
import { getSessionStorage } from "~/platform/session/session.server";
import { readToast } from "~/platform/session/toast.server";
import { accessToken, fakeFetch, json, signedInRequest, testContext } from "./helpers";

const NOW = 1_800_000_000;
const now = () => NOW * 1000;
const refreshed = (exp: number) =>
  json({
    AccessToken: accessToken({ exp }),
    RefreshToken: "s1.new-refresh-token",
    SessionId: "s1",
    CustomerId: "10001",
    ProjectId: null,
  });

async function sessionOf(setCookie: string | null) {
  const storage = getSessionStorage(new Request("http://localhost/"), { SESSION_SECRET: "test-secret" });
  return storage.getSession(setCookie?.split(";")[0] ?? null);
}

describe("token freshness", () => {
  it("is fresh while exp minus the margin is in the future", () => {
    expect(tokenIsFresh(NOW + 61, NOW, 60)).toBe(true);
    expect(tokenIsFresh(NOW + 60, NOW, 60)).toBe(false);
    expect(tokenIsFresh(NOW - 1, NOW, 0)).toBe(false);
  });

  it("reads the margin from configuration, defaulting to 60 for anything odd", () => {
    expect(refreshMarginSeconds(undefined)).toBe(60);
    expect(refreshMarginSeconds("120")).toBe(120);
    expect(refreshMarginSeconds("-5")).toBe(60);
    expect(refreshMarginSeconds("abc")).toBe(60);
  });

  it("reads user, context and the denials of the active permission from the token", () => {
    const facts = readAccessToken(accessToken({ exp: NOW, denies: ["EJ_SE_PRISER", "NOT_A_DENIAL"] }));
    expect(facts).toMatchObject({
      userId: "u-buyer",
      expiresAt: NOW,
      roles: ["USER"],
      customerId: "10001",
      denials: ["EJ_SE_PRISER"],
    });
    expect(readAccessToken("not.a-token")).toBeNull();
  });
});

describe("openCommerce", () => {
  it("uses the stored token without calling the service while it is fresh", async () => {
    const context = testContext();
    const request = await signedInRequest("http://localhost/produkt/x-1", context, NOW + 600);
    const { fetch, calls } = fakeFetch(() => json({}));
    const commerce = await openCommerce(request, context, { now, fetch });
    expect(calls).toHaveLength(0);
    expect(commerce.transport.token).toContain(".");
    expect(commerce.viewer).toMatchObject({ userId: "u-buyer", customerId: "10001", noPrices: false });
    expect(commerce.headers.get("Set-Cookie")).toBeNull();
  });

  it("refreshes a token that expires within the margin, before any call, and stores the new pair", async () => {
    const context = testContext();
    const request = await signedInRequest("http://localhost/produkt/x-1", context, NOW + 30);
    const { fetch, calls } = fakeFetch(() => refreshed(NOW + 900));
    const commerce = await openCommerce(request, context, { now, fetch });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe("http://commerce.test/v2/sessions/");
    expect(calls[0].body).toEqual({ refreshToken: "s1.old-refresh-token" });
    expect(calls[0].headers.get("Authorization")).toBeNull();
    const stored = (await sessionOf(commerce.headers.get("Set-Cookie"))).get("commerce");
    expect(stored).toMatchObject({ refreshToken: "s1.new-refresh-token", expiresAt: NOW + 900 });
    expect(commerce.transport.token).toBe(stored?.accessToken);
  });

  it("honours TOKEN_REFRESH_MARGIN_SECONDS", async () => {
    const context = testContext({ TOKEN_REFRESH_MARGIN_SECONDS: "120" });
    const request = await signedInRequest("http://localhost/", context, NOW + 90);
    const { fetch, calls } = fakeFetch(() => refreshed(NOW + 900));
    await openCommerce(request, context, { now, fetch });
    expect(calls).toHaveLength(1);
  });

  it("refreshes once per request however many loaders ask (a second refresh would revoke the session)", async () => {
    const context = testContext();
    const request = await signedInRequest("http://localhost/", context, NOW + 10);
    const { fetch, calls } = fakeFetch(() => refreshed(NOW + 900));
    const [a, b] = await Promise.all([
      openCommerce(request, context, { now, fetch }),
      openCommerce(request, context, { now, fetch }),
    ]);
    expect(calls).toHaveLength(1);
    expect(a).toBe(b);
  });

  it("a refused refresh clears the session and sends the buyer to the login page with please_login", async () => {
    const context = testContext();
    // An expired token whose one retry (refresh_retry) was already spent: a race lost twice is no race.
    const signedIn = await signedInRequest("http://localhost/kategorier/el?sida=2", context, NOW - 10);
    const request = new Request(signedIn.url, {
      headers: { Cookie: `${signedIn.headers.get("Cookie")}; refresh_retry=1` },
    });
    const { fetch } = fakeFetch(() => json({ message: "Invalid refresh token" }, 401));
    const thrown = await openCommerce(request, context, { now, fetch }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(
      `/logga-in?redirectTo=${encodeURIComponent("/kategorier/el?sida=2")}`,
    );
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith("__session=;") && /Expires=Thu, 01 Jan 1970/.test(c))).toBe(true);
    expect(cookies.some((c) => c.startsWith("toast="))).toBe(true);
  });

  it("a refresh answered with nothing readable logs out with technical_issues and goes to the start page", async () => {
    const context = testContext();
    const request = await signedInRequest("http://localhost/cart", context, NOW + 10);
    const { fetch } = fakeFetch(() => json({ unexpected: true }));
    const response = (await openCommerce(request, context, { now, fetch }).catch(
      (error: unknown) => error,
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/");
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith("__session=;"))).toBe(true);
    const toastCookie = cookies.find((c) => c.startsWith("toast="))!.split(";")[0]!;
    const { toast } = await readToast(new Request("http://localhost/", { headers: { Cookie: toastCookie } }), context);
    expect(toast?.message).toBe("Vi har tillfälliga tekniska problem och du har loggats ut.");
  });

  it("an unreachable service during refresh is an error page and keeps the session", async () => {
    const context = testContext();
    const request = await signedInRequest("http://localhost/", context, NOW + 10);
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError("fetch failed")));
    const thrown = (await openCommerce(request, context, { now, fetch }).catch((error: unknown) => error)) as Response;
    expect(thrown.status).toBe(503);
    expect(thrown.headers.getSetCookie()).toEqual([]);
    expect(await thrown.text()).toMatch(/okänt fel/);
  });

  it("a signed-out visitor gets a transport without a token and no viewer", async () => {
    const { fetch, calls } = fakeFetch(() => json({}));
    const commerce = await openCommerce(new Request("http://localhost/"), testContext(), { now, fetch });
    expect(commerce.viewer).toBeNull();
    expect(commerce.transport.token).toBeNull();
    expect(calls).toHaveLength(0);
  });
});

describe("commerceFailure", () => {
  const request = new Request("http://localhost/produkt/x-1");
  const failure = (kind: CommerceError["kind"], status: number | null) =>
    commerceFailure(new CommerceError(kind, status, null, "catalogue"), request, testContext());

  it("401 ends the session and redirects to login", async () => {
    const response = (await failure("unauthorized", 401)) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toMatch(/^\/logga-in\?redirectTo=/);
  });

  it("403, 404, ≥500 and no response become error pages with Swedish text", async () => {
    const expectations: [CommerceError["kind"], number | null, number, RegExp][] = [
      ["forbidden", 403, 403, /behörighet/],
      ["not_found", 404, 404, /kunde inte hittas/],
      ["server", 502, 500, /fel/],
      ["no_response", null, 503, /okänt fel/],
    ];
    for (const [kind, status, expected, text] of expectations) {
      const response = (await failure(kind, status)) as Response;
      expect(response.status).toBe(expected);
      expect(await response.text()).toMatch(text);
    }
  });

  it("passes anything that is not a commerce failure through", async () => {
    const error = new Error("boom");
    expect(await commerceFailure(error, request, testContext())).toBe(error);
  });
});
