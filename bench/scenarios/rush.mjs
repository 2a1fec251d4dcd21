// A lunch-hour rush and a soak (issue #47), run only when asked: `npm run bench -- --rush --runner=miniflare` (60 s)
// and `npm run bench -- --soak --runner=miniflare` (10 minutes at moderate load). Without either flag this file
// measures nothing, so the per-route bench keeps its length.
//
// Three kinds of client at once, each sending its next request when the previous answered:
// - visitors browsing the start page, categories, products and searches (no cookie: what the edge cache serves);
// - signed-in buyers (buyer@demo.se, one storefront session) reading category, product and search pages with their
//   prices, and adding lines to one shared cart (10001 / 10001-01) through the commerce service, as the storefront's
//   add action does with the buyer's token, several of them into the same cart at the same moment;
// - buyers checking out, each in a context of its own: add 1–3 lines, read the cart as the summary does, place the
//   order with an idempotency key and a reference naming the run.
// Afterwards the consistency check: every accepted checkout is exactly one order (found by its reference, no second
// one), each checked-out cart is empty, the shared cart holds exactly the sum of what every add answered it added,
// and no answer was 500 or above. Stock: checkout in this service reserves and draws no stock and there is no budget
// counter, so the check is that the stock of the ordered articles is what it was. The quote counter (a quote
// completed by its order) is not touched by a rush without quotes. Reported: p50/p95 per kind of request, errors,
// and with --runner=miniflare the memory (RSS) of every workerd process at the start and the end.
import os from "node:os";
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { createRandom } from "../lib/commerce-load.mjs";
import { VARIANTS_QUERY } from "../lib/commerce-catalogue.mjs";
import { discoverCategoryPath } from "../lib/discover.mjs";
import { environmentInfo, writeResult } from "../lib/harness.mjs";
import { jsHeapMiB } from "../lib/js-heap.mjs";
import { parseArgs } from "../lib/prepare.mjs";
import { workerdPidServing } from "../lib/process-cpu.mjs";
import { signInCookie } from "../lib/storefront-sign-in.mjs";

const args = parseArgs();
const mode = args.soak ? "soak" : args.rush ? "rush" : null;
// Rush: enough clients to keep two cores busy. Soak: a third of that, for ten minutes.
const PLAN = {
  rush: { seconds: Number(args["rush-seconds"] ?? 60), visitors: 6, browsingBuyers: 4, checkoutBuyers: 3 },
  soak: { seconds: Number(args["soak-minutes"] ?? 10) * 60, visitors: 2, browsingBuyers: 1, checkoutBuyers: 1 },
};
/**
 * The soak starts the workers with their devtools inspectors (port + 1000), so it can read each one's JavaScript heap
 * after a garbage collection beside its RSS: only that tells a leak from memory the runtime keeps because it may.
 */
export const stackOptions = mode === "soak" ? { inspect: true } : {};
const SEARCH_WORDS = ["kabel", "dvärgbrytare", "skruv", "jordfelsbrytare", "kopparrör", "led", "gips", "plugg"];
/** Ordinary seeded articles (after the 17 demo special cases; articleNumberAt in workers/commerce/src/seed). */
const ARTICLES = Array.from({ length: 60 }, (_, i) => String(1_000_000 + (17 + i) * 37));
/** Checkout contexts: one cart each, so one client per cart. */
const CHECKOUT_CONTEXTS = [
  { username: "buyer@demo.se", customerId: "10002", projectId: "10002-01" },
  { username: "buyer@demo.se", customerId: "10002", projectId: "10002-02" },
  { username: "admin@demo.se", customerId: "10001" },
];
const SHARED_CART_CONTEXT = { username: "buyer@demo.se", customerId: "10001", projectId: "10001-01" };

function stats() {
  const kinds = new Map();
  return {
    record(kind, ms, status) {
      if (!kinds.has(kind)) kinds.set(kind, { times: [], statuses: {}, errors: 0 });
      const entry = kinds.get(kind);
      entry.times.push(ms);
      entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
      if (status === "error" || status >= 500) entry.errors++;
    },
    summary() {
      return [...kinds].map(([kind, { times, statuses, errors }]) => {
        const sorted = [...times].sort((a, b) => a - b);
        const at = (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 10) / 10;
        return { kind, requests: times.length, p50: at(0.5), p95: at(0.95), errors, statuses };
      });
    },
  };
}

