// `npm test`: format and lint checks, typecheck, vitest (unit + workers pool), build and its first-load JS budgets, then
// Playwright e2e in Debian's Chromium.
import "./lib/require-node.mjs";
import path from "node:path";
import { ensureChromium } from "./lib/debian-package.mjs";
import { build, e2eBuildDir, runOrFail } from "./lib/stack.mjs";

// Playwright (playwright.config.ts) reads the same choice from CHROMIUM_PATH.
process.env.CHROMIUM_PATH = ensureChromium("npm test");

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
// A size, not a timing: the same build gives the same bytes, so a route that outgrows its budget fails here.
step("first-load JS budgets (bench/bundle-report.mjs)");
runOrFail("node", ["bench/bundle-report.mjs", path.join(e2eBuildDir, "client"), "--budgets"]);
step("end-to-end tests (Playwright, Chromium)");
runOrFail("npx", ["playwright", "test"]);
// Issue #47: the faults the shop survives (a service stopped mid-checkout, slow, down; the storefront restarted), on
// their own stack (scripts/serve-faults.mjs) whose workers they stop and slow down: after the e2e stack has gone.
step("fault tests (Playwright, tests/faults)");
runOrFail("npx", ["playwright", "test", "-c", "tests/faults/playwright.config.ts"]);
console.log("\n✔ all tests passed");
