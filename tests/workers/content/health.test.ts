import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import app, { type ContentEnv } from "../../../workers/content/src/index";
import pkg from "../../../package.json";

describe("content service health", () => {
  it("answers /health without a token: its version and the bundled data loaded", async () => {
    const response = await app.request("http://content.local/health", {}, env as unknown as ContentEnv);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      ok: true,
      service: "content",
      version: pkg.version,
      dependencies: { data: "ok" },
    });
  });
});
