import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "~/platform/security/security-headers.server";
import { commitSession, destroySession, getSession } from "~/platform/session/session.server";
import { testLoadContext } from "../support/load-context";

const context = testLoadContext({ SESSION_SECRET: "test-secret" });
const env = {
  COMMERCE_URL: "http://localhost:8788",
  CONTENT_URL: "http://localhost:8789",
  FRAME_ANCESTORS: "https://srm.example.com",
};
const frameAncestors = (csp: string) => csp.split("; ").find((d) => d.startsWith("frame-ancestors"));

describe("punch-out session cookie", () => {
  it("is SameSite=None; Secure in punch-out mode, also on localhost, and reads back", async () => {
    for (const url of ["http://localhost:8787/", "http://127.0.0.1:8797/", "https://shop.example.se/"]) {
      const request = new Request(url);
      const session = await getSession(request, context);
      session.set("mode", "PUNCHOUT");
      const setCookie = await commitSession(session, request, context);
      expect(setCookie).toMatch(/SameSite=None/);
      expect(setCookie).toMatch(/; Secure/);
      expect(setCookie).toMatch(/HttpOnly/);
      const again = new Request(url, { headers: { Cookie: setCookie.split(";")[0]! } });
      expect((await getSession(again, context)).get("mode")).toBe("PUNCHOUT");
      // Removing it uses the same attributes, so the browser replaces the framed cookie.
      expect(await destroySession(session, request, context)).toMatch(/SameSite=None/);
    }
  });

  it("stays SameSite=Lax in NORMAL mode", async () => {
    const request = new Request("http://localhost:8787/");
    const setCookie = await commitSession(await getSession(request, context), request, context);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
  });
});

describe("frame-ancestors for a punch-out session", () => {
  it("adds the procurement origin next to FRAME_ANCESTORS, only when given", () => {
    expect(frameAncestors(contentSecurityPolicy({ nonce: "n", env, local: true }))).toBe(
      "frame-ancestors 'self' https://srm.example.com",
    );
    expect(
      frameAncestors(
        contentSecurityPolicy({ nonce: "n", env, local: true, extraFrameAncestors: ["http://127.0.0.1:4123"] }),
      ),
    ).toBe("frame-ancestors 'self' https://srm.example.com http://127.0.0.1:4123");
  });

  it("ignores anything that is not an http(s) origin", () => {
    const csp = contentSecurityPolicy({
      nonce: "n",
      env: { ...env, FRAME_ANCESTORS: "" },
      local: true,
      extraFrameAncestors: ["javascript:alert(1)", "'unsafe-inline'"],
    });
    expect(frameAncestors(csp)).toBe("frame-ancestors 'self'");
  });
});
