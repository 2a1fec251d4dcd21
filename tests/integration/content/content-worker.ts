import { createServer } from "node:net";
import { unstable_startWorker } from "wrangler";

export const SPACE = "shop";
export const DELIVERY_TOKEN = "local-delivery-token";
export const PREVIEW_TOKEN = "local-preview-token";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** Starts workers/content with wrangler (workerd) on a free port, exactly as `npm start` runs it. */
export async function startContentWorker() {
  process.env.WRANGLER_SEND_METRICS = "false";
  const port = await freePort();
  const worker = await unstable_startWorker({
    config: "workers/content/wrangler.toml",
    dev: { server: { hostname: "127.0.0.1", port }, inspector: false, persist: false, watch: false, logLevel: "warn" },
  });
  await worker.ready;
  const url = await worker.url;
  return { host: url.host, origin: url.origin, dispose: () => worker.dispose() };
}
