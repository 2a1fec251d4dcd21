/**
 * The storefront's own reports (app/platform/monitoring/report.server.ts: Remix handleError, the content layer) reach
 * the client the storefront worker's wrapper sets up per request, with the real SDK and envelope receiver.
 */
import { describe, expect, it } from "vitest";
import { reportContentProblem, reportServerError } from "~/platform/monitoring/report.server";
import { reportUnresolvable } from "~/platform/services/content-errors";
import { withMonitoring } from "../../../workers/shared/monitoring";
import { describe as describeItem, tagsOf } from "../../e2e/support/envelope-receiver";
import { localEnvelopeReceiver } from "./local-receiver";

const local = localEnvelopeReceiver();
const port = local.port;

/** A storefront worker whose request handler runs `work` (what a loader or the content client would do). */
async function storefrontRequest(work: (request: Request, ctx: ExecutionContext) => void, signal?: AbortSignal) {
  const pending: Promise<unknown>[] = [];
  const ctx = { waitUntil: (p: Promise<unknown>) => void pending.push(p), passThroughOnException() {} };
  const worker = withMonitoring("storefront", {
    fetch(request: Request, _env: unknown, ctx: ExecutionContext) {
      work(request, ctx);
      return new Response("ok");
    },
  });
  const request = new Request("http://shop.local/kundservice", { signal });
  const env = { SENTRY_DSN: `http://key@127.0.0.1:${port}/1`, ENVIRONMENT: "test" };
  await (await worker.fetch(request, env as never, ctx as unknown as ExecutionContext)).text();
  await Promise.allSettled(pending);
}

describe("storefront reports", () => {
  it("reports an unexpected server error tagged service=storefront, but not one of an aborted request", async () => {
    const marker = `handle-error-${Date.now()}`;
    await storefrontRequest(
      (request) => reportServerError(new Error(`${marker}-aborted`), request),
      AbortSignal.abort(),
    );
    await storefrontRequest((request) => reportServerError(new DOMException("gone", "AbortError"), request));
    // Remix's own 405 for a post to a read-only route: the caller's mistake.
    const refused = { status: 405, statusText: "Method Not Allowed", internal: true, data: `${marker}-refused` };
    await storefrontRequest((request) => reportServerError(refused, request));
    await storefrontRequest((request) => reportServerError(new Error(marker), request));
    const event = await local.receiver().waitFor((item) => describeItem(item) === `Error: ${marker}`);
    expect(tagsOf(event)).toMatchObject({ service: "storefront", worker: "storefront" });
    expect(
      local
        .receiver()
        .items.map(describeItem)
        // A plain route error response is described by its keys.
        .filter((text) => /aborted|AbortError|gone|keys: data, internal, status/.test(text)),
    ).toEqual([]);
  });

  it("reports unresolvable content links as a warning tagged service=cms", async () => {
    const id = `missing-${Date.now()}`;
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      await storefrontRequest(() => reportUnresolvable([id, "removed-section"]));
    } finally {
      console.warn = warn;
    }
    const report = await local.receiver().waitFor((item) => describeItem(item).includes(id));
    expect(describeItem(report)).toBe(`Unresolvable CMS content - ids: ${id}, removed-section`);
    expect(report.json?.level).toBe("warning");
    expect(tagsOf(report).service).toBe("cms");
  });

  it("delivers a report made in ctx.waitUntil after the answer (as tracking failures are)", async () => {
    const marker = `after-answer-${Date.now()}`;
    await storefrontRequest((_request, ctx) =>
      ctx.waitUntil(
        new Promise((resolve) => setTimeout(resolve, 50)).then(() => reportContentProblem(marker, "error")),
      ),
    );
    const report = await local.receiver().waitFor((item) => describeItem(item) === marker, 5_000);
    expect(report.json?.level).toBe("error");
  });
});
