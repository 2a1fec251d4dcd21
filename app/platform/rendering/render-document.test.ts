import { createRequire } from "node:module";
import path from "node:path";
import { Suspense, createElement as h, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";

// The worker renders with the production build of React's Node renderer, as patched by
// patches/react-dom+18.3.1.patch (markup kept as a string per flush, encoded once). Tests run with
// NODE_ENV=test, which would load the unpatched development build, so the production build is loaded here.
const require = createRequire(import.meta.url);
const reactDomBuild = (file: string) => path.join(path.dirname(require.resolve("react-dom/package.json")), "cjs", file);
vi.mock("react-dom/server.node", () => ({
  ...require(reactDomBuild("react-dom-server.node.production.min.js")),
  renderToStaticMarkup: require(reactDomBuild("react-dom-server-legacy.node.production.min.js")).renderToStaticMarkup,
}));
const browserRenderer = require(
  reactDomBuild("react-dom-server.browser.production.min.js"),
) as typeof import("react-dom/server");

const { renderDocument } = await import("./render-document.server");

const long = "Kabel EKLK 3G1,5 – ÅÄÖ åäö ✓ 🔌 ".repeat(120);

function delayed(ms: number, text: string) {
  let value: string | undefined;
  const promise = new Promise<void>((resolve) => setTimeout(() => ((value = text), resolve()), ms));
  return function Delayed() {
    if (value === undefined) throw promise;
    return h("p", { className: "late" }, value);
  };
}

/** A part that suspends until the test releases it, so "before it is ready" holds however slow the machine is. */
function gated(text: string) {
  let value: string | undefined;
  let release = () => {};
  const promise = new Promise<void>((resolve) => (release = () => ((value = text), resolve())));
  function Gated() {
    if (value === undefined) throw promise;
    return h("p", { className: "late" }, value);
  }
  return { Gated, release };
}

function page(children: ReactNode) {
  return h(
    "html",
    { lang: "sv" },
    h(
      "body",
      null,
      h("h1", { title: 'Citat "och" <tecken> & emoji 😀' }, "Bultvik Bygg & El – kabel och ledning"),
      h(
        "ul",
        null,
        Array.from({ length: 300 }, (_, i) => h("li", { key: i, "data-item": i }, `Artikel ${i} · 28,74 kr / m`)),
      ),
      h("p", null, long),
      children,
    ),
  );
}

async function reference(element: ReactNode) {
  const stream = await browserRenderer.renderToReadableStream(element, { nonce: "n0nce" });
  await stream.allReady;
  return new Response(stream).text();
}

const noErrors = { signal: new AbortController().signal, onError: (error: unknown) => expect.fail(String(error)) };

describe("renderDocument", () => {
  it("writes the same markup as React's browser renderer, multibyte text and long strings included", async () => {
    const element = page(null);
    const stream = await renderDocument(element, { ...noErrors, nonce: "n0nce" });
    await stream.allReady;
    const html = await new Response(stream).text();
    expect(html).toBe(await reference(element));
    expect(html).toContain(long);
  });

  it("writes a suspended part in place, without its fallback, when the caller waits for allReady before reading", async () => {
    // Browsers without JavaScript and crawlers: the swap-in script would never run for them.
    const element = () =>
      page(h(Suspense, { fallback: h("p", null, "Hämtar pris …") }, h(delayed(20, "Pris: 99,00 kr"))));
    const stream = await renderDocument(element(), { ...noErrors, nonce: "n0nce" });
    await stream.allReady;
    const html = await new Response(stream).text();
    expect(html).toContain("Pris: 99,00 kr");
    expect(html).not.toContain("Hämtar pris …");
    expect(html).toBe(await reference(element()));
  });

  it("answers with the shell before a suspended part is ready, then streams that part into the same document", async () => {
    const { Gated, release } = gated("Pris: 1 234,50 kr");
    const element = page(h(Suspense, { fallback: h("p", null, "Hämtar pris …") }, h(Gated)));
    const stream = await renderDocument(element, { ...noErrors, nonce: "n0nce" });
    let ready = false;
    void stream.allReady.then(() => (ready = true));
    const reader = stream.getReader();
    const decoder = new TextDecoder();
    let html = decoder.decode((await reader.read()).value, { stream: true });
    expect(ready).toBe(false);
    expect(html).toContain("Hämtar pris …");
    release();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      html += decoder.decode(chunk.value, { stream: true });
    expect(ready).toBe(true);
    expect(html).toContain("Hämtar pris …");
    expect(html).toContain("Pris: 1 234,50 kr");
    expect(html).toContain('nonce="n0nce"');
    expect(html.endsWith("</script>") || html.endsWith("</html>")).toBe(true);
  });

  it("stops waiting when the signal aborts: the stream ends and the part is left to the browser", async () => {
    const Never = delayed(60_000, "kommer aldrig");
    const controller = new AbortController();
    const errors: unknown[] = [];
    const stream = await renderDocument(page(h(Suspense, { fallback: h("p", null, "Hämtar …") }, h(Never))), {
      signal: controller.signal,
      onError: (error) => void errors.push(error),
    });
    controller.abort(new Error("för sent"));
    const html = await new Response(stream).text();
    expect(html).toContain("Hämtar …");
    expect(html).not.toContain("kommer aldrig");
    expect(errors).toHaveLength(1);
  });

  it("rejects when the shell itself fails", async () => {
    function Broken(): never {
      throw new Error("trasig sida");
    }
    const errors: unknown[] = [];
    await expect(
      renderDocument(h(Broken), { signal: new AbortController().signal, onError: (error) => void errors.push(error) }),
    ).rejects.toThrow("trasig sida");
    expect(errors).toHaveLength(1);
  });
});
