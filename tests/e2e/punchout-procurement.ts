/**
 * A tiny procurement system (SAP SRM/Ariba-style OCI catalogue caller) for the punch-out e2e
 * tests: it serves a page that posts the OCI login to the shop, optionally into an iframe, and
 * records the cart the shop posts back to its HOOK_URL.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedCart {
  fields: Map<string, string>;
  raw: string;
}

export interface LoginPage {
  /** Login, password and other OCI fields exactly as the form sends them. */
  fields: Record<string, string>;
  method?: "post" | "get";
  /** Open the shop in an iframe of this page (form target) instead of the whole window. */
  frame?: boolean;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export class ProcurementSystem {
  readonly received: ReceivedCart[] = [];
  private readonly pages = new Map<string, LoginPage>();
  private server: http.Server | null = null;
  private waiters: Array<(cart: ReceivedCart) => void> = [];
  origin = "";

  constructor(private readonly shopUrl: string) {}

  async start(): Promise<this> {
    this.server = http.createServer((request, response) => void this.handle(request, response));
    // Another origin on the same loopback host as the shop (127.0.0.1): Chromium keeps third-party
    // cookies out of cross-site frames over plain http, which no setting of the shop can change.
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  get hookUrl(): string {
    return `${this.origin}/oci/hook`;
  }

  /** Registers a login page and returns its URL. */
  loginPage(name: string, page: LoginPage): string {
    this.pages.set(name, page);
    return `${this.origin}/start/${name}`;
  }

  /** Resolves with the next cart posted to the hook. */
  nextCart(): Promise<ReceivedCart> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = new URL(request.url ?? "/", this.origin);
    if (request.method === "POST" && url.pathname === "/oci/hook") {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const raw = Buffer.concat(chunks).toString("utf8");
      const cart = { raw, fields: new Map(new URLSearchParams(raw)) };
      this.received.push(cart);
      this.waiters.shift()?.(cart);
      const lines = [...cart.fields.keys()].filter((name) => name.startsWith("NEW_ITEM-VENDORMAT[")).length;
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      response.end(
        `<!doctype html><html lang="sv"><title>Inköpssystem</title><h1>Varukorg mottagen</h1><p>${lines} rader mottagna</p></html>`,
      );
      return;
    }
    const page = url.pathname.startsWith("/start/") ? this.pages.get(url.pathname.slice("/start/".length)) : undefined;
    if (request.method === "GET" && page) {
      const inputs = Object.entries(page.fields)
        .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
        .join("");
      const target = page.frame ? ` target="catalog"` : "";
      const frame = page.frame
        ? `<iframe name="catalog" title="Leverantörskatalog" width="1200" height="900"></iframe>`
        : "";
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      response.end(
        `<!doctype html><html lang="sv"><title>Inköpssystem</title><h1>Inköpssystem</h1>` +
          `<form method="${page.method ?? "post"}" action="${escapeHtml(`${this.shopUrl}/punchout`)}"${target}>${inputs}<button>Öppna leverantörskatalog</button></form>${frame}</html>`,
      );
      return;
    }
    response.writeHead(404, { "Content-Type": "text/plain" });
    response.end("not found");
  }
}
