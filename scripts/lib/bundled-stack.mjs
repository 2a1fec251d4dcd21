// The e2e stack: the three workers bundled exactly as `wrangler deploy` bundles them, each served by Miniflare
// (workerd) directly on its port. `wrangler dev` puts a proxy worker in front of every worker; that proxy keeps
// memory in proportion to what it forwards and died mid-run on the 2-core CI machine, taking every later test
// with it (docs/decisions.md, "Local stacks serve production bundles"). Nothing here watches files: a run tests one
// fixed build.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { commerceLocalVars } from "./commerce-local-vars.mjs";
import {
  commerceDevEntry,
  commerceDevVars,
  e2eBuildDir,
  migrate,
  root,
  seed,
  storefrontDevVars,
  storefrontServerBuildImport,
  waitForHttp,
  wranglerEnv,
} from "./stack.mjs";

const wranglerBin = path.join(root, "node_modules", ".bin", "wrangler");

/**
 * `wrangler deploy --dry-run`: the production bundler's output (one ES module named after the entry), without
 * deploying anything. Answers the module's file name.
 */
function bundle(name, configPath, outDir, entry) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const args = ["deploy", ...(entry ? [entry] : []), "--dry-run", "--outdir", outDir, "--config", configPath];
  const result = spawnSync(wranglerBin, args, { cwd: root, env: wranglerEnv, encoding: "utf8" });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`Bundling the ${name} worker failed (wrangler exit ${result.status}).`);
  }
  const modules = readdirSync(outDir).filter((file) => file.endsWith(".js"));
  if (modules.length !== 1) throw new Error(`Expected one bundled module for ${name}, found ${modules.join(", ")}.`);
  return modules[0];
}

/** Worker output, line by line with the worker's name in front (tests read some of it from workers.log). */
function relayTo(name, onOutput) {
  return (stdout, stderr) => {
    for (const stream of [stdout, stderr]) {
      let rest = "";
      stream.on("data", (chunk) => {
        const lines = (rest + String(chunk)).split("\n");
        rest = lines.pop() ?? "";
        for (const line of lines) if (line.trim()) onOutput(`[${name}] ${line}`);
      });
    }
  };
}

/**
 * A config frozen by bench/lib/prepare.mjs names its bundle as `main` with `no_bundle = true`: that bundle, in the
 * config's directory, is served as it is. Any other config is bundled first.
 */
function frozenBundleOf(configPath) {
  const toml = readFileSync(path.resolve(root, configPath), "utf8");
  if (!/^no_bundle\s*=\s*true$/m.test(toml)) return undefined;
  const main = /^main\s*=\s*"([^"]+)"$/m.exec(toml)?.[1];
  if (!main) throw new Error(`${configPath} has no_bundle but no main`);
  return { outDir: path.dirname(path.resolve(root, configPath)), module: main };
}

/**
 * One worker served by Miniflare (workerd) directly on 127.0.0.1:port: bundled as `wrangler deploy` bundles it
 * (or a frozen bundle, see frozenBundleOf), its config's bindings, D1/KV state under `persistDir`.
 */
export async function startBundledWorker(options) {
  const { name, configPath, entry, port, persistDir, vars, onOutput, services, inspectorPort } = options;
  let { bundled } = options;
  bundled ??= frozenBundleOf(configPath);
  const outDir = bundled?.outDir ?? path.join(root, ".wrangler", "bundles", `${name}-${port}`);
  const module = bundled?.module ?? bundle(name, configPath, outDir, entry);
  const { workerOptions } = unstable_getMiniflareWorkerOptions(path.resolve(root, configPath));
  const miniflare = new Miniflare({
    ...workerOptions,
    name,
    modulesRoot: outDir,
    modules: [{ type: "ESModule", path: path.join(outDir, module) }],
    bindings: { ...workerOptions.bindings, ...vars },
    // The config's service bindings name workers of other Miniflare instances: each goes to its worker's port.
    ...(workerOptions.serviceBindings ? { serviceBindings: services ?? {} } : {}),
    host: "127.0.0.1",
    port,
    // For Chrome's devtools (chrome://inspect) or a CPU profile; only `npm start` opens one.
    ...(inspectorPort ? { inspectorPort } : {}),
    // The same files `wrangler dev --persist-to` and `wrangler d1 migrations apply --persist-to` use.
    defaultPersistRoot: path.join(path.resolve(root, persistDir), "v3"),
    // Offline: no request for Cloudflare's `cf` object.
    cf: false,
    handleRuntimeStdio: relayTo(name, onOutput),
  });
  await miniflare.ready;
  miniflare.bundled = { outDir, module };
  return miniflare;
}

