// The fault tests' stack (issue #47, tests/faults/): the e2e build and bundled workers on their own ports and state,
// with a fault proxy in Node between the storefront's service bindings and each service, and a control port the
// tests drive. Production code is untouched: the storefront's COMMERCE and CONTENT bindings simply point at the
// proxies (startBundledStack's `servicePorts`), which pass every call through unless told otherwise.
//
// Control (POST http://127.0.0.1:<base+6>/<action>, JSON body):
//   /delay     { service: "commerce" | "content", ms }   every call to the service waits ms first (0: none)
//   /stop      { worker: "commerce" | "content" | "storefront" }   its workerd process stopped (connections refused)
//   /start     { worker, vars? }                          started again on the same port, bundle and state (vars: other
//              settings for that process, to show what a changed one breaks)
//   /checkout  { when: "before" | "after" }               the next order post to commerce: "before" stops commerce as
//              the request arrives (nothing written); "after" lets commerce answer, then stops it and drops the answer
//   /reset     {}                                         no delay, no pending checkout fault, every worker running
//   GET /state                                            what is set, and how many checkout faults fired
import { rmSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { startBundledStack } from "./lib/bundled-stack.mjs";
import { ensureFreshBuild } from "./lib/fresh-build.mjs";
import { e2eBuildDir, root } from "./lib/stack.mjs";
import { faultPorts, faultPersistDir, faultDeliveryClock } from "../tests/faults/ports.mjs";

// FAULT_BUILD_DIR: a build of its own, for a run beside someone else's e2e build of the same checkout.
// FAULT_REUSE_BUILD=1: serve that build as it is, even when a source changed after it (another engineer's edit that
// does not build yet).
const buildDir = process.env.FAULT_BUILD_DIR ?? e2eBuildDir;
if (!process.env.FAULT_REUSE_BUILD) ensureFreshBuild(buildDir);
// Fresh state every run: "a page never seen before" must not have been seen by the previous run's KV.
rmSync(path.join(root, faultPersistDir), { recursive: true, force: true });

const state = {
  delay: { commerce: 0, content: 0 },
  checkout: null,
  checkoutFired: 0,
  stopped: new Set(),
};
let stack;

const CHECKOUT = /^\/v2\/cart\/[^/]+\/checkout$/;

/** A dropped connection, as the storefront sees a process that died mid-answer. */
function drop(request, response) {
  response.socket?.destroy();
  request.socket?.destroy();
}

function forward(request, response, port, body) {
  return new Promise((resolve) => {
    const upstream = http.request(
      { host: "127.0.0.1", port, method: request.method, path: request.url, headers: request.headers },
      (answer) => resolve(answer),
    );
    upstream.on("error", () => resolve(null));
    upstream.end(body);
  });
}

function faultProxy(service, port) {
  return http.createServer(async (request, response) => {
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    const delay = state.delay[service];
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const path = request.url.split("?")[0];
    const checkoutFault =
      service === "commerce" && request.method === "POST" && CHECKOUT.test(path) ? state.checkout : null;
    if (checkoutFault) {
      state.checkout = null;
      state.checkoutFired++;
    }
    if (checkoutFault === "before") {
      await stopWorker("commerce");
      return drop(request, response);
    }
    const answer = await forward(request, response, port, body);
    if (!answer) return drop(request, response);
    if (checkoutFault === "after") {
      // The order is written and its answer on the way: the process dies before the storefront reads it.
      answer.resume();
      await new Promise((resolve) => answer.on("end", resolve));
      await stopWorker("commerce");
      return drop(request, response);
    }
    response.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(response);
  });
}

async function stopWorker(name) {
  state.stopped.add(name);
  await stack.stopWorker(name);
}

async function startWorker(name, vars) {
  await stack.startWorker(name, vars);
  state.stopped.delete(name);
}

const listen = (server, port) => new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
await listen(faultProxy("commerce", faultPorts.commercePort), faultPorts.commerceProxyPort);
await listen(faultProxy("content", faultPorts.contentPort), faultPorts.contentProxyPort);

stack = await startBundledStack({
  storefrontPort: faultPorts.storefrontPort,
  commercePort: faultPorts.commercePort,
  contentPort: faultPorts.contentPort,
  servicePorts: { commerce: faultPorts.commerceProxyPort, content: faultPorts.contentProxyPort },
  buildDir,
  persistDir: faultPersistDir,
  vars: { DELIVERY_CLOCK: faultDeliveryClock },
  commerceVars: { DELIVERY_CLOCK: faultDeliveryClock },
});

const control = http.createServer(async (request, response) => {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : {};
  const reply = (status, value) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(value));
  };
  try {
    switch (request.url) {
      case "/delay":
        state.delay[body.service] = Number(body.ms) || 0;
        break;
      case "/stop":
        await stopWorker(body.worker);
        break;
      case "/start":
        await startWorker(body.worker, body.vars);
        break;
      case "/checkout":
        state.checkout = body.when;
        break;
      case "/reset":
        state.delay = { commerce: 0, content: 0 };
        state.checkout = null;
        for (const name of [...state.stopped]) await startWorker(name);
        break;
      case "/state":
        break;
      default:
        return reply(404, { message: "unknown action" });
    }
    reply(200, { ...state, stopped: [...state.stopped] });
  } catch (error) {
    reply(500, { message: String(error?.message ?? error) });
  }
});
await listen(control, faultPorts.controlPort);
console.log(`fault stack ready on http://127.0.0.1:${faultPorts.storefrontPort} (control ${faultPorts.controlPort})`);
