// Latency at one connection (the goals for search are p95 at one connection, not throughput): `requests`
// calls one after another after a warm-up, p50 and p95 in ms.
import { performance } from "node:perf_hooks";

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

export async function oneConnection(url, init = {}, requests = 200, warmup = 20) {
  const latencies = [];
  for (let i = 0; i < warmup + requests; i++) {
    const started = performance.now();
    const response = await fetch(url, { ...init, redirect: "manual" });
    await response.arrayBuffer();
    if (i >= warmup) latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  const round = (n) => Math.round(n * 10) / 10;
  return { p50: round(percentile(latencies, 50)), p95: round(percentile(latencies, 95)) };
}

/** `one connection: p50 3.1 ms, p95 4.2 ms (goal p95 ≤ 10 ms: met)` */
export function goalNote({ p50, p95 }, goalMs) {
  return `one connection: p50 ${p50} ms, p95 ${p95} ms (goal p95 ≤ ${goalMs} ms: ${p95 <= goalMs ? "met" : "NOT met"})`;
}
