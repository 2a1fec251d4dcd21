// Starts the three local workers (storefront, commerce, content) with wrangler (workerd),
// applies D1 migrations and seeds the demo data. Shared by `npm start`, the e2e runner and the benchmarks.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { commerceLocalVars } from "./commerce-local-vars.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const wranglerBin = path.join(root, "node_modules", ".bin", "wrangler");

/** Environment for every wrangler call: no telemetry, no prompts (the machine may be offline). */
export const wranglerEnv = { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true", NO_D1_WARNING: "true" };

export const defaultStack = {
  storefrontPort: 8787,
  commercePort: 8788,
  contentPort: 8789,
  persistDir: ".wrangler/state",
  vars: {},
};

/**
 * Development secrets live in `.dev.vars` files (gitignored; `wrangler dev` and the Vite dev proxy read
 * the one next to the config, `wrangler deploy` never does), one for the storefront at the root and one
 * for the commerce worker. A missing file is written with fresh random secrets and
 * ENVIRONMENT=development, which marks the worker as local (domain/secrets.ts); a secret added later (the
 * commerce worker's QUOTE_DESK_KEY) is appended to an existing file the same way. Returns the values,
 * which startStack also passes with --var, so configs copied elsewhere (the benchmarks) get them too.
 */
export function ensureDevVars(dir, ...secretNames) {
  const file = path.join(root, dir, ".dev.vars");
  const secret = (name) => `${name}=${randomBytes(32).toString("hex")}\n`;
  if (!existsSync(file)) {
    try {
      // "wx": when `npm start` and `npm test` start at once in a fresh checkout, the first one writes, the other reads.
      writeFileSync(
        file,
        `# Local development only (scripts/lib/stack.mjs); never commit.\n${secretNames.map(secret).join("")}ENVIRONMENT=development\n`,
        { mode: 0o600, flag: "wx" },
      );
    } catch (error) {
      if (error?.code !== "EEXIST") throw error;
    }
  }
  const read = () => {
    const vars = {};
    for (const line of readFileSync(file, "utf8").split("\n")) {
      const match = /^\s*([A-Z_][A-Z0-9_]*)\s*=\s*"?(.*?)"?\s*$/.exec(line);
      if (match) vars[match[1]] = match[2];
    }
    return vars;
  };
  const missing = secretNames.filter((name) => !(name in read()));
  if (missing.length) {
    const text = readFileSync(file, "utf8");
    writeFileSync(file, `${text}${text.endsWith("\n") || text === "" ? "" : "\n"}${missing.map(secret).join("")}`, {
      mode: 0o600,
    });
  }
  return read();
}

/** The commerce worker's secrets: the token key and the wholesaler's quote desk key (README, Configuration). */
export const commerceDevVars = () => ensureDevVars("workers/commerce", "JWT_SECRET", "QUOTE_DESK_KEY");
export const storefrontDevVars = () => ensureDevVars(".", "SESSION_SECRET");

export function runOrFail(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: wranglerEnv, ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(" ")} failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}

/**
 * Where `npm start` builds the app and serves it from: the storefront entry imports `build/server/index.js`
 * (workers/storefront/index.ts) and wrangler.toml serves `build/client`.
 */
export const startBuildDir = "build";
/**
 * Where `npm test`, the e2e stack and `npm run screenshots` build the app and serve it from, so a test run never
 * empties the `build/` a running `npm start` is serving (its storefront watches it and would stop answering).
 * E2E_BUILD_DIR gives a parallel run (another checkout's port base) a build of its own.
 */
export const e2eBuildDir = process.env.E2E_BUILD_DIR ?? ".cache/e2e-build";
/** The storefront entry's import of the server build, which the e2e stack's bundler redirects to its own build. */
export const storefrontServerBuildImport = "../../build/server/index.js";

/** `remix vite:build` into `buildDir` (relative to the root); vite.config.ts reads it from SHOP_BUILD_DIR. */
export function build(buildDir = startBuildDir) {
  runOrFail(path.join(root, "node_modules", ".bin", "remix"), ["vite:build"], {
    env: { ...wranglerEnv, SHOP_BUILD_DIR: buildDir },
  });
}

