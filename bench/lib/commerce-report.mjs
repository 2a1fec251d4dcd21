// Issue #18: commerce search p95 <= 20 ms at one connection on the large catalogue, for every query kind.
export const SEARCH_P95_GOAL_MS = 20;
const SEARCH_KEYS = ["searchCommonWords", "searchArticleNumbers", "searchPrefixes"];

/** The goal a row is judged by: only search at one connection on the largest catalogue has one. */
export function searchGoal(run, key, largestArticles) {
  if (!SEARCH_KEYS.includes(key) || run.clients !== 1 || run.articles !== largestArticles) return "–";
  return `p95 ≤ ${SEARCH_P95_GOAL_MS} ms: ${run[key].p95 <= SEARCH_P95_GOAL_MS ? "met" : "NOT met"}`;
}

export function formatReport(result) {
  const rows = [];
  const scenarios = [
    ["searchCommonWords", "POST /search common words"],
    ["searchArticleNumbers", "POST /search article numbers"],
    ["searchPrefixes", "POST /search prefixes (find-as-you-type)"],
    ["getVariants50", "getVariants, 50 articles"],
  ];
  const largestArticles = Math.max(...result.runs.map((r) => r.articles));
  rows.push(
    "| scenario | articles | connections | p50 ms | p95 ms | p99 ms | req/s | errors | goal |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---|",
  );
  for (const run of result.runs) {
    for (const [key, label] of scenarios) {
      const m = run[key];
      const goal = searchGoal(run, key, largestArticles);
      rows.push(
        `| ${label} | ${run.articles.toLocaleString("en")} | ${run.clients} | ${m.p50} | ${m.p95} | ${m.p99} | ` +
          `${m.rps} | ${m.errors} | ${goal} |`,
      );
    }
  }
  const [small, large] = result.runs.slice(-2);
  rows.push(
    "",
    `Search p50 ratio ${large.articles.toLocaleString("en")} / ${small.articles.toLocaleString("en")} articles at ` +
      `${large.clients} connections: ` +
      Object.entries(result.searchRatios)
        .map(([k, v]) => `${k} ${v}×`)
        .join(", ") +
      ` (target ≤ 2×: ${result.withinTwoX ? "met" : "NOT met"}).`,
  );
  return rows.join("\n");
}
