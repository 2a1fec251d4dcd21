import { SUSPENDED_USER_MESSAGE } from "@shop/domain/suspended-user";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { commerceCall } from "~/platform/services/commerce-client.server";
import { getCartWithVariants } from "~/features/checkout/cart-lines-client.server";
import { CommerceError, messageKeyFor } from "~/platform/services/commerce-errors.server";
import { serverT } from "~/platform/i18n/catalogue.server";
import { BASE, fakeFetch, json } from "./helpers";

const schema = z.object({ ok: z.boolean() });

async function failureOf(
  response: () => Response | Promise<Response>,
  service: "catalogue" | "cart" | "auth" = "catalogue",
) {
  const { fetch } = fakeFetch(response);
  try {
    await commerceCall({ baseUrl: BASE, fetch, token: "t" }, { path: "x", schema, service });
  } catch (error) {
    return error as CommerceError;
  }
  throw new Error("expected a failure");
}

describe("commerceCall", () => {
  it("sends the bearer token and JSON body to the base URL and parses the answer", async () => {
    const { fetch, calls } = fakeFetch(() => json({ ok: true, extra: "dropped" }));
    const result = await commerceCall(
      { baseUrl: `${BASE}/api`, fetch, token: "abc" },
      { path: "search", body: { query: "kabel" }, schema },
    );
    expect(result).toEqual({ ok: true });
    expect(calls[0].url).toBe(`${BASE}/api/search`);
    expect(calls[0].method).toBe("POST");
    expect(calls[0].headers.get("Authorization")).toBe("Bearer abc");
    expect(calls[0].body).toEqual({ query: "kabel" });
  });

  it("maps statuses to the spec's error catalogue (section 8)", async () => {
    const cases: [number, string, string][] = [
      [401, "unauthorized", "errors.please_login"],
      [403, "forbidden", "errors.forbidden_action"],
      [404, "not_found", "errors.not_found"],
      [500, "server", "errors.internal_server_error"],
      [503, "server", "errors.internal_server_error"],
      [429, "locked", "errors.internal_server_error"],
    ];
    for (const [status, kind, key] of cases) {
      const error = await failureOf(() => json({ message: "nope" }, status));
      expect(error).toBeInstanceOf(CommerceError);
      expect(error.kind).toBe(kind);
      expect(error.status).toBe(status);
      if (kind !== "locked") expect(messageKeyFor(error)).toBe(key);
    }
  });

  it("a write refused because the user is suspended says so", async () => {
    const error = await failureOf(() => json({ message: SUSPENDED_USER_MESSAGE }, 403), "cart");
    expect(messageKeyFor(error)).toBe("errors.user_suspended");
    expect(serverT(messageKeyFor(error))).toMatch(/spärrat/);
  });

  it("uses the service's own message for other failures, and 'Invalid token' gets its key", async () => {
    expect(messageKeyFor(await failureOf(() => json({ message: "conflict" }, 409), "cart"))).toBe(
      "errors.cart_service_not_available",
    );
    expect(messageKeyFor(await failureOf(() => json({ message: "conflict" }, 409), "auth"))).toBe(
      "errors.auth_service_not_available",
    );
    expect(messageKeyFor(await failureOf(() => json({ message: "Invalid token" }, 400)))).toBe("errors.invalid_token");
  });

  it("no response at all is errors.unknown_error_occurred", async () => {
    const error = await failureOf(() => Promise.reject(new TypeError("fetch failed")));
    expect(error.kind).toBe("no_response");
    expect(messageKeyFor(error)).toBe("errors.unknown_error_occurred");
    expect(serverT(messageKeyFor(error))).toMatch(/okänt fel/);
  });

  it("a read (or a write marked safe to repeat) whose connection drops is sent once more; other writes and a timeout are not", async () => {
    let attempts = 0;
    const flaky = fakeFetch(() =>
      attempts++ === 0 ? Promise.reject(new TypeError("connection reset")) : json({ ok: true }),
    );
    expect(await commerceCall({ baseUrl: BASE, fetch: flaky.fetch, token: "t" }, { path: "x", schema })).toEqual({
      ok: true,
    });
    expect(flaky.calls).toHaveLength(2);

    const write = fakeFetch(() => Promise.reject(new TypeError("connection reset")));
    await expect(
      commerceCall({ baseUrl: BASE, fetch: write.fetch, token: "t" }, { path: "x", body: { a: 1 }, schema }),
    ).rejects.toMatchObject({ kind: "no_response" });
    expect(write.calls).toHaveLength(1);

    let signInAttempts = 0;
    const signIn = fakeFetch(() =>
      signInAttempts++ === 0 ? Promise.reject(new TypeError("connection reset")) : json({ ok: true }),
    );
    expect(
      await commerceCall(
        { baseUrl: BASE, fetch: signIn.fetch },
        { path: "v2/sessions/", body: { a: 1 }, schema, retryWhenDropped: true },
      ),
    ).toEqual({ ok: true });
    expect(signIn.calls).toHaveLength(2);

    const slow = fakeFetch(() => Promise.reject(new DOMException("timed out", "TimeoutError")));
    await expect(
      commerceCall({ baseUrl: BASE, fetch: slow.fetch, token: "t" }, { path: "x", schema }),
    ).rejects.toMatchObject({ kind: "no_response" });
    expect(slow.calls).toHaveLength(1);
  });

  it("a cart read through the GraphQL gateway (a POST) is sent once more when its connection drops", async () => {
    let attempts = 0;
    const gateway = fakeFetch(() =>
      attempts++ === 0 ? Promise.reject(new TypeError("connection reset")) : json({ errors: [{ message: "no cart" }] }),
    );
    await expect(getCartWithVariants({ baseUrl: BASE, fetch: gateway.fetch, token: "t" })).rejects.toMatchObject({
      kind: "invalid_response",
    });
    expect(gateway.calls).toHaveLength(2);
  });

  it("an answer that breaks the contract is a server error, not a crash", async () => {
    const error = await failureOf(() => json({ ok: "yes" }));
    expect(error.kind).toBe("invalid_response");
    expect(messageKeyFor(error)).toBe("errors.internal_server_error");
  });
});
