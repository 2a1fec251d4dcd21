// Serves an already built app for Playwright on its own ports and state, so a running `npm start` is left alone.
import fs from "node:fs";
import path from "node:path";
import { startStack } from "./lib/stack.mjs";
import { e2ePersistDir, e2ePorts } from "../tests/e2e/ports.mjs";

// Worker output also goes to a file, so tests can check what the workers log (punchout.spec.ts: no credentials).
fs.mkdirSync(e2ePersistDir, { recursive: true });
const workerLog = fs.createWriteStream(path.join(e2ePersistDir, "workers.log"), { flags: "w" });
const onOutput = (line) => {
  process.stdout.write(`${line}\n`);
  workerLog.write(`${line}\n`);
};

await startStack({ ...e2ePorts, persistDir: e2ePersistDir, onOutput });
console.log(`e2e stack ready on http://127.0.0.1:${e2ePorts.storefrontPort}`);
