import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * docs/upgrading.md is the exit plan for the patches and the framework internals the shop relies on; it names the
 * version each item was measured on (`<!-- pin: <package>@<version> -->`). A package upgraded, a patch redone or a
 * new internal used without the plan being read and updated fails here, so the gains are re-measured, not assumed.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const plan = readFileSync(path.join(root, "docs/upgrading.md"), "utf8");

/** `<package>@<version>` from the plan's pin lines; a scoped name keeps its leading `@`. */
function pinsOf(markdown: string): Map<string, string> {
  const pins = new Map<string, string>();
  for (const [, name, version] of markdown.matchAll(/<!-- pin: (@?[^@\s]+)@(\S+) -->/g)) pins.set(name!, version!);
  return pins;
}

/** patch-package's file name: `<package with / as +>+<version>.patch`, e.g. `@remix-run+router+1.23.3.patch`. */
function patchedPackage(fileName: string): { name: string; version: string } {
  const match = /^(.+)\+([^+]+)\.patch$/.exec(fileName);
  if (!match) throw new Error(`not a patch-package file name: ${fileName}`);
  return { name: match[1]!.replace("+", "/"), version: match[2]! };
}

const installedVersion = (name: string): string =>
  (JSON.parse(readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8")) as { version: string })
    .version;

const packageOf = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Packages whose internals app/ uses: an `UNSAFE_` import, or React's Node server build named by path. */
function internalsUsedByApp(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  const note = (name: string, file: string) => used.set(name, [...(used.get(name) ?? []), file]);
  for (const file of sourceFiles(path.join(root, "app"))) {
    const source = readFileSync(file, "utf8");
    const relative = path.relative(root, file);
    for (const [, names, specifier] of source.matchAll(
      /(?:import|export)\s+(?:type\s+)?(?:\w+\s*,\s*)?\{([^}]*)\}\s+from\s+"([^"]+)"/g,
    ))
      if (/\bUNSAFE_/.test(names!)) note(packageOf(specifier!), relative);
    if (/from\s+"react-dom\/server\.node"/.test(source)) note("react-dom", relative);
  }
  return used;
}

const pins = pinsOf(plan);
const patches = readdirSync(path.join(root, "patches")).filter((name) => name.endsWith(".patch"));

describe("the upgrade plan (docs/upgrading.md)", () => {
  it("reads patch-package's file names and the plan's pins", () => {
    expect(patchedPackage("@remix-run+router+1.23.3.patch")).toEqual({ name: "@remix-run/router", version: "1.23.3" });
    expect(patchedPackage("react-dom+18.3.1.patch")).toEqual({ name: "react-dom", version: "18.3.1" });
    expect(pinsOf("<!-- pin: @remix-run/react@2.17.5 -->\n<!-- pin: react@18.3.1 -->")).toEqual(
      new Map([
        ["@remix-run/react", "2.17.5"],
        ["react", "18.3.1"],
      ]),
    );
    expect(patches.length).toBeGreaterThan(0);
  });

  it("names every patch's package at the version the patch was made for", () => {
    const stale = patches
      .map(patchedPackage)
      .filter(({ name, version }) => pins.get(name) !== version)
      .map(({ name, version }) => `patches/ has ${name}@${version}, the plan pins ${pins.get(name) ?? "no version"}`);
    expect(stale).toEqual([]);
  });

  it("pins the versions that are installed, so an upgrade cannot pass without the plan being revisited", () => {
    const moved = [...pins]
      .filter(([name, version]) => installedVersion(name) !== version)
      .map(([name, version]) => `${name}: the plan pins ${version}, node_modules has ${installedVersion(name)}`);
    expect(moved).toEqual([]);
  });

  it("has a plan for every package whose internals app/ uses", () => {
    const unplanned = [...internalsUsedByApp()]
      .filter(([name]) => !pins.has(name))
      .map(([name, files]) => `${name} (${files.join(", ")})`);
    expect(unplanned).toEqual([]);
  });
});
