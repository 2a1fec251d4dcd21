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
import { reportContentFailure, reportServerError } from "~/monitoring/report.server";
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
