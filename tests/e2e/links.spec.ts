import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/test";

/**
 * No broken link or picture: a visitor's crawl from the start page (at most PAGE_LIMIT pages of the shop, addresses
 * without a query first, so paging and filter links do not crowd out the pages they lead from). Every link of a
 * crawled page into the shop and every picture (the shop's and the content service's, both local) must answer
 * 2xx after redirects; other sites are not asked (the machine has no network).
 */
const PAGE_LIMIT = 300;
const PARALLEL = 4;

const ATTRIBUTE = /<(a|img|source|link)\b([^>]*)>/g;

function attribute(attributes: string, name: string): string | undefined {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];
  return value
    ?.replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");
}

/** The links (pages) and pictures (files) a page names. */
function referencesOf(html: string): { links: string[]; files: string[] } {
  const links: string[] = [];
  const files: string[] = [];
  for (const [, tag, attributes] of html.matchAll(ATTRIBUTE)) {
    if (tag === "a") {
      const href = attribute(attributes!, "href");
      if (href) links.push(href);
    } else if (tag === "link") {
      const rel = attribute(attributes!, "rel") ?? "";
      const href = attribute(attributes!, "href");
      if (href && /\b(icon|stylesheet|preload|apple-touch-icon|manifest)\b/.test(rel)) files.push(href);
    } else {
      const src = attribute(attributes!, "src");
      if (src) files.push(src);
      const srcset = attribute(attributes!, "srcset");
      for (const candidate of srcset?.split(",") ?? []) files.push(candidate.trim().split(/\s+/)[0]!);
    }
  }
  return { links, files };
}

interface Broken {
  url: string;
  status: number;
  from: string;
}

async function crawl(request: APIRequestContext, origin: string) {
  const isLocal = (url: URL) => url.hostname === "127.0.0.1" || url.hostname === "localhost";
  const seen = new Map<string, string>(); // address → the page that first linked it
  const plain: string[] = [];
  const withQuery: string[] = [];
  const files = new Map<string, string>();
  const broken: Broken[] = [];
  let crawled = 0;

  const enqueue = (href: string, from: string) => {
    let url: URL;
    try {
      url = new URL(href, new URL(from, origin));
    } catch {
      broken.push({ url: href, status: 0, from });
      return;
    }
    if (url.origin !== origin || !/^https?:$/.test(url.protocol)) return;
    url.hash = "";
    const address = url.pathname + url.search;
    if (seen.has(address)) return;
    seen.set(address, from);
    (url.search ? withQuery : plain).push(address);
  };

  enqueue("/", "/");
  const next = () => plain.shift() ?? withQuery.shift();
  let busy = 0;
  const worker = async () => {
    while (crawled < PAGE_LIMIT) {
      const address = next();
      if (address === undefined) {
        // The queue is empty for now: done when no other worker is still reading a page that may add links.
        if (busy === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
        continue;
      }
      crawled++;
      busy++;
      try {
        await visit(address);
      } finally {
        busy--;
      }
    }
  };
  const visit = async (address: string) => {
    const answer = await request.get(address, { failOnStatusCode: false });
    if (answer.status() >= 400) {
      broken.push({ url: address, status: answer.status(), from: seen.get(address)! });
      return;
    }
    if (!(answer.headers()["content-type"] ?? "").includes("text/html")) return;
    const { links, files: pictures } = referencesOf(await answer.text());
    for (const link of links) enqueue(link, address);
    for (const picture of pictures) {
      const url = new URL(picture, new URL(address, origin));
      if (isLocal(url) && !files.has(url.href)) files.set(url.href, address);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));

  for (const [url, from] of files) {
    const answer = await request.get(url, { failOnStatusCode: false });
    if (answer.status() >= 400) broken.push({ url, status: answer.status(), from });
  }
  return { crawled, files: files.size, unvisited: plain.length + withQuery.length, broken };
}

test("a visitor's crawl from the start page finds no broken link or picture", async ({ playwright, baseURL }) => {
  test.setTimeout(300_000);
  const visitor = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const result = await crawl(visitor, new URL(baseURL!).origin);
  await visitor.dispose();
  console.log(
    `crawl: ${result.crawled} pages, ${result.files} pictures and files, ${result.unvisited} links left unvisited, ` +
      `${result.broken.length} broken`,
  );
  expect(result.crawled).toBeGreaterThan(50);
  expect(result.broken).toEqual([]);
});
