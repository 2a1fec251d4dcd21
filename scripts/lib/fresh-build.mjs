// The app build a stack of its own serves (the e2e stack, the screenshots): built again only when it is missing or
// older than a file it is built from, so `npx playwright test <file>` after an edit never tests yesterday's app,
// and a run right after `npm test`'s build starts at once.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { build, root } from "./stack.mjs";

/** What `remix vite:build` reads: the app, its shared code, brand files, static files, and the build's config. */
export const buildSources = [
  "app",
  "brands",
  "domain",
  "contract",
  "public",
  "vite.config.ts",
  "tsconfig.json",
  "package-lock.json",
];

function newestChange(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return { time: 0, file: entry };
  const stat = statSync(full);
  if (!stat.isDirectory()) return { time: stat.mtimeMs, file: entry };
  let newest = { time: stat.mtimeMs, file: entry };
  for (const name of readdirSync(full)) {
    const candidate = newestChange(path.join(entry, name));
    if (candidate.time > newest.time) newest = candidate;
  }
  return newest;
}

/** Why `buildDir` must be built (missing, or the newest source file changed after it), or null when it is current. */
export function staleBecause(buildDir) {
  const serverEntry = path.join(root, buildDir, "server", "index.js");
  if (!existsSync(serverEntry) || !existsSync(path.join(root, buildDir, "client"))) return `${buildDir} has no build`;
  const builtAt = statSync(serverEntry).mtimeMs;
  const newest = buildSources.map(newestChange).reduce((a, b) => (b.time > a.time ? b : a));
  return newest.time > builtAt ? `${newest.file} changed after the build in ${buildDir}` : null;
}

/** Builds into `buildDir` when it is stale; says why on stdout so a slow start explains itself. */
export function ensureFreshBuild(buildDir) {
  const reason = staleBecause(buildDir);
  if (reason === null) return;
  console.log(`▶ building the app into ${buildDir} (${reason})`);
  build(buildDir);
}
