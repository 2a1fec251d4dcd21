/**
 * The request side of a route test: a load context like the storefront worker's (a fresh one per
 * request, as in production, because the commerce session is memoized per context) and the session
 * cookie of a signed-in buyer, optionally in punch-out mode or without price rights.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { commitSession, getSession } from "~/platform/session/session.server";
import { testLoadContext } from "../support/load-context";
import { COMMERCE_URL } from "./commerce-fake";

export const CSRF_TOKEN = "csrf-route-test";
export const HOOK_URL = "https://srm.example.com/hook";

const kv = { get: async () => null, put: async () => undefined };

export function shopContext(request?: Request): AppLoadContext {
  return testLoadContext({ SESSION_SECRET: "route-test-secret", COMMERCE_URL, CACHE: kv }, { request });
}

export interface BuyerOptions {
  /** Permission denials of the buyer's customer, e.g. EJ_SE_PRISER. */
  denials?: string[];
  /** A punch-out session opened by a procurement system (OCI), with its HOOK_URL. */
  punchout?: boolean;
}

/** The `Cookie` header value of a signed-in buyer's session. */
export async function buyerCookie(options: BuyerOptions = {}): Promise<string> {
  const request = new Request("http://localhost/");
  const context = shopContext();
  const session = await getSession(request, context);
  session.set("csrf", CSRF_TOKEN);
  session.set("userId", "u-buyer");
  session.set("roles", ["USER"]);
  session.set("commerce", {
    accessToken: "access-token",
    refreshToken: "refresh-token",
    sessionId: "s1",
    // Well ahead of the refresh margin: the loaders use the tokens as they are.
    expiresAt: Math.floor(Date.now() / 1000) + 3600,
    customerId: options.punchout ? "10004" : "10001",
    projectId: null,
    denials: (options.denials ?? []) as never[],
  });
  if (options.punchout) {
    session.set("mode", "PUNCHOUT");
    session.set("punchout", {
      hookUrl: HOOK_URL,
      hookOrigin: new URL(HOOK_URL).origin,
      oci: { okCode: null, target: "_top", caller: null },
      company: "PEAB",
      companyName: "Industriinköp Punch-out AB",
      exportProfile: null,
    });
  }
  return (await commitSession(session, request, context)).split(";")[0];
}
