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
  const isShellEntry = (id: string) => /\/app\/(root|entry\.client)\.tsx$/.test(id);
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!shell) {
      shell = new Set();
      const pending = [...getModuleIds()].filter(isShellEntry);
      while (pending.length > 0) {
        const info = getModuleInfo(pending.pop()!);
        for (const imported of info?.importedIds ?? []) {
          if (shell.has(imported) || isShellEntry(imported)) continue;
          shell.add(imported);
          pending.push(imported);
        }
      }
    }
    if (!shell.has(id)) return undefined;
    // Rollup's CommonJS helpers ("\0" ids) go with React, the lowest layer, so that no two chunks import each other.
    if (id.startsWith("\0") || /\/node_modules\/(react|react-dom|scheduler)\//.test(id)) return "shell-react";
    if (/\/node_modules\/(@remix-run|react-router|react-router-dom|turbo-stream)\//.test(id)) return "shell-remix";
    return "shell";
  };
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
