import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const wranglerToml = readFileSync(path.join(root, "wrangler.toml"), "utf8");

/** The `run_worker_first` patterns of the storefront's [assets]. */
function runWorkerFirst(): string[] {
  const line = /^run_worker_first\s*=\s*(\[.*\])\s*$/m.exec(wranglerToml);
  expect(line, "wrangler.toml [assets] run_worker_first").not.toBeNull();
  return JSON.parse(line![1]!) as string[];
}

/** What build/client holds at its top level: public/ as Vite copies it, plus the build's own /assets. */
function servedTopLevel(): string[] {
  const fromPublic = readdirSync(path.join(root, "public"), { withFileTypes: true })
    // Read by the asset server for its headers, never served.
    .filter((entry) => entry.name !== "_headers")
    .map((entry) => (entry.isDirectory() ? `/${entry.name}/*` : `/${entry.name}`));
  return ["/assets/*", ...fromPublic];
}

describe("static routing of the storefront", () => {
  it("sends every page to the worker without an asset lookup", () => {
    expect(runWorkerFirst()[0]).toBe("/*");
  });

  it("leaves every static file to the asset server: a file added to public/ without its pattern would be a 404", () => {
    const excluded = runWorkerFirst()
      .filter((pattern) => pattern.startsWith("!"))
      .map((pattern) => pattern.slice(1));
    expect(excluded.sort()).toEqual(servedTopLevel().sort());
  });
});
