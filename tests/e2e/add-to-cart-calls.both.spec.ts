/**
 * What one add to cart on the product page costs the commerce service, read from the storefront's Server-Timing
 * (`commerce;desc="<n> calls"`, app/platform/monitoring/server-timing.server.ts) of every request the add makes: with
 * JavaScript the action's fetch and whatever loaders Remix revalidates after it, without JavaScript the document
 * the post answers with. The e2e stack sets a tag-manager id (GTM_ID) and the buyer gives statistics consent, so
 * add_to_cart is built and a behaviour event is sent; that event goes after the answer (waitUntil) and is not in
 * these headers. Deferred (streamed) loader data settles after the headers and is not in them either.
 */
import { expect, test } from "./support/test";
import { signInFreshBuyer } from "./support/fresh-buyer";
import { e2ePorts } from "./ports.mjs";

const commerceCalls = (header: string | undefined) =>
  Number(/commerce;[^,]*desc="(\d+) calls?"/.exec(header ?? "")?.[1] ?? 0);

test("one add to cart on the product page, with a tag manager and consent: the commerce calls it costs", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  await signInFreshBuyer(page, request, "/");
  await page.context().addCookies([{ name: "samtycke", value: "v1.s1.m0", domain: "127.0.0.1", path: "/" }]);
  await page.goto("/produkt/x-1000555");
  await page.waitForLoadState("networkidle");
  const counted: { request: string; calls: number }[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.port !== String(e2ePorts.storefrontPort) || url.pathname.startsWith("/assets/")) return;
    const calls = commerceCalls(response.headers()["server-timing"]);
    counted.push({ request: `${response.request().method()} ${url.pathname}${url.search}`, calls });
  });
  const form = page.getByRole("form", { name: /Lägg i varukorg/ });
  await form.getByLabel("Antal").fill("3");
  // With JavaScript Remix revalidates the root after the action (the header cart's figures): wait for that answer.
  const rootRevalidated = javaScriptEnabled
    ? page.waitForResponse((response) => response.url().includes("_routes=root"))
    : null;
  await form.getByRole("button", { name: "Lägg i varukorg" }).click();
  await expect(page.getByRole("status").filter({ hasText: "10" })).toBeVisible();
  await rootRevalidated;
  await page.waitForLoadState("networkidle");
  const total = counted.reduce((sum, entry) => sum + entry.calls, 0);
  console.log(`add to cart (${javaScriptEnabled ? "js" : "no-js"}): ${total} commerce calls`, JSON.stringify(counted));
  if (javaScriptEnabled) {
    // The action's one call; after it Remix revalidates the root only, not the product loader (route.tsx
    // shouldRevalidate), and the root's one call reads the header cart's count and total (#43).
    const revalidations = counted.filter((entry) => entry.request.startsWith("GET /produkt/"));
    expect(revalidations.map((entry) => entry.request.replace(/^.*\?/, ""))).toEqual(["_routes=root"]);
    expect(counted.filter((entry) => entry.request.startsWith("POST ")).map((entry) => entry.calls)).toEqual([1]);
    expect(total).toBe(2);
    // What revalidating the product loader would cost (every add before shouldRevalidate), for the record.
    const path = new URL(page.url()).pathname;
    const loader = await page.request.get(`${path}.data?_routes=${encodeURIComponent("routes/produkt.$slug")}`);
    console.log(`product loader revalidation: ${commerceCalls(loader.headers()["server-timing"])} commerce calls`);
  }
});
