/**
 * Fault: commerce or content slow (issue #47). The fault proxy in front of the storefront's service binding holds
 * every call for 2 s or 8 s. A signed-in buyer's product, category and start pages still answer below 500, without
 * the error page, within the page budget: each service call waits at most the storefront's commerce timeout (10 s),
 * and a page makes at most two calls one after the other, so a page takes at most twice the delay and its render.
 * The product page shows the price or, when the price is later than the rest by the streamed part's deadline
 * (4.5 s, app/platform/rendering/streamed-part.server.ts), the Swedish "Pris kunde inte hämtas just nu.".
 * Content is read through KV first: a slow content service costs the pages nothing once seen.
 * Seen failing with the protections removed: the KV content cache bypassed (content cases, below) and the request's
 * deadline taken out (the 30 s case at the end).
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { commerceToken, fault, logIn, storefrontUrl } from "./support";
import { faultPorts } from "./ports.mjs";
import { REQUEST_DEADLINE_MS } from "../../app/platform/services/request-deadline";

/** What a page may take with every call of one service held `ms`: two calls in a row, each cut at 10 s, and render. */
const pageBudgetMs = (ms: number) => 2 * Math.min(ms, 10_000) + 3_000;

async function productPath(request: APIRequestContext) {
  const token = await commerceToken(request, "buyer@demo.se");
  const answer = await request.post(`http://127.0.0.1:${faultPorts.commercePort}/search`, {
    headers: { Authorization: `Bearer ${token}`, "api-version": "1" },
    data: { query: "kabel", limit: 3 },
  });
  const slug = /"variantSlug":"([^"]+)"/.exec(await answer.text())?.[1];
  expect(slug).toBeTruthy();
  return `/produkt/${slug}`;
}

test.afterEach(async ({ request }) => {
  await fault(request, "reset");
});

for (const service of ["commerce", "content"] as const)
  for (const ms of [2_000, 8_000])
    test(`${service} answering after ${ms / 1000} s: pages within budget, the deferred part's Swedish message`, async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      await fault(request, "reset");
      const product = await productPath(request);
      await logIn(page, "buyer@demo.se", "/");
      const category = /href="(\/kategorier\/[^"?#]+)"/.exec(await (await page.request.get("/")).text())?.[1];
      expect(category).toBeTruthy();
      await page.context().addCookies([{ name: "js", value: "1", url: storefrontUrl }]);
      // Seen once while the services are quick: frames, brand and shell content are in KV and isolate memory.
      for (const path of [product, category!, "/"]) expect((await page.request.get(path)).status()).toBe(200);

      await fault(request, "delay", { service, ms });
      for (const path of [product, category!, "/"]) {
        const started = Date.now();
        const answer = await page.request.get(path, { timeout: 60_000 });
        const html = await answer.text();
        const took = Date.now() - started;
        console.log(`${service} +${ms} ms: ${path} ${answer.status()} in ${took} ms`);
        expect(answer.status(), path).toBeLessThan(500);
        expect(took, path).toBeLessThan(pageBudgetMs(ms));
        // Content seen before comes from KV: the pages do not wait for the held content service at all. Seen failing
        // with the KV content cache bypassed (every read sent to the service): 2,081–2,135 ms at +2 s, 8,087–8,382 ms
        // at +8 s.
        if (service === "content") expect(took, path).toBeLessThan(ms);
        expect(html).not.toContain("Ett fel har uppstått");
        if (path === product) expect(html).toMatch(/data-price|Pris kunde inte hämtas just nu\./);
      }
    });

// The request's deadline (app/platform/services/request-deadline.ts): content held longer than any budget, on a page
// that only the content service can answer. Without the deadline the content client waits out its 30 s attempt (spec
// section 9) and tries again; with it the page gives up at 20 s and apologises in Swedish.
// Seen failing with the deadline taken out of service-fetch.server.ts: the page took over 30 s.
test("content held 30 s on a page never seen: the Swedish apology once the request's deadline passes", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await fault(request, "reset");
  await logIn(page, "buyer@demo.se", "/");
  await fault(request, "delay", { service: "content", ms: 30_000 });
  const started = Date.now();
  const answer = await page.request.get("/leveransvillkor", { timeout: 120_000 });
  const took = Date.now() - started;
  const html = await answer.text();
  console.log(`content +30000 ms: /leveransvillkor ${answer.status()} in ${took} ms`);
  expect(answer.status()).toBeGreaterThanOrEqual(500);
  expect(html).toMatch(/Vi ber om ursäkt|Försök igen/);
  expect(took).toBeLessThan(REQUEST_DEADLINE_MS + 5_000);
});
