import type { AppLoadContext } from "@remix-run/cloudflare";
import { getSessionStorage } from "~/platform/session/session.server";
import { testLoadContext } from "../../support/load-context";

export const BASE = "http://commerce.test";

export function testContext(env: Record<string, string> = {}): AppLoadContext {
  return testLoadContext({ SESSION_SECRET: "test-secret", COMMERCE_URL: BASE, ...env });
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** An access token shaped like the commerce service's (signature not checked by the storefront). */
export function accessToken(claims: { exp: number; sub?: string; denies?: string[]; customerId?: string }): string {
  const customerId = claims.customerId ?? "10001";
  return [
    b64url({ alg: "HS256", typ: "JWT" }),
    b64url({
      sub: claims.sub ?? "u-buyer",
      userId: claims.sub ?? "u-buyer",
      sid: "s1",
      iat: claims.exp - 900,
      exp: claims.exp,
      roles: ["USER"],
      customerPermissions: [{ role: "USER", permissionDenies: claims.denies ?? [], customerId, projectId: null }],
      customerId,
      projectId: null,
      mode: "NORMAL",
    }),
    "signature",
  ].join(".");
}

/** A request whose session cookie holds commerce tokens expiring at `exp`. */
export async function signedInRequest(
  url: string,
  context: AppLoadContext,
  exp: number,
  denies: string[] = [],
): Promise<Request> {
  const request = new Request(url);
  const storage = getSessionStorage(request, { SESSION_SECRET: "test-secret" });
  const session = await storage.getSession();
  session.set("userId", "u-buyer");
  session.set("roles", ["USER"]);
  session.set("csrf", "csrf-token");
  session.set("commerce", {
    accessToken: accessToken({ exp, denies }),
    refreshToken: "s1.old-refresh-token",
    sessionId: "s1",
    expiresAt: exp,
    customerId: "10001",
    projectId: null,
    denials: denies as never[],
  });
  void context;
  const cookie = (await storage.commitSession(session)).split(";")[0];
  return new Request(url, { headers: { Cookie: cookie } });
}

export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/** A fetch that answers from a handler and records every call. */
export function fakeFetch(handler: (call: RecordedCall) => Response | Promise<Response>) {
  const calls: RecordedCall[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: RecordedCall = {
      url: String(input),
      method: init?.method ?? "GET",
      headers: new Headers(init?.headers),
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return handler(call);
  }) as typeof fetch;
  return { fetch: fetchImpl, calls };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
