// Cart service on the commerce worker: add-to-cart into a 100-line cart and getCartWithVariants for 100 and 10 lines;
// and the storefront's /cart page with 10 and 100 lines for a signed-in buyer (issue 7: req/s against the baseline,
// JS ≤ 120 KB; issue 18: the 100-line page ≤ 3x the 10-line page at p50, ≥ 20 req/s at 10 connections).
// Setup (signed in as buyer@demo.se in two contexts, so two carts) fills one cart with 100 lines and one with 10, then
// measures p50/p95 with 10 concurrent clients itself — autocannon below reports p50/p99 only — and checks in the same
// run that getCartWithVariants for 100 lines takes at most 3x the time for 10 lines. The page is measured the same
// way: a 10-line and a 100-line cart page requested alternately by the same clients (measurePair).
import { signInCookie } from "../lib/storefront-sign-in.mjs";
import { gzipSync } from "node:zlib";

const CONCURRENCY = 10;
const REQUESTS = 200;
const PAGE_REQUESTS = 100;
const PAGE_RATIO_GOAL = 3;
const PAGE_RPS_GOAL = 20;

const CART_QUERY = `query getCartWithVariants($stockInput: CartStockInput, $completeOrderPrice: Boolean) {
  getCartWithVariants(stockInput: $stockInput, completeOrderPrice: $completeOrderPrice) {
    cartId deliveryIdsInOrder
    items { cartItemId articleNumber quantity deliveryId label needsAction
      price { netPrice salesPrice orderPrice { quantity net totalIncludingVat } }
      stock { orderMultiple totalQuantity selectedLocation { locationId quantity availability } }
      variant { name variantSlug discontinued images { assetUrl } }
    }
  }
}`;

