import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  IGNORED_SHOP_COOKIES,
  KEYED_COOKIES,
  PERSONAL_COOKIES,
  entryState,
  holdsRejectedData,
  isSharedPage,
  isStorable,
  MAX_SHARED_QUERY_LENGTH,
  sharedEntryOf,
  sharedPageRequest,
  sharedPageUrl,
} from "./edge-cache-policy";

const get = (url: string, headers: Record<string, string> = {}) =>
  new Request(`https://shop.example.se${url}`, { headers });

describe("which pages visitors share", () => {
  it("shares catalogue and content pages and their single-fetch data", () => {
    for (const path of [
      "/",
      "/_root.data",
      "/kategorier/el/kabel",
      "/produkt/kabel-ekk-3g1-5",
      "/produkt/kabel-ekk-3g1-5.data",
      "/produkt/kabel-ekk-3g1-5/lager",
      "/search",
      "/kampanjer",
      "/kampanjer/host",
      "/sortiment/belysning",
      "/butiker/stockholm",
      "/hitta-butik",
      "/aterforsaljare",
      "/om-oss",
      "/kundservice/leveransvillkor",
      "/kurser",
    ])
      expect(isSharedPage(path), path).toBe(true);
  });

  it("never shares a buyer's pages, forms, sign-in, the API or punch-out", () => {
    for (const path of [
      "/cart",
      "/cart.data",
      "/delivery",
      "/summary",
      "/checkout-success-page",
      "/mina-sidor",
      "/mina-sidor/orderhistorik",
      "/logga-in",
      "/logga-ut",
      "/api/sok",
      "/api/varukorg",
      "/punchout",
      "/activate-user",
      "/gloemt-loesenord",
      "/formular/kontakt",
      "/snabborder",
      "/samtycke",
      "/offert/oppna",
      "/varukorg/export",
      "/produkt/x/y/z",
    ])
      expect(isSharedPage(path), path).toBe(false);
  });
});

describe("a request's shared entry", () => {
  it("is the same for every visitor with the same consent, scripts and store, whatever else they carry", () => {
    const first = sharedEntryOf(get("/produkt/a?utm_source=nyhetsbrev&b=2&a=1", { Cookie: "samtycke=s1; _ga=GA1.1" }));
    const second = sharedEntryOf(get("/produkt/a?a=1&b=2&gclid=x", { Cookie: "lng=sv; samtycke=s1; sparnings_id=x" }));
    expect(first).not.toBeNull();
    expect(first).toEqual(second);
  });

  it("differs with the consent answer, the scripts cookie, the chosen store, the query and the native app", () => {
    const variants = [
      get("/produkt/a"),
      get("/produkt/a", { Cookie: "samtycke=s1" }),
      get("/produkt/a", { Cookie: "js=1" }),
      get("/produkt/a", { Cookie: "vald_butik=butik-1" }),
      get("/produkt/a?val.Poler=3"),
      get("/produkt/a", { "User-Agent": "ByggElApp/2.1 (iOS)" }),
    ].map((request) => sharedEntryOf(request)?.variant);
    expect(new Set(variants).size).toBe(variants.length);
  });

  it("goes past the cache with a session, a toast, punch-out state, credentials or another method", () => {
    for (const cookie of ["__session=abc", "toast=x", "punchout_settings=y", "purchase_report=1", "refresh_retry=1"])
      expect(sharedEntryOf(get("/", { Cookie: `samtycke=s1; ${cookie}` })), cookie).toBeNull();
    expect(sharedEntryOf(get("/", { Authorization: "Bearer x" }))).toBeNull();
    expect(sharedEntryOf(new Request("https://shop.example.se/", { method: "POST" }))).toBeNull();
    expect(sharedEntryOf(new Request("https://shop.example.se/", { method: "HEAD" }))).toBeNull();
  });
});

