// `npm test`: typecheck, vitest (unit + workers pool), build, then Playwright e2e in Debian's Chromium.
import { existsSync } from "node:fs";
import { build, runOrFail } from "./lib/stack.mjs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(`✖ Chromium not found at ${chromium}. Install Debian's Chromium with:\n\n    apt-get install -y chromium\n\n(The tests never download a browser.)`);
  process.exit(1);
}

const step = (title) => console.log(`\n▶ ${title}`);
step("typecheck");
runOrFail("npx", ["tsc", "-p", "tsconfig.json", "--noEmit"]);
step("unit and worker tests (vitest)");
runOrFail("npx", ["vitest", "run"]);
step("build");
build();
step("end-to-end tests (Playwright, Chromium)");
runOrFail("npx", ["playwright", "test"]);
console.log("\n✔ all tests passed");
