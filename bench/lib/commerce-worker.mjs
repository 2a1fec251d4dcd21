// A commerce worker of its own for the benchmark, so the 200k catalogue never touches the dev stack's state.
import { performance } from "node:perf_hooks";
import {
  commerceDevEntry,
  commerceDevVars,
  migrate,
  seed,
  startWorker,
  waitForHttp,
} from "../../scripts/lib/stack.mjs";

/** A commerce worker of its own on kept state, seeded with `articles` (idempotent). */
export async function startSeededCommerce(port, articles, onOutput, stateSuffix = "") {
  const stack = { persistDir: `.wrangler/bench-commerce-${articles}${stateSuffix}`, logLevel: "warn", onOutput };
  migrate(stack);
  const child = startWorker(
    `commerce-${articles}`,
    "workers/commerce/wrangler.toml",
    port,
    stack,
    { ...commerceDevVars(), DEV_SEED_ENABLED: "true" },
    commerceDevEntry,
  );
  try {
    await waitForHttp(`http://127.0.0.1:${port}/health`);
    const started = performance.now();
    const seeded = await seed({ commercePort: port, articles });
    return {
      child,
      url: `http://127.0.0.1:${port}`,
      seeded,
      seedSeconds: Math.round((performance.now() - started) / 100) / 10,
    };
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }
}

export function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}
