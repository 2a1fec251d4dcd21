import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-extensions"] });
const results = [];
for (let i = 0; i < 3; i++) {
  const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" }, { extends: "lighthouse:default", settings: { onlyCategories: ["performance", "accessibility"], disableFullPageScreenshot: true } });
  results.push({
    perf: Math.round(lhr.categories.performance.score * 100),
    a11y: Math.round(lhr.categories.accessibility.score * 100),
    lcp: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    fcp: Math.round(lhr.audits["first-contentful-paint"].numericValue),
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    tbt: Math.round(lhr.audits["total-blocking-time"].numericValue),
    failingA11y: lhr.categories.accessibility.auditRefs.map((r) => lhr.audits[r.id]).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary").map((a) => a.id),
    lcpElement: lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet,
  });
}
await chrome.kill();
console.log(JSON.stringify({ url, results }, null, 1));
