import { describe, expect, it } from "vitest";
import {
  ABORT_ERROR_PATTERNS,
  FILTERED,
  isAbortError,
  isAbortEvent,
  scrubbingHooks,
  scrubEvent,
  scrubText,
} from "./monitoring-scrub";

describe("monitoring scrubber", () => {
  it("masks the Authorization header, cookies and cart tokens in a request, keeping harmless headers", () => {
    const event = {
      request: {
        url: "https://shop.example/cart",
        headers: {
          Authorization: "Bearer abc.def",
          authorization: "Anonymous 1234567890",
          Cookie: "__session=sealed; samtycke=v1.s1.m0",
          "X-Cart-Token": "cart-secret",
          "User-Agent": "Chromium",
        },
        cookies: { __session: "sealed" },
      },
    };
    const scrubbed = scrubEvent(event);
    expect(scrubbed.request.headers).toEqual({
      Authorization: FILTERED,
      authorization: FILTERED,
      Cookie: FILTERED,
      "X-Cart-Token": FILTERED,
      "User-Agent": "Chromium",
    });
    expect(scrubbed.request.cookies).toBe(FILTERED);
    expect(event.request.headers.Authorization).toBe("Bearer abc.def");
  });

  it("masks token, refreshToken and password fields at any depth, and pairs such as query-string arrays", () => {
    const scrubbed = scrubEvent({
      extra: { body: { username: "buyer@demo.se", password: "demo1234", nested: { refreshToken: "r", token: "t" } } },
      request: {
        query_string: [
          ["token", "activation-secret"],
          ["page", "2"],
        ],
      },
      contexts: { commerce: { AccessToken: "a", RefreshToken: "b", SessionId: "c", CustomerId: "10001" } },
    });
    expect(scrubbed.extra.body).toEqual({
      username: FILTERED,
      password: FILTERED,
      nested: { refreshToken: FILTERED, token: FILTERED },
    });
    expect(scrubbed.request.query_string).toEqual([
      ["token", FILTERED],
      ["page", "2"],
    ]);
    expect(scrubbed.contexts.commerce).toEqual({
      AccessToken: FILTERED,
      RefreshToken: FILTERED,
      SessionId: FILTERED,
      CustomerId: "10001",
    });
  });

  it("masks tokens inside text: query parameters, bearer values and JWTs, leaving other parameters", () => {
    expect(scrubText("GET /activate-user?token=s3cr3t&next=/cart")).toBe(
      `GET /activate-user?token=${FILTERED}&next=/cart`,
    );
    expect(scrubText("https://cdn/x?access_token=abc#top")).toBe(`https://cdn/x?access_token=${FILTERED}#top`);
    expect(scrubText("/punchout?USERNAME=buyer&PASSWORD=demo1234")).toBe(
      `/punchout?USERNAME=${FILTERED}&PASSWORD=${FILTERED}`,
    );
    expect(scrubText("failed with Bearer eyJabc.def-ghi")).toBe(`failed with Bearer ${FILTERED}`);
    expect(scrubText("token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl here")).toBe(`token ${FILTERED} here`);
    expect(scrubText("/search?q=kabel&page=2")).toBe(`/search?q=${FILTERED}&page=2`);
    expect(scrubText("/kategorier/el?sort=name_asc&page=2")).toBe("/kategorier/el?sort=name_asc&page=2");
  });

  it("masks e-mail addresses, personnummer and organisation numbers anywhere in a string", () => {
    expect(scrubText("no user anna.svensson+test@bygg-exempel.se here")).toBe(`no user ${FILTERED} here`);
    expect(scrubText("u=anna%40bygg.se")).toBe(`u=${FILTERED}`);
    for (const number of ["19800101-1234", "198001011234", "800101-1234", "8001011234", "121212+1212", "556677-8899"])
      expect(scrubText(`kund ${number}, rad 3`), number).toBe(`kund ${FILTERED}, rad 3`);
    // Article numbers (7 digits), GTINs (13), ids inside hex strings and versions stay.
    for (const kept of ["artikel 1028268", "GTIN 7312345678901", "trace 6b550fa29c6444201234567890aa", "react@18.3.1"])
      expect(scrubText(kept)).toBe(kept);
  });

  it("masks logins, codes and searches in query strings as the SDKs record them (no leading '?')", () => {
    expect(scrubText("USERNAME=punchout&PASSWORD=demo1234&HOOK_URL=https%3A%2F%2Fsrm.example%2Fhook")).toBe(
      `USERNAME=${FILTERED}&PASSWORD=${FILTERED}&HOOK_URL=https%3A%2F%2Fsrm.example%2Fhook`,
    );
    expect(scrubText("/v2/users?search=Anna+Svensson&page=1")).toBe(`/v2/users?search=${FILTERED}&page=1`);
    for (const name of [
      "pass",
      "pwd",
      "secret",
      "key",
      "code",
      "logonId",
      "user_session",
      "email",
      "firstName",
      "query",
    ])
      expect(scrubText(`/x?${name}=v1`), name).toBe(`/x?${name}=${FILTERED}`);
    const pairs = scrubEvent({
      query_string: [
        ["USERNAME", "a"],
        ["q", "Anna"],
        ["page", "2"],
      ],
    });
    expect(pairs.query_string).toEqual([
      ["USERNAME", FILTERED],
      ["q", FILTERED],
      ["page", "2"],
    ]);
  });

  it("masks personal fields in extra data and keeps the SDKs' own names", () => {
    const scrubbed = scrubEvent({
      extra: { email: "x", firstName: "Anna", lastName: "Svensson", q: "Anna", count: 3 },
      contexts: { runtime: { name: "cloudflare" }, os: { name: "Linux" } },
      sdk: { name: "sentry.javascript.cloudflare" },
    });
    expect(scrubbed.extra).toEqual({ email: FILTERED, firstName: FILTERED, lastName: FILTERED, q: FILTERED, count: 3 });
    expect(scrubbed.contexts.runtime.name).toBe("cloudflare");
    expect(scrubbed.sdk.name).toBe("sentry.javascript.cloudflare");
  });

  it("decodes percent-encoded parameter names before matching them, and survives malformed escapes", () => {
    // The app decodes %50ASSWORD to PASSWORD: what it reads as a login must be withheld however it was written.
    expect(scrubText("/punchout?%50ASSWORD=secret&%55SERNAME=a%40b.se&page=2")).toBe(
      `/punchout?%50ASSWORD=${FILTERED}&%55SERNAME=${FILTERED}&page=2`,
    );
    expect(scrubText("/x?%70wd=v1&%74oken=v2&PASS+WORD=v3&f%C3%B6rnamn=v4")).toBe(
      `/x?%70wd=${FILTERED}&%74oken=${FILTERED}&PASS+WORD=${FILTERED}&f%C3%B6rnamn=${FILTERED}`,
    );
    // A malformed escape beside a valid one: no URIError, the valid escapes still count.
    expect(scrubText("/x?%50ASSWORD%E0%A4=v1&%ZZ=v2&%=v3&page=2")).toBe(
      `/x?%50ASSWORD%E0%A4=${FILTERED}&%ZZ=v2&%=v3&page=2`,
    );
    expect(scrubEvent({ query_string: [["%50ASSWORD", "secret"]] }).query_string).toEqual([["%50ASSWORD", FILTERED]]);
  });

  it("masks personnummer written with a space, an encoded space or an encoded '-'/'+'", () => {
    for (const number of [
      "850101 1234",
      "19850101 1234",
      "850101%201234",
      "19850101%201234",
      "850101+1234",
      "850101%2B1234",
      "850101%2D1234",
      "850101\u00a01234",
    ])
      expect(scrubText(`kund ${number}, rad 3`), number).toBe(`kund ${FILTERED}, rad 3`);
    expect(scrubText("/x?kund=850101%201234&page=2")).toBe(`/x?kund=${FILTERED}&page=2`);
    // Short numbers with spaces stay: quantities, postcodes, article numbers.
    for (const kept of ["rad 3 antal 12", "123 45 Stockholm", "artikel 1028268 1234", "2026-12-02 01:41"])
      expect(scrubText(kept), kept).toBe(kept);
  });

  it("masks Swedish personal keys in query strings, extra data and form fields, keeping the SDKs' metadata", () => {
    for (const name of [
      "kontaktperson",
      "fornamn",
      "f%C3%B6rnamn",
      "Efternamn",
      "namn",
      "telefon",
      "mobil",
      "epost",
      "e-post",
      "adress",
      "personnr",
      "field-kund-kontaktperson",
    ])
      expect(scrubText(`/bli-kund?${name}=v1&page=2`), name).toBe(`/bli-kund?${name}=${FILTERED}&page=2`);
    const scrubbed = scrubEvent({
      request: {
        data: {
          "field-kund-kontaktperson": "Anna Svensson",
          "field-kund-telefon": "070-123 45 67",
          "field-kund-epost": "anna",
          "field-kontakt-namn": "Anna",
          "field-kund-anstallda": "10-49",
        },
      },
      extra: { Förnamn: "Anna", EFTERNAMN: "Svensson", Mobilnummer: "073", Leveransadress: { gata: "Storgatan 1" } },
      contexts: { runtime: { name: "cloudflare" } },
      sdk: { name: "sentry.javascript.browser", integrations: ["Replay"], packages: [{ name: "npm:@sentry/browser" }] },
      release: "shop@1.2.3",
      environment: "production",
      transaction: "routes/bli-kund",
    });
    expect(scrubbed.request.data).toEqual({
      "field-kund-kontaktperson": FILTERED,
      "field-kund-telefon": FILTERED,
      "field-kund-epost": FILTERED,
      "field-kontakt-namn": FILTERED,
      "field-kund-anstallda": "10-49",
    });
    expect(scrubbed.extra).toEqual({
      Förnamn: FILTERED,
      EFTERNAMN: FILTERED,
      Mobilnummer: FILTERED,
      Leveransadress: FILTERED,
    });
    expect(scrubbed.contexts.runtime.name).toBe("cloudflare");
    expect(scrubbed.sdk).toEqual({
      name: "sentry.javascript.browser",
      integrations: ["Replay"],
      packages: [{ name: "npm:@sentry/browser" }],
    });
    expect([scrubbed.release, scrubbed.environment, scrubbed.transaction]).toEqual([
      "shop@1.2.3",
      "production",
      "routes/bli-kund",
    ]);
  });

  it("scrubs breadcrumbs the same way (fetch URLs and messages)", () => {
    const crumb = { category: "fetch", data: { url: "/api/x?refresh_token=abc", method: "GET" }, message: "ok" };
    expect(scrubEvent(crumb).data.url).toBe(`/api/x?refresh_token=${FILTERED}`);
  });

  it("leaves class instances (SDK scopes) alone and stops at cycles", () => {
    class Scope {
      token = "kept inside the SDK's own object";
    }
    const scope = new Scope();
    const cyclic: Record<string, unknown> = { name: "a" };
    cyclic.self = cyclic;
    const scrubbed = scrubEvent({ sdkProcessingMetadata: { scope }, cyclic });
    expect(scrubbed.sdkProcessingMetadata.scope).toBe(scope);
    expect(JSON.stringify(scrubbed).length).toBeGreaterThan(0);
  });
});