describe("the address a shared page is rendered from", () => {
  it("keeps the page's own parameters, sorted, and drops tracking and unknown ones", () => {
    const url = new URL(
      "https://shop.example.se/search?utm_source=MARK&q=kabel&gclid=x&sida=2&okand=y&a.F%C3%A4rg=vit&val.Poler=3&_routes=routes%2Fsearch#top",
    );
    expect(sharedPageUrl(url).href).toBe(
      "https://shop.example.se/search?_routes=routes%2Fsearch&a.F%C3%A4rg=vit&q=kabel&sida=2&val.Poler=3",
    );
    expect(sharedPageUrl(new URL("https://shop.example.se/?utm_campaign=vinter")).href).toBe(
      "https://shop.example.se/",
    );
  });

  it("is what the loaders see and what the key holds (the same function builds both)", () => {
    const marked = get("/search?q=kabel&utm_source=MARK&redirectTo=%2F%2Fevil.example");
    const rendered = sharedPageRequest(marked);
    expect(rendered.kind).toBe("render");
    const request = (rendered as { request: Request }).request;
    expect(request.url).toBe("https://shop.example.se/search?q=kabel");
    expect(sharedEntryOf(request)).toEqual(sharedEntryOf(marked));
    expect(sharedEntryOf(marked)?.variant).not.toContain("MARK");
  });

  it("leaves requests that go past the cache as they are", () => {
    const personal = get("/search?q=kabel&utm_source=x", { Cookie: "__session=abc" });
    expect(sharedPageRequest(personal)).toEqual({ kind: "render", request: personal });
    const cart = get("/cart?utm_source=x");
    expect(sharedPageRequest(cart)).toEqual({ kind: "render", request: cart });
  });

  it("sends an over-long query to the cleaned address, or refuses it when the page's own parameters are too long", () => {
    const padding = "A".repeat(MAX_SHARED_QUERY_LENGTH);
    expect(sharedPageRequest(get(`/search?q=kabel&utm_content=${padding}`))).toEqual({
      kind: "redirect",
      location: "/search?q=kabel",
    });
    expect(sharedPageRequest(get(`/search?q=${padding}`))).toEqual({ kind: "too-long" });
    expect(sharedPageRequest(get(`/search?q=${"A".repeat(MAX_SHARED_QUERY_LENGTH - 2)}`)).kind).toBe("render");
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

it("every cookie the shop defines is classified as personal, keyed or ignored", () => {
  const classified = new Set<string>([...PERSONAL_COOKIES, ...KEYED_COOKIES, ...IGNORED_SHOP_COOKIES]);
  const defined = new Set<string>();
  for (const file of [...sourceFiles("app"), ...sourceFiles("domain")]) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/(?:createCookie\(|COOKIE(?:_NAME)? = )"([A-Za-z0-9_]+)"/g))
      defined.add(match[1]!);
  }
  expect(defined.size).toBeGreaterThan(8);
  expect([...defined].filter((name) => !classified.has(name))).toEqual([]);
});

describe("what is stored", () => {
  const page = (init: ResponseInit & { headers?: Record<string, string> }) =>
    new Response("<!DOCTYPE html>", {
      status: 200,
      ...init,
      headers: { "Content-Type": "text/html", ...init.headers },
    });

  it("stores a complete public page and refuses cookies, private answers and errors", () => {
    expect(isStorable(page({}))).toBe(true);
    expect(isStorable(page({ headers: { "Set-Cookie": "__session=x" } }))).toBe(false);
    expect(isStorable(page({ headers: { "Cache-Control": "private, no-store" } }))).toBe(false);
    expect(isStorable(page({ status: 404 }))).toBe(false);
    expect(isStorable(new Response("{}", { headers: { "Content-Type": "application/json" } }))).toBe(false);
  });

  it("is fresh, then stale, then expired", () => {
    const freshness = { freshSeconds: 60, staleSeconds: 600 };
    expect(entryState(0, 59_000, freshness)).toBe("fresh");
    expect(entryState(0, 61_000, freshness)).toBe("stale");
    expect(entryState(0, 661_000, freshness)).toBe("expired");
    expect(entryState(Number.NaN, 1, freshness)).toBe("expired");
  });
});

describe("pages whose streamed data failed", () => {
  it("finds a rejected part in single-fetch data and in a document's stream, and nothing in whole pages", () => {
    expect(
      holdsRejectedData(
        '[{"_1":2},"routes/produkt",{"_3":-7}]\nP7:[{"_8":9}]\nE12:[["E","Unexpected Server Error"]]\n',
      ),
    ).toBe(true);
    expect(
      holdsRejectedData(
        '<script>window.__remixContext.streamController.enqueue("E5:[[\\"E\\",\\"x\\"]]\\n");</script>',
      ),
    ).toBe(true);
    expect(holdsRejectedData('<script>enqueue("P3:[1]\\nE4:[2]\\n");</script>')).toBe(true);
    expect(holdsRejectedData('[{"_1":2},"routes/produkt",{"_3":-7}]\nP7:[{"_8":9}]\n')).toBe(false);
    expect(holdsRejectedData('<h1>Kabel E12:a</h1><script>enqueue("P3:[1]\\n");</script>')).toBe(false);
  });
});
