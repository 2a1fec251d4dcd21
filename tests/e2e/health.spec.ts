import { expect, test } from "./support/test";
import { e2ePorts } from "./ports.mjs";

const version = expect.stringMatching(/^\d+\.\d+\.\d+/);

test.describe("health", () => {
  test("the storefront's /health reports commerce and content ok, uncached", async ({ request }) => {
    const response = await request.get("/health");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(await response.json()).toEqual({
      ok: true,
      service: "storefront",
      version,
      dependencies: { commerce: "ok", content: "ok" },
    });
  });

  test("commerce and content answer their own /health with version and dependencies", async ({ request }) => {
    const commerce = await request.get(`http://127.0.0.1:${e2ePorts.commercePort}/health`);
    expect(commerce.status()).toBe(200);
    expect(await commerce.json()).toEqual({ ok: true, service: "commerce", version, dependencies: { d1: "ok" } });
    const content = await request.get(`http://127.0.0.1:${e2ePorts.contentPort}/health`);
    expect(content.status()).toBe(200);
    expect(await content.json()).toEqual({ ok: true, service: "content", version, dependencies: { data: "ok" } });
  });
});
