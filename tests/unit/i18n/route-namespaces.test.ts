import { existsSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { NAMESPACES } from "~/platform/i18n/namespaces";
import { reachableFrom, readSource } from "../../architecture/import-graph";

/**
 * The browser only has the namespaces the matched routes declare (`handle.i18n`), so a component that uses a key
 * of another namespace would show the raw key after a client-side navigation. This follows each route module's
 * imports (without `.server` modules, whose texts are translated on the server) and lists the namespaces of the
 * keys written in them ("catalogue.cart.add", or a prefix such as `catalogue.listing.sort_${s}`).
 */
const KEY = new RegExp(`["'\`](${NAMESPACES.join("|")})\\.[A-Za-z_$]`, "g");
const forTheBrowser = (specifier: string) => !/\.server(\.tsx?)?$|\.server\//.test(specifier);

/** Namespaces of the keys in a module and everything it imports for the browser (app/platform/i18n itself only names them). */
function usedNamespaces(entry: string): Set<string> {
  const namespaces = new Set<string>();
  for (const file of reachableFrom(entry, forTheBrowser)) {
    if (file.startsWith("app/platform/i18n/") || !/\.tsx?$/.test(file)) continue;
    for (const match of readSource(file).matchAll(KEY)) namespaces.add(match[1]);
  }
  return namespaces;
}

function declaredNamespaces(file: string): string[] {
  const list = /\bi18n:\s*\[([^\]]*)\]/.exec(readSource(file))?.[1] ?? "";
  return [...list.matchAll(/"([^"]+)"/g)].map((match) => match[1]);
}

/** Route modules with a UI: `app/routes/x.tsx`, or `app/routes/x/route.tsx` for a route folder. */
function routeModules(): string[] {
  return readdirSync(new URL("../../../app/routes", import.meta.url)).flatMap((name) => {
    const file = `app/routes/${name}`;
    if (name.endsWith(".tsx")) return [file];
    return existsSync(new URL(`../../../${file}/route.tsx`, import.meta.url)) ? [`${file}/route.tsx`] : [];
  });
}

const rootFile = "app/root.tsx";
const shell = declaredNamespaces(rootFile);

describe("route namespaces", () => {
  it("root declares every namespace the shell uses", () => {
    expect([...usedNamespaces(rootFile)].filter((namespace) => !shell.includes(namespace))).toEqual([]);
  });

  it.each(routeModules().map((file) => [file, file]))(
    "%s declares every namespace its components use",
    (_name, file) => {
      const declared = new Set([...shell, ...declaredNamespaces(file)]);
      expect([...usedNamespaces(file)].filter((namespace) => !declared.has(namespace))).toEqual([]);
    },
  );

  it("declares only namespaces that exist", () => {
    for (const file of [rootFile, ...routeModules()]) {
      for (const namespace of declaredNamespaces(file)) expect(NAMESPACES, file).toContain(namespace);
    }
  });
});
