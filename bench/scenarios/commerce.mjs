// Commerce service latency: POST /search for common words, article numbers and find-as-you-type prefixes, and
// getVariants for 50 articles, reporting p50/p95 per query kind. Measured on the default stack's commerce worker (5,000
// articles) and on a second commerce worker seeded with 200,000 articles, in the same run, so the 200k/5k search ratio
// compares like with like. Each measurement runs once per connection count: one connection gives the latency goal of
// issue #18 (search p95 <= 20 ms at 200,000 articles), ten the ratio goal under load (200k/5k p50 <= 2x).
//
// In `npm run bench` this file's scenarios(ctx) runs the measurement and also hands three fixed requests to the
// autocannon harness. Standalone: `node bench/scenarios/commerce.mjs [--requests=300] [--articles=200000]
// [--connections=1,10] [--port=8970]` starts its own two commerce workers. The 200k state is kept in
// .wrangler/bench-commerce-<n> (the seed is idempotent), so only the first run pays the ~90 s seeding.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { root } from "../../scripts/lib/stack.mjs";
import { articleNumberAt, measureCatalogue, signIn, VARIANTS_QUERY } from "../lib/commerce-catalogue.mjs";
import { formatReport } from "../lib/commerce-report.mjs";
import { startSeededCommerce } from "../lib/commerce-worker.mjs";
import { findFreePortBase } from "../lib/harness.mjs";

const DEFAULT_CONNECTIONS = [1, 10];

/** `--connections=1,10` standalone; `--commerce-connections=` in `npm run bench` (--connections is autocannon's). */
export function connectionsFromArgs(flag = "connections", argv = process.argv) {
  const raw = argv.find((a) => a.startsWith(`--${flag}=`))?.slice(flag.length + 3);
  const list =
    raw
      ?.split(",")
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0) ?? [];
  return list.length ? list : DEFAULT_CONNECTIONS;
}

export async function measureCommerce({ smallUrl, largeUrl, smallArticles, largeArticles, requests, connections }) {
  const runs = [];
  for (const clients of connections) {
    runs.push({ clients, ...(await measureCatalogue(smallUrl, smallArticles, requests, clients)) });
    runs.push({ clients, ...(await measureCatalogue(largeUrl, largeArticles, requests, clients)) });
  }
  // The ratio compares the two catalogues under the most concurrent load measured.
  const [small, large] = runs.slice(-2);
  const ratio = (key) => Math.round((large[key].p50 / small[key].p50) * 100) / 100;
  const searchRatios = {
    commonWords: ratio("searchCommonWords"),
    articleNumbers: ratio("searchArticleNumbers"),
    prefixes: ratio("searchPrefixes"),
  };
  const result = {
    measuredAt: new Date().toISOString(),
    connections,
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
        connections: connectionsFromArgs("commerce-connections"),
      });
      console.log("\n" + formatReport(result) + "\n");
    } finally {
      await large.stop();
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
      connections: connectionsFromArgs(),
    });
    console.log(formatReport(result));
  } finally {
    await Promise.all([small.stop(), large.stop()]);
  }
}
