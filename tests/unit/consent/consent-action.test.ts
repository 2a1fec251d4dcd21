import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/samtycke/route";
import { crossOriginWrite } from "~/platform/security/request-policy.server";
import { testLoadContext } from "../../support/load-context";

const context = testLoadContext({ SESSION_SECRET: "test-secret" });

function post(fields: Record<string, string>, { origin = "https://shop.example.se", headers = {} } = {}) {
  return new Request(`${origin}/samtycke`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });
}

const run = (request: Request) => action({ request, context, params: {} });

async function redirected(fields: Record<string, string>, origin?: string) {
  const answer = await run(post(fields, { origin }));
  if (!(answer instanceof Response)) throw new Error(`expected a redirect, got ${JSON.stringify(answer)}`);
  return answer;
}

/** The action's data answer (the banner's script, or a refusal); a redirect fails the test. */
async function answered(fields: Record<string, string>) {
  const answer = await run(post(fields));
  if (answer instanceof Response || !("data" in answer)) throw new Error("expected data, got a redirect");
  return answer;
}

const cookiesOf = (response: Response) => response.headers.getSetCookie();
const cookieNamed = (response: Response, name: string) =>
  cookiesOf(response).find((cookie) => cookie.startsWith(`${name}=`));

describe("the consent action without JavaScript", () => {
  it.each([
    [{ choice: "all" }, "v1.s1.m1"],
    [{ choice: "necessary", statistics: "on", marketing: "on" }, "v1.s0.m0"],
    [{ choice: "selected", statistics: "on" }, "v1.s1.m0"],
    [{ choice: "selected", marketing: "on" }, "v1.s0.m1"],
    [{ choice: "selected" }, "v1.s0.m0"],
  ])("stores %j as %s and goes back with a 303 and a toast", async (fields, value) => {
    const response = await redirected({ ...fields, redirectTo: "/kategorier/el?sida=2" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/kategorier/el?sida=2");
    expect(cookieNamed(response, "samtycke")).toMatch(new RegExp(`^samtycke=${value.replace(/\./g, "\\.")};`));
    expect(cookieNamed(response, "toast")).toBeDefined();
  });

  it("writes a 12-month, site-wide, Lax, Secure cookie that scripts can read", async () => {
    const cookie = cookieNamed(await redirected({ choice: "all" }), "samtycke") ?? "";
    const attributes = cookie.split("; ").slice(1);
    expect(attributes).toEqual(expect.arrayContaining(["Max-Age=31536000", "Path=/", "SameSite=Lax", "Secure"]));
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it("leaves out Secure on a plain-http local run, like the session cookie", async () => {
    const cookie = cookieNamed(await redirected({ choice: "all" }, "http://127.0.0.1:8787"), "samtycke") ?? "";
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it("expires the behaviour-tracking id when statistics is declined, and only then", async () => {
    const declined: Array<Record<string, string>> = [{ choice: "necessary" }, { choice: "selected", marketing: "on" }];
    for (const fields of declined) {
      expect(cookieNamed(await redirected(fields), "sparnings_id")).toMatch(/^sparnings_id=; Max-Age=0; Path=\//);
    }
    expect(cookieNamed(await redirected({ choice: "all" }), "sparnings_id")).toBeUndefined();
    expect(cookieNamed(await redirected({ choice: "selected", statistics: "on" }), "sparnings_id")).toBeUndefined();
  });

  it.each(["https://evil.example/", "//evil.example", "javascript:alert(1)", "/\\evil.example"])(
    "never sends the buyer off the shop (redirectTo %s)",
    async (redirectTo) => {
      const response = await redirected({ choice: "necessary", redirectTo });
      expect(response.headers.get("Location")).toBe("/");
    },
  );
});

describe("the consent action for the banner's script", () => {
  it("answers with the choice and the cookies instead of a redirect", async () => {
    const answer = await answered({ choice: "selected", statistics: "on", respond: "data", redirectTo: "/cart" });
    expect(answer.data).toEqual({ ok: true, consent: { statistics: true, marketing: false } });
    const headers = new Headers(answer.init?.headers);
    expect(headers.getSetCookie()[0]).toMatch(/^samtycke=v1\.s1\.m0; Max-Age=31536000; Path=\/; SameSite=Lax/);
  });
});

describe("bad consent forms", () => {
  it.each([
    [{}],
    [{ choice: "yes" }],
    [{ choice: "selected", statistics: "1" }],
    [{ choice: "all", respond: "html" }],
    [{ choice: "all", redirectTo: `/${"x".repeat(2001)}` }],
  ])("%j is refused with 400 and a Swedish message, and nothing is stored", async (fields) => {
    const answer = await answered(fields as Record<string, string>);
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({
      ok: false,
      message: "Valet kunde inte sparas. Välj ett av alternativen och försök igen.",
    });
    expect(new Headers(answer.init?.headers).getSetCookie()).toEqual([]);
  });
});

describe("the consent route's protection", () => {
  it("needs no CSRF token, but the request policy refuses posts from other origins before it runs", () => {
    for (const path of ["/samtycke", "/samtycke.data"]) {
      const cross = new Request(`https://shop.example.se${path}`, {
        method: "POST",
        headers: { Origin: "https://evil.example" },
      });
      expect(crossOriginWrite(cross)).toBe("cross-origin");
      const own = new Request(`https://shop.example.se${path}`, {
        method: "POST",
        headers: { Origin: "https://shop.example.se" },
      });
      expect(crossOriginWrite(own)).toBeNull();
    }
  });

  it("the settings page reads the stored choice and keeps only a same-site way back", async () => {
    const request = new Request("https://shop.example.se/samtycke?redirectTo=https%3A%2F%2Fevil.example", {
      headers: { Cookie: "samtycke=v1.s1.m0" },
    });
    const page = loader({ request, context, params: {} });
    expect(page.consent).toEqual({ statistics: true, marketing: false });
    expect(page.redirectTo).toBe("/");
    const back = loader({
      request: new Request("https://shop.example.se/samtycke?redirectTo=%2Fcart"),
      context,
      params: {},
    });
    expect(back).toMatchObject({ consent: null, redirectTo: "/cart" });
  });
});
