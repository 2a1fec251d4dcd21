// CPU time per request by process, from Linux's /proc: which worker a page's time goes to, and how far a throughput
// ratio can move. req/s at 10 connections on two cores is bounded by the CPU every request costs in all (storefront,
// commerce, content and the load generator, which shares the machine), so a ratio goal is a CPU budget per request.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import os from "node:os";
import { cell, pad, padL } from "../bundle-report.mjs";

/** Clock ticks per second of /proc/<pid>/stat's utime and stime: 100 on every Linux this project runs on. */
const TICKS_PER_SECOND = 100;

/** The pid of the workerd process that serves `port` under the Miniflare runner (its entry socket), or undefined. */
export function workerdPidServing(port) {
  if (!existsSync("/proc")) return undefined;
  const socket = `entry=127.0.0.1:${port}`;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let args;
    try {
      args = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
    } catch {
      continue; // gone between the listing and the read
    }
    if (args[0]?.endsWith("workerd") && args.some((arg) => arg.endsWith(socket))) return Number(entry);
  }
  return undefined;
}

function cpuMsOf(pid) {
  try {
    // The command name in parentheses may hold spaces: the fields start after its closing parenthesis.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

/**
 * A sampler over the workerd processes serving the named ports plus this process (autocannon runs in it), for the
 * Miniflare runner, where each worker is one workerd process (under `wrangler dev` a Node proxy in front of each
 * worker does much of the work, uncounted). Null where the processes cannot be found, or without /proc.
 */
export function processCpuSampler(portsByName) {
  const pids = Object.entries(portsByName).map(([name, port]) => [name, workerdPidServing(port)]);
  if (pids.some(([, pid]) => pid === undefined)) return null;
  return {
    sample() {
      const usage = process.cpuUsage();
      return {
        ...Object.fromEntries(pids.map(([name, pid]) => [name, cpuMsOf(pid)])),
        "load generator": (usage.user + usage.system) / 1000,
      };
    },
  };
}

/** CPU milliseconds per request by process between two samples, with their sum as `total`. */
export function cpuPerRequest(before, after, requests) {
  if (!before || !after || !(requests > 0)) return undefined;
  const perRequest = Object.fromEntries(
    Object.keys(before).map((name) => [name, Math.round(((after[name] - before[name]) / requests) * 100) / 100]),
  );
  perRequest.total = Math.round(Object.values(perRequest).reduce((sum, ms) => sum + ms, 0) * 100) / 100;
  return perRequest;
}

/**
 * The CPU a request may cost in all for `ratio` × the baseline's req/s when every core is busy: the budget that
 * a throughput goal sets on this machine (its cores shared by the workers and the load generator).
 */
export function cpuBudgetMs(ratio, baselineRequestsPerSecond, cores = os.availableParallelism()) {
  return Math.round(((cores * 1000) / (ratio * baselineRequestsPerSecond)) * 100) / 100;
}

/** The mean of two runs' CPU per request in all (the baseline runs before and after a scenario). */
export function meanCpu(a, b) {
  return a?.total && b?.total ? Math.round(((a.total + b.total) / 2) * 100) / 100 : undefined;
}

/**
 * CPU per request by process (Miniflare runner): where each page's time goes, beside the baseline's; for a
 * throughput goal, the CPU per request in all that the goal allows on this machine's cores.
 */
export function formatCpuTable(rows) {
  const measured = rows.filter((row) => row.measurement.cpuMsPerRequest);
  if (measured.length === 0) return "";
  const names = Object.keys(measured[0].measurement.cpuMsPerRequest);
  const header =
    pad("CPU ms per request (/proc)", 27) +
    names.map((name) => padL(name, name.length + 2)).join("") +
    padL("baseline", 10) +
    padL("budget", 8);
  const lines = [header, "-".repeat(header.length)];
  for (const row of measured) {
    const cpu = row.measurement.cpuMsPerRequest;
    const budget = row.goals?.ratio ? cpuBudgetMs(row.goals.ratio, row.baselineRequestsPerSecond) : undefined;
    lines.push(
      cell(row.name, 27) +
        names.map((name) => padL(cpu[name].toFixed(2), name.length + 2)).join("") +
        padL(row.baselineCpuMsPerRequest?.toFixed(2) ?? "", 10) +
        padL(budget === undefined ? "" : `≤ ${budget.toFixed(2)}`, 8) +
        (budget === undefined ? "" : ` ${cpu.total <= budget ? "✓" : "✗"}`),
    );
  }
  lines.push(
    `budget: the CPU per request in all (every process here, the load generator included) at which ${os.availableParallelism()} busy cores ` +
      "give the scenario's ratio goal × the baseline's req/s",
  );
  return lines.join("\n");
}
