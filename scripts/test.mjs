// `npm test`: format and lint checks, typecheck, vitest (unit + workers pool), build, then Playwright e2e in Debian's Chromium.
import "./lib/require-node.mjs";
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
step("end-to-end tests (Playwright, Chromium)");
runOrFail("npx", ["playwright", "test"]);
console.log("\n✔ all tests passed");
