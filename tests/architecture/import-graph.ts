import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root; every path below is relative to it, with forward slashes. */
const root = normalize(join(dirname(fileURLToPath(import.meta.url)), "../.."));
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const SKIP = new Set(["node_modules", ".wrangler", "build", "test-results", "results", "baseline"]);

export function sourceFiles(folders: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(join(root, dir))) {
      if (SKIP.has(name)) continue;
      const path = `${dir}/${name}`;
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (SOURCE.test(name) && !name.endsWith(".d.ts")) out.push(path);
    }
  };
  for (const folder of folders) if (existsSync(join(root, folder))) walk(folder);
  return out.sort();
}

export const lineCount = (file: string) => readFileSync(join(root, file), "utf8").split("\n").length - 1;

/** Static imports and re-exports, and dynamic `import("…")` with a literal specifier. */
const SPECIFIER =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?\sfrom\s*["']([^"']+)["']|(?:^|\n)\s*import\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

const ALIASES: [string, string][] = [
  ["~/", "app/"],
  ["@shop/domain/", "domain/"],
  ["@shop/contract/", "contract/"],
];

function resolve(from: string, specifier: string): string | null {
  let base: string | null = null;
  for (const [alias, folder] of ALIASES) if (specifier.startsWith(alias)) base = folder + specifier.slice(alias.length);
  if (base === null && specifier.startsWith(".")) base = relative(root, join(root, dirname(from), specifier));
  if (base === null) return null; // a package
  base = base.split("\\").join("/");
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile()) return candidate;
  }
  // Imports of generated files (the server build) and of the `.js` spelling of a TS module.
  const ts = base.replace(/\.js$/, ".ts");
  return existsSync(join(root, ts)) ? ts : base;
}

const TYPE_ONLY = /^\s*(?:import|export)\s+type\s/;

function withoutComments(file: string): string {
  return readFileSync(join(root, file), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");
}

/** The repository files a module imports at run time: `import type` and `export type` vanish from bundles. */
export function runtimeImports(file: string, follow: (specifier: string) => boolean = () => true): string[] {
  const found: string[] = [];
  for (const match of withoutComments(file).matchAll(SPECIFIER)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (TYPE_ONLY.test(match[0]) || !follow(specifier)) continue;
    const target = resolve(file, specifier);
    if (target === null || !existsSync(join(root, target))) continue;
    if (FEATURE_INDEX.test(target)) found.push(...throughIndex(target, importedNames(match[0])));
    else found.push(target);
  }
  return found;
}

/** A feature's public face (app/features/<feature>/index.ts or index.server.ts): re-exports only. */
const FEATURE_INDEX = /^app\/features\/[^/]+\/index(\.server)?\.ts$/;

/** The names a statement takes (`import { a, b as c, type T } from …`); null for `*` or a default import. */
function importedNames(statement: string): string[] | null {
  const braces = /^\s*(?:import|export)\s+\{([^}]*)\}/.exec(statement);
  if (!braces) return null;
  return braces[1]
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith("type "))
    .map((part) => part.split(/\s+as\s+/)[0].trim());
}

/**
 * The files behind the names taken from a feature's index, as a bundler's tree-shaking sees it: a page that
 * takes one component of another feature does not pull in the rest of that feature's face.
 */
function throughIndex(index: string, names: string[] | null): string[] {
  const files: string[] = [];
  for (const line of withoutComments(index).matchAll(/export\s+(type\s+)?\{([^}]*)\}\s+from\s+["']([^"']+)["']/g)) {
    if (line[1]) continue;
    const exported = line[2].split(",").map((name) => name.trim());
    if (names === null || exported.some((name) => names.includes(name))) {
      const target = resolve(index, line[3]);
      if (target !== null) files.push(target);
    }
  }
  return files;
}

/**
 * Every file reachable from `entry` through run-time imports, the entry included: what esbuild would bundle.
 * `follow` can leave specifiers out (the browser's share of a route leaves out `.server` modules).
 */
export function reachableFrom(entry: string, follow?: (specifier: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...runtimeImports(file, follow));
  }
  return seen;
}

/** The text of a repository file. */
export const readSource = (file: string) => readFileSync(join(root, file), "utf8");

/** File → the repository files it imports (packages left out). Comments are stripped first. */
export function importGraph(folders: readonly string[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(folders)) {
    if (/\.test\.tsx?$/.test(file)) continue;
    const targets = new Set<string>();
    for (const match of withoutComments(file).matchAll(SPECIFIER)) {
      const target = resolve(file, match[1] ?? match[2] ?? match[3]);
      if (target !== null) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Every strongly connected group of two or more files (or a file importing itself), as sorted file lists. */
export function findCycles(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indices.get(next)!));
    }
    if (low.get(node) === indices.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || graph.get(node)?.has(node)) cycles.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return cycles;
}
