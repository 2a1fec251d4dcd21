import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isSupportedNode, supportedNodeRange, unsupportedNodeMessage } from "../../../scripts/lib/node-version.mjs";

const packageJson = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8"));

describe("the Node version check of npm start and npm test", () => {
  it("checks the range package.json promises", () => {
    expect(packageJson.engines.node).toBe(supportedNodeRange);
  });

  it("accepts the versions every dependency supports", () => {
    for (const version of ["20.19.0", "v20.20.2", "22.13.0", "22.20.1", "24.0.0", "25.1.0"])
      expect(isSupportedNode(version), version).toBe(true);
  });

  it("refuses older ones and the odd majors some dependencies leave out", () => {
    for (const version of ["18.20.4", "20.3.0", "20.18.3", "21.7.3", "22.12.0", "23.11.0"])
      expect(isSupportedNode(version), version).toBe(false);
  });

  it("says in one sentence which Node is needed and which one runs", () => {
    const message = unsupportedNodeMessage("v20.3.0");
    expect(message).toContain("Node 20.19 or newer");
    expect(message).toContain("this is Node 20.3.0");
    expect(message).not.toContain("\n");
  });
});
