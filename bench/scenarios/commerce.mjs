// Commerce service latency (issue "Commerce service I"): POST /search for common words, article numbers and
// find-as-you-type prefixes, and getVariants for 50 articles, each under 10 concurrent clients, reporting p50/p95.
// Measured on the default stack's commerce worker (5,000 articles) and on a second commerce worker seeded with
// 200,000 articles, in the same run, so the 200k/5k search ratio compares like with like.
//
// In `npm run bench` this file's scenarios(ctx) runs the measurement and also hands three fixed requests to the
// autocannon harness. Standalone: `node bench/scenarios/commerce.mjs [--requests=300] [--articles=200000]`
// starts its own two commerce workers. The 200k state is kept in .wrangler/bench-commerce-<n> (the seed is
// idempotent), so only the first run pays the ~90 s seeding.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import {
  commerceDevEntry,
  commerceDevVars,
  migrate,
  root,
  seed,
  startWorker,
  waitForHttp,
} from "../../scripts/lib/stack.mjs";
import { findFreePortBase } from "../lib/harness.mjs";

const COMMON_WORDS = [
  "kabel",
  "led",
  "skruv",
  "dvärgbrytare",
  "gips",
  "blandare",
  "handske",
  "brandvarnare",
  "kopplingsdosa",
  "plugg",
];
const PREFIXES = ["ins", "dvä", "kop", "led", "gip", "bor", "sk"];
const CLIENTS = 10;

/** Mirrors articleNumberAt() in workers/commerce/src/seed/generate.ts. */
const articleNumberAt = (index) => String(1_000_000 + index * 37);

const VARIANTS_QUERY = `query getVariants($articleNumbers: [String!]!, $deliveryId: String, $stockInput: StockInput) {
  getVariants(articleNumbers: $articleNumbers, deliveryId: $deliveryId, stockInput: $stockInput, completeOrderPrice: true) {
    articleNumber name variantSlug discontinued purchasability { online store }
    price { priceType netPrice salesPrice discountAmount orderPrice { totalIncludingVat } }
    stock { stockType orderMultiple selectedLocation { locationId quantity availability status } }
  }
}`;

function createRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function signIn(baseUrl) {
  const response = await fetch(`${baseUrl}/v2/sessions/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "buyer@demo.se", password: "demo1234" }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()).AccessToken;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** `requests` calls spread over CLIENTS concurrent clients; each call's body comes from makeBody(i). */
async function load(baseUrl, token, pathName, makeBody, requests) {
  const call = async (i) => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${pathName}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(makeBody(i)),
    });
    await response.arrayBuffer();
    return { ms: performance.now() - started, ok: response.ok };
  };
  for (let i = 0; i < 20; i++) await call(i); // warm-up: compile paths, fill the page cache
  const latencies = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < requests) {
        const i = next++;
        const result = await call(i + 1000);
        latencies.push(result.ms);
        if (!result.ok) errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const round = (n) => Math.round(n * 10) / 10;
  return {
    requests,
    errors,
    rps: round(requests / seconds),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
  };
}

async function measureCatalogue(baseUrl, articles, requests) {
  const token = await signIn(baseUrl);
  const random = createRandom(articles);
  const someArticle = () => articleNumberAt(Math.floor(random() * articles));
  return {
    articles,
    searchCommonWords: await load(
      baseUrl,
      token,
      "/search",
      (i) => ({ query: COMMON_WORDS[i % COMMON_WORDS.length] }),
      requests,
    ),
    searchArticleNumbers: await load(baseUrl, token, "/search", () => ({ query: someArticle() }), requests),
    searchPrefixes: await load(
      baseUrl,
      token,
      "/search",
      (i) => ({ query: PREFIXES[i % PREFIXES.length], facets: false, limit: 8, skipStock: true }),
      requests,
    ),
    getVariants50: await load(
      baseUrl,
      token,
      "/graphql",
      () => {
        const articleNumbers = Array.from({ length: 50 }, someArticle);
        return {
          query: VARIANTS_QUERY,
          variables: {
            articleNumbers,
            deliveryId: "DBI",
            stockInput: {
              articles: articleNumbers.map((articleNumber, i) => ({ articleNumber, quantity: (i % 7) + 1 })),
            },
          },
        };
      },
      requests,
    ),
  };
}

/** A commerce worker of its own on kept state, seeded with `articles` (idempotent). */
async function startSeededCommerce(port, articles, onOutput, stateSuffix = "") {
  const stack = { persistDir: `.wrangler/bench-commerce-${articles}${stateSuffix}`, logLevel: "warn", onOutput };
  migrate(stack);
  const child = startWorker(
    `commerce-${articles}`,
    "workers/commerce/wrangler.toml",
    port,
    stack,
    { ...commerceDevVars(), DEV_SEED_ENABLED: "true" },
    commerceDevEntry,
  );
  try {
    await waitForHttp(`http://127.0.0.1:${port}/health`);
    const started = performance.now();
    const seeded = await seed({ commercePort: port, articles });
    return {
      child,
      url: `http://127.0.0.1:${port}`,
      seeded,
      seedSeconds: Math.round((performance.now() - started) / 100) / 10,
    };
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

function formatReport(result) {
  const rows = [];
  const scenarios = [
    ["searchCommonWords", "POST /search common words"],
    ["searchArticleNumbers", "POST /search article numbers"],
    ["searchPrefixes", "POST /search prefixes (find-as-you-type)"],
    ["getVariants50", "getVariants, 50 articles"],
  ];
  rows.push(
    "| scenario | articles | p50 ms | p95 ms | p99 ms | req/s | errors |",
    "|---|---:|---:|---:|---:|---:|---:|",
  );
  for (const run of result.runs) {
    for (const [key, label] of scenarios) {
      const m = run[key];
      rows.push(
        `| ${label} | ${run.articles.toLocaleString("en")} | ${m.p50} | ${m.p95} | ${m.p99} | ${m.rps} | ${m.errors} |`,
      );
    }
  }
  rows.push(
    "",
    `Search p50 ratio ${result.runs[1].articles.toLocaleString("en")} / ${result.runs[0].articles.toLocaleString("en")} articles: ` +
      Object.entries(result.searchRatios)
        .map(([k, v]) => `${k} ${v}×`)
        .join(", ") +
      ` (target ≤ 2×: ${result.withinTwoX ? "met" : "NOT met"}).`,
  );
  return rows.join("\n");
}

export async function measureCommerce({ smallUrl, largeUrl, smallArticles, largeArticles, requests }) {
  const runs = [
    await measureCatalogue(smallUrl, smallArticles, requests),
    await measureCatalogue(largeUrl, largeArticles, requests),
  ];
  const ratio = (key) => Math.round((runs[1][key].p50 / runs[0][key].p50) * 100) / 100;
  const searchRatios = {
    commonWords: ratio("searchCommonWords"),
    articleNumbers: ratio("searchArticleNumbers"),
    prefixes: ratio("searchPrefixes"),
  };
  const result = {
    measuredAt: new Date().toISOString(),
    clients: CLIENTS,
    requestsPerScenario: requests,
    runs,
    searchRatios,
    withinTwoX: Object.values(searchRatios).every((r) => r <= 2),
  };
  const dir = path.join(root, "bench", "results");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "commerce-latest.json"), JSON.stringify(result, null, 2));
  writeFileSync(path.join(dir, "commerce-latest.md"), formatReport(result) + "\n");
  return result;
}

