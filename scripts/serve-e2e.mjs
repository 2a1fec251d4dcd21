// Serves the app for Playwright from its own build (.cache/e2e-build, built first when missing or older than the
// sources), ports and state, so a running `npm start` is left alone.
import fs from "node:fs";
import path from "node:path";
import { startBundledStack } from "./lib/bundled-stack.mjs";
import { ensureFreshBuild } from "./lib/fresh-build.mjs";
import { e2eBuildDir, waitForHttp } from "./lib/stack.mjs";
import {
  e2eBrandPorts,
  e2eCachePurgeToken,
  e2eDeliveryClock,
  e2eMailProviderPort,
  e2eMonitoring,
  e2ePersistDir,
  e2ePorts,
  e2eQuoteDeskKey,
} from "../tests/e2e/ports.mjs";

ensureFreshBuild(e2eBuildDir);

// Worker output also goes to a file, so tests can check what the workers log (punchout.spec.ts: no credentials).
fs.mkdirSync(e2ePersistDir, { recursive: true });
const workerLog = fs.createWriteStream(path.join(e2ePersistDir, "workers.log"), { flags: "w" });
const onOutput = (line) => {
  process.stdout.write(`${line}\n`);
  workerLog.write(`${line}\n`);
};

// The tag manager and error reporting are configured, as in production, so their consent gates are what is tested.
const monitoring = { SENTRY_DSN: e2eMonitoring.sentryDsn };
// Both the storefront and the service take this as now for the delivery rules (development only): a Tuesday at
// 12:30 in Stockholm, when every express method is open, so no test depends on when it runs.
const deliveryClock = { DELIVERY_CLOCK: e2eDeliveryClock };
await startBundledStack({
  ...e2ePorts,
  buildDir: e2eBuildDir,
  brandPorts: e2eBrandPorts,
  mailProviderPort: e2eMailProviderPort,
  persistDir: e2ePersistDir,
  onOutput,
  // One page in development is released here, so e2e sees it; a unit test covers the 404 when it is not.
  vars: {
    ...monitoring,
    GTM_ID: e2eMonitoring.gtmId,
    ...deliveryClock,
    IN_DEVELOPMENT_ROUTES: "formularsvar",
    CACHE_PURGE_TOKEN: e2eCachePurgeToken,
  },
  // Every e2e visitor comes from one address: the hourly form limit must not depend on how often a run repeats.
  commerceVars: { ...monitoring, QUOTE_DESK_KEY: e2eQuoteDeskKey, ...deliveryClock, FORM_SUBMISSIONS_PER_HOUR: "1000" },
  contentVars: monitoring,
});
// Each worker's first request compiles its code: warm all three before the first test is timed.
for (const url of [
  `http://127.0.0.1:${e2ePorts.commercePort}/health`,
  `http://127.0.0.1:${e2ePorts.contentPort}/health`,
  `http://127.0.0.1:${e2eMailProviderPort}/health`,
  `http://127.0.0.1:${e2ePorts.storefrontPort}/logga-in`,
  ...Object.values(e2eBrandPorts).map((port) => `http://127.0.0.1:${port}/logga-in`),
]) {
  await waitForHttp(url);
}
console.log(`e2e stack ready on http://127.0.0.1:${e2ePorts.storefrontPort}`);
