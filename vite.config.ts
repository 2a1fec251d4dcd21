import { vitePlugin as remix, cloudflareDevProxyVitePlugin as remixCloudflareDevProxy } from "@remix-run/dev";
import { defineConfig, type Plugin, type Rollup, type ViteDevServer } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

// The load context builds the app's own clients (brand files through import.meta.glob, `~/` paths), so the
// dev proxy loads it through Vite's SSR module graph, sharing module instances with the routes, rather than
// importing it into this config file.
let devServer: ViteDevServer | null = null;
const devServerForLoadContext: Plugin = {
  name: "shop-load-context",
  configureServer(server) {
    devServer = server;
  },
};

// Every route folder holds a route.tsx: its chunk is named after the folder, as the flat route files were.
function routeChunkName(chunk: { facadeModuleId: string | null }): string {
  const folder = chunk.facadeModuleId?.match(/\/routes\/([^/]+)\/route\.tsx?(\?.*)?$/)?.[1];
  return folder ? `assets/${folder.replace(/[[\]]/g, "_")}-[hash].js` : "assets/[name]-[hash].js";
}

/**
 * Every module the root route and the client entry import statically goes into the shell: it is on every page's
 * first load anyway, and a dozen small chunks would each cost a request on a slow connection. The shell is cut in
 * three (React, Remix and its router, the shop's own code), because the page evaluates its scripts one chunk per
 * task after the first paint (app/platform/rendering/after-paint-markup.ts): one 290 KB chunk took about 30 ms in a single task
 * on a fast machine, four times that on a slow phone. Route modules and lazily imported code keep their own chunks.
 */
function shellChunk(): Rollup.ManualChunksOption {
  let shell: Set<string> | undefined;
  let beside: Set<string> | undefined;
  const isShellEntry = (id: string) => /\/app\/(root|entry\.client)\.tsx$/.test(id);
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!shell || !beside) {
      const entries = [...getModuleIds()].filter(isShellEntry);
      shell = modulesOnEveryPage(entries, getModuleInfo);
      beside = reachableBesideShell(entries, shell, getModuleInfo);
    }
    // Rollup puts every static dependency of a manual chunk into it unless it has a chunk of its own: a module
    // the shell reaches only through a feature's index (the cart's totals beside the header's cart flyout) gets one.
    if (beside.has(id)) return /([^/]+)\.tsx?$/.exec(id)?.[1];
    if (!shell.has(id)) return undefined;
    // Rollup's CommonJS helpers ("\0" ids) go with React, the lowest layer, so that no two chunks import each other.
    if (id.startsWith("\0") || /\/node_modules\/(react|react-dom|scheduler)\//.test(id)) return "shell-react";
    if (/\/node_modules\/(@remix-run|react-router|react-router-dom|turbo-stream)\//.test(id)) return "shell-remix";
    return "shell";
  };
}

/** Modules statically reachable from the shell's entries that the shell itself does not use (see shellChunk). */
function reachableBesideShell(entries: string[], shell: Set<string>, moduleInfo: ModuleInfoOf): Set<string> {
  const reached = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    for (const imported of moduleInfo(pending.pop()!)?.importedIds ?? []) {
      if (reached.has(imported)) continue;
      reached.add(imported);
      pending.push(imported);
    }
  }
  return new Set([...reached].filter((id) => !shell.has(id) && !FEATURE_INDEX.test(id) && !entries.includes(id)));
}

type ModuleInfoOf = (id: string) => Rollup.ModuleInfo | null;
type AstNode = { type: string; [key: string]: unknown };

/**
 * The modules the shell's entries import statically. A feature's index.ts only re-exports, so through it the walk
 * follows just the names the importer takes: otherwise everything a feature shows to any page (the cart's totals,
 * an address card) would ride on every first load because the header takes one component from that index.
 */
