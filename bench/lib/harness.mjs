// Shared by bench/run.mjs and bench/lighthouse.mjs: free ports, the real stack on its own state, the baseline worker,
// clean shutdown, and a description of the machine for the results.
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { pathToFileURL } from "node:url";
import { startBundledStack, startBundledWorker } from "../../scripts/lib/bundled-stack.mjs";
import { root, startStack, startWorker, waitForHttp } from "../../scripts/lib/stack.mjs";
import { parseArgs } from "./prepare.mjs";

/**
 * What serves the workers: `wrangler dev` (default; how issue #18 measured, a proxy in Node in front of every worker
 * and every service call) or `--runner=miniflare` (what `npm start` and the e2e tests run: the bundles on workerd
 * directly, service bindings without a proxy). Shop and hello-world baseline always share the runner.
 */
export const runner = parseArgs().runner === "miniflare" ? "miniflare" : "wrangler-dev";

export const benchDir = path.join(root, "bench");
/** Names this process's private state; unique per run even when two runs start in the same millisecond. */
export const runId = `run-${new Date().toISOString().replace(/[:.]/g, "-")}-${process.pid}`;
export const resultsDir = path.join(benchDir, "results");

function isPortFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/**
 * First base port (stepping by 10 from `from`) where `count` consecutive ports and their inspector ports (port + 1000,
 * see startWorker) are free, so a bench run never collides with `npm start`, e2e runs or another bench.
 */
export async function findFreePortBase(count, from = Number(process.env.BENCH_PORT_BASE ?? 9610)) {
  for (let base = from; base < from + 1000; base += 10) {
    let free = true;
    for (let i = 0; i < count && free; i++) free = (await isPortFree(base + i)) && (await isPortFree(base + 1000 + i));
    if (free) return base;
  }
  throw new Error(`No free port range found from ${from}`);
}

/**
 * A worker that dies mid-run (crash, or someone's `pkill -f "port …"` cleanup in a shared tree) shows up as refused
 * connections; say so in the log and on stderr instead of leaving only mysterious errors.
 */
function watchExits(children, onOutput) {
  for (const child of children) {
    const config = child.spawnargs[child.spawnargs.indexOf("--config") + 1];
    child.once("exit", (code, signal) => {
      if (child.benchStopping) return;
      const line = `[bench] wrangler for ${config} exited unexpectedly (code ${code}, signal ${signal})`;
      onOutput?.(line);
      console.error(`\n${line}`);
    });
  }
}

/** Waits until every child has exited (SIGTERM first, SIGKILL after a grace period). */
export async function stopChildren(children, graceMs = 5000) {
  const alive = children.filter((child) => child.exitCode === null && child.signalCode === null);
  await Promise.all(
    alive.map(
      (child) =>
        new Promise((resolve) => {
          const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
          child.once("exit", () => {
            clearTimeout(timer);
            resolve();
          });
          child.benchStopping = true;
          child.kill("SIGTERM");
        }),
    ),
  );
}

/**
 * Starts commerce, content and storefront (migrated and seeded) on free ports. Each distinct set of stack options
 * gets its own persist dir, so a scenario file that asks for e.g. 200k articles never shares D1 state with the default.
 */
/**
 * Fresh D1/KV state per run, in a directory of the run's own: measurements never depend on what an earlier run (or an
 * older migration) left behind, and a second bench running at the same time cannot delete this one's database.
 * BENCH_KEEP_STATE=1 reuses one stable directory instead (faster when seeding is slow; then runs must not overlap).
 */
export function benchStateDir(stackOptions = {}) {
  const key = Object.keys(stackOptions).length
    ? "-" + createHash("sha1").update(JSON.stringify(stackOptions)).digest("hex").slice(0, 8)
    : "";
  return process.env.BENCH_KEEP_STATE ? `.wrangler/bench-state/kept${key}` : `.wrangler/bench-state/${runId}${key}`;
}

export async function startBenchStack(stackOptions = {}, { portBase, configs, onOutput } = {}) {
  const base = portBase ?? (await findFreePortBase(3));
  const persistDir = benchStateDir(stackOptions);
  if (!process.env.BENCH_KEEP_STATE) {
    const dir = path.join(root, persistDir);
    process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  }
  if (runner === "wrangler-dev") return startWranglerDevStack(stackOptions, { base, persistDir, configs, onOutput });
  const stack = { storefrontPort: base, commercePort: base + 1, contentPort: base + 2, persistDir, onOutput };
  const running = await startBundledStack({ ...stack, configs, onOutput, ...stackOptions });
  return { stack, seeded: running.seeded, ...urlsOf(stack), stop: running.stop };
}

