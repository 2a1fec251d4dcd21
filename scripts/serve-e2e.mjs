// Serves an already built app for Playwright on its own ports and state, so a running `npm start` is left alone.
import { startStack } from "./lib/stack.mjs";
import { e2ePersistDir, e2ePorts } from "../tests/e2e/ports.mjs";

await startStack({ ...e2ePorts, persistDir: e2ePersistDir });
console.log(`e2e stack ready on http://127.0.0.1:${e2ePorts.storefrontPort}`);
