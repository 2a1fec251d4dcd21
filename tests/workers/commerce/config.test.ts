/** The commerce worker's configuration (workers/commerce/src/config/schema.ts): parsed once, failing with the field's name. */
import { describe, expect, it, vi } from "vitest";
import app from "../../../workers/commerce/src/index";
import { commerceConfigOf, parseCommerceEnv } from "../../../workers/commerce/src/config/schema";
import { env } from "./helpers";

const request = (overrides: Record<string, unknown>) =>
  app.request("/health", {}, { ...env, ...overrides } as unknown as typeof env);

describe("commerce configuration", () => {
  it("reads the vars into typed settings with their defaults", () => {
    const result = parseCommerceEnv({ ...env, ACCESS_TOKEN_TTL_SECONDS: undefined, REFRESH_TOKEN_TTL_DAYS: undefined });
    expect(result.ok && result.config).toMatchObject({
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 30 * 86_400,
      devToolsEnabled: false,
      graphqlIntrospection: false,
      anonymousCartsPerHour: 60,
    });
    const dev = parseCommerceEnv({ ...env, DEV_SEED_ENABLED: "true", ACCESS_TOKEN_TTL_SECONDS: "10" });
    // The demo seed does not turn on introspection: only GRAPHQL_INTROSPECTION does (tests/security/graphql-introspection).
    expect(dev.ok && dev.config).toMatchObject({
      devToolsEnabled: true,
      graphqlIntrospection: false,
      accessTokenTtlSeconds: 30,
    });
  });

  it("is parsed once per env object", () => {
    const own = { ...env };
    expect(commerceConfigOf(own)).toBe(commerceConfigOf(own));
  });

  it.each([
    ["a missing D1 binding", { DB: undefined }, "DB"],
    ["a missing R2 binding for attachments", { FILES: undefined }, "FILES"],
    ["a malformed number", { ACCESS_TOKEN_TTL_SECONDS: "soon" }, "ACCESS_TOKEN_TTL_SECONDS"],
    ["a missing secret", { JWT_SECRET: undefined }, "JWT_SECRET"],
    ["a guessable quote desk key", { QUOTE_DESK_KEY: "short-desk-key" }, "QUOTE_DESK_KEY"],
  ])("answers 503 naming the field for %s, never a 500", async (_what, overrides, field) => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await request(overrides);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: "Service not configured", field });
    expect(error.mock.calls.flat().join("\n")).toContain(`commerce: refusing all requests: ${field}`);
    error.mockRestore();
  });

  it("answers normally when the configuration is valid", async () => {
    expect((await request({})).status).toBe(200);
  });
});
