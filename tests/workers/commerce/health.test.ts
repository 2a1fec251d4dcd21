import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import app from "../../../workers/commerce/src/index";

describe("commerce service shell", () => {
  it("answers its health check", async () => {
    const response = await app.request("/health", {}, env);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, service: "commerce" });
  });
});