/**
 * The fake mail provider on its port, with a fresh key that only this stack's commerce worker is given; answers the
 * worker and the commerce vars that point the mail adapter at it.
 */
async function startMailProvider(common, port) {
  const key = randomBytes(24).toString("hex");
  const worker = await startBundledWorker({
    ...common,
    name: "mail-provider",
    configPath: "workers/mail-provider/wrangler.toml",
    port,
    vars: { MAIL_PROVIDER_KEY: key },
  });
  return { worker, commerceVars: { MAIL_PROVIDER_URL: `http://127.0.0.1:${port}/emails`, MAIL_PROVIDER_KEY: key } };
}

/**
 * Miniflare does not fire cron triggers, so the stack fires the commerce worker's mail sweep (wrangler.toml
 * `[triggers]`, mail/worker.ts) itself every minute: a mail whose queue message was lost (a restart drops the local
 * queue's messages) is still delivered locally, as the deployed cron does every five minutes.
 */
function emulateMailSweep(commerce) {
  const timer = setInterval(() => {
    commerce
      .getWorker()
      .then((worker) => worker.scheduled({ cron: "*/5 * * * *" }))
      .catch(() => {
        // Stopping or restarting: the next tick tries again.
      });
  }, 60_000);
  timer.unref();
}

/** The server entry and client assets of a build directory; throws with what to run when it has not been built. */
export function builtApp(buildDir) {
  const dir = path.resolve(root, buildDir);
  const server = path.join(dir, "server", "index.js");
  const client = path.join(dir, "client");
  if (!existsSync(server) || !existsSync(client))
    throw new Error(`No app build in ${buildDir}: run \`SHOP_BUILD_DIR=${buildDir} npx remix vite:build\` first.`);
  return { dir, server, client };
}

/**
 * The storefront's wrangler.toml for a build directory, written into it: the entry's import of `build/server/index.js`
 * aliased to that directory's server build, and its client build as the static assets. (`wrangler deploy` takes
 * `alias` from the config only; its --alias flag is ignored.)
 */
function storefrontConfigFor(build) {
  let toml = readFileSync(path.join(root, "wrangler.toml"), "utf8");
  const replaceOnce = (pattern, replacement) => {
    if (!pattern.test(toml)) throw new Error(`wrangler.toml has no ${pattern}`);
    toml = toml.replace(pattern, replacement);
  };
  replaceOnce(/^main\s*=\s*"([^"]+)"$/m, (_, main) => {
    const alias = `alias = { ${JSON.stringify(storefrontServerBuildImport)} = ${JSON.stringify(build.server)} }`;
    return `main = ${JSON.stringify(path.join(root, main))}\n${alias}`;
  });
  replaceOnce(/^directory\s*=\s*"[^"]+"$/m, `directory = ${JSON.stringify(build.client)}`);
  const file = path.join(build.dir, "wrangler.storefront.toml");
  writeFileSync(file, `# Generated by scripts/lib/bundled-stack.mjs from wrangler.toml; do not edit.\n${toml}`);
  return file;
}

/**
 * Migrates, starts commerce and content, seeds, then the storefront; resolves when all three answer.
 * Options as startStack's (scripts/lib/stack.mjs): ports, persistDir, vars, commerceVars, contentVars, onOutput;
 * `brandPorts` ({ nordel: 8801 }) adds a storefront per further brand; `buildDir` is the app build the storefront
 * serves (default the e2e build); `seedToday` and `articles` as seed's (scripts/lib/stack.mjs); `configs`
 * ({ storefront, commerce, content }) the benchmarks' frozen configs, served instead of bundling; `mailProviderPort`
 * starts the fake mail provider there and points commerce's mail delivery at it. `servicePorts` ({ commerce, content })
 * points the storefront's service bindings at other ports than the services' own (the fault tests' proxies,
 * scripts/serve-faults.mjs).
 * Answers what seeding answered, `stop()`, and `restart(name)` ("commerce", "content", "storefront"): that worker's
 * workerd process stopped and started again on the same port and state (`stopWorker` / `startWorker` apart).
 */