/** Applies the commerce D1 migrations to the local state; safe to run again (wrangler skips applied ones). */
export function migrate(stack) {
  runOrFail(wranglerBin, [
    "d1",
    "migrations",
    "apply",
    "DB",
    "--local",
    "--config",
    "workers/commerce/wrangler.toml",
    "--persist-to",
    path.resolve(root, stack.persistDir),
  ]);
}

/**
 * The commerce worker's development entry: the production app plus the demo seed and /__dev tools, which
 * its wrangler.toml `main` (src/index.ts, what deploys bundle) leaves out.
 */
export const commerceDevEntry = "workers/commerce/src/dev-entry.ts";

/**
 * Where the `wrangler dev` processes of one stack find each other: the storefront's COMMERCE and CONTENT service
 * bindings (wrangler.toml `[[services]]`) connect to the commerce and content workers through this dev registry.
 * One per stack (beside its state), so two stacks on one machine (`npm start`, a benchmark, another checkout)
 * never bind to each other's workers, which share their names.
 */
export function devRegistryOf(stack) {
  return path.resolve(root, stack.persistDir, "dev-registry");
}

/**
 * Starts one `wrangler dev` on 127.0.0.1:port; also used by the benchmarks for their hello-world baseline.
 * `script` overrides the config's `main` (the commerce worker's development entry).
 */
export function startWorker(name, configPath, port, stack, vars = {}, script = undefined) {
  const args = [
    "dev",
    ...(script ? [path.resolve(root, script)] : []),
    "--config",
    configPath,
    "--port",
    String(port),
    "--ip",
    "127.0.0.1",
    // Each wrangler needs its own inspector port, or simultaneous starts collide on 9229.
    "--inspector-port",
    String(port + 1000),
    "--persist-to",
    path.resolve(root, stack.persistDir),
    "--show-interactive-dev-session=false",
    "--log-level",
    stack.logLevel ?? "warn",
  ];
  for (const [key, value] of Object.entries(vars)) args.push("--var", `${key}:${value}`);
  const env = { ...wranglerEnv, WRANGLER_REGISTRY_PATH: devRegistryOf(stack) };
  const child = spawn(wranglerBin, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  const prefix = `[${name}] `;
  const relay = (stream, out) =>
    stream.on("data", (chunk) => {
      for (const line of String(chunk).split("\n")) {
        // workerd cannot reach Cloudflare for Request.cf offline; that warning is expected noise.
        if (!line.trim() || /Request\.cf|getaddrinfo|GetAddrInfoReqWrap|workers\.cloudflare\.com/.test(line)) continue;
        // The benchmarks divert worker logs to a file so per-request logging does not flood their tables.
        if (stack.onOutput) stack.onOutput(prefix + line);
        else out.write(prefix + line + "\n");
      }
    });
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  return child;
}

export async function waitForHttp(url, timeoutMs = 90_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return response;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`Timed out waiting for ${url}`);
}

/**
 * Waits until a worker's `GET /health` answers 200 with `ok: true` (every dependency ok: commerce's D1,
 * content's data, the storefront's reach to both). Resolves with the health body; throws with the last answer.
 */
export async function waitForHealth(url, timeoutMs = 90_000) {
  const start = Date.now();
  let last = "no answer";
  while (Date.now() - start < timeoutMs) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      const text = await response.text();
      last = `${response.status} ${text.slice(0, 200)}`;
      if (response.status === 200 && JSON.parse(text).ok === true) return JSON.parse(text);
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`Timed out waiting for ${url} to report healthy (last answer: ${last})`);
}

/**
 * Seeds demo data through the commerce worker's local-only seed endpoint; idempotent by design. `seedToday`
 * (YYYY-MM-DD) dates the seeded history from that day instead of today's date.
 */