function urlsOf(stack) {
  return {
    storefrontUrl: `http://127.0.0.1:${stack.storefrontPort}`,
    commerceUrl: `http://127.0.0.1:${stack.commercePort}`,
    contentUrl: `http://127.0.0.1:${stack.contentPort}`,
  };
}

async function startWranglerDevStack(stackOptions, { base, persistDir, configs, onOutput }) {
  const running = await startStack({
    storefrontPort: base,
    commercePort: base + 1,
    contentPort: base + 2,
    persistDir,
    logLevel: "warn",
    configs,
    onOutput,
    ...stackOptions,
  });
  const { stack } = running;
  watchExits(running.children, onOutput);
  return { ...running, ...urlsOf(stack), stop: () => stopChildren(running.children) };
}

/** The hello-world worker under the same runner as the shop. */
export async function startBaseline({ config = "bench/baseline/wrangler.toml", onOutput = () => {} } = {}) {
  const port = await findFreePortBase(1, Number(process.env.BENCH_PORT_BASE ?? 9610) + 500);
  if (runner === "wrangler-dev") return startWranglerDevBaseline(config, port, onOutput);
  const worker = await startBundledWorker({
    name: "baseline",
    configPath: config,
    port,
    persistDir: ".wrangler/bench-baseline-state",
    vars: {},
    onOutput,
  });
  const url = `http://127.0.0.1:${port}/`;
  await waitForHttp(url);
  return { url, stop: () => worker.dispose() };
}

async function startWranglerDevBaseline(config, port, onOutput) {
  const child = startWorker("baseline", config, port, {
    persistDir: ".wrangler/bench-baseline-state",
    logLevel: "warn",
    onOutput,
  });
  process.on("exit", () => child.kill("SIGTERM"));
  watchExits([child], onOutput);
  const url = `http://127.0.0.1:${port}/`;
  await waitForHttp(url);
  return { url, child, stop: () => stopChildren([child]) };
}

/** Loads every bench/scenarios/*.mjs: `scenarios(ctx)` (required) and `stackOptions` (optional). */
export async function loadScenarioModules() {
  const dir = path.join(benchDir, "scenarios");
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".mjs"))
    .sort();
  const modules = [];
  for (const file of files) {
    const mod = await import(pathToFileURL(path.join(dir, file)).href);
    if (typeof mod.scenarios !== "function")
      throw new Error(`bench/scenarios/${file} must export async function scenarios(ctx)`);
    modules.push({ file, stackOptions: mod.stackOptions ?? {}, scenarios: mod.scenarios });
  }
  return modules;
}

function git(args) {
  const result = spawnSync("git", args, { cwd: root, encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Machine and tree state, so a figure in docs/benchmarks.md can be traced to where and on what it was measured. */
export function environmentInfo() {
  const cpus = os.cpus();
  const dirty = git(["status", "--porcelain"]);
  return {
    date: new Date().toISOString(),
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    cpu: `${cpus.length} × ${cpus[0]?.model ?? "unknown"}`,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    loadAverage: os.loadavg().map((value) => Math.round(value * 100) / 100),
    commit: git(["rev-parse", "--short", "HEAD"]),
    uncommittedFiles: dirty == null ? null : dirty.split("\n").filter(Boolean).length,
  };
}

export function writeResult(prefix, data) {
  mkdirSync(resultsDir, { recursive: true });
  const stamp = data.environment.date.replace(/[:.]/g, "-");
  const file = path.join(resultsDir, `${prefix}-${stamp}.json`);
  writeFileSync(file, JSON.stringify(data, null, 2));
  writeFileSync(path.join(resultsDir, `${prefix}-latest.json`), JSON.stringify(data, null, 2));
  return path.relative(root, file);
}

/** Collects worker output in memory (written to bench/results/ at the end) and counts error lines per phase. */
export function workerLog() {
  const lines = [];
  let errorLines = 0;
  return {
    onOutput: (line) => {
      lines.push(line);
      // autocannon drops its in-flight connections when a run ends; workerd logs those as broken pipes. Not errors.
      if (/ERROR|✘|Error:/.test(line) && !/Broken pipe|Connection reset by peer|Network connection lost/.test(line))
        errorLines++;
    },
    takeErrorCount() {
      const count = errorLines;
      errorLines = 0;
      return count;
    },
    text: () => lines.join("\n") + "\n",
    tail: (n) => lines.slice(-n).join("\n"),
  };
}
