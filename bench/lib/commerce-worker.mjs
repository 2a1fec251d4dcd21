// A commerce worker of its own for the benchmark, so the 200k catalogue never touches the dev stack's state.
// Served by the bench's runner (bench/lib/harness.mjs): `wrangler dev` or Miniflare.
import { startBundledWorker } from "../../scripts/lib/bundled-stack.mjs";
import {
  commerceDevEntry,
  commerceDevVars,
  migrate,
  seed,
  startWorker,
  waitForHttp,
} from "../../scripts/lib/stack.mjs";
import { runner, stopChildren } from "./harness.mjs";

async function startCommerce(name, port, persistDir, onOutput) {
  const vars = { ...commerceDevVars(), DEV_SEED_ENABLED: "true" };
  const configPath = "workers/commerce/wrangler.toml";
  if (runner === "wrangler-dev") {
    const child = startWorker(
      name,
      configPath,
      port,
      { persistDir, logLevel: "warn", onOutput },
      vars,
      commerceDevEntry,
    );
    return () => stopChildren([child]);
  }
  const worker = await startBundledWorker({
    name,
    configPath,
    entry: commerceDevEntry,
    port,
    persistDir,
    vars,
    onOutput,
  });
  return () => worker.dispose();
}

/** A commerce worker of its own on kept state, seeded with `articles` (idempotent); `stop()` ends it. */
export async function startSeededCommerce(port, articles, onOutput, stateSuffix = "") {
  const persistDir = `.wrangler/bench-commerce-${articles}${stateSuffix}`;
  migrate({ persistDir });
  const stop = await startCommerce(`commerce-${articles}`, port, persistDir, onOutput);
  try {
    await waitForHttp(`http://127.0.0.1:${port}/health`);
    const started = performance.now();
    const seeded = await seed({ commercePort: port, articles });
    return {
      stop,
      persistDir,
      url: `http://127.0.0.1:${port}`,
      seeded,
      seedSeconds: Math.round((performance.now() - started) / 100) / 10,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