async function json(url, init) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init?.method ?? "GET"} ${url}: ${response.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

async function signIn(commerceUrl, context, username = "buyer@demo.se") {
  const tokens = await json(`${commerceUrl}/v2/sessions/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: "demo1234", ...context }),
  });
  return tokens.AccessToken;
}

async function fillCart(commerceUrl, token, articleNumbers) {
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const cart = await json(`${commerceUrl}/v2/cart`, { headers });
  await json(`${commerceUrl}/v2/cart/${cart.cartId}/variants`, { method: "DELETE", headers });
  const items = articleNumbers.map((articleNumber, i) => ({
    articleNumber,
    quantity: 1 + (i % 5),
    deliveryId: i % 3 === 0 ? "EXH" : "DBI",
  }));
  const added = await json(`${commerceUrl}/v2/cart/${cart.cartId}/variants/batch/add`, {
    method: "POST",
    headers,
    body: JSON.stringify({ items }),
  });
  if (added.cartItems.length !== articleNumbers.length)
    throw new Error(
      `cart fill: ${added.cartItems.length} of ${articleNumbers.length} lines (${JSON.stringify(added.errors.slice(0, 3))})`,
    );
  return cart.cartId;
}

/** p50/p95 of `total` requests with `concurrency` clients, each sending its next request when the previous answered. */
async function measure(request, total = REQUESTS, concurrency = CONCURRENCY) {
  const times = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  const client = async () => {
    while (next < total) {
      next++;
      const started = performance.now();
      const response = await request();
      await response.arrayBuffer();
      if (!response.ok) failures++;
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  const rps = Math.round((times.length / ((performance.now() - started) / 1000)) * 10) / 10;
  times.sort((a, b) => a - b);
  const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 10) / 10;
  return { p50: at(0.5), p95: at(0.95), requests: times.length, failures, rps };
}

/** The buyer's /cart document: checks it shows `count` lines; its gzip size in KB (level 9, as run.mjs sizes HTML). */
async function cartPage(storefrontUrl, cookie, count) {
  const page = await fetch(new URL("/cart", storefrontUrl), { headers: { cookie } });
  const html = await page.text();
  const lines = (html.match(/<input[^>]* id="quantity-[^"]+"/g) ?? []).length;
  if (page.status !== 200 || lines !== count)
    throw new Error(`/cart for the buyer: status ${page.status}, ${lines} quantity fields instead of ${count}`);
  return Math.round((gzipSync(Buffer.from(html), { level: 9 }).length / 1024) * 10) / 10;
}

/**
 * p50 of two pages requested alternately by one client: both see the same machine load (a shared machine's load
 * drifts within a minute, so one page measured after the other compared noise), and neither waits behind the other
 * (with 10 clients both p50s are the same queue).
 */
async function measurePair(first, second, total = PAGE_REQUESTS) {
  const times = [[], []];
  let next = 0;
  const client = async () => {
    while (next < total) {
      const which = next++ % 2;
      const started = performance.now();
      await (await (which ? second : first)()).arrayBuffer();
      times[which].push(performance.now() - started);
    }
  };
  await client();
  return times.map((list) => Math.round(list.sort((a, b) => a - b)[Math.floor(list.length / 2)] * 10) / 10);
}

export async function scenarios(ctx) {
  const { commerceUrl } = ctx;
  // The seed's article numbers are deterministic (articleNumberAt in workers/commerce/src/seed/generate.ts); the first
  // 17 are the demo special cases, the ones after them ordinary articles.
  const numbers = Array.from({ length: 100 }, (_, i) => String(1_000_000 + (17 + i) * 37));

  const bigToken = await signIn(commerceUrl, { customerId: "10001", projectId: "10001-01" });
  const smallToken = await signIn(commerceUrl, { customerId: "10002", projectId: "10002-02" });
  const bigCart = await fillCart(commerceUrl, bigToken, numbers.slice(0, 100));
  await fillCart(commerceUrl, smallToken, numbers.slice(0, 10));

  const gql = (token) => ({
    url: `${commerceUrl}/graphql`,
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({
      query: CART_QUERY,
      variables: {
        completeOrderPrice: true,
        stockInput: { deliveryOptions: [{ deliveryId: "EXH", locationIds: ["1001", "9001"] }] },
      },
    }),
  });
  const addToCart = {
    url: `${commerceUrl}/v2/cart/${bigCart}/variants/batch/add`,
    method: "POST",
    headers: { authorization: `Bearer ${bigToken}`, "content-type": "application/json" },
    body: JSON.stringify({ items: [{ articleNumber: numbers[1], quantity: 1, deliveryId: "DBI" }] }),
  };
  const send = (s) => () => fetch(s.url, { method: s.method, headers: s.headers, body: s.body });

  // The cart page: the buyer's cart in the context a plain login opens (the user's default customer/project), first
  // 10 lines, then 100, over two deliveries. The first request moves stale requested dates; the warm-up takes that one.
  // The 10-line page is a second signed-in user's (admin@demo.se, the same customer): the buyer has one cart per
  // context, and a context switch moves the lines along.
  await fillCart(commerceUrl, await signIn(commerceUrl, {}), numbers.slice(0, 100));
  await fillCart(commerceUrl, await signIn(commerceUrl, {}, "admin@demo.se"), numbers.slice(0, 10));
  const cookie = await signInCookie(ctx.storefrontUrl, "buyer@demo.se");
  const adminCookie = await signInCookie(ctx.storefrontUrl, "admin@demo.se");
  const gzip100 = await cartPage(ctx.storefrontUrl, cookie, 100);
  const gzip10 = await cartPage(ctx.storefrontUrl, adminCookie, 10);
  const page = (c) => () => fetch(new URL("/cart", ctx.storefrontUrl), { headers: { cookie: c } });
  await measurePair(page(adminCookie), page(cookie), 20);
  const [p50of10, p50of100] = await measurePair(page(adminCookie), page(cookie));
  // Throughput of the 100-line page alone, with 10 clients as autocannon uses.
  const page100 = { ...(await measure(page(cookie), PAGE_REQUESTS)), gzipKb: gzip100 };
  const pageRatio = Math.round((p50of100 / Math.max(p50of10, 0.1)) * 100) / 100;

  // Warm both paths, then measure in the same run.
  await measure(send(gql(bigToken)), 20, 2);
  await measure(send(gql(smallToken)), 20, 2);
  const add = await measure(send(addToCart));
  const big = await measure(send(gql(bigToken)));
  const small = await measure(send(gql(smallToken)));
  const ratio = Math.round((big.p50 / Math.max(small.p50, 0.1)) * 100) / 100;
  const verdict = ratio <= 3 ? "PASS" : "FAIL";
  console.log(`\ncart (10 concurrent clients, ${REQUESTS} requests each):`);
  console.log(`  add-to-cart (100-line cart)      p50 ${add.p50} ms  p95 ${add.p95} ms  failures ${add.failures}`);
  console.log(`  getCartWithVariants, 100 lines   p50 ${big.p50} ms  p95 ${big.p95} ms  failures ${big.failures}`);
  console.log(
    `  getCartWithVariants, 10 lines    p50 ${small.p50} ms  p95 ${small.p95} ms  failures ${small.failures}`,
  );
  console.log(`  100 lines / 10 lines (p50): ${ratio}x — budget 3x: ${verdict}`);
  const pass = (ok) => (ok ? "PASS" : "FAIL");
  console.log(`cart page /cart, signed in (the two pages alternately at one connection; then 10 clients):`);
  console.log(`  10 / 100 lines, one connection   p50 ${p50of10} / ${p50of100} ms  HTML ${gzip10} / ${gzip100} KB gz`);
  console.log(
    `  100 lines alone                  p50 ${page100.p50} ms  p95 ${page100.p95} ms  ${page100.rps} req/s  ` +
      `failures ${page100.failures}`,
  );
  console.log(
    `  100 lines / 10 lines (p50): ${pageRatio}x — goal ≤ ${PAGE_RATIO_GOAL}x: ` +
      `${pass(pageRatio <= PAGE_RATIO_GOAL)}; 100 lines ${page100.rps} req/s — goal ≥ ${PAGE_RPS_GOAL}: ` +
      `${pass(page100.rps >= PAGE_RPS_GOAL)}\n`,
  );

  const note = (m) => `own measurement p50 ${m.p50} ms, p95 ${m.p95} ms`;
  return [
    { name: "cart add (100 lines)", ...addToCart, note: note(add) },
    {
      name: "cart 100 lines",
      ...gql(bigToken),
      note: `${note(big)}; ${ratio}x the 10-line cart (budget 3x: ${verdict})`,
    },
    { name: "cart 10 lines", ...gql(smallToken), note: note(small) },
    {
      name: "cart page 100 lines (buyer)",
      url: "/cart",
      headers: { cookie },
      note:
        `storefront /cart, signed in, no js cookie: the whole document with 100 lines; own measurement ` +
        `${page100.rps} req/s (goal ≥ ${PAGE_RPS_GOAL}); alternately with the 10-line page at one connection, p50 ${p50of100} ms ` +
        `= ${pageRatio}x its ${p50of10} ms (goal ≤ ${PAGE_RATIO_GOAL}x)`,
    },
    {
      name: "cart page 10 lines (admin)",
      url: "/cart",
      headers: { cookie: adminCookie },
      note: `admin@demo.se's cart with 10 lines; p50 ${p50of10} ms alternately with the 100-line page at one connection`,
    },
  ];
}
