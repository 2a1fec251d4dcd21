import { expect, test } from "./support/test";
import { logIn } from "./support/accounts";
import { e2ePorts } from "./ports.mjs";

/** The kinds a Server-Timing value names, with each entry's dur (devtools shows the same). */
function timings(header: string | undefined): Record<string, number> {
  return Object.fromEntries(
    (header ?? "").split(/,\s*/).map((entry) => {
      const [name, ...params] = entry.split(";");
      const dur = params.find((param) => param.startsWith("dur="))?.slice(4);
      return [name!.trim(), Number(dur)];
    }),
  );
}

test.describe("Server-Timing: where a request's time went", () => {
  test("a signed-in document and an /api answer name their commerce time and the render time", async ({ page }) => {
    await logIn(page, "buyer@demo.se", undefined, "/mina-sidor");
    const document = await page.goto("/search?q=kabel");
    expect(document?.status()).toBe(200);
    const pageTimings = timings(document?.headers()["server-timing"]);
    expect(pageTimings.commerce).toBeGreaterThanOrEqual(0);
    expect(pageTimings.render).toBeGreaterThanOrEqual(0);

    // A query nobody typed before: the suggestions are not in the shared cache yet, so commerce is asked.
    const api = await page.request.get(`/api/sok?q=${encodeURIComponent(`kabel ${Date.now()}`)}`);
    expect(api.status()).toBe(200);
    const apiTimings = timings(api.headers()["server-timing"]);
    expect(apiTimings.commerce).toBeGreaterThanOrEqual(0);
    expect(apiTimings.render).toBeGreaterThanOrEqual(0);
  });

  test("the commerce service says how long D1 took and its total", async ({ request }) => {
    const answer = await request.get(`http://127.0.0.1:${e2ePorts.commercePort}/health`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["server-timing"]).toMatch(/^d1;dur=[\d.]+;desc="1 query", total;dur=[\d.]+$/);
  });
});
