// `npm run bench`: builds the production worker, starts the real stack (storefront, commerce, content; migrated and
// seeded) on free ports next to a hello-world baseline worker under the same runner, and measures every scenario in
// bench/scenarios/*.mjs with autocannon. Prints req/s, p50/p99 and the ratio to the baseline, plus the per-route
// JS/CSS transfer from the build manifest; writes JSON to bench/results/.
//
// Options: --no-build (reuse build/), --lock=<file> (flock around build+freeze; or BENCH_BUILD_LOCK),
//          --duration=<s> (default 6), --connections=<n> (default 10), --warmup=<s> (default 2),
//          --files=<a,b> (only bench/scenarios files whose name contains one of them),
//          --only=<text> (scenarios whose name or URL contains it).
//          --runner=miniflare (the workers on workerd without `wrangler dev`'s proxies; bench/lib/harness.mjs).
import autocannon from "autocannon";
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { root } from "../scripts/lib/stack.mjs";
import { assetSizes, bundleReport, cell, formatBundleReport, pad, padL } from "./bundle-report.mjs";
import {
  environmentInfo,
  loadScenarioModules,
  runner,
  startBaseline,
  startBenchStack,
  workerLog,
  writeResult,
} from "./lib/harness.mjs";
import { parseArgs, prepareFromArgs } from "./lib/prepare.mjs";
import { formatGoals, measureOneConnection } from "./lib/goals.mjs";
import { cpuPerRequest, formatCpuTable, meanCpu, processCpuSampler } from "./lib/process-cpu.mjs";

const args = parseArgs();
const settings = {
  connections: Number(args.connections ?? 10),
  durationSeconds: Number(args.duration ?? 6),
  warmupSeconds: Number(args.warmup ?? 2),
};

async function measure(baseUrl, scenario, cpu = null) {
  const request = {
    url: new URL(scenario.url, baseUrl).href,
    method: scenario.method ?? "GET",
    headers: scenario.headers,
    body: scenario.body,
  };
  // Warm-up: the first requests compile the worker's code paths and fill caches (KV, module state).
  await autocannon({ ...request, connections: 2, duration: settings.warmupSeconds });
  // Before the loaded run, so no queue of its requests is still draining while single requests are timed.
  const oneConnection = scenario.goals?.p50OneConnectionMs ? await measureOneConnection(request) : undefined;
  const cpuBefore = cpu?.sample();
  const result = await autocannon({
    ...request,
    connections: settings.connections,
    duration: settings.durationSeconds,
  });
  const cpuAfter = cpu?.sample();
  return {
    oneConnection,
    cpuMsPerRequest: cpuPerRequest(cpuBefore, cpuAfter, result.requests.total),
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    totalRequests: result.requests.total,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]),
    ),
  };
}

