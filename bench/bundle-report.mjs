// Per-route JavaScript and CSS transfer (gzip) of the client build, from Remix's browser manifest.
// Runs inside `npm run bench`, in `npm test` after its build (`--budgets`: exit code 1 when a first load is over its
// budget) and standalone: `node bench/bundle-report.mjs [client dir] [--json] [--budgets]` (after a build).
import { readFileSync, readdirSync, existsSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const clientDir = path.join(root, "build", "client");

/**
 * JS budgets in KB gzip (entry + root + layouts + route, with everything they import), from the performance issue
 * (#18). The browser translates without i18next (docs/decisions.md, "Translations"), which made room for them.
 * Keyed by the Remix route id; a route with several candidate ids (e.g. `routes/cart` or `routes/cart._index`) lists
 * them all so the budget follows whichever file name the route ends up with.
 */
export const jsBudgetsKb = [
  { label: "/", routeIds: ["routes/_index"], kb: 100 },
  { label: "/produkt/:slug", routeIds: ["routes/produkt.$slug"], kb: 110 },
  { label: "/cart", routeIds: ["routes/cart", "routes/cart._index", "routes/cart.tsx"], kb: 120 },
];

/**
 * Reads the manifest the browser gets. Remix's Vite plugin deletes `.vite/manifest.json` after the build unless
 * `build.manifest` is set, but always writes `assets/manifest-<hash>.js` (`window.__remixManifest = {...}`), which holds
 * exactly what the browser loads: per route the module, its flattened static imports and its CSS.
 */
export function readRemixManifest(dir = clientDir) {
  const assetsDir = path.join(dir, "assets");
  if (!existsSync(assetsDir)) throw new Error(`No client build in ${dir}; run \`npm run build\` first.`);
  const files = readdirSync(assetsDir).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (files.length !== 1) throw new Error(`Expected one manifest-*.js in ${assetsDir}, found ${files.length}.`);
  const text = readFileSync(path.join(assetsDir, files[0]), "utf8");
  const json = text.replace(/^\s*window\.__remixManifest\s*=\s*/, "").replace(/;\s*$/, "");
  return JSON.parse(json);
}

const gzipCache = new Map();
/** Raw and gzip (level 9) size of one built asset, addressed by its public URL (/assets/x.js). */
export function assetSizes(url, dir = clientDir) {
  const file = path.join(dir, url.replace(/^\//, ""));
  if (!gzipCache.has(file)) {
    const bytes = readFileSync(file);
    gzipCache.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return gzipCache.get(file);
}

/** The route and its parents up to root, outermost first: the modules a document request for it loads. */
export function routeChain(manifest, routeId) {
  const chain = [];
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) {
    if (!manifest.routes[id]) throw new Error(`Unknown route ${id}`);
    chain.unshift(manifest.routes[id]);
  }
  return chain;
}

/**
 * Everything a first load of `routeId` downloads: entry client, its imports, every route in the chain and its imports,
 * and their CSS. Stylesheets imported with `?url` and linked from `links()` are not in the manifest's `css` lists, so
 * the `/assets/*.css` URLs the route chain's own modules reference are added too (a chunk imported by many routes may
 * name stylesheets of other routes, hence only route modules are scanned).
 */
export function routeAssets(manifest, routeId, dir = clientDir) {
  const js = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  const css = new Set(manifest.entry.css ?? []);
  for (const route of routeChain(manifest, routeId)) {
    if (route.module) {
      js.add(route.module);
      const source = readFileSync(path.join(dir, route.module.replace(/^\//, "")), "utf8");
      for (const match of source.matchAll(/["'`](\/assets\/[^"'`]+\.css)["'`]/g)) css.add(match[1]);
    }
    for (const url of route.imports ?? []) js.add(url);
    for (const url of route.css ?? []) css.add(url);
  }
  return { js: [...js], css: [...css] };
}

function sum(urls, dir) {
  return urls.reduce(
    (acc, url) => {
      const size = assetSizes(url, dir);
      return { raw: acc.raw + size.raw, gzip: acc.gzip + size.gzip };
    },
    { raw: 0, gzip: 0 },
  );
}

function budgetFor(routeId) {
  return jsBudgetsKb.find((budget) => budget.routeIds.includes(routeId));
}

/** One row per page route (layouts and resource routes without a module are skipped). */
export function bundleReport(dir = clientDir) {
  const manifest = readRemixManifest(dir);
  const parents = new Set(
    Object.values(manifest.routes)
      .map((route) => route.parentId)
      .filter(Boolean),
  );
  const rows = [];
  for (const route of Object.values(manifest.routes)) {
    // Resource routes have no client module; pure layouts are counted inside their children.
    if (!route.module || route.id === "root" || (parents.has(route.id) && !route.index && !route.path)) continue;
    // A resource route (api.*.ts, [robots.txt].ts) still gets an empty client chunk; it is never a page.
    if (!route.imports?.length && assetSizes(route.module, dir).raw < 64) continue;
    const assets = routeAssets(manifest, route.id, dir);
    const js = sum(assets.js, dir);
    const css = sum(assets.css, dir);
    const budget = budgetFor(route.id);
    rows.push({
      routeId: route.id,
      jsFiles: assets.js.length,
      jsRawKb: kb(js.raw),
      jsGzipKb: kb(js.gzip),
      cssFiles: assets.css.length,
      cssGzipKb: kb(css.gzip),
      totalGzipKb: kb(js.gzip + css.gzip),
      budgetKb: budget?.kb ?? null,
      overBudget: budget ? js.gzip / 1024 > budget.kb : false,
      // Largest files first: where to look when a budget is tight.
      files: [...assets.js, ...assets.css]
        .map((url) => ({ url, gzipKb: kb(assetSizes(url, dir).gzip) }))
        .sort((a, b) => b.gzipKb - a.gzipKb),
    });
  }
  rows.sort((a, b) => a.routeId.localeCompare(b.routeId));
  const missingBudgets = jsBudgetsKb
    .filter((budget) => !budget.routeIds.some((id) => manifest.routes[id]))
    .map((budget) => budget.label);
  return { version: manifest.version, rows, missingBudgets };
}

function kb(bytes) {
  return Math.round((bytes / 1024) * 10) / 10;
}

export function formatBundleReport(report) {
  const lines = [
    "Per-route first-load transfer (gzip -9), from the Remix client manifest",
    pad("route", 34) +
      padL("JS files", 9) +
      padL("JS raw KB", 11) +
      padL("JS gz KB", 10) +
      padL("CSS gz KB", 11) +
      padL("budget", 8) +
      "  status",
  ];
  for (const row of report.rows) {
    const status = row.budgetKb == null ? "" : row.overBudget ? "OVER BUDGET" : "ok";
    lines.push(
      pad(row.routeId, 34) +
        padL(row.jsFiles, 9) +
        padL(row.jsRawKb.toFixed(1), 11) +
        padL(row.jsGzipKb.toFixed(1), 10) +
        padL(row.cssGzipKb.toFixed(1), 11) +
        padL(row.budgetKb == null ? "–" : `≤${row.budgetKb}`, 8) +
        "  " +
        status,
    );
  }
  for (const label of report.missingBudgets) lines.push(`(budgeted route ${label} is not in the build yet)`);
  for (const row of report.rows.filter((r) => r.budgetKb != null)) {
    const top = row.files
      .slice(0, 4)
      .map((file) => `${file.url.replace("/assets/", "")} ${file.gzipKb}`)
      .join(", ");
    lines.push(`largest in ${row.routeId} (KB gz): ${top}`);
  }
  return lines.join("\n");
}

export function pad(value, width) {
  return String(value).padEnd(width);
}
/** A table cell of `width` characters; text that does not fit is cut to an ellipsis, a space short of the next column. */
export function cell(text, width) {
  return pad(text.length > width - 1 ? text.slice(0, width - 2) + "…" : text, width);
}
export function padL(value, width) {
  return String(value).padStart(width);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  // Optional client build directory, e.g. .wrangler/bench-build/storefront/client (what the last bench run served).
  const dirArg = process.argv.slice(2).find((arg) => !arg.startsWith("--"));
  const report = bundleReport(dirArg ? path.resolve(dirArg) : clientDir);
  // --budgets: only the routes with a budget (npm test checks them after its build).
  const shown = process.argv.includes("--budgets")
    ? { ...report, rows: report.rows.filter((row) => row.budgetKb != null) }
    : report;
  if (process.argv.includes("--json")) console.log(JSON.stringify(shown, null, 2));
  else console.log(formatBundleReport(shown));
  if (report.rows.some((row) => row.overBudget)) process.exitCode = 1;
}