export async function startBundledStack(options) {
  const configs = options.configs ?? {};
  const persistDir = path.resolve(root, options.persistDir);
  const onOutput = options.onOutput ?? ((line) => process.stdout.write(`${line}\n`));
  migrate({ persistDir });
  const common = { persistDir, onOutput };
  // `inspect`: each worker's devtools inspector on its port + 1000 (9787, 9788, 9789 for `npm start`).
  const inspectorOf = (port) => (options.inspect ? { inspectorPort: port + 1000 } : {});
  // One worker after another: each workerd opens the Durable Object metadata databases under the shared state
  // (Miniflare's Cache API store among them), and two processes creating one of them at the same moment makes one
  // fail to start with SQLITE_BUSY ("The Workers runtime failed to start"), as a fresh CI checkout did.
  // The fake mail provider (workers/mail-provider) when the stack has a port for it: commerce delivers every mail
  // there through its queue, and GET /emails lists what arrived. Without one, mail stays pending in the outbox.
  const mailProvider = options.mailProviderPort ? await startMailProvider(common, options.mailProviderPort) : null;
  const commerceOptions = {
    ...common,
    name: "commerce",
    configPath: configs.commerce ?? "workers/commerce/wrangler.toml",
    entry: commerceDevEntry,
    port: options.commercePort,
    ...inspectorOf(options.commercePort),
    vars: {
      ...commerceDevVars(),
      ...commerceLocalVars,
      ...(mailProvider?.commerceVars ?? {}),
      ...(options.commerceVars ?? {}),
    },
  };
  const commerce = await startBundledWorker(commerceOptions);
  if (mailProvider) emulateMailSweep({ getWorker: async () => named.commerce.getWorker() });
  const contentOptions = {
    ...common,
    name: "content",
    configPath: configs.content ?? "workers/content/wrangler.toml",
    port: options.contentPort,
    ...inspectorOf(options.contentPort),
    vars: options.contentVars ?? {},
  };
  const content = await startBundledWorker(contentOptions);
  const workers = [...(mailProvider ? [mailProvider.worker] : []), commerce, content];
  const named = { commerce, content };
  const optionsOf = { commerce: commerceOptions, content: contentOptions };
  const stopAll = () => Promise.allSettled(workers.map((worker) => worker.dispose()));
  for (const signal of ["SIGINT", "SIGTERM"])
    process.on(signal, () => {
      void stopAll().finally(() => process.exit(0));
    });
  await waitForHttp(`http://127.0.0.1:${options.commercePort}/health`);
  await waitForHttp(`http://127.0.0.1:${options.contentPort}/health`);
  const seeded = await seed({
    commercePort: options.commercePort,
    seedToday: options.seedToday,
    articles: options.articles,
  });
  const storefrontVars = {
    ...storefrontDevVars(),
    COMMERCE_URL: `http://127.0.0.1:${options.commercePort}`,
    CONTENT_URL: `http://127.0.0.1:${options.contentPort}`,
    ...(options.vars ?? {}),
  };
  // The storefront's COMMERCE and CONTENT service bindings (wrangler.toml), as a deployed storefront has them.
  const boundTo = (port) => ({ external: { address: `127.0.0.1:${port}`, http: {} } });
  const services = {
    COMMERCE: boundTo(options.servicePorts?.commerce ?? options.commercePort),
    CONTENT: boundTo(options.servicePorts?.content ?? options.contentPort),
  };
  const storefrontConfig = configs.storefront ?? storefrontConfigFor(builtApp(options.buildDir ?? e2eBuildDir));
  optionsOf.storefront = {
    ...common,
    name: "storefront",
    configPath: storefrontConfig,
    port: options.storefrontPort,
    ...inspectorOf(options.storefrontPort),
    vars: storefrontVars,
    services,
  };
  const storefront = await startBundledWorker(optionsOf.storefront);
  workers.push(storefront);
  named.storefront = storefront;
  // Further brands: the same bundle with another BRAND, on its own port, against the same services and state.
  for (const [brand, port] of Object.entries(options.brandPorts ?? {})) {
    workers.push(
      await startBundledWorker({
        ...common,
        name: `storefront-${brand}`,
        configPath: storefrontConfig,
        port,
        vars: { ...storefrontVars, BRAND: brand },
        bundled: storefront.bundled,
        services,
      }),
    );
  }
  await waitForHttp(`http://127.0.0.1:${options.storefrontPort}/`);
  const bundledOf = { commerce: commerce.bundled, content: content.bundled, storefront: storefront.bundled };
  const stopWorker = async (name) => {
    const worker = named[name];
    if (!worker) return;
    named[name] = undefined;
    workers.splice(workers.indexOf(worker), 1);
    await worker.dispose();
  };
  const startWorker = async (name, vars = {}) => {
    if (named[name]) return;
    // The same bundle, port and state: what a crashed process's replacement would serve (`vars` only for a test
    // that shows what a changed setting would break).
    const { vars: ownVars, ...own } = optionsOf[name];
    const worker = await startBundledWorker({ ...own, vars: { ...ownVars, ...vars }, bundled: bundledOf[name] });
    named[name] = worker;
    workers.push(worker);
  };
  return {
    seeded,
    stop: stopAll,
    stopWorker,
    startWorker,
    restart: async (name) => {
      await stopWorker(name);
      await startWorker(name);
    },
  };
}
