import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { NAMESPACES } from "~/i18n/namespaces";

/**
 * The browser only has the namespaces the matched routes declare (`handle.i18n`), so a component that uses a key
 * of another namespace would show the raw key after a client-side navigation. This follows each route module's
 * imports (without `.server` modules, whose texts are translated on the server) and lists the namespaces of the
 * keys written in them ("catalogue.cart.add", or a prefix such as `catalogue.listing.sort_${s}`).
 */
const root = fileURLToPath(new URL("../../../", import.meta.url));
const KEY = new RegExp(`["'\`](${NAMESPACES.join("|")})\\.[A-Za-z_$]`, "g");
const IMPORT = /(?:import|export)\s[^;]*?from\s+"([^"]+)"|import\(\s*"([^"]+)"\s*\)/g;

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = path.join(root, "app", specifier.slice(2));
  else if (specifier.startsWith("@shop/domain/")) base = path.join(root, "domain", specifier.slice(13));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file) && statSync(file).isFile()) ?? null;
}

/** Namespaces of the keys in a module and everything it imports for the browser (app/i18n itself only names them). */
function usedNamespaces(entry: string): Set<string> {
  const seen = new Set<string>();
  const namespaces = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    if (!file.includes(`${path.sep}app${path.sep}i18n${path.sep}`)) {
      for (const match of source.matchAll(KEY)) namespaces.add(match[1]);
    }
    for (const match of source.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      if (/\.server(\.tsx?)?$|\.server\//.test(specifier)) continue;
      const resolved = resolveImport(file, specifier);
      if (resolved) stack.push(resolved);
    }
  }
  return namespaces;
}

function declaredNamespaces(file: string): string[] {
  const list = /\bi18n:\s*\[([^\]]*)\]/.exec(readFileSync(file, "utf8"))?.[1] ?? "";
  return [...list.matchAll(/"([^"]+)"/g)].map((match) => match[1]);
}

/** Route modules with a UI: `app/routes/x.tsx`, or `app/routes/x/route.tsx` for a route folder. */
function routeModules(): string[] {
  const dir = path.join(root, "app/routes");
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    const folderRoute = path.join(file, "route.tsx");
    if (statSync(file).isDirectory()) return existsSync(folderRoute) ? [folderRoute] : [];
    return name.endsWith(".tsx") ? [file] : [];
  });
}

const rootFile = path.join(root, "app/root.tsx");
const shell = declaredNamespaces(rootFile);

describe("route namespaces", () => {
  it("root declares every namespace the shell uses", () => {
    expect([...usedNamespaces(rootFile)].filter((namespace) => !shell.includes(namespace))).toEqual([]);
  });

  it.each(routeModules().map((file) => [path.relative(root, file), file]))(
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
