import { describe, expect, it } from "vitest";
import { signAccessToken, verifyAccessToken, type AccessClaims } from "../../../workers/commerce/src/auth/jwt";

const SECRET = "memo-test-secret";
const NOW = 1_800_000_000;

function claims(overrides: Partial<AccessClaims> = {}): AccessClaims {
  return {
    sub: "u-memo",
    userId: "u-memo",
    sid: "s-memo",
    iat: NOW - 10,
    exp: NOW + 600,
    roles: ["USER"],
    customerPermissions: [{ role: "USER", permissionDenies: [], customerId: "10001", projectId: null }],
    customerId: "10001",
    projectId: null,
    mode: "NORMAL",
    av: 0,
    ...overrides,
  };
}

describe("verifyAccessToken, a token already verified in this isolate", () => {
  it("answers the same claims on the next call", async () => {
    const token = await signAccessToken(claims({ sid: "s-repeat" }), SECRET);
    const first = await verifyAccessToken(token, SECRET, NOW);
    const second = await verifyAccessToken(token, SECRET, NOW);
    expect(first).toEqual({ ok: true, claims: claims({ sid: "s-repeat" }) });
    expect(second).toEqual(first);
  });

  it("still expires: the remembered claims are checked against the clock on every call", async () => {
    const token = await signAccessToken(claims({ sid: "s-expiring", exp: NOW + 5 }), SECRET);
    expect((await verifyAccessToken(token, SECRET, NOW)).ok).toBe(true);
    expect(await verifyAccessToken(token, SECRET, NOW + 5)).toEqual({ ok: false, reason: "expired" });
  });

  it("is refused under another secret even after it was accepted under its own", async () => {
    const token = await signAccessToken(claims({ sid: "s-rotated" }), SECRET);
    expect((await verifyAccessToken(token, SECRET, NOW)).ok).toBe(true);
    expect(await verifyAccessToken(token, "rotated-secret", NOW)).toEqual({ ok: false, reason: "signature" });
  });

  it("does not let a changed payload ride on a remembered signature", async () => {
    const token = await signAccessToken(claims({ sid: "s-tamper" }), SECRET);
    expect((await verifyAccessToken(token, SECRET, NOW)).ok).toBe(true);
    const [header, , signature] = token.split(".");
    const forgedPayload = Buffer.from(JSON.stringify(claims({ sid: "s-tamper", customerId: "99999" }))).toString(
      "base64url",
    );
    expect(await verifyAccessToken(`${header}.${forgedPayload}.${signature}`, SECRET, NOW)).toEqual({
      ok: false,
      reason: "signature",
    });
  });
});
