// `npm test`: format and lint checks, typecheck, vitest (unit + workers pool), build, then Playwright e2e in Debian's Chromium.
import "./lib/require-node.mjs";
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { build, e2eBuildDir, runOrFail } from "./lib/stack.mjs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The e2e tests run in Debian's Chromium and never download a browser. On a bare Debian machine
 * (running as root, apt-get present) `npm test` installs it itself, so `npm ci && npm test` is the whole
 * set-up; anywhere else it stops with one sentence saying what to install.
 */
function ensureChromium() {
  if (existsSync(chromium)) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;
  if (!process.env.CHROMIUM_PATH && isRoot && hasApt) {
    console.log(`\n▶ Chromium not found at ${chromium}: installing Debian's chromium package (apt-get)`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    runOrFail("apt-get", ["update", "-qq"], { env });
    runOrFail("apt-get", ["install", "-y", "-qq", "chromium"], { env });
    if (existsSync(chromium)) return;
  }
  console.error(
    `✖ Chromium not found at ${chromium}: install Debian's Chromium (as root: apt-get install -y chromium) or set CHROMIUM_PATH to an installed Chromium, then run npm test again.`,
  );
  process.exit(1);
}

ensureChromium();

const step = (title) => console.log(`\n▶ ${title}`);
step("format (Prettier)");
runOrFail("npx", ["prettier", "--check", "--log-level", "warn", "."]);
step("lint (ESLint)");
runOrFail("npx", ["eslint", "--max-warnings", "0", "."]);
step("typecheck");
runOrFail("npx", ["tsc", "-p", "tsconfig.json", "--noEmit"]);
step("unit and worker tests (vitest)");
runOrFail("npx", ["vitest", "run"]);
// Into the test's own build directory: a running `npm start` in this checkout keeps serving its build/.
step(`build (${e2eBuildDir})`);
build(e2eBuildDir);
step("end-to-end tests (Playwright, Chromium)");
runOrFail("npx", ["playwright", "test"]);
console.log("\n✔ all tests passed");
