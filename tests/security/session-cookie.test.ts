import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { openCommerce, refreshedSessionCookies } from "~/platform/session/commerce-session.server";
import { seal, unseal } from "~/platform/session/sealed-cookie.server";
import { commitSession, getSession, getSessionStorage } from "~/platform/session/session.server";
import { testLoadContext } from "../support/load-context";

/**
 * The session cookie (pen test): it was signed but readable, and carried the commerce access and
 * refresh tokens. Now it is AES-GCM encrypted; and a refresh lost to a parallel request of the
 * same browser no longer ends the session.
 */

const SECRET = "security-test-secret";
const NOW = 1_800_000_000;
const now = () => NOW * 1000;

const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
function accessToken(exp: number): string {
  const claims = {
    sub: "u-buyer",
    sid: "s1",
    exp,
    roles: ["USER"],
    customerPermissions: [{ role: "USER", permissionDenies: [], customerId: "10001", projectId: null }],
    customerId: "10001",
    projectId: null,
  };
  return [b64url({ alg: "HS256", typ: "JWT" }), b64url(claims), "signature-part"].join(".");
}

function contextOf(env: Record<string, string> = {}): AppLoadContext {
  return testLoadContext({ SESSION_SECRET: SECRET, COMMERCE_URL: "http://commerce.test", ...env });
}

async function signedInCookie(exp: number, token = accessToken(exp)): Promise<string> {
  const request = new Request("https://shop.example.se/");
  const session = await getSession(request, contextOf());
  session.set("userId", "u-buyer");
  session.set("roles", ["USER"]);
  session.set("csrf", "csrf-token");
  session.set("commerce", {
    accessToken: token,
    refreshToken: "s1.old-refresh-token",
    sessionId: "s1",
    expiresAt: exp,
    customerId: "10001",
    projectId: null,
    denials: [],
  });
  return (await commitSession(session, request, contextOf())).split(";")[0]!;
}

const valueOf = (cookie: string) => cookie.slice(cookie.indexOf("=") + 1);

/** Everything a browser could read out of a cookie value: the raw text and every base64 part decoded. */
function readable(value: string): string {
  const parts = decodeURIComponent(value).split(/[.]/);
  const decoded = parts.map((part) => {
    try {
      return atob(part.replace(/-/g, "+").replace(/_/g, "/"));
    } catch {
      return "";
    }
  });
  return [value, ...decoded].join("\n");
}

describe("encrypted session cookie", () => {
  it("round-trips the session data", async () => {
    const cookie = await signedInCookie(NOW + 900);
    const session = await getSession(
      new Request("https://shop.example.se/", { headers: { Cookie: cookie } }),
      contextOf(),
    );
    expect(session.get("userId")).toBe("u-buyer");
    expect(session.get("commerce")).toMatchObject({ refreshToken: "s1.old-refresh-token", expiresAt: NOW + 900 });
  });

  it("shows neither the tokens nor anything JWT-like in the Set-Cookie value", async () => {
    const token = accessToken(NOW + 900);
    const value = valueOf(await signedInCookie(NOW + 900, token));
    const visible = readable(value);
    expect(visible).not.toContain(token);
    expect(visible).not.toContain(token.split(".")[1]!);
    expect(visible).not.toContain("old-refresh-token");
    expect(visible).not.toContain("u-buyer");
    // JWT-shaped: a header and a payload that both start as base64 JSON. (A lone "eyJ…" also turns up by chance in
    // the random ciphertext, a few times in a thousand runs.)
    expect(visible).not.toMatch(/eyJ[A-Za-z0-9_-]*\.eyJ[A-Za-z0-9_-]+/);
    expect(visible).not.toMatch(/accessToken|refreshToken/i);
    expect(value).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });

  it("reads an old signed (unencrypted) cookie, a tampered one or one from another secret as an empty session", async () => {
    const context = contextOf();
    const oldSigned = `__session=${encodeURIComponent(btoa(JSON.stringify({ userId: "u-buyer" })))}.c2lnbmF0dXJl`;
    const value = valueOf(await signedInCookie(NOW + 900));
    // The second-to-last character: all six of its bits are data (the last one's may be padding).
    const at = value.length - 2;
    const flipped = value.slice(0, at) + (value[at] === "A" ? "B" : "A") + value.slice(at + 1);
    expect(flipped).not.toBe(value);
    for (const cookie of [oldSigned, `__session=${flipped}`, "__session=v1.x.y", "__session=garbage"]) {
      const session = await getSession(
        new Request("https://shop.example.se/", { headers: { Cookie: cookie } }),
        context,
      );
      expect(session.get("userId"), cookie).toBeUndefined();
    }
    // Opened (and so remembered by this isolate) under the right secret first: another secret still opens nothing.
    const own = await getSession(
      new Request("https://shop.example.se/", { headers: { Cookie: `__session=${value}` } }),
      context,
    );
    expect(own.get("userId")).toBe("u-buyer");
    const other = await getSession(
      new Request("https://shop.example.se/", { headers: { Cookie: `__session=${value}` } }),
      contextOf({ SESSION_SECRET: "another-secret" }),
    );
    expect(other.get("userId")).toBeUndefined();
  });

  it("binds the value to the cookie's name", async () => {
    const sealed = await seal(SECRET, "__session", { a: 1 });
    expect(await unseal(SECRET, "__session", sealed)).toEqual({ a: 1 });
    expect(await unseal(SECRET, "punchout_pending", sealed)).toBeNull();
  });

  it("gives every read of the same cookie its own copy of the data", async () => {
    const sealed = await seal(SECRET, "__session", { cart: { lines: 1 } });
    const first = await unseal(SECRET, "__session", sealed);
    (first!.cart as { lines: number }).lines = 99;
    expect(await unseal(SECRET, "__session", sealed)).toEqual({ cart: { lines: 1 } });
  });

  it("keeps HttpOnly, SameSite=Lax, Secure outside localhost; destroy expires it", async () => {
    const request = new Request("https://shop.example.se/");
    const storage = getSessionStorage(request, { SESSION_SECRET: SECRET });
    const session = await storage.getSession(null);
    session.set("csrf", "x");
    expect(await storage.commitSession(session)).toMatch(
      /^__session=v1\.[^;]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax; Secure$/,
    );
    expect(await storage.destroySession(session)).toMatch(/^__session=; Max-Age=0; Expires=Thu, 01 Jan 1970/);
  });
});

