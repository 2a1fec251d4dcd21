/**
 * A stand-in for Sentry's ingest endpoint: a node:http server on the e2e DSN's port (tests/e2e/ports.mjs)
 * that takes envelopes from the real SDKs (browser and workers), decodes them (gzip and deflate bodies too)
 * and lets a test wait for an item matching a predicate. Started and stopped by the test that owns the port.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import { gunzipSync, inflateSync } from "node:zlib";

export interface EnvelopeItem {
  /** "event", "transaction", "replay_event", "replay_recording", "session", "client_report", … */
  type: string;
  header: Record<string, unknown>;
  envelope: Record<string, unknown>;
  /** The item parsed as JSON when it is JSON, otherwise null (replay recordings). */
  json: Record<string, unknown> | null;
  /** The item's bytes as they arrived. */
  raw: Buffer;
  /** Everything the SDK sent in this request (envelope headers, every item), as text, for "never contains" checks. */
  request: string;
}

export interface EnvelopeReceiver {
  items: EnvelopeItem[];
  waitFor(predicate: (item: EnvelopeItem) => boolean, timeoutMs?: number): Promise<EnvelopeItem>;
  close(): Promise<void>;
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === "gzip") return gunzipSync(body);
  if (encoding === "deflate") return inflateSync(body);
  return body;
}

function parseJson(bytes: Buffer): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(bytes.toString("utf8"));
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Envelope format: a header line, then per item a header line and a payload (`length` bytes, or one line). */
export function parseEnvelope(body: Buffer): EnvelopeItem[] {
  let offset = 0;
  const line = () => {
    const end = body.indexOf(0x0a, offset);
    const slice = body.subarray(offset, end === -1 ? body.length : end);
    offset = end === -1 ? body.length : end + 1;
    return slice;
  };
  const envelope = parseJson(line()) ?? {};
  const request = body.toString("utf8");
  const items: EnvelopeItem[] = [];
  while (offset < body.length) {
    const headerBytes = line();
    if (headerBytes.length === 0) continue;
    const header = parseJson(headerBytes) ?? {};
    let raw: Buffer;
    if (typeof header.length === "number") {
      raw = body.subarray(offset, offset + header.length);
      offset += header.length;
      if (body[offset] === 0x0a) offset += 1;
    } else {
      raw = line();
    }
    items.push({ type: String(header.type ?? ""), header, envelope, json: parseJson(raw), raw, request });
  }
  return items;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startEnvelopeReceiver(port: number): Promise<EnvelopeReceiver> {
  const items: EnvelopeItem[] = [];
  const waiters = new Set<() => void>();
  const server: Server = createServer((request, response) => {
    // The browser SDK posts cross-origin from the shop's origin.
    response.setHeader("Access-Control-Allow-Origin", "*");
    response.setHeader("Access-Control-Allow-Headers", "*");
    if (request.method === "OPTIONS") return void response.writeHead(204).end();
    const path = new URL(request.url ?? "/", "http://receiver").pathname;
    if (request.method !== "POST" || !/^\/api\/\d+\/(envelope|store)\/?$/.test(path)) {
      return void response.writeHead(404).end();
    }
    readBody(request)
      .then((body) => {
        const decoded = decode(body, request.headers["content-encoding"]);
        // The old store endpoint takes one bare event.
        const received = path.includes("/store")
          ? [{ type: "event", header: {}, envelope: {}, json: parseJson(decoded), raw: decoded, request: "" }]
          : parseEnvelope(decoded);
        items.push(...received.map((item) => ({ ...item, request: item.request || decoded.toString("utf8") })));
        for (const wake of waiters) wake();
        response.writeHead(200, { "Content-Type": "application/json" }).end("{}");
      })
      .catch(() => response.writeHead(400).end());
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    items,
    waitFor(predicate, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = items.find(predicate);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          const seen = items.map((item) => `${item.type}: ${describe(item)}`).join("\n  ");
          reject(new Error(`No matching envelope item within ${timeoutMs} ms; received:\n  ${seen || "(nothing)"}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The exception or message of an event item, for predicates and failure messages. */
export function describe(item: EnvelopeItem): string {
  const event = item.json ?? {};
  const exception = (event.exception as { values?: { type?: string; value?: string }[] } | undefined)?.values?.[0];
  if (exception) return `${exception.type}: ${exception.value}`;
  const message = event.message as string | { formatted?: string } | undefined;
  return typeof message === "string" ? message : (message?.formatted ?? String(event.transaction ?? ""));
}

/** The event's tags (the SDKs send an object). */
export function tagsOf(item: EnvelopeItem): Record<string, string> {
  return (item.json?.tags as Record<string, string> | undefined) ?? {};
}
