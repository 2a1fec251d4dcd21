import { describe, expect, it } from "vitest";
import { importGraph, findCycles, sourceFiles, lineCount } from "./import-graph";

/**
 * The layout rules of docs/architecture.md, checked on every `npm test` so new work lands in the layout rather than
 * next to it: the storefront and the service workers meet only in the shared packages (domain/, contract/,
 * brands/); nothing imports in a circle; files stay small enough to read.
 */
const graph = importGraph(["app", "workers", "domain", "contract", "brands"]);

const crossings = (from: string, to: string) =>
  [...graph.entries()].flatMap(([file, targets]) =>
    file.startsWith(from) ? [...targets].filter((t) => t.startsWith(to)).map((t) => `${file} -> ${t}`) : [],
  );

/**
 * The storefront's rooms (docs/architecture.md): each feature folder, each platform folder, ui/, routes/, and the
 * app's root files (root.tsx, entry files, routes.ts, request-rules.server.ts) each on their own.
 */
function roomOf(file: string): string {
  const room = /^app\/(features\/[^/]+|platform\/[^/]+|ui|routes)\//.exec(file);
  return room ? room[1] : file;
}

const appEdges = [...graph.entries()]
  .filter(([file]) => file.startsWith("app/"))
  .flatMap(([file, targets]) => [...targets].filter((t) => t.startsWith("app/")).map((target) => ({ file, target })));

describe("storefront layout: features, platform, ui", () => {
  it("keeps platform/ and ui/ free of features: they are what every feature stands on", () => {
    const wrong = appEdges.filter(
      ({ file, target }) => /^app\/(platform|ui)\//.test(file) && target.startsWith("app/features/"),
    );
    expect(wrong.map(({ file, target }) => `${file} -> ${target}`)).toEqual([]);
  });

  // A `*.lazy.tsx` module is its own chunk, loaded with `import()` when first shown; a bundler cannot split an index.
  it("lets a feature use another only through that feature's index.ts, index.server.ts or a lazy chunk", () => {
    const wrong = appEdges.filter(({ file, target }) => {
      const from = /^app\/features\/([^/]+)\//.exec(file)?.[1];
      const to = /^app\/features\/([^/]+)\/(.+)$/.exec(target);
      return from && to && to[1] !== from && !/^index(\.server)?\.ts$|\.lazy\.tsx$/.test(to[2]);
    });
    expect(wrong.map(({ file, target }) => `${file} -> ${target}`)).toEqual([]);
  });

  it("has no two rooms that import each other", () => {
    const pairs = new Set(appEdges.map(({ file, target }) => `${roomOf(file)} -> ${roomOf(target)}`));
    const mutual = [...pairs].filter((pair) => {
      const [a, b] = pair.split(" -> ");
      return a < b && pairs.has(`${b} -> ${a}`);
    });
    expect(mutual).toEqual([]);
  });

  it("is checked by a room finder that tells features, platform folders and ui apart", () => {
    expect(roomOf("app/features/quotes/quote-panel.tsx")).toBe("features/quotes");
    expect(roomOf("app/platform/session/session.server.ts")).toBe("platform/session");
    expect(roomOf("app/ui/field.tsx")).toBe("ui");
    expect(roomOf("app/root.tsx")).toBe("app/root.tsx");
  });
});

describe("layout", () => {
  it("keeps the workers and the storefront apart: they share only domain/, contract/ and brands/", () => {
    expect(crossings("workers/", "app/")).toEqual([]);
    expect(crossings("app/", "workers/")).toEqual([]);
  });

  it("keeps the shared packages free of storefront and worker code", () => {
    for (const shared of ["domain/", "contract/"]) {
      expect(crossings(shared, "app/")).toEqual([]);
      expect(crossings(shared, "workers/")).toEqual([]);
    }
  });

  it("has no import cycle", () => {
    expect(findCycles(graph)).toEqual([]);
  });

  it("is checked by a cycle finder that sees a cycle through any number of files", () => {
    const graphOf = (edges: Record<string, string[]>) =>
      new Map(Object.entries(edges).map(([file, targets]) => [file, new Set(targets)]));
    expect(findCycles(graphOf({ env: ["store"], store: ["middleware"], middleware: ["env"], app: ["env"] }))).toEqual([
      ["env", "middleware", "store"],
    ]);
    expect(findCycles(graphOf({ a: ["b"], b: [] }))).toEqual([]);
  });

  // Route modules over 150 lines fail (routes stay thin); any other file over 300 lines is only named, since a split
  // by size alone can cut one flow into pieces that are harder to read than the whole.
  it("has no route module over 150 lines, and names the files over 300 lines (generated data aside)", () => {
    const generated = /data\.generated\.ts$/;
    const files = sourceFiles(["app", "workers", "domain", "contract", "brands", "tests", "scripts", "bench"]);
    const long = files.filter((f) => !generated.test(f) && lineCount(f) > 300).map((f) => `${f}: ${lineCount(f)}`);
    if (long.length > 0) console.warn(`Files over 300 lines (a warning, not a failure):\n  ${long.join("\n  ")}`);
    const routeModule = /^app\/routes\/([^/]+\.tsx?|[^/]+\/route\.tsx?)$/;
    const longRoutes = files
      .filter((f) => routeModule.test(f) && lineCount(f) > 150)
      .map((f) => `${f}: ${lineCount(f)}`);
    expect(longRoutes).toEqual([]);
  });
});
