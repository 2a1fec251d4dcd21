/**
 * Rewrites the markup of Remix's <Scripts> so that no script is requested before the page's first paint.
 *
 * Remix emits a modulepreload link per module and an inline module script whose static imports start at once, so on
 * a slow connection the 90 KB shell chunk competes with the stylesheet and the images for the first bytes, and the
 * page paints later although it works without JavaScript. The rewritten module script waits for the first frame
 * (the stylesheet has arrived and the page is painted), then adds the same modulepreload links and imports the same
 * modules; the rest of Remix's script (manifest, route modules, entry import) is kept as it was. The modules are
 * evaluated one chunk per task, so that no single task holds a slow phone's main thread (and a buyer's tap) for
 * long; the client entry, which starts hydration, comes last as before.
 */

import { jsonForScript } from "./script-json";

export interface ScriptsAfterPaint {
  /** The classic script that sets up `window.__remixContext` and its stream, unchanged. */
  context: string;
  /** The module script, importing its modules after the first paint. */
  module: string;
}

const PRELOAD = /^<link rel="modulepreload" href="([^"]+)"(?: crossorigin="[^"]*")?\/>/;
const SCRIPT = /^<script(?: nonce="[^"]*")?(?: type="module" async="")?>([\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT = /^import ("[^"]+");$/;
const NAMESPACE_IMPORT = /^import \* as (route\d+) from ("[^"]+");$/;

/** A visible page waits for a frame to be painted; a page opened in the background hydrates at once. */
const AFTER_FIRST_PAINT =
  'await new Promise((r) => document.visibilityState === "hidden" ? r() : requestAnimationFrame(() => setTimeout(r)));';
/** Lets the browser handle input and paint between two chunks' evaluation. */
const NEXT_TASK = "await (globalThis.scheduler?.yield?.() ?? new Promise((r) => setTimeout(r)));";
const ENTRY_IMPORT = /^import\(("[^"]+")\);$/;

/** Throws when the markup is not what Remix 2's <Scripts> renders, so a changed Remix fails the tests, not buyers. */
export function scriptsAfterPaint(markup: string): ScriptsAfterPaint {
  let rest = markup;
  const preloads: string[] = [];
  for (let link = PRELOAD.exec(rest); link; link = PRELOAD.exec(rest)) {
    preloads.push(link[1]!);
    rest = rest.slice(link[0].length);
  }
  const context = SCRIPT.exec(rest);
  if (!context) throw new Error("Remix's <Scripts>: no context script after the modulepreload links");
  rest = rest.slice(context[0].length);
  const module = SCRIPT.exec(rest);
  if (!module || !module[0].includes('type="module"') || rest.length !== module[0].length)
    throw new Error("Remix's <Scripts>: the module script is not the last element");
  return { context: context[1]!, module: moduleAfterPaint(module[1]!, preloads) };
}

function moduleAfterPaint(source: string, preloads: string[]): string {
  const sideEffects: string[] = [];
  const routes: { name: string; href: string }[] = [];
  const body: string[] = [];
  for (const line of source.split("\n")) {
    const sideEffect = SIDE_EFFECT_IMPORT.exec(line);
    const namespace = NAMESPACE_IMPORT.exec(line);
    if (sideEffect) sideEffects.push(sideEffect[1]!);
    else if (namespace) routes.push({ name: namespace[1]!, href: namespace[2]! });
    else if (/^\s*import\s/.test(line)) throw new Error(`Remix's <Scripts>: unexpected import: ${line}`);
    else body.push(line);
  }
  if (routes.length === 0) throw new Error("Remix's <Scripts>: no route module imports");
  const entry = body.map((line) => ENTRY_IMPORT.exec(line)?.[1]).find(Boolean);
  if (!entry) throw new Error("Remix's <Scripts>: no import of the client entry");
  const entryHref: unknown = JSON.parse(entry);
  const hrefs = jsonForScript(preloads);
  const beforeEntry = jsonForScript(preloads.filter((href) => href !== entryHref));
  return [
    AFTER_FIRST_PAINT,
    `for (const href of ${hrefs}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    `for (const href of ${beforeEntry}) { await import(href); ${NEXT_TASK} }`,
    ...sideEffects.map((href) => `await import(${href});`),
    `const [${routes.map((route) => route.name).join(", ")}] = await Promise.all([${routes.map((route) => `import(${route.href})`).join(", ")}]);`,
    ...body,
  ].join("\n");
}
