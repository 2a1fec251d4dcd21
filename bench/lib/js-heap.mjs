// The JavaScript heap of a workerd process, read through its devtools inspector (the stack started with `inspect`,
// each worker's inspector on its port + 1000). RSS alone cannot tell a leak from V8 and SQLite growing into memory
// nobody else asks for; the heap in use right after a full garbage collection can: it only grows when something keeps
// references. One process holds several isolates (the worker itself and Miniflare's helpers: cache, KV, assets), so
// both the worker's own isolate and the sum over all of them are reported.
import WebSocket from "ws";

const MiB = 1024 * 1024;

/** Collects garbage in one isolate, then reads its heap in use (bytes); null when the inspector does not answer. */
async function usedAfterCollection(debuggerUrl, timeoutMs = 10_000) {
  const socket = new WebSocket(debuggerUrl);
  try {
    await new Promise((resolve, reject) => {
      socket.once("open", resolve);
      socket.once("error", reject);
    });
    return await new Promise((resolve) => {
      const timer = setTimeout(() => resolve(null), timeoutMs);
      socket.on("message", (data) => {
        const message = JSON.parse(String(data));
        if (message.id !== 2) return;
        clearTimeout(timer);
        resolve(message.result?.usedSize ?? null);
      });
      // workerd sends no answer to collectGarbage; the usage request behind it runs after the collection.
      socket.send(JSON.stringify({ id: 1, method: "HeapProfiler.collectGarbage" }));
      socket.send(JSON.stringify({ id: 2, method: "Runtime.getHeapUsage" }));
    });
  } catch {
    return null;
  } finally {
    socket.terminate();
  }
}

/** { worker, all } in MiB (one decimal) for the workerd process whose inspector listens on `inspectorPort`. */
export async function jsHeapMiB(inspectorPort) {
  let targets;
  try {
    targets = await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json();
  } catch {
    return null;
  }
  let worker = null;
  let all = 0;
  for (const target of targets) {
    const used = await usedAfterCollection(target.webSocketDebuggerUrl);
    if (used === null) continue;
    all += used;
    if (target.id.startsWith("core:user:")) worker = used;
  }
  const round = (bytes) => (bytes === null ? null : Math.round((bytes / MiB) * 10) / 10);
  return { worker: round(worker), all: round(all) };
}
