import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import app from "../../../workers/commerce/src/index";
import pkg from "../../../package.json";

describe("commerce service shell", () => {
  it("answers its health check with its version and D1 reachable", async () => {
    const response = await app.request("/health", {}, env);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      ok: true,
      service: "commerce",
      version: pkg.version,
      dependencies: { d1: "ok" },
    });
  });

  it("answers 503 with d1 unreachable when D1 fails", async () => {
    const failingDb = {
      prepare: () => ({ first: () => Promise.reject(new Error("D1 down")) }),
    } as unknown as D1Database;
    const response = await app.request("/health", {}, { ...env, DB: failingDb });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      ok: false,
      service: "commerce",
      version: pkg.version,
      dependencies: { d1: "unreachable" },
    });
  });
});
