/**
 * Personal data in error reports (pen test, issue #41 class 12): an event from the commerce worker carried an
 * e-mail address and a personnummer in `request.url` and `query_string`; the OCI GET entry carries
 * `USERNAME=<e-mail>`, the admin user search carries names. Every envelope the real SDK (@sentry/cloudflare, as
 * the workers set it up in workers/shared/monitoring.ts) sends is caught here by a fetch stand-in for the DSN's
 * host: what it receives is what Sentry would store.
 */
import * as Sentry from "@sentry/cloudflare";
import { afterEach, describe, expect, it, vi } from "vitest";
import app from "../../workers/commerce/src/index";
import { withMonitoring } from "../../workers/shared/monitoring";
import { reportContentFailure, reportServerError } from "~/platform/monitoring/report.server";
import { env } from "../workers/commerce/helpers";

const INGEST_HOST = "sentry.test";
const DSN = `https://publickey@${INGEST_HOST}/1`;

/** What a caller put into the address: each must be gone from everything the reporting receives. */
const PERSONAL = {
  email: "anna.svensson@bygg-exempel.se",
  personnummer: "19800101-1234",
  shortPersonnummer: "8001011234",
  orgnr: "556677-8899",
  password: "hemligt-losen-123",
  token: "tok-3f9a1c77e2",
  name: "Svensson",
};
const FORBIDDEN_TEXT = [
  "anna.svensson",
  "bygg-exempel",
  "19800101",
  "8001011234",
  "800101-1234",
  "556677",
  "hemligt-losen",
  "tok-3f9a1c77e2",
  "Svensson",
];

const query = new URLSearchParams({
  USERNAME: PERSONAL.email,
  PASSWORD: PERSONAL.password,
  search: `Anna ${PERSONAL.name}`,
  q: `${PERSONAL.personnummer}`,
  orgnr: PERSONAL.orgnr,
  kund: PERSONAL.shortPersonnummer,
  code: PERSONAL.token,
}).toString();

/** Envelopes sent to the DSN's host, as text; every other fetch is answered 200 `{}` (the commerce stand-in). */
function catchEnvelopes(): string[] {
  const envelopes: string[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (new URL(request.url).hostname === INGEST_HOST) envelopes.push(await request.text());
    return new Response("{}", { headers: { "Content-Type": "application/json" } });
  });
  return envelopes;
}

function executionContext() {
  const pending: Promise<unknown>[] = [];
  const ctx = {
    waitUntil: (promise: Promise<unknown>) => void pending.push(promise),
    passThroughOnException: () => undefined,
    props: {},
  } as unknown as ExecutionContext;
  return { ctx, settled: () => Promise.allSettled(pending) };
}