/** One plain request first: what the page answers and how large its HTML is (the document is not in the bundle report). */
async function probe(baseUrl, scenario) {
  const response = await fetch(new URL(scenario.url, baseUrl), {
    method: scenario.method ?? "GET",
    headers: scenario.headers,
    body: scenario.body,
    redirect: "manual",
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  // Cross-check of the manifest-based bundle report: the JS and CSS this document actually links (modulepreload,
  // module scripts, stylesheets), sized from the same frozen client build.
  const html = bytes.toString("utf8");
  // Only href/src attributes and module imports: the inline route manifest also names URLs the browser never loads.
  const assetUrl = String.raw`(\/assets\/[^"'?#]+\.(?:js|css))`;
  const pattern = new RegExp(String.raw`(?:href|src)=["']${assetUrl}["']|\bimport\b[^"';]*["']${assetUrl}["']`, "g");
  const linked = [...new Set([...html.matchAll(pattern)].map((match) => match[1] ?? match[2]))];
  const linkedGzip = (ext) =>
    linked
      .filter((url) => url.endsWith(ext))
      .reduce(
        (total, url) =>
          total + (existsSync(path.join(frozenClientDir, url)) ? assetSizes(url, frozenClientDir).gzip : 0),
        0,
      );
  return {
    linkedJsGzipKb: Math.round((linkedGzip(".js") / 1024) * 10) / 10,
    linkedCssGzipKb: Math.round((linkedGzip(".css") / 1024) * 10) / 10,
    status: response.status,
    location: response.headers.get("location") ?? undefined,
    contentType: response.headers.get("content-type") ?? undefined,
    bodyKb: Math.round((bytes.length / 1024) * 10) / 10,
    bodyGzipKb: Math.round((gzipSync(bytes, { level: 9 }).length / 1024) * 10) / 10,
  };
}

/** Storefront paths as they are; another service's URL as host-less `:port/path`. */
function shortUrl(url) {
  return url.replace(/^https?:\/\/127\.0\.0\.1/, "");
}

function formatTable(rows) {
  const header =
    pad("scenario", 27) +
    pad("url", 36) +
    padL("status", 7) +
    padL("req/s", 9) +
    padL("p50 ms", 8) +
    padL("p99 ms", 8) +
    padL("base r/s", 9) +
    padL("× base", 8) +
    padL("non-2xx", 9) +
    padL("HTML gz KB", 11) +
    padL("JS gz KB", 9);
  const lines = [header, "-".repeat(header.length)];
  for (const row of rows) {
    const m = row.measurement;
    lines.push(
      cell(row.name, 27) +
        cell(shortUrl(row.url), 36) +
        padL(row.probe?.status ?? "", 7) +
        padL(m.requestsPerSecond.toFixed(0), 9) +
        padL(m.latencyMs.p50, 8) +
        padL(m.latencyMs.p99, 8) +
        padL(row.baselineRequestsPerSecond, 9) +
        padL(row.ratioToBaseline.toFixed(3), 8) +
        padL(m.non2xx + m.errors, 9) +
        padL(row.probe ? row.probe.bodyGzipKb.toFixed(1) : "", 11) +
        padL(
          row.probe?.status === 200 && /html/.test(row.probe.contentType ?? "")
            ? row.probe.linkedJsGzipKb.toFixed(1)
            : "",
          9,
        ),
    );
    if (row.note) lines.push(`${" ".repeat(27)}↳ ${row.note}`);
  }
  return lines.join("\n");
}

const environment = environmentInfo();
console.log(
  `bench: ${environment.cpu}, ${environment.memoryGiB} GiB, load ${environment.loadAverage.join(" ")}, node ${environment.node}`,
);
const { configs, clientDir: frozenClientDir } = prepareFromArgs(args);
const log = workerLog();

const bundle = bundleReport(frozenClientDir);
console.log("\n" + formatBundleReport(bundle) + "\n");

// --rush and --soak (bench/scenarios/rush.mjs) run alone: their load would only disturb the per-route figures.
if (args.rush || args.soak) args.files = "rush";
const modules = (await loadScenarioModules()).filter(
  (mod) => typeof args.files !== "string" || args.files.split(",").some((part) => mod.file.includes(part)),
);
const groups = new Map();
for (const mod of modules) {
  const key = JSON.stringify(mod.stackOptions);
  if (!groups.has(key)) groups.set(key, { stackOptions: mod.stackOptions, modules: [] });
  groups.get(key).modules.push(mod);
}

const rows = [];
const baselineRuns = [];
const failedFiles = [];
let baseline;
try {
  baseline = await startBaseline({ config: configs.baseline, onOutput: log.onOutput });
  for (const group of groups.values()) {
    const running = await startBenchStack(group.stackOptions, { configs, onOutput: log.onOutput });
    try {
      const ctx = {
        storefrontUrl: running.storefrontUrl,
        commerceUrl: running.commerceUrl,
        contentUrl: running.contentUrl,
        stack: running.stack,
        seeded: running.seeded,
        settings,
      };
      // Only under Miniflare is each worker one workerd process: `wrangler dev` spends much of a request in its
      // Node proxies, which this would not count.
      const miniflare = runner === "miniflare";
      const baselineCpu = miniflare ? processCpuSampler({ baseline: Number(new URL(baseline.url).port) }) : null;
      const stackCpu = miniflare
        ? processCpuSampler({
            storefront: running.stack.storefrontPort,
            commerce: running.stack.commercePort,
            content: running.stack.contentPort,
          })
        : null;
      // The baseline runs before the first scenario and after every scenario, with the stack idle in the
      // background; each scenario is divided by the mean of the two baseline runs around it. On a shared machine
      // whose load drifts within a minute, a neighbouring denominator is far steadier than one per run.
      const measureBaseline = async () => {
        const run = await measure(baseline.url, { url: "/" }, baselineCpu);
        baselineRuns.push({ stackOptions: group.stackOptions, ...run });
        return run;
      };
      let previousBaseline = await measureBaseline();
      for (const mod of group.modules) {
        // One broken scenario file (a service mid-change, a failed login) must not cost the other files' figures.
        let list;
        try {
          list = await mod.scenarios(ctx);
        } catch (error) {
          console.error(`\n✖ bench/scenarios/${mod.file} failed in scenarios(ctx): ${error.message}`);
          failedFiles.push({ file: mod.file, error: String(error.stack ?? error) });
          continue;
        }
        for (const scenario of list) {
          if (typeof args.only === "string" && !`${scenario.name} ${scenario.url}`.includes(args.only)) continue;
          process.stdout.write(`measuring ${scenario.name} (${scenario.url}) … `);
          log.takeErrorCount();
          const probed = await probe(running.storefrontUrl, scenario);
          const measurement = await measure(running.storefrontUrl, scenario, stackCpu);
          const workerErrorLines = log.takeErrorCount();
          const previousBaselineCpu = previousBaseline.cpuMsPerRequest;
          const nextBaseline = await measureBaseline();
          const baselineRps = (previousBaseline.requestsPerSecond + nextBaseline.requestsPerSecond) / 2;
          previousBaseline = nextBaseline;
          console.log(
            `${measurement.requestsPerSecond} req/s, baseline ${baselineRps.toFixed(0)} req/s` +
              (workerErrorLines ? `, ${workerErrorLines} error lines in worker logs` : ""),
          );
          rows.push({
            file: mod.file,
            ...scenario,
            probe: probed,
            measurement,
            oneConnection: measurement.oneConnection,
            workerErrorLines,
            baselineRequestsPerSecond: Math.round(baselineRps),
            baselineCpuMsPerRequest: meanCpu(previousBaselineCpu, nextBaseline.cpuMsPerRequest),
            ratioToBaseline: measurement.requestsPerSecond / baselineRps,
          });
        }
      }
    } finally {
      await running.stop();
    }
  }
} catch (error) {
  console.error(`\nlast worker log lines:\n${log.tail(40)}\n`);
  throw error;
} finally {
  await baseline?.stop();
}

console.log(
  `\nautocannon: ${settings.connections} connections, ${settings.durationSeconds} s per scenario after ${settings.warmupSeconds} s warm-up; ` +
    `× base = req/s ÷ mean of the hello-world runs just before and after it, under the same runner (${runner})\n`,
);
const baselineRates = baselineRuns.map((run) => run.requestsPerSecond);
console.log(
  `baseline runs: ${baselineRates.map((rate) => rate.toFixed(0)).join(", ")} req/s (min ${Math.min(...baselineRates).toFixed(0)}, max ${Math.max(...baselineRates).toFixed(0)})\n`,
);
console.log(formatTable(rows));
const cpuTable = formatCpuTable(rows);
if (cpuTable) console.log(`\n${cpuTable}`);
const goalsTable = formatGoals(rows);
if (goalsTable) console.log(`\n${goalsTable}`);
// The machine is shared: the load at the end, next to the one at the start, says how far to trust absolute figures.
environment.loadAverageEnd = environmentInfo().loadAverage;
console.log(`load average: start ${environment.loadAverage.join(" ")}, end ${environment.loadAverageEnd.join(" ")}`);
for (const failed of failedFiles)
  console.log(`✖ no figures from bench/scenarios/${failed.file}: ${failed.error.split("\n")[0]}`);
const file = writeResult("bench", { environment, settings, bundle, baselineRuns, scenarios: rows, failedFiles });
const logFile = file.replace(/\.json$/, ".workers.log");
writeFileSync(path.join(root, logFile), log.text());
console.log(`\nresults: ${file}\nworker logs: ${logFile}`);
// A scenario may fail the run (the rush's consistency check sets process.exitCode).
process.exit(process.exitCode ?? 0);
