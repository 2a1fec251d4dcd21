import { describe, expect, it } from "vitest";
import { crossOriginWrite, finishResponse } from "~/platform/security/request-policy.server";
import { bodyLimitFor, handleShopRequest } from "~/request-rules.server";
import { forbiddenResponse } from "~/platform/security/refusal-response.server";
import { testLoadContext } from "../support/load-context";

const SHOP = "https://shop.example.se";
const context = testLoadContext({ SESSION_SECRET: "s", COMMERCE_URL: "http://commerce.test" });
const post = (path: string, headers: Record<string, string> = {}) =>
  new Request(`${SHOP}${path}`, { method: "POST", headers });

describe("cross-origin writes", () => {
  it.each([
    ["/logga-in", { Origin: "http://evil.example" }],
    ["/logga-in", { Origin: "null" }],
    ["/logga-in", { Origin: "https://shop.example.se.evil.example" }],
    ["/logga-in", { Origin: "http://shop.example.se" }],
    ["/logga-in", { Origin: "not a url" }],
    ["/cart.data", { Origin: "http://evil.example" }],
    ["/punchoutx", { Origin: "http://evil.example" }],
    ["/banner/close", { "Sec-Fetch-Site": "cross-site" }],
  ])("%s with %j is refused", (path, headers) => {
    expect(crossOriginWrite(post(path, headers))).toBe("cross-origin");
  });

  it.each([
    ["/logga-in", { Origin: SHOP }],
    ["/logga-in", {}],
    ["/punchout", { Origin: "http://procurement.example" }],
    ["/punchout/overfor", { Origin: "null" }],
  ])("%s with %j may go on", (path, headers) => {
    expect(crossOriginWrite(post(path, headers))).toBeNull();
  });

  it("reads never count", () => {
    expect(
      crossOriginWrite(new Request(`${SHOP}/logga-in`, { headers: { Origin: "http://evil.example" } })),
    ).toBeNull();
  });

  it("answers a page with the Swedish 403 page and data with JSON, and never runs the handler", async () => {
    let ran = false;
    const handler = async () => {
      ran = true;
      return new Response("ok");
    };
    const page = await handleShopRequest(post("/logga-in", { Origin: "null", Accept: "text/html" }), context, handler);
    expect(page.status).toBe(403);
    expect(await page.text()).toContain("Du har inte behörighet att utföra den här åtgärden.");
    const data = await handleShopRequest(
      post("/logga-in.data", { Origin: "null", Accept: "text/html" }),
      context,
      handler,
    );
    expect(await data.json()).toEqual({ message: "Du har inte behörighet att utföra den här åtgärden." });
    expect(ran).toBe(false);
    expect(forbiddenResponse(post("/api/x")).headers.get("Content-Type")).toMatch(/json/);
  });
});

describe("headers on every answer", () => {
  it("JSON, PDF, CSV and redirects get nosniff and the locked-down CSP", async () => {
    for (const [path, response] of [
      ["/api/sok", Response.json({})],
      ["/api/orderbekraftelse/1", new Response("%PDF", { headers: { "Content-Type": "application/pdf" } })],
      ["/varukorg/export", new Response("a;b", { headers: { "Content-Type": "text/csv" } })],
      ["/logga-ut", new Response(null, { status: 303, headers: { Location: "/" } })],
    ] as const) {
      const answer = await finishResponse(new Request(`${SHOP}${path}`), context, response);
      expect(answer.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
      expect(answer.headers.get("Content-Security-Policy"), path).toMatch(
        /^default-src 'none'; frame-ancestors 'none'/,
      );
    }
  });

  it("keeps a page's own CSP, and the immutable headers of a fetched response are no obstacle", async () => {
    const page = new Response("<html>", {
      headers: { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": "default-src 'self'" },
    });
    expect((await finishResponse(new Request(`${SHOP}/`), context, page)).headers.get("Content-Security-Policy")).toBe(
      "default-src 'self'",
    );
    const fetched = await fetch("data:application/pdf,x");
    expect(
      (await finishResponse(new Request(`${SHOP}/api/orderbekraftelse/1`), context, fetched)).headers.get(
        "X-Content-Type-Options",
      ),
    ).toBe("nosniff");
  });

  it("personal answers are private, no-store; a visitor's public page keeps its caching", async () => {
    const cached = () =>
      new Response("<html>", { headers: { "Content-Type": "text/html", "Cache-Control": "public, max-age=60" } });
    expect(
      (await finishResponse(new Request(`${SHOP}/kategorier/el`), context, cached())).headers.get("Cache-Control"),
    ).toBe("public, max-age=60");
    expect(
      (await finishResponse(new Request(`${SHOP}/mina-sidor/profil`), context, cached())).headers.get("Cache-Control"),
    ).toBe("private, no-store");
    expect(
      (await finishResponse(new Request(`${SHOP}/api/varukorg`), context, Response.json({}))).headers.get(
        "Cache-Control",
      ),
    ).toBe("private, no-store");
    const setsSession = new Response("<html>", {
      headers: { "Content-Type": "text/html", "Set-Cookie": "__session=v1.a.b; Path=/" },
    });
    expect((await finishResponse(new Request(`${SHOP}/`), context, setsSession)).headers.get("Cache-Control")).toBe(
      "private, no-store",
    );
  });
});

describe("request body ceiling", () => {
  const big = (bytes: number) => "x".repeat(bytes);
  const streamed = (text: string) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        const bytes = new TextEncoder().encode(text);
        for (let at = 0; at < bytes.length; at += 16_384) controller.enqueue(bytes.slice(at, at + 16_384));
        controller.close();
      },
    });
  const reads = async (request: Request) => {
    await request.formData();
    return new Response("read");
  };

  it("refuses a declared oversize body with a Swedish 413 before any action reads it", async () => {
    let ran = false;
    const request = new Request(`${SHOP}/mina-sidor/profil`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": String(bodyLimitFor("/mina-sidor/profil") + 1),
        Accept: "text/html",
      },
      body: "a=b",
    });
    const answer = await handleShopRequest(request, context, async () => {
      ran = true;
      return new Response("ok");
    });
    expect(answer.status).toBe(413);
    expect(await answer.text()).toContain("Formuläret är för stort för att skickas");
    expect(ran).toBe(false);
  });

  it("cuts a streamed body without Content-Length at the limit and answers 413 instead of the action's failure", async () => {
    const limit = bodyLimitFor("/logga-ut");
    const request = new Request(`${SHOP}/logga-ut.data`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: streamed(`a=${big(limit + 10)}`),
      // Node's fetch wants duplex for a streamed body; workerd ignores it. Spread, because whether RequestInit
      // declares it depends on which global fetch types are in the program (@sentry/remix brings Node's).
      ...({ duplex: "half" } as object),
    });
    const answer = await handleShopRequest(request, context, async (r) =>
      reads(r).catch(() => new Response("boom", { status: 500 })),
    );
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({
      message: "Formuläret är för stort för att skickas. Korta texten och försök igen.",
    });
  });

  it("lets an ordinary form and a cart file through whole", async () => {
    const form = await handleShopRequest(
      post("/logga-ut", { "Content-Type": "application/x-www-form-urlencoded" }),
      context,
      async () => new Response("ok"),
    );
    expect(form.status).toBe(200);
    const file = new Request(`${SHOP}/snabborder`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `f=${big(900_000)}`,
    });
    const answer = await handleShopRequest(file, context, reads);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe("read");
  });
});