function expectNothingPersonal(envelopes: string[], marker: string) {
  const sent = envelopes.join("\n");
  expect(sent, "no event reached the receiver").toContain(marker);
  for (const text of FORBIDDEN_TEXT) expect(sent, `the report carries ${text}`).not.toContain(text);
  // URL-encoded forms of the same values (the SDK keeps query strings as they came).
  expect(sent).not.toContain(encodeURIComponent(PERSONAL.email));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("error reports from the commerce worker", () => {
  it("carry no e-mail address, personnummer, organisation number, password, token or searched name", async () => {
    const envelopes = catchEnvelopes();
    const marker = `commerce-d1-down-${Date.now()}`;
    // D1 failing under a request whose address holds personal data; the message repeats what was looked up.
    const brokenDb = {
      prepare() {
        throw new Error(`${marker}: no row for ${PERSONAL.email} / ${PERSONAL.personnummer} / ${PERSONAL.orgnr}`);
      },
      batch() {
        throw new Error(marker);
      },
    };
    const { ctx, settled } = executionContext();
    const response = await app.fetch(
      new Request(`http://commerce.local/locations?${query}`),
      { ...env, DB: brokenDb, SENTRY_DSN: DSN, ENVIRONMENT: "test" } as never,
      ctx,
    );
    expect(response.status).toBe(500);
    await settled();
    expectNothingPersonal(envelopes, marker);
  });
});

describe("error reports from the storefront worker", () => {
  const storefront = (work: (request: Request) => Promise<void>) =>
    withMonitoring("storefront", {
      async fetch(request: Request, _env: unknown, _ctx: ExecutionContext) {
        await work(request);
        return new Response("ok");
      },
    });

  it("of the OCI GET entry and the user search carry none either, in the URL, breadcrumbs, message or extra data", async () => {
    const envelopes = catchEnvelopes();
    const marker = `storefront-boom-${Date.now()}`;
    const worker = storefront(async (request) => {
      // A commerce call (a fetch breadcrumb), a log line (a console breadcrumb) and a manual breadcrumb first.
      await fetch(`http://commerce.local/v2/users?search=Anna+${PERSONAL.name}&email=${PERSONAL.email}`);
      console.log(`looked up ${PERSONAL.email} ${PERSONAL.shortPersonnummer}`);
      Sentry.addBreadcrumb({ category: "punchout", message: `entry for ${PERSONAL.email}`, data: { query } });
      reportContentFailure(new Error(`${marker}-content ${PERSONAL.email}`), {
        url: `/mina-sidor/anvandare?${query}`,
      });
      reportServerError(
        new Error(`${marker}: sign-in of ${PERSONAL.email} (${PERSONAL.personnummer}) failed`),
        request,
      );
    });
    const { ctx, settled } = executionContext();
    const log = console.log;
    console.log = () => undefined;
    try {
      const response = await worker.fetch(
        new Request(`https://shop.local/punchout?${query}`),
        { SENTRY_DSN: DSN, ENVIRONMENT: "test" } as never,
        ctx,
      );
      // The SDK flushes once the answer's body has been read.
      await response.text();
    } finally {
      console.log = log;
    }
    await settled();
    expectNothingPersonal(envelopes, marker);
    expect(envelopes.join("\n")).toContain(`${marker}-content`);
  });
});

/**
 * The attacker's re-probe: parameter names percent-encoded (the app decodes `%50ASSWORD` to PASSWORD), a
 * personnummer written with a space (also `%20`), and Swedish keys (query parameters, breadcrumb data and the
 * content forms' `field-<slug>` ids) that name a person, a phone or an address.
 */
const REPROBE = {
  password: "hemligt-andra-varv-77",
  contact: "Birgitta Lindqvist",
  street: "Storgatan 12",
  phone: "070-123 45 67",
  mobile: "073-765 43 21",
};
const REPROBE_FORBIDDEN = [
  "hemligt-andra-varv",
  "Birgitta",
  "Lindqvist",
  "Storgatan",
  "123 45 67",
  "765 43 21",
  "850101",
  "19850101",
  "a%40b.se",
];
const reprobeQuery = [
  `%50ASSWORD=${REPROBE.password}`,
  "%55SERNAME=a%40b.se",
  `kontaktperson=${encodeURIComponent(REPROBE.contact)}`,
  "f%C3%B6rnamn=Birgitta",
  "Efternamn=Lindqvist",
  `telefon=${encodeURIComponent(REPROBE.phone)}`,
  `e-post=${encodeURIComponent("birgitta.lindqvist")}`,
  `adress=${encodeURIComponent(REPROBE.street)}`,
  "kund=850101%201234",
  "page=2",
].join("&");

describe("error reports after the re-probe (encoded names, spaced personnummer, Swedish keys)", () => {
  it("carry none of it, and keep the SDK's own name, the environment and the harmless parameters", async () => {
    const envelopes = catchEnvelopes();
    const marker = `storefront-reprobe-${Date.now()}`;
    const worker = withMonitoring("storefront", {
      async fetch(request: Request, _env: unknown, _ctx: ExecutionContext) {
        await fetch(`http://commerce.local/v2/customers?%70assword=${REPROBE.password}&namn=Lindqvist`);
        Sentry.addBreadcrumb({
          category: "form",
          message: "bli kund 19850101 1234",
          data: { Förnamn: "Birgitta", "E-post": "birgitta.lindqvist", Mobil: REPROBE.mobile, Adress: REPROBE.street },
        });
        reportContentFailure(new Error(`${marker}-content 850101 1234`), {
          url: `/bli-kund?${reprobeQuery}`,
          "field-kund-kontaktperson": REPROBE.contact,
          "field-kund-telefon": REPROBE.phone,
          "field-kontakt-namn": "Birgitta",
        });
        reportServerError(new Error(`${marker}: kund 850101%201234 / 19850101 1234`), request);
        return new Response("ok");
      },
    });
    const { ctx, settled } = executionContext();
    const response = await worker.fetch(
      new Request(`https://shop.local/bli-kund?${reprobeQuery}`),
      { SENTRY_DSN: DSN, ENVIRONMENT: "test" } as never,
      ctx,
    );
    await response.text();
    await settled();
    const sent = envelopes.join("\n");
    expect(sent, "no event reached the receiver").toContain(marker);
    expect(sent).toContain(`${marker}-content`);
    for (const text of REPROBE_FORBIDDEN) expect(sent, `the report carries ${text}`).not.toContain(text);
    expect(sent).toContain("sentry.javascript.cloudflare");
    expect(sent).toContain('"environment":"test"');
    expect(sent).toContain("page=2");
  });
});