function modulesOnEveryPage(entries: string[], moduleInfo: ModuleInfoOf): Set<string> {
  const shell = new Set<string>();
  const pending = [...entries];
  const visit = (imported: string) => {
    if (shell.has(imported) || entries.includes(imported)) return;
    shell.add(imported);
    pending.push(imported);
  };
  while (pending.length > 0) {
    const info = moduleInfo(pending.pop()!);
    for (const imported of info?.importedIds ?? []) {
      const barrel = FEATURE_INDEX.exec(imported);
      const names = barrel && info ? namesImportedFrom(info, `~/features/${barrel[1]}`) : null;
      if (!names) {
        visit(imported);
        continue;
      }
      for (const target of reExportTargets(moduleInfo(imported), names)) visit(target);
    }
  }
  return shell;
}

const FEATURE_INDEX = /\/app\/features\/([^/]+)\/index\.tsx?$/;

/** The names `info` imports from `specifier`, or null when that cannot be read (then the walk follows everything). */
function namesImportedFrom(info: Rollup.ModuleInfo, specifier: string): string[] | null {
  const body = (info.ast as unknown as { body?: AstNode[] } | null)?.body;
  if (!body) return null;
  const names: string[] = [];
  for (const node of body) {
    if (node.type !== "ImportDeclaration" && node.type !== "ExportNamedDeclaration") continue;
    if ((node.source as { value?: string } | null)?.value !== specifier) continue;
    for (const spec of (node.specifiers as AstNode[] | undefined) ?? []) {
      if (spec.type !== "ImportSpecifier" && spec.type !== "ExportSpecifier") return null;
      const name = (spec.type === "ImportSpecifier" ? spec.imported : spec.local) as { name?: string; value?: string };
      names.push(name.name ?? String(name.value));
    }
  }
  return names;
}

/** The modules an index re-exports `names` from (all its imports when its shape is not plain `export { a } from`). */
function reExportTargets(barrel: Rollup.ModuleInfo | null, names: string[]): string[] {
  const body = (barrel?.ast as unknown as { body?: AstNode[] } | null)?.body;
  if (!barrel || !body) return [...(barrel?.importedIds ?? [])];
  const targets = new Set<string>();
  for (const node of body) {
    const source = (node.source as { value?: string } | null)?.value;
    if (!source) continue;
    const exported = ((node.specifiers as AstNode[] | undefined) ?? []).map((spec) => {
      const name = spec.exported as { name?: string; value?: string } | undefined;
      return name?.name ?? name?.value;
    });
    if (node.type !== "ExportNamedDeclaration" || !exported.some((name) => name && names.includes(name))) {
      if (node.type === "ExportNamedDeclaration") continue;
      return [...barrel.importedIds];
    }
    const stem = source.replace(/^\.\//, "/");
    const target = barrel.importedIds.find((id) => id.replace(/\.tsx?$/, "").endsWith(stem));
    if (!target) return [...barrel.importedIds];
    targets.add(target);
  }
  return [...targets];
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    devServerForLoadContext,
    remixCloudflareDevProxy({
      async getLoadContext(args) {
        if (!devServer) throw new Error("the Vite dev server is not ready");
        const module = await devServer.ssrLoadModule("/app/platform/load-context.ts");
        return (module as typeof import("./app/platform/load-context")).getLoadContext(args);
      },
    }),
    remix({
      // `npm start` builds into build/; `npm test` and the e2e stack into their own directory (scripts/lib/stack.mjs).
      buildDirectory: process.env.SHOP_BUILD_DIR || "build",
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
    tsconfigPaths(),
  ],
  ssr: {
    // The server build runs in workerd, not Node: resolve packages for the worker runtime.
    resolve: {
      conditions: ["workerd", "worker", "browser"],
      externalConditions: ["workerd", "worker"],
    },
  },
  resolve: { mainFields: ["browser", "module", "main"] },
  // Terser (two compress passes) makes the browser bundle about 2 % smaller than esbuild's minifier, which keeps
  // every first load inside its JS budget; the server bundle keeps the faster esbuild.
  build: isSsrBuild
    ? { minify: true }
    : {
        minify: "terser",
        terserOptions: { compress: { passes: 2 }, format: { comments: false } },
        // Remix preloads route modules from its own manifest; the lazily imported chunks (consent banner, data
        // layer, monitoring, web vitals) import only what the page already has, so Vite's module-preload
        // polyfill and dependency preloading would be code on every page for nothing.
        modulePreload: false,
        rollupOptions: { output: { entryFileNames: routeChunkName, manualChunks: shellChunk() } },
      },
}));
