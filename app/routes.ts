import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfig } from "@remix-run/route-config";
import { getAppDirectory, route } from "@remix-run/route-config";
import { flatRoutes } from "@remix-run/fs-routes";

/**
 * Every brand's extra routes (brands/<id>/config.json `extraRoutes`), read at build time. BRAND is chosen when
 * the worker starts, so one build serves every brand: each path any brand lists gets the same module, whose
 * loader answers 404 unless the running brand lists it (app/features/content/extra-page.server.ts).
 */
function brandExtraRoutes() {
  const brandsDir = path.resolve(getAppDirectory(), "..", "brands");
  const paths = new Set<string>();
  for (const entry of readdirSync(brandsDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const config = JSON.parse(readFileSync(path.join(brandsDir, entry.name, "config.json"), "utf8")) as {
      extraRoutes?: { path: string }[];
    };
    for (const extra of config.extraRoutes ?? []) paths.add(extra.path);
  }
  return [...paths]
    .sort()
    .map((routePath) => route(routePath, "features/content/extra-route.tsx", { id: `brand${routePath}` }));
}

export default flatRoutes().then((routes) => [...routes, ...brandExtraRoutes()]) satisfies RouteConfig;
