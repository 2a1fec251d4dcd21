import { defineConfig } from "@playwright/test";
import { faultPorts } from "./ports.mjs";
import { e2eBrowserPath } from "../../scripts/lib/debian-package.mjs";

/**
 * The fault tests (issue #47): Playwright without JavaScript (plain form posts, as the slowest phone sends them)
 * against their own stack (scripts/serve-faults.mjs), whose workers they stop, start and slow down one at a time:
 * one worker, in file order. `npm test` runs them after the end-to-end tests; alone: `npx playwright test -c tests/faults/playwright.config.ts`.
 */
export default defineConfig({
  testDir: ".",
  testMatch: /.*\.spec\.ts/,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${faultPorts.storefrontPort}`,
    javaScriptEnabled: false,
    locale: "sv-SE",
    timezoneId: "Europe/Stockholm",
    storageState: {
      cookies: [
        {
          name: "samtycke",
          value: "v1.s0.m0",
          domain: "127.0.0.1",
          path: "/",
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: "Lax",
        },
      ],
      origins: [],
    },
    launchOptions: { executablePath: e2eBrowserPath(), args: ["--disable-gpu", "--no-first-run"] },
  },
  webServer: {
    command: "node scripts/serve-faults.mjs",
    cwd: "../..",
    url: `http://127.0.0.1:${faultPorts.controlPort}/state`,
    timeout: 360_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
  },
});
