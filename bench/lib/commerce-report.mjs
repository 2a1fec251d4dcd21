export function formatReport(result) {
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
