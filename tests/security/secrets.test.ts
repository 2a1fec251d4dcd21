/**
 * Secrets (docs/security.md "Secrets"): the development secrets once committed to wrangler.toml sign
 * nothing, and a worker without its own secret refuses every request with a log line.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import app from "../../workers/commerce/src/index";
import { signAccessToken } from "../../workers/commerce/src/auth/jwt";
import { KNOWN_DEV_SECRETS, secretProblem } from "@shop/domain/secrets";
import commerceWrangler from "../../workers/commerce/wrangler.toml?raw";
import storefrontWrangler from "../../wrangler.toml?raw";
import { call, env, seedTestCatalogue } from "../workers/commerce/helpers";

const OLD_JWT_SECRET = "local-dev-jwt-secret-change-me";
const OLD_SESSION_SECRET = "local-dev-session-secret-change-me";

beforeAll(async () => {
  await seedTestCatalogue();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const siteAdminClaims = (sid = "forged-session") => ({
  sub: "u-siteadmin",
  userId: "u-siteadmin",
  sid,
  iat: Math.floor(Date.now() / 1000),
  exp: Math.floor(Date.now() / 1000) + 600,
  roles: ["SITE_ADMIN" as const],
  customerPermissions: [],
  customerId: null,
  projectId: null,
  mode: "NORMAL" as const,
  av: 0,
});

describe("the committed development secrets", () => {
  it("are no longer in wrangler.toml", () => {
    expect(commerceWrangler).not.toMatch(/^\s*JWT_SECRET\s*=/m);
    expect(storefrontWrangler).not.toMatch(/^\s*SESSION_SECRET\s*=/m);
    expect(commerceWrangler).not.toContain(OLD_JWT_SECRET);
    expect(storefrontWrangler).not.toContain(OLD_SESSION_SECRET);
  });

  it("a SITE_ADMIN token signed with the old committed JWT secret is refused", async () => {
    const forged = await signAccessToken(siteAdminClaims(), OLD_JWT_SECRET);
    expect((await call("/v2/users", { token: forged })).status).toBe(401);
    expect((await call("/v3/customers", { token: forged })).status).toBe(401);
  });

  it("a token signed with the real secret but without a session is refused too", async () => {
    const forged = await signAccessToken(siteAdminClaims(), env.JWT_SECRET);
    expect((await call("/v2/users", { token: forged })).status).toBe(401);
  });
});

describe("a deployed worker with a development secret or none", () => {
  const deployed = (jwtSecret: string | undefined) =>
    ({ ...env, JWT_SECRET: jwtSecret, ENVIRONMENT: undefined }) as unknown as typeof env;

  it.each([
    ["the old committed value", OLD_JWT_SECRET],
    ["no secret", undefined],
    ["an empty secret", ""],
    ["a short secret", "kort-hemlighet"],
  ])("refuses every request with 503 and a clear log line: %s", async (_what, secret) => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const forged = await signAccessToken(siteAdminClaims(), secret || "x");
    for (const [path, token] of [
      ["/health", undefined],
      ["/v2/users", forged],
      ["/menu", undefined],
    ] as const) {
      const response = await app.request(
        path,
        { headers: token ? { authorization: `Bearer ${token}` } : {} },
        deployed(secret),
      );
      expect(response.status).toBe(503);
      expect(await response.text()).not.toContain(secret || "never-empty");
    }
    const sign = await app.request(
      "/v2/sessions/",
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "siteadmin@demo.se", password: "demo1234" }),
      },
      deployed(secret),
    );
    expect(sign.status).toBe(503);
    // Logged once per isolate and reason ("no secret" already logged the reason of the empty one).
    const lines = log.mock.calls.map((args) => String(args[0]));
    if (secret !== "") expect(lines.join("\n")).toMatch(/commerce: refusing all requests: JWT_SECRET/);
    expect(lines.join("\n")).not.toContain(secret || "never-empty");
  });

  it("answers with its own long random secret", async () => {
    const response = await app.request(
      "/health",
      {},
      deployed("a".repeat(16) + crypto.randomUUID() + crypto.randomUUID()),
    );
    expect(response.status).toBe(200);
  });

  it("the same rule guards the storefront's SESSION_SECRET", () => {
    expect(secretProblem("SESSION_SECRET", OLD_SESSION_SECRET, "development")).toMatch(/development value/);
    expect(secretProblem("SESSION_SECRET", OLD_SESSION_SECRET, undefined)).toMatch(
      /wrangler secret put SESSION_SECRET/,
    );
    expect(secretProblem("SESSION_SECRET", undefined, undefined)).toMatch(/not set/);
    expect(secretProblem("SESSION_SECRET", "kort", undefined)).toMatch(/shorter/);
    expect(secretProblem("SESSION_SECRET", "kort-men-lokalt", "development")).toBeNull();
    expect(secretProblem("SESSION_SECRET", "x".repeat(64), undefined)).toBeNull();
    for (const known of KNOWN_DEV_SECRETS) expect(secretProblem("JWT_SECRET", known, "development")).not.toBeNull();
  });
});
