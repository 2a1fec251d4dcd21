/** No import cycles in the service workers (type-only imports included: a cycle of types is a cycle of design). */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importCycles, repoRoot, sourceFiles } from "./import-graph";

const named = (cycle: string[]) => cycle.map((file) => path.relative(repoRoot, file)).join(" -> ");

describe("service worker imports", () => {
  it.each(["workers/commerce/src", "workers/content/src"])("form no cycle in %s", (folder) => {
    expect(importCycles(sourceFiles(folder)).map(named)).toEqual([]);
  });

  it("are checked by a detector that finds a cycle through a type-only import", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "import-cycle-"));
    writeFileSync(path.join(dir, "env.ts"), 'import type { Row } from "./store";\nexport type Env = { row: Row };\n');
    writeFileSync(
      path.join(dir, "store.ts"),
      'import { check } from "./middleware";\nexport type Row = { id: string };\n',
    );
    writeFileSync(path.join(dir, "middleware.ts"), 'import type { Env } from "./env";\nexport const check = 1;\n');
    const files = ["env.ts", "store.ts", "middleware.ts"].map((name) => path.join(dir, name));
    expect(importCycles(files).map((cycle) => cycle.map((file) => path.basename(file)))).toEqual([
      ["env.ts", "store.ts", "middleware.ts", "env.ts"],
    ]);
    expect(importCycles(files, { types: false })).toEqual([]);
  });
});