describe("aborted requests", () => {
  it("are recognised by name and by the browsers' and workerd's messages", () => {
    expect(isAbortError(new DOMException("The user aborted a request.", "AbortError"))).toBe(true);
    expect(isAbortError(new Error("signal is aborted without reason"))).toBe(true);
    expect(isAbortError("The operation was aborted.")).toBe(true);
    expect(isAbortError(new TypeError("Failed to fetch"))).toBe(false);
    expect(isAbortError(new Error("e2e-browser-boom"))).toBe(false);
    expect(isAbortError(null)).toBe(false);
  });

  it("are recognised in events whose every exception is an abort", () => {
    expect(
      isAbortEvent({ exception: { values: [{ type: "AbortError", value: "The user aborted a request." }] } }),
    ).toBe(true);
    expect(isAbortEvent({ exception: { values: [{ type: "Error", value: "boom" }] } })).toBe(false);
    expect(isAbortEvent({})).toBe(false);
    expect(isAbortEvent({}, new DOMException("x", "AbortError"))).toBe(true);
  });
});

describe("scrubbing hooks", () => {
  it("drop aborted requests and scrub every other event", () => {
    const aborted = { exception: { values: [{ type: "AbortError", value: "signal is aborted without reason" }] } };
    expect(scrubbingHooks.beforeSend(aborted)).toBeNull();
    const event = {
      exception: { values: [{ type: "Error", value: "boom" }] },
      request: { headers: { Cookie: "a=b" } },
    };
    expect(scrubbingHooks.beforeSend(event)?.request.headers.Cookie).toBe(FILTERED);
    expect(ABORT_ERROR_PATTERNS.some((pattern) => pattern.test("AbortError: The user aborted a request."))).toBe(true);
    expect(ABORT_ERROR_PATTERNS.some((pattern) => pattern.test("Error: e2e-browser-boom"))).toBe(false);
  });
});
