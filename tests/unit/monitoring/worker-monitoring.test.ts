/**
 * The workers' wrapper (workers/shared/monitoring.ts) with the real @sentry/cloudflare SDK and a Hono app,
 * as the commerce and content workers use it, reporting to the e2e envelope receiver on a free port.
 */
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { describe, expect, it } from "vitest";
import { workerSentryOptions, withMonitoring } from "../../../workers/shared/monitoring";
import { describe as describeItem, tagsOf } from "../../e2e/support/envelope-receiver";
import { localEnvelopeReceiver } from "./local-receiver";

const local = localEnvelopeReceiver();
const port = local.port;

const env = (dsn?: string) => ({ SENTRY_DSN: dsn, ENVIRONMENT: "test" });
const dsn = () => `http://publickey@127.0.0.1:${port}/1`;

/** An execution context whose waitUntil work (the SDK's flush) the test can await. */
function executionContext() {
  const pending: Promise<unknown>[] = [];
  const ctx = {
    waitUntil: (promise: Promise<unknown>) => void pending.push(promise),
    passThroughOnException: () => undefined,
    props: {},
  } as unknown as ExecutionContext;
  return { ctx, settled: () => Promise.allSettled(pending) };
}

function app(marker: string) {
  const hono = new Hono<{ Bindings: ReturnType<typeof env> }>();
  hono.get("/boom", () => {
    throw new Error(marker);
  });
  hono.post("/boom", () => {
    throw new Error(marker);
  });
  hono.get("/forbidden", () => {
    throw new HTTPException(403, { message: `${marker}-403` });
  });
  hono.onError((error, c) => (error instanceof HTTPException ? error.getResponse() : c.json({ message: "x" }, 500)));
  return withMonitoring("commerce", hono);
}

async function call(handler: ReturnType<typeof app>, path: string, workerEnv: ReturnType<typeof env>, body?: string) {
  const { ctx, settled } = executionContext();
  const request = new Request(`http://commerce.local${path}?refreshToken=abc`, {
    headers: { Authorization: "Bearer worker-secret-token", Cookie: "session=worker-cookie" },
    ...(body === undefined ? {} : { method: "POST", body }),
  });
  const response = await handler.fetch(request, workerEnv, ctx);
  await settled();
  return response;
}

describe("worker error reporting", () => {
  it("has no options, and so sends nothing, without a DSN", () => {
    expect(workerSentryOptions(env(), "content")).toBeNull();
    expect(workerSentryOptions(env("  "), "content")).toBeNull();
    expect(workerSentryOptions(undefined, "content")).toBeNull();
    expect(workerSentryOptions(env(dsn()), "content")).toMatchObject({
      dsn: dsn(),
      environment: "test",
      sendDefaultPii: false,
      initialScope: { tags: { worker: "content" } },
    });
  });

  it("reports an unhandled error from a Hono route with Authorization, cookies and query tokens scrubbed", async () => {
    const marker = `worker-boom-${Date.now()}`;
    expect((await call(app(marker), "/boom", env(dsn()))).status).toBe(500);
    const event = await local.receiver().waitFor((item) => describeItem(item).includes(marker), 10_000);
    expect(tagsOf(event).worker).toBe("commerce");
    expect(event.json?.environment).toBe("test");
    const request = event.json?.request as { headers: Record<string, string>; url: string; query_string?: unknown };
    expect(request.headers.authorization).toBe("[Filtered]");
    expect(event.request).not.toContain("worker-secret-token");
    expect(event.request).not.toContain("worker-cookie");
    expect(event.request).not.toContain("refreshToken=abc");
  });

  it("hands the worker its own env, so configuration parsed once per env is not parsed per request", async () => {
    const seen: unknown[] = [];
    const handler = withMonitoring("storefront", {
      fetch: (_request: Request, workerEnv: unknown, _ctx: ExecutionContext) => {
        seen.push(workerEnv);
        return new Response("ok");
      },
    });
    const workerEnv = env(dsn());
    for (let i = 0; i < 2; i++) {
      const { ctx, settled } = executionContext();
      await handler.fetch(new Request("http://shop.local/"), workerEnv as never, ctx);
      await settled();
    }
    expect(seen).toEqual([workerEnv, workerEnv]);
    expect(seen[0]).toBe(workerEnv);
    expect(seen[1]).toBe(workerEnv);
  });

  it("never copies a request body into an event (sign-in forms, addresses, orders)", async () => {
    const marker = `worker-body-${Date.now()}`;
    const body = "username=buyer%40demo.se&passwd=hunter-body-secret&street=Kungsgatan+1";
    expect((await call(app(marker), "/boom", env(dsn()), body)).status).toBe(500);
    const event = await local.receiver().waitFor((item) => describeItem(item).includes(marker), 10_000);
    expect((event.json?.request as { data?: unknown }).data).toBeUndefined();
    expect(event.request).not.toContain("hunter-body-secret");
    expect(event.request).not.toContain("Kungsgatan");
  });

  it("reports neither client errors (4xx) nor anything at all without a DSN", async () => {
    const marker = `worker-quiet-${Date.now()}`;
    const handler = app(marker);
    expect((await call(handler, "/forbidden", env(dsn()))).status).toBe(403);
    expect((await call(handler, "/boom", env())).status).toBe(500);
    const loud = `${marker}-loud`;
    expect((await call(app(loud), "/boom", env(dsn()))).status).toBe(500);
    await local.receiver().waitFor((item) => describeItem(item).includes(loud), 10_000);
    expect(local.receiver().items.filter((item) => describeItem(item) === `Error: ${marker}`)).toEqual([]);
    expect(local.receiver().items.filter((item) => describeItem(item).includes(`${marker}-403`))).toEqual([]);
  });
});
