// Issue #18's latency and throughput goals next to what this run measured. A scenario names its goals:
// `goals: { p50OneConnectionMs, ratio }` — the p50 of single requests one after another (one connection: the time a
// page costs, without queueing) and the req/s ratio to the hello-world baseline at the run's connections.
import autocannon from "autocannon";
import { cell, pad, padL } from "../bundle-report.mjs";

/** Single requests one after another, enough for a steady median even when a page takes a second under load. */
const ONE_CONNECTION_REQUESTS = 25;

/** p50 at one connection, measured when the scenario has a latency goal (after the warm-up). */
export async function measureOneConnection(request) {
  const result = await autocannon({ ...request, connections: 1, amount: ONE_CONNECTION_REQUESTS });
  return { p50: result.latency.p50, p99: result.latency.p99, requests: result.requests.total };
}

const check = (met) => (met ? "✓" : "✗");

/** The goals table: one line per scenario with a goal, the figure beside it, ✓ or ✗. */
export function formatGoals(rows) {
  const withGoals = rows.filter((row) => row.goals);
  if (withGoals.length === 0) return "";
  const header =
    pad("goal (issue #18)", 27) +
    padL("p50 1 conn", 11) +
    padL("goal", 8) +
    padL("", 3) +
    padL("× base", 9) +
    padL("goal", 8);
  const lines = [header, "-".repeat(header.length + 3)];
  for (const row of withGoals) {
    const { p50OneConnectionMs: p50Goal, ratio: ratioGoal } = row.goals;
    const p50 = row.oneConnection?.requests ? row.oneConnection.p50 : undefined;
    lines.push(
      cell(row.name, 27) +
        padL(p50 === undefined ? "" : `${p50} ms`, 11) +
        padL(p50Goal === undefined ? "" : `≤ ${p50Goal}`, 8) +
        padL(p50Goal === undefined || p50 === undefined ? "" : check(p50 <= p50Goal), 3) +
        padL(row.ratioToBaseline.toFixed(3), 9) +
        padL(ratioGoal === undefined ? "" : `≥ ${ratioGoal}`, 8) +
        (ratioGoal === undefined ? "" : ` ${check(row.ratioToBaseline >= ratioGoal)}`),
    );
  }
  return lines.join("\n");
}
