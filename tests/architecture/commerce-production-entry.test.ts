/**
 * The commerce worker's production entry (wrangler.toml `main`) must not bundle the demo seed or the
 * /__dev routes; the development entry (src/dev-entry.ts, run by `wrangler dev` in scripts/lib/stack.mjs)
 * adds them. Bundling with `wrangler deploy --dry-run` would prove the same but takes too long for a unit
 * test, so this follows the static imports that esbuild would follow.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { reachableFrom } from "./import-graph";

const src = "workers/commerce/src/";
const relative = (files: Iterable<string>) => [...files].map((f) => f.slice(src.length)).sort();
const devOnly = (file: string) => file.startsWith("seed/") || file === "routes/dev.ts";

describe("commerce production entry", () => {
  it("is the wrangler.toml main", () => {
    const toml = readFileSync(new URL("../../workers/commerce/wrangler.toml", import.meta.url), "utf8");
    expect(toml).toMatch(/^main = "src\/index\.ts"$/m);
  });

  it("reaches no demo seed module and no /__dev route", () => {
    const reached = relative(reachableFrom(`${src}index.ts`));
    expect(reached).toContain("app.ts");
    expect(reached).toContain("routes/quotes.ts");
    expect(reached.filter(devOnly)).toEqual([]);
  });

  it("leaves the seed and the /__dev routes to the development entry", () => {
    const reached = relative(reachableFrom(`${src}dev-entry.ts`));
    expect(reached).toEqual(expect.arrayContaining(["routes/dev.ts", "seed/seed.ts", "seed/account-history.ts"]));
  });
});
