import { describe, expect, it } from "vitest";
import { readAccessToken } from "./access-token";

function token(extra: Record<string, unknown>): string {
  const base64 = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  const claims = {
    sub: "u-1",
    exp: 2_000_000_000,
    roles: ["USER"],
    customerPermissions: [],
    customerId: "10001",
    projectId: null,
    ...extra,
  };
  return `${base64({ alg: "HS256", typ: "JWT" })}.${base64(claims)}.sig`;
}

describe("suspended and external-admin flags in the access token", () => {
  it("reads them when present and defaults them to false", () => {
    expect(readAccessToken(token({ suspended: true, externalAdmin: true }))).toMatchObject({
      suspended: true,
      externalAdmin: true,
    });
    expect(readAccessToken(token({}))).toMatchObject({ suspended: false, externalAdmin: false });
  });

  it("refuses a token whose flags are not booleans", () => {
    expect(readAccessToken(token({ suspended: "yes" }))).toBeNull();
  });
});