/** Harness entry: measure on the stack's commerce (default seed) against a 200k worker, then hand over fixed requests. */
export async function scenarios(ctx) {
  // The scale measurement takes minutes: skipped with BENCH_SKIP_COMMERCE_SCALE=1 or an --only filter that
  // cannot match these scenarios.
  const only = process.argv.find((a) => a.startsWith("--only="))?.slice("--only=".length);
  const wanted =
    !process.env.BENCH_SKIP_COMMERCE_SCALE && (!only || "commerce search getvariants".includes(only.toLowerCase()));
  if (wanted) {
    const largeArticles = Number(process.env.BENCH_COMMERCE_ARTICLES ?? 200_000);
    const port = await findFreePortBase(1, ctx.stack.commercePort + 50);
    const large = await startSeededCommerce(port, largeArticles, ctx.stack.onOutput);
    try {
      const result = await measureCommerce({
        smallUrl: ctx.commerceUrl,
        largeUrl: large.url,
        smallArticles: ctx.seeded?.articles ?? 5000,
        largeArticles,
        requests: 300,
      });
      console.log("\n" + formatReport(result) + "\n");
    } finally {
      await stop(large.child);
    }
  }
  const token = await signIn(ctx.commerceUrl);
  const headers = { "content-type": "application/json", authorization: `Bearer ${token}` };
  const articleNumbers = Array.from({ length: 50 }, (_, i) => articleNumberAt(i * 97));
  return [
    {
      name: "commerce search kabel",
      url: `${ctx.commerceUrl}/search`,
      method: "POST",
      headers,
      body: JSON.stringify({ query: "kabel" }),
    },
    {
      name: "commerce search artnr",
      url: `${ctx.commerceUrl}/search`,
      method: "POST",
      headers,
      body: JSON.stringify({ query: articleNumberAt(1234) }),
    },
    {
      name: "commerce getVariants 50",
      url: `${ctx.commerceUrl}/graphql`,
      method: "POST",
      headers,
      body: JSON.stringify({ query: VARIANTS_QUERY, variables: { articleNumbers, deliveryId: "DBI" } }),
    },
  ];
}

// Standalone run: two commerce workers of its own, no storefront build needed.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name, fallback) =>
    Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
  const basePort = arg("port", 8970);
  // Own state dirs, so a standalone run never shares SQLite files with a concurrent `npm run bench`.
  const small = await startSeededCommerce(basePort, arg("small", 5000), () => {}, "-standalone");
  const large = await startSeededCommerce(basePort + 2, arg("articles", 200_000), () => {}, "-standalone");
  try {
    console.log(
      `seeded: ${small.seedSeconds}s (${JSON.stringify(small.seeded)}), ${large.seedSeconds}s (${JSON.stringify(large.seeded)})`,
    );
    const result = await measureCommerce({
      smallUrl: small.url,
      largeUrl: large.url,
      smallArticles: arg("small", 5000),
      largeArticles: arg("articles", 200_000),
      requests: arg("requests", 300),
    });
    console.log(formatReport(result));
  } finally {
    await Promise.all([stop(small.child), stop(large.child)]);
  }
}