/** RSS in MiB of the workerd process serving each port (Miniflare runner), or null where it cannot be found. */
function workerdMemory(ports) {
  return Object.fromEntries(
    Object.entries(ports).map(([name, port]) => {
      const pid = workerdPidServing(port);
      if (!pid) return [name, null];
      try {
        const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
        return [name, rss ? Math.round(Number(rss) / 1024) : null];
      } catch {
        return [name, null];
      }
    }),
  );
}

async function commerceJson(commerceUrl, path, { token, method = "GET", body, headers = {} } = {}) {
  const response = await fetch(`${commerceUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { "content-type": "application/json" } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

async function signIn(commerceUrl, { username, ...context }) {
  const { status, json } = await commerceJson(commerceUrl, "/v2/sessions/", {
    method: "POST",
    body: { username, password: "demo1234", ...context },
  });
  if (status !== 200) throw new Error(`sign-in ${username} ${JSON.stringify(context)}: ${status}`);
  return json.AccessToken;
}

/** A buyer's context: its token (signed in again on a 401, since a soak outlives the 15-minute token) and cart. */
async function buyerContext(commerceUrl, context) {
  const buyer = { context, token: await signIn(commerceUrl, context) };
  buyer.call = async (path, init = {}) => {
    let answer = await commerceJson(commerceUrl, path, { ...init, token: buyer.token });
    if (answer.status === 401) {
      buyer.token = await signIn(commerceUrl, context);
      answer = await commerceJson(commerceUrl, path, { ...init, token: buyer.token });
    }
    return answer;
  };
  buyer.cartId = (await buyer.call("/v2/cart")).json.cartId;
  await buyer.call(`/v2/cart/${buyer.cartId}/variants`, { method: "DELETE" });
  return buyer;
}

async function productPaths(commerceUrl, token) {
  const paths = new Set();
  for (const query of SEARCH_WORDS.slice(0, 5)) {
    const { json } = await commerceJson(commerceUrl, "/search", {
      token,
      method: "POST",
      headers: { "api-version": "1" },
      body: { query, limit: 4 },
    });
    const walk = (value) => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === "object")
        for (const [key, inner] of Object.entries(value))
          if (key === "variantSlug" && typeof inner === "string") paths.add(`/produkt/${inner}`);
          else walk(inner);
    };
    walk(json);
  }
  if (!paths.size) throw new Error("no product pages found through /search");
  return [...paths];
}

async function stockOf(commerceUrl, token, articleNumbers) {
  const { json } = await commerceJson(commerceUrl, "/graphql", {
    token,
    method: "POST",
    body: { query: VARIANTS_QUERY, variables: { articleNumbers, deliveryId: "DBI" } },
  });
  return Object.fromEntries(
    (json?.data?.getVariants ?? []).map((v) => [v.articleNumber, v.stock?.selectedLocation?.quantity ?? null]),
  );
}

async function ordersWithReference(buyer, reference) {
  const orders = [];
  for (let offset = 0; ; offset += 100) {
    const { status, json } = await buyer.call(
      `/orders/search?q=${encodeURIComponent(reference)}&limit=100&offset=${offset}`,
    );
    if (status !== 200) throw new Error(`orders/search: ${status} ${JSON.stringify(json)}`);
    orders.push(...json.orders);
    if (orders.length >= json.total || json.orders.length === 0) return { orders, total: json.total };
  }
}

export async function scenarios(ctx) {
  if (!mode) return [];
  const plan = PLAN[mode];
  const { storefrontUrl, commerceUrl } = ctx;
  const tag = `${mode}-${Date.now().toString(36)}`;
  const random = createRandom(47);
  const pick = (list) => list[Math.floor(random() * list.length)];

  const cookie = await signInCookie(storefrontUrl, "buyer@demo.se");
  const shared = await buyerContext(commerceUrl, SHARED_CART_CONTEXT);
  const checkoutBuyers = await Promise.all(
    CHECKOUT_CONTEXTS.slice(0, plan.checkoutBuyers).map((c) => buyerContext(commerceUrl, c)),
  );
  const category = (await discoverCategoryPath(ctx)).path;
  const products = await productPaths(commerceUrl, shared.token);
  const pages = () => [
    ["start", "/"],
    ["category", category],
    ["product", pick(products)],
    ["search", `/search?q=${encodeURIComponent(pick(SEARCH_WORDS))}`],
  ];
  const stockBefore = await stockOf(commerceUrl, shared.token, ARTICLES);

  const ports = {
    storefront: ctx.stack.storefrontPort,
    commerce: ctx.stack.commercePort,
    content: ctx.stack.contentPort,
  };
  const memoryStart = workerdMemory(ports);
  const heapOf = async () =>
    mode === "soak"
      ? Object.fromEntries(
          await Promise.all(Object.entries(ports).map(async ([name, port]) => [name, await jsHeapMiB(port + 1000)])),
        )
      : null;
  const heapStart = await heapOf();
  const loadStart = os.loadavg().map((v) => Math.round(v * 100) / 100);
  const measured = stats();
  const deadline = performance.now() + plan.seconds * 1000;
  const timed = async (kind, request) => {
    const started = performance.now();
    try {
      const answer = await request();
      measured.record(kind, performance.now() - started, answer.status);
      return answer;
    } catch (error) {
      measured.record(kind, performance.now() - started, "error");
      return { status: "error", error };
    }
  };
  const page = (kind, path, headers = {}) =>
    timed(kind, async () => {
      const response = await fetch(new URL(path, storefrontUrl), {
        headers,
        redirect: "manual",
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      return response;
    });

  const visitor = async () => {
    while (performance.now() < deadline) {
      const [kind, path] = pick(pages());
      await page(`visitor ${kind}`, path);
    }
  };
  /** What every add answered it added to the shared cart, by article and delivery. */
  const expectedShared = new Map();
  const browsingBuyer = async () => {
    while (performance.now() < deadline) {
      const [kind, path] = pick(pages().slice(1));
      await page(`buyer ${kind}`, path, { cookie });
      const item = { articleNumber: pick(ARTICLES), quantity: 1 + Math.floor(random() * 3), deliveryId: "DBI" };
      const added = await timed("buyer add to cart", () =>
        shared.call(`/v2/cart/${shared.cartId}/variants/batch/add`, { method: "POST", body: { items: [item] } }),
      );
      for (const line of added.json?.lines ?? [])
        if (line.cartItemId) {
          const key = `${line.articleNumber}/${line.deliveryId}`;
          expectedShared.set(key, (expectedShared.get(key) ?? 0) + line.quantity);
        }
    }
  };
  const accepted = [];
  const checkoutBuyer = async (buyer, index) => {
    for (let n = 0; performance.now() < deadline; n++) {
      const items = Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
        articleNumber: pick(ARTICLES),
        quantity: 1 + Math.floor(random() * 4),
        deliveryId: "DBI",
      }));
      await timed("checkout: add to cart", () =>
        buyer.call(`/v2/cart/${buyer.cartId}/variants/batch/add`, { method: "POST", body: { items } }),
      );
      const cart = await timed("checkout: read cart", () => buyer.call(`/v2/cart/${buyer.cartId}`));
      if (!cart.json?.items?.length) continue;
      const reference = `${tag}-${index}-${n}`;
      const placed = await timed("checkout: place order", () =>
        buyer.call(`/v2/cart/${buyer.cartId}/checkout`, {
          method: "POST",
          headers: { "idempotency-key": `${reference}-key` },
          body: { orderDetails: { DBI: { reference } }, sendOrderReceipt: false },
        }),
      );
      buyer.lastAccepted = placed.status === 200;
      if (placed.status === 200)
        for (const result of placed.json.filter((r) => r.success))
          accepted.push({ buyer: index, reference, tempOrderId: result.tempOrderId });
    }
  };

  // Memory once a minute (rush: every 10 s): whether it levels off, not only where it ends.
  const memorySamples = [{ atSeconds: 0, ...memoryStart }];
  const heapSamples = [{ atSeconds: 0, ...heapStart }];
  const sampler = setInterval(
    async () => {
      const atSeconds = Math.round((performance.now() - started) / 1000);
      memorySamples.push({ atSeconds, ...workerdMemory(ports) });
      const heap = await heapOf();
      if (heap) heapSamples.push({ atSeconds, ...heap });
    },
    mode === "soak" ? 60_000 : 10_000,
  );
  const started = performance.now();
  await Promise.all([
    ...Array.from({ length: plan.visitors }, visitor),
    ...Array.from({ length: plan.browsingBuyers }, browsingBuyer),
    ...checkoutBuyers.map(checkoutBuyer),
  ]);
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  const memoryEnd = workerdMemory(ports);
  const heapEnd = await heapOf();
  if (heapEnd) heapSamples.push({ atSeconds: Math.round(seconds), ...heapEnd });
  const loadEnd = os.loadavg().map((v) => Math.round(v * 100) / 100);

  // Consistency.
  const problems = [];
  for (const [index, buyer] of checkoutBuyers.entries()) {
    const mine = accepted.filter((a) => a.buyer === index);
    const { orders, total } = await ordersWithReference(buyer, `${tag}-${index}-`);
    if (total !== mine.length)
      problems.push(
        `checkout buyer ${index}: ${mine.length} accepted checkouts, ${total} orders with their references`,
      );
    const references = new Map();
    for (const order of orders) references.set(order.reference, (references.get(order.reference) ?? 0) + 1);
    for (const a of mine)
      if (!orders.some((o) => JSON.stringify(o).includes(a.tempOrderId)))
        problems.push(`accepted ${a.tempOrderId} (${a.reference}) has no order`);
    for (const [reference, count] of references)
      if (count > 1) problems.push(`${count} orders with reference ${reference}`);
    // The loop ends with a checkout: when it was accepted, every line went into the order.
    const left = (await buyer.call(`/v2/cart/${buyer.cartId}`)).json?.items ?? [];
    if (buyer.lastAccepted && left.length > 0)
      problems.push(`checkout buyer ${index}: ${left.length} lines still in the cart after its accepted checkout`);
  }
  const sharedCart = (await shared.call(`/v2/cart/${shared.cartId}`)).json?.items ?? [];
  const actualShared = new Map();
  for (const line of sharedCart) {
    const key = `${line.articleNumber}/${line.deliveryId}`;
    actualShared.set(key, (actualShared.get(key) ?? 0) + line.quantity);
  }
  for (const key of new Set([...expectedShared.keys(), ...actualShared.keys()]))
    if ((expectedShared.get(key) ?? 0) !== (actualShared.get(key) ?? 0))
      problems.push(`shared cart ${key}: added ${expectedShared.get(key) ?? 0}, holds ${actualShared.get(key) ?? 0}`);
  const stockAfter = await stockOf(commerceUrl, shared.token, ARTICLES);
  for (const article of ARTICLES)
    if (stockBefore[article] !== stockAfter[article])
      problems.push(`stock of ${article}: ${stockBefore[article]} before, ${stockAfter[article]} after`);

  const kinds = measured.summary();
  const total = kinds.reduce((sum, k) => sum + k.requests, 0);
  const errors = kinds.reduce((sum, k) => sum + k.errors, 0);
  const report = {
    mode,
    environment: { ...environmentInfo(), loadAverageStart: loadStart, loadAverageEnd: loadEnd },
    plan,
    seconds: Math.round(seconds),
    requests: total,
    requestsPerSecond: Math.round((total / seconds) * 10) / 10,
    errorsAt500OrAbove: errors,
    acceptedCheckouts: accepted.length,
    sharedCartLines: sharedCart.length,
    kinds,
    memoryMiB: { start: memoryStart, end: memoryEnd, samples: memorySamples },
    jsHeapAfterGcMiB: heapStart ? heapSamples : null,
    problems,
  };
  const line = (k) =>
    `${k.kind.padEnd(26)}${String(k.requests).padStart(7)}${String(k.p50).padStart(9)}${String(k.p95).padStart(9)}${String(k.errors).padStart(8)}  ${JSON.stringify(k.statuses)}`;
  console.log(
    `\n${mode}: ${report.seconds} s, ${total} requests (${report.requestsPerSecond} req/s), ` +
      `${plan.visitors} visitors + ${plan.browsingBuyers} browsing buyers + ${checkoutBuyers.length} checking out; ` +
      `load ${loadStart.join(" ")} → ${loadEnd.join(" ")}\n` +
      `${"kind".padEnd(26)}${"count".padStart(7)}${"p50 ms".padStart(9)}${"p95 ms".padStart(9)}${"≥500".padStart(8)}  statuses\n` +
      kinds.map(line).join("\n") +
      `\naccepted checkouts ${accepted.length}, shared cart ${sharedCart.length} lines, answers ≥ 500: ${errors}` +
      `\nworkerd RSS MiB start ${JSON.stringify(memoryStart)} end ${JSON.stringify(memoryEnd)}` +
      `\nRSS MiB over time (s: storefront/commerce/content) ${memorySamples.map((m) => `${m.atSeconds}: ${m.storefront}/${m.commerce}/${m.content}`).join(", ")}` +
      (heapStart
        ? `\nJS heap after GC, MiB (s: worker isolate / all isolates, storefront | commerce | content) ${heapSamples
            .map(
              (h) =>
                `${h.atSeconds}: ${["storefront", "commerce", "content"].map((n) => `${h[n]?.worker}/${h[n]?.all}`).join(" | ")}`,
            )
            .join(", ")}`
        : "") +
      `\nconsistency: ${problems.length ? problems.join("; ") : "every accepted checkout is one order, no cart line lost or doubled, stock unchanged"}`,
  );
  console.log(`results: ${writeResult(mode, report)}`);
  if (problems.length || errors) process.exitCode = 1;
  return [];
}