export async function seed(stack) {
  // A large catalogue is written by calls that each resume where the last stopped (seed/seed.ts), until complete.
  // Local workerd has restarted under a long run of seed calls (after 200,000–870,000 articles, with no error of
  // ours and no memory limit reached); each chunk is committed with its progress, so a call that dies is sent again.
  const url = `http://127.0.0.1:${stack.commercePort}/__dev/seed`;
  let failures = 0;
  for (;;) {
    let response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ articles: stack.articles, today: stack.seedToday }),
      });
    } catch (error) {
      if (++failures > 3) throw error;
      await waitForHttp(`http://127.0.0.1:${stack.commercePort}/health`);
      continue;
    }
    if (response.status === 404) return { skipped: true };
    const body = await response.text();
    if (response.status === 503 && /restarted/.test(body) && ++failures <= 3) continue;
    if (!response.ok) throw new Error(`Seeding failed (${response.status}): ${body}`);
    const result = JSON.parse(body);
    if (result.complete !== false) return result;
    failures = 0;
    stack.onSeedProgress?.(result.progress, result.articles);
  }
}

/**
 * Starts commerce and content, seeds, then the storefront. Resolves when all three answer.
 * `configs` ({ storefront, commerce, content }) swaps a worker's wrangler config; the benchmarks use it to run
 * pre-bundled copies that other people's rebuilds cannot hot-reload mid-measurement.
 */
export async function startStack(options = {}) {
  const stack = { ...defaultStack, ...options };
  migrate(stack);
  const commerceUrl = `http://127.0.0.1:${stack.commercePort}`;
  const contentUrl = `http://127.0.0.1:${stack.contentPort}`;
  // The fake mail provider first when the stack has a port for it (`npm run dev`): commerce delivers mail there.
  const children = [];
  const mailVars = {};
  if (stack.mailProviderPort) {
    const key = randomBytes(24).toString("hex");
    children.push(
      startWorker("mail-provider", "workers/mail-provider/wrangler.toml", stack.mailProviderPort, stack, {
        MAIL_PROVIDER_KEY: key,
      }),
    );
    await waitForHttp(`http://127.0.0.1:${stack.mailProviderPort}/health`);
    Object.assign(mailVars, {
      MAIL_PROVIDER_URL: `http://127.0.0.1:${stack.mailProviderPort}/emails`,
      MAIL_PROVIDER_KEY: key,
    });
  }
  // Commerce first, content once commerce answers: two workerd processes creating the shared state's Durable Object
  // metadata databases at the same moment can make one fail to start with SQLITE_BUSY (bundled-stack.mjs).
  children.push(
    startWorker(
      "commerce",
      stack.configs?.commerce ?? "workers/commerce/wrangler.toml",
      stack.commercePort,
      stack,
      { ...commerceDevVars(), ...commerceLocalVars, ...mailVars, ...(stack.commerceVars ?? {}) },
      // A frozen benchmark config already names its (development) bundle as main.
      stack.configs?.commerce ? undefined : commerceDevEntry,
    ),
  );
  const stopAll = () => children.forEach((child) => child.kill("SIGTERM"));
  process.on("exit", stopAll);
  for (const signal of ["SIGINT", "SIGTERM"])
    process.on(signal, () => {
      stopAll();
      process.exit(0);
    });
  await waitForHttp(`${commerceUrl}/health`);
  children.push(
    startWorker(
      "content",
      stack.configs?.content ?? "workers/content/wrangler.toml",
      stack.contentPort,
      stack,
      stack.contentVars ?? {},
    ),
  );
  await waitForHttp(`${contentUrl}/health`);
  const seeded = await seed(stack);
  children.push(
    startWorker("storefront", stack.configs?.storefront ?? "wrangler.toml", stack.storefrontPort, stack, {
      ...storefrontDevVars(),
      COMMERCE_URL: commerceUrl,
      CONTENT_URL: contentUrl,
      ...stack.vars,
    }),
  );
  await waitForHttp(`http://127.0.0.1:${stack.storefrontPort}/`);
  return { stack, children, seeded, stop: stopAll };
}
