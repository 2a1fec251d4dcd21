import { describe, expect, it } from "vitest";
import { commitSession, getSession } from "./session.server";
import { getCsrfToken, verifyCsrf } from "./csrf.server";
import { CSRF_FIELD } from "./csrf";
import { testLoadContext } from "../../../tests/support/load-context";

const context = (secret = "test-secret") => testLoadContext({ SESSION_SECRET: secret });

const cookieOf = (setCookie: string) => setCookie.split(";")[0];

describe("session cookie", () => {
  it("is signed, HttpOnly, SameSite=Lax on path / and Secure outside localhost", async () => {
    const request = new Request("https://shop.example.se/");
    const session = await getSession(request, context());
    session.set("csrf", "t");
    const setCookie = await commitSession(session, request, context());
    expect(setCookie).toMatch(/^__session=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
  });

  it("is not Secure on localhost, where e2e runs over plain http", async () => {
    for (const url of ["http://localhost:8787/", "http://127.0.0.1:8797/"]) {
      const request = new Request(url);
      const setCookie = await commitSession(await getSession(request, context()), request, context());
      expect(setCookie).not.toMatch(/Secure/);
    }
  });

  it("reads back what it wrote and ignores a cookie signed with another secret", async () => {
    const first = new Request("https://shop.example.se/");
    const session = await getSession(first, context());
    session.set("csrf", "kept");
    const cookie = cookieOf(await commitSession(session, first, context()));
    const again = new Request("https://shop.example.se/", { headers: { Cookie: cookie } });
    expect((await getSession(again, context())).get("csrf")).toBe("kept");
    expect((await getSession(again, context("rotated"))).get("csrf")).toBeUndefined();
  });

  it("fails clearly without the SESSION_SECRET binding", async () => {
    await expect(getSession(new Request("https://shop.example.se/"), context(""))).rejects.toThrow(/SESSION_SECRET/);
  });
});

describe("CSRF token", () => {
  it("accepts the session's token and refuses a missing or wrong one with a Swedish 403", async () => {
    const session = await getSession(new Request("https://shop.example.se/"), context());
    const { token, created } = getCsrfToken(session);
    expect(created).toBe(true);
    expect(getCsrfToken(session)).toEqual({ token, created: false });

    const form = new FormData();
    form.set(CSRF_FIELD, token);
    const post = new Request("https://shop.example.se/cart", { method: "POST" });
    expect(() => verifyCsrf(form, session, post)).not.toThrow();

    for (const sent of [null, "wrong"]) {
      const bad = new FormData();
      if (sent) bad.set(CSRF_FIELD, sent);
      let thrown: unknown;
      try {
        verifyCsrf(bad, session, post);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(403);
      expect(await (thrown as Response).text()).toMatch(/Formuläret har gått ut/);
    }
  });
});

/** What a post tells: 403 (thrown Response status) or "ok". */
function outcome(form: FormData, session: Awaited<ReturnType<typeof getSession>>, headers: Record<string, string>) {
  const request = new Request("https://shop.example.se/produkt/x", { method: "POST", headers });
  try {
    verifyCsrf(form, session, request);
    return "ok";
  } catch (error) {
    return (error as Response).status;
  }
}

describe("CSRF for a visitor's form from a cached page (no token)", () => {
  const empty = () => {
    const form = new FormData();
    form.set(CSRF_FIELD, "");
    return form;
  };

  it("is accepted only when the browser proves the post is same-origin", async () => {
    const session = await getSession(new Request("https://shop.example.se/"), context());
    expect(outcome(empty(), session, { Origin: "https://shop.example.se" })).toBe("ok");
    expect(outcome(new FormData(), session, { "Sec-Fetch-Site": "same-origin" })).toBe("ok");
    expect(outcome(empty(), session, {})).toBe(403);
    expect(outcome(empty(), session, { Origin: "https://evil.example" })).toBe(403);
    expect(outcome(empty(), session, { Origin: "null" })).toBe(403);
    expect(outcome(empty(), session, { "Sec-Fetch-Site": "same-site" })).toBe(403);
  });

  it("is refused for a signed-in session, whose pages always carry the token", async () => {
    const session = await getSession(new Request("https://shop.example.se/"), context());
    session.set("userId" as never, "u1" as never);
    expect(outcome(empty(), session, { Origin: "https://shop.example.se" })).toBe(403);
  });

  it("a wrong token is refused even from the same origin", async () => {
    const session = await getSession(new Request("https://shop.example.se/"), context());
    getCsrfToken(session);
    const form = new FormData();
    form.set(CSRF_FIELD, "wrong");
    expect(outcome(form, session, { Origin: "https://shop.example.se" })).toBe(403);
  });
});
