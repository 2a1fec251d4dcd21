import { createRequire } from "node:module";
import path from "node:path";
import { Await } from "@remix-run/react";
import { Suspense, createElement as h } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

// The production build of React's Node renderer, as the worker runs it (see render-document.test.ts).
const require = createRequire(import.meta.url);
const reactDomBuild = (file: string) => path.join(path.dirname(require.resolve("react-dom/package.json")), "cjs", file);
vi.mock("react-dom/server.node", () => ({
  ...require(reactDomBuild("react-dom-server.node.production.min.js")),
  renderToStaticMarkup: require(reactDomBuild("react-dom-server-legacy.node.production.min.js")).renderToStaticMarkup,
}));

const { renderDocument } = await import("./render-document.server");
const { StreamedPartTimeout, streamedPart } = await import("./streamed-part.server");

const never = () => new Promise<string>(() => {});

function offerSection(offer: Promise<string>) {
  return h(
    "main",
    null,
    h("h1", null, "Installationskabel EKLK 3G1,5"),
    h(
      Suspense,
      { fallback: h("p", null, "Hämtar pris …") },
      h(Await, {
        resolve: offer,
        errorElement: h("p", { className: "notice" }, "Priset kan inte visas just nu."),
        children: (price: unknown) => h("p", null, String(price)),
      }),
    ),
  );
}

/** The document as a browser without JavaScript gets it: rendered to the end, then read. */
async function wholeDocument(offer: Promise<string>, abortAfterMs: number) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error("render stopped")), abortAfterMs);
  const renderErrors: unknown[] = [];
  const stream = await renderDocument(offerSection(offer), {
    signal: controller.signal,
    onError: (error) => void renderErrors.push(error),
  });
  await stream.allReady;
  clearTimeout(timer);
  return { html: await new Response(stream).text(), renderErrors };
}

afterEach(() => vi.restoreAllMocks());

describe("streamedPart", () => {
  it("gives a part slower than the stream its error message in the page, before the render is stopped", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { html, renderErrors } = await wholeDocument(streamedPart("product offer", never(), 20), 500);
    expect(html).toContain("Priset kan inte visas just nu.");
    expect(html).not.toContain("Hämtar pris …");
    // No render error: entry.server.tsx answers 200, not 500.
    expect(renderErrors).toEqual([]);
  });

  it("without a deadline the same slow part is cut off by the render's stop: a skeleton and a render error", async () => {
    const { html, renderErrors } = await wholeDocument(never(), 50);
    expect(html).toContain("Hämtar pris …");
    expect(renderErrors).toHaveLength(1);
  });

  it("renders a part that answers in time as itself", async () => {
    const part = new Promise<string>((resolve) => setTimeout(() => resolve("28,74 kr / m"), 10));
    const { html, renderErrors } = await wholeDocument(streamedPart("product offer", part, 200), 1_000);
    expect(html).toContain("28,74 kr / m");
    expect(renderErrors).toEqual([]);
  });

  it("keeps the part's own failure and logs it once, by its label", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = Promise.reject(new Error("commerce svarade inte"));
    await expect(streamedPart("similar articles", failing, 200)).rejects.toThrow("commerce svarade inte");
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith("similar articles failed", "commerce svarade inte");
  });

  it("rejects with a timeout naming the part when the deadline passes", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const settled = streamedPart("configurator results", never(), 10);
    await expect(settled).rejects.toBeInstanceOf(StreamedPartTimeout);
    await expect(settled).rejects.toThrow("configurator results: no answer within 10 ms");
  });
});