describe("token refresh race (three parallel page loads)", () => {
  const refused = () => Promise.resolve(Response.json({ message: "Invalid refresh token" }, { status: 401 }));

  it("a refresh refused while the access token is still valid answers with that token and keeps the cookie", async () => {
    const cookie = await signedInCookie(NOW + 20); // inside the 60 s refresh margin, not expired
    const context = contextOf();
    const commerce = await openCommerce(
      new Request("https://shop.example.se/mina-sidor", { headers: { Cookie: cookie } }),
      context,
      { now, fetch: refused as typeof fetch },
    );
    expect(commerce.viewer?.userId).toBe("u-buyer");
    expect(commerce.transport.token).toBe(accessToken(NOW + 20));
    expect(commerce.headers.getSetCookie()).toEqual([]);
    expect(await refreshedSessionCookies(context)).toEqual([]);
  });

  it("with an expired token a page load is retried once at the same address, without ending the session", async () => {
    const cookie = await signedInCookie(NOW - 5);
    const thrown = await openCommerce(
      new Request("https://shop.example.se/mina-sidor/profil?x=1", { headers: { Cookie: cookie } }),
      contextOf(),
      { now, fetch: refused as typeof fetch },
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/mina-sidor/profil?x=1");
    expect(response.headers.getSetCookie().some((c) => c.startsWith("__session="))).toBe(false);
  });

  it("a data request is retried at its page's address", async () => {
    const cookie = await signedInCookie(NOW - 5);
    const thrown = (await openCommerce(
      new Request("https://shop.example.se/mina-sidor/profil.data?_routes=root", { headers: { Cookie: cookie } }),
      contextOf(),
      { now, fetch: refused as typeof fetch },
    ).catch((error: unknown) => error)) as Response;
    expect(thrown.headers.get("Location")).toBe("/mina-sidor/profil");
  });

  it("the second refusal ends the session", async () => {
    const cookie = await signedInCookie(NOW - 5);
    const thrown = (await openCommerce(
      new Request("https://shop.example.se/mina-sidor", { headers: { Cookie: `${cookie}; refresh_retry=1` } }),
      contextOf(),
      { now, fetch: refused as typeof fetch },
    ).catch((error: unknown) => error)) as Response;
    expect(thrown.status).toBe(303);
    expect(thrown.headers.get("Location")).toMatch(/^\/logga-in/);
    expect(thrown.headers.getSetCookie().some((c) => /^__session=;/.test(c))).toBe(true);
  });

  it("a successful refresh is handed to the request policy for any response type", async () => {
    const cookie = await signedInCookie(NOW + 20);
    const context = contextOf();
    const pair = {
      AccessToken: accessToken(NOW + 900),
      RefreshToken: "s1.new-refresh-token",
      SessionId: "s1",
      CustomerId: "10001",
      ProjectId: null,
    };
    await openCommerce(
      new Request("https://shop.example.se/varukorg/export?format=csv", { headers: { Cookie: cookie } }),
      context,
      { now, fetch: (() => Promise.resolve(Response.json(pair))) as typeof fetch },
    );
    const cookies = await refreshedSessionCookies(context);
    expect(cookies).toHaveLength(1);
    const session = await getSession(
      new Request("https://shop.example.se/", { headers: { Cookie: cookies[0]!.split(";")[0]! } }),
      context,
    );
    expect(session.get("commerce")?.refreshToken).toBe("s1.new-refresh-token");
  });
});
