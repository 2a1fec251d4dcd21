import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfigError, publicConfigOf, readConfig } from "./config.server";
import { configUnavailableResponse } from "./unavailable.server";

const kv = { get: async () => null, put: async () => undefined };
const valid = () => ({
  CACHE: kv,
  COMMERCE_URL: "http://localhost:8788",
  CONTENT_URL: "http://localhost:8789",
  SESSION_SECRET: "x".repeat(40),
  BRAND: "nordel",
  SENTRY_DSN: "https://key@sentry.example/1",
});

function problemOf(env: object): ConfigError {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("expected a ConfigError");
}

describe("storefront configuration", () => {
  afterEach(() => vi.restoreAllMocks());

  it("accepts a complete configuration and parses it once per env object", () => {
    const env = valid();
    const config = readConfig(env);
    expect(config.COMMERCE_URL).toBe("http://localhost:8788");
    expect(readConfig(env)).toBe(config);
  });

  it("names a missing field", () => {
    const { COMMERCE_URL: _, ...env } = valid();
    const error = problemOf(env);
    expect(error.fields).toEqual(["COMMERCE_URL"]);
    expect(error.message).toContain("COMMERCE_URL is not set");
  });

  it("names every broken field, an empty one and a missing binding included", () => {
    const { CACHE: _, ...env } = { ...valid(), CONTENT_URL: "" };
    expect(problemOf(env).fields.sort()).toEqual(["CACHE", "CONTENT_URL"]);
  });

  it("refuses a missing, known or short SESSION_SECRET by the rules of domain/secrets.ts", () => {
    expect(problemOf({ ...valid(), SESSION_SECRET: undefined }).message).toMatch(/SESSION_SECRET is not set/);
    expect(problemOf({ ...valid(), SESSION_SECRET: "change-me" }).message).toMatch(/development value/);
    expect(problemOf({ ...valid(), SESSION_SECRET: "kort" }).message).toMatch(/shorter than 32/);
    const local = { ...valid(), SESSION_SECRET: "kort-men-lokalt", ENVIRONMENT: "development" };
    expect(readConfig(local).SESSION_SECRET).toBe("kort-men-lokalt");
  });

  it("never puts a value into the error", () => {
    const secret = "y".repeat(10);
    expect(problemOf({ ...valid(), SESSION_SECRET: secret, COMMERCE_URL: 42 }).message).not.toContain(secret);
  });

  it("hands the browser only the public subset", () => {
    const publicConfig = publicConfigOf(readConfig(valid()));
    expect(publicConfig).toEqual({ sentryDsn: "https://key@sentry.example/1", gtmId: null, environment: "production" });
    expect(JSON.stringify(publicConfig)).not.toContain("x".repeat(40));
  });

  it("answers 503 with a Swedish text and logs the field names once, without a stack", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const error = problemOf({ ...valid(), CONTENT_URL: undefined });
    const response = configUnavailableResponse(error);
    configUnavailableResponse(error);
    expect(response.status).toBe(503);
    expect(await response.text()).toBe("Ett internt serverfel har uppstått. Försök igen senare.");
    expect(log).toHaveBeenCalledTimes(1);
    const line = "storefront: refusing all requests: storefront configuration is invalid: CONTENT_URL is not set";
    expect(log.mock.calls[0]).toEqual([line]);
  });

  it("passes on anything that is not a configuration problem", () => {
    expect(() => configUnavailableResponse(new TypeError("boom"))).toThrow(TypeError);
  });
});
