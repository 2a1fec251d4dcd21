/**
 * The static import graph of the workers' sources, read from their import and export statements (type-only
 * imports left out: they vanish from the bundle). Enough for our own TypeScript: relative specifiers and the
 * `@shop/domain/*` path; packages are not followed.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

const IMPORT =
  /(?:^|[;\s])(import|export)\s+(type\s+)?(?:[\w*{}\s,$]*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function resolveFile(base: string): string | null {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function resolveSpecifier(from: string, specifier: string): string | null {
  if (specifier.startsWith(".")) return resolveFile(path.resolve(path.dirname(from), specifier));
  if (specifier.startsWith("@shop/domain/")) return resolveFile(path.join(repoRoot, "domain", specifier.slice(13)));
  if (specifier.startsWith("~/")) return resolveFile(path.join(repoRoot, "app", specifier.slice(2)));
  return null;
}

/** The files a module imports at run time (not `import type`/`export type`). */
export function runtimeImports(file: string): string[] {
  const source = readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    if (match[2]) continue;
    const resolved = resolveSpecifier(file, match[3] ?? match[4]);
    if (resolved) found.push(resolved);
  }
  return found;
}

/** Every file reachable from the entry through run-time imports, the entry included. */
export function reachableFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...runtimeImports(file));
  }
  return seen;
}

/** Import cycles among the given files (type-only imports count too: they tie the modules' designs). */
export function importCycles(files: readonly string[], options: { types: boolean } = { types: true }): string[][] {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = readFileSync(file, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/^\s*\/\/.*$/gm, "");
    const deps: string[] = [];
    for (const match of source.matchAll(IMPORT)) {
      if (match[2] && !options.types) continue;
      const resolved = resolveSpecifier(file, match[3] ?? match[4]);
      if (resolved) deps.push(resolved);
    }
    graph.set(file, deps);
  }
  const cycles: string[][] = [];
  const done = new Set<string>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const visit = (file: string) => {
    stack.push(file);
    onStack.add(file);
    for (const dep of graph.get(file) ?? []) {
      if (onStack.has(dep)) cycles.push([...stack.slice(stack.indexOf(dep)), dep]);
      else if (!done.has(dep)) visit(dep);
    }
    stack.pop();
    onStack.delete(file);
    done.add(file);
  };
  for (const file of files) if (!done.has(file)) visit(file);
  return cycles;
}

/** The TypeScript files under a folder of the repository. */
export function sourceFiles(folder: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.tsx?$/.test(name) && !name.endsWith(".d.ts")) files.push(full);
    }
  };
  walk(path.join(repoRoot, folder));
  return files;
}
