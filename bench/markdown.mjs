// Prints the latest results (bench/results/*-latest.json) as Markdown tables for docs/benchmarks.md, so recorded
// figures are copied from the measurement, not retyped. Usage: `node bench/markdown.mjs [bench.json] [lighthouse.json]`.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { resultsDir } from "./lib/harness.mjs";

const [
  benchFile = path.join(resultsDir, "bench-latest.json"),
  lighthouseFile = path.join(resultsDir, "lighthouse-latest.json"),
] = process.argv.slice(2);

function environmentLine(env) {
  return (
    `${env.date} · ${env.cpu} · ${env.memoryGiB} GiB · ${env.platform} · Node ${env.node} · commit ${env.commit} ` +
    `with ${env.uncommittedFiles} uncommitted files · load average ${env.loadAverage.join(" ")} → ${env.loadAverageEnd?.join(" ") ?? "?"}`
  );
}

const out = [];
if (existsSync(benchFile)) {
  const bench = JSON.parse(readFileSync(benchFile, "utf8"));
  out.push(`### Throughput (\`npm run bench\`)`, "", environmentLine(bench.environment), "");
  out.push(
    `autocannon, ${bench.settings.connections} connections, ${bench.settings.durationSeconds} s per scenario after ${bench.settings.warmupSeconds} s warm-up.`,
    "",
    "| scenario | URL | status | req/s | p50 ms | p99 ms | baseline req/s | × baseline | non-2xx | HTML gz KB | JS gz KB |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  );
  for (const row of bench.scenarios) {
    const m = row.measurement;
    out.push(
      `| ${row.name} | \`${row.url}\` | ${row.probe?.status ?? ""} | ${m.requestsPerSecond.toFixed(0)} | ${m.latencyMs.p50} | ${m.latencyMs.p99} | ` +
        `${row.baselineRequestsPerSecond ?? ""} | ${row.ratioToBaseline?.toFixed(3) ?? ""} | ${m.non2xx + m.errors} | ${row.probe?.bodyGzipKb ?? ""} | ${row.probe?.status === 200 && /html/.test(row.probe.contentType ?? "") ? row.probe.linkedJsGzipKb : ""} |`,
    );
  }
  const rates = bench.baselineRuns.map((run) => run.requestsPerSecond.toFixed(0));
  out.push("", `Hello-world baseline runs, in order: ${rates.join(", ")} req/s.`);
  out.push("", "### First-load JS and CSS per route (gzip -9, from the client manifest)", "");
  out.push("| route | JS files | JS gz KB | CSS gz KB | budget KB | status |", "|---|---:|---:|---:|---:|---|");
  for (const row of bench.bundle.rows) {
    out.push(
      `| ${row.routeId} | ${row.jsFiles} | ${row.jsGzipKb} | ${row.cssGzipKb} | ${row.budgetKb ?? "–"} | ` +
        `${row.budgetKb == null ? "" : row.overBudget ? "**over budget**" : "ok"} |`,
    );
  }
  out.push("");
}
if (existsSync(lighthouseFile)) {
  const lh = JSON.parse(readFileSync(lighthouseFile, "utf8"));
  const first = lh.pages[0]?.result;
  out.push(`### Lighthouse (\`npm run bench:lighthouse\`)`, "", environmentLine(lh.environment), "");
  out.push(
    `Lighthouse ${first?.lighthouseVersion}, ${first?.formFactor} preset, ${first?.throttlingMethod} throttling, ` +
      `${lh.pages[0]?.runs.length} run(s) per page (median by performance), Chromium at ${lh.chromePath}.`,
    "",
    "| page | path | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | benchmarkIndex |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  );
  for (const page of lh.pages) {
    const { scores, metrics } = page.result;
    out.push(
      `| ${page.name} | \`${page.path}\` | ${scores.performance} | ${scores.accessibility} | ${scores["best-practices"]} | ${scores.seo} | ` +
        `${metrics.fcpMs} | ${metrics.lcpMs} | ${metrics.tbtMs} | ${metrics.cls} | ${page.runs.map((run) => run.benchmarkIndex).join(", ")} |`,
    );
  }
  out.push("");
}
console.log(out.join("\n"));
