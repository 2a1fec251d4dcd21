import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { e2eBuildDir, root, startBuildDir, storefrontServerBuildImport } from "../../../scripts/lib/stack.mjs";

const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/**
 * `npm test` and `npm start` in one checkout: the test stack must build and serve from its own directory, or a test
 * run empties the build/ the running shop's storefront is serving.
 */
describe("the build directories of npm start and the test stack", () => {
  it("are different directories, neither inside the other", () => {
    const start = path.resolve(root, startBuildDir);
    const e2e = path.resolve(root, e2eBuildDir);
    expect(path.relative(start, e2e).startsWith("..")).toBe(true);
    expect(path.relative(e2e, start).startsWith("..")).toBe(true);
  });

  it("is what npm start serves: the storefront entry imports its server build and wrangler.toml its client", () => {
    expect(read("workers/storefront/index.ts")).toContain(`from "${storefrontServerBuildImport}"`);
    expect(path.resolve(root, "workers/storefront", storefrontServerBuildImport)).toBe(
      path.resolve(root, startBuildDir, "server/index.js"),
    );
    expect(read("wrangler.toml")).toMatch(new RegExp(`^directory = "\\./${startBuildDir}/client"$`, "m"));
  });

  it("is chosen by the build's environment, which the scripts set", () => {
    expect(read("vite.config.ts")).toMatch(/buildDirectory: process\.env\.SHOP_BUILD_DIR \|\| "build"/);
  });

  it("keeps the test build out of git, lint and format", () => {
    const top = e2eBuildDir.split("/")[0];
    expect(read(".gitignore").split("\n")).toContain(`${top}/`);
    expect(read(".prettierignore").split("\n")).toContain(`${top}/`);
    expect(read("eslint.config.js")).toContain(`"${top}/**"`);
  });
});
