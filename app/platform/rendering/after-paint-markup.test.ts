import { describe, expect, it } from "vitest";
import { scriptsAfterPaint } from "./after-paint-markup";

// What Remix 2.17's <Scripts nonce> renders with single fetch and lazy route discovery (shortened manifest).
const context =
  "window.__remixContext = {};window.__remixContext.stream = new ReadableStream({start(controller){window.__remixContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());";
const remixModule = [
  ";",
  'import * as route0 from "/assets/root-1.js";',
  'import * as route1 from "/assets/produkt.$slug-2.js";',
  'window.__remixManifest = {"entry":{"module":"/assets/entry.client-3.js"}};',
  'window.__remixRouteModules = {"root":route0,"routes/produkt.$slug":route1};',
  "",
  'import("/assets/entry.client-3.js");',
].join("\n");
const markup =
  '<link rel="modulepreload" href="/assets/entry.client-3.js"/>' +
  '<link rel="modulepreload" href="/assets/shell-4.js"/>' +
  '<link rel="modulepreload" href="/assets/root-1.js"/>' +
  `<script nonce="abc">${context}</script>` +
  `<script nonce="abc" type="module" async="">${remixModule}</script>`;

describe("Remix's scripts after the first paint", () => {
  it("keeps the context script and names no module for the page to fetch before it paints", () => {
    const scripts = scriptsAfterPaint(markup);
    expect(scripts.context).toBe(context);
    expect(scripts.module).not.toMatch(/^import /m);
    expect(scripts.module.indexOf("requestAnimationFrame")).toBeLessThan(scripts.module.indexOf("import("));
  });

  it("preloads the same modules, evaluates them before the entry and hands Remix the same route modules", async () => {
    const { module } = scriptsAfterPaint(markup);
    const appended: string[] = [];
    const imported: string[] = [];
    const window: Record<string, unknown> = {};
    const document = {
      visibilityState: "visible",
      createElement: () => ({}) as { rel?: string; href?: string },
      head: { append: (link: { rel: string; href: string }) => appended.push(`${link.rel} ${link.href}`) },
    };
    const run = new Function(
      "document",
      "window",
      "requestAnimationFrame",
      "setTimeout",
      "load",
      `return (async () => {${module.replace(/import\(/g, "load(")}})();`,
    );
    await run(
      document,
      window,
      (frame: () => void) => frame(),
      (next: () => void) => next(),
      async (href: string) => {
        imported.push(href);
        return { href };
      },
    );
    expect(appended).toEqual([
      "modulepreload /assets/entry.client-3.js",
      "modulepreload /assets/shell-4.js",
      "modulepreload /assets/root-1.js",
    ]);
    // Every chunk is evaluated (one per task) before the client entry, which hydrates, is imported once, last.
    expect(imported.slice(0, 2)).toEqual(["/assets/shell-4.js", "/assets/root-1.js"]);
    expect(imported.filter((href) => href.includes("entry.client"))).toEqual(["/assets/entry.client-3.js"]);
    expect(imported.at(-1)).toBe("/assets/entry.client-3.js");
    expect(window.__remixRouteModules).toEqual({
      root: { href: "/assets/root-1.js" },
      "routes/produkt.$slug": { href: "/assets/produkt.$slug-2.js" },
    });
  });

  it("refuses markup that is not Remix's, so a changed Remix fails here and not in the buyers' browsers", () => {
    expect(() => scriptsAfterPaint(`<script nonce="abc">${context}</script>`)).toThrow(/module script/);
    expect(() => scriptsAfterPaint(markup.replace("import * as route0", "import route0"))).toThrow(/import/);
  });
});
