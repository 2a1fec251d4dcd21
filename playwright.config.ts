import { defineConfig } from "@playwright/test";
import { e2ePorts } from "./tests/e2e/ports.mjs";
import { e2eBrowserPath } from "./scripts/lib/debian-package.mjs";

/**
 * Every test starts as a buyer who has answered the consent banner with "only necessary", so the banner
 * does not cover what a test clicks; the consent tests clear or replace this cookie themselves.
 */
const answeredConsent = {
  cookies: [
    {
      name: "samtycke",
      value: "v1.s0.m0",
      domain: "127.0.0.1",
      path: "/",
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: "Lax" as const,
    },
  ],
  origins: [],
};

// Debian's chromium-headless-shell, or its full chromium when only that one is installed (scripts/lib/debian-package.mjs).
const chromiumPath = e2eBrowserPath();

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  // CI runs three workerd processes, Chromium and two test workers on two cores: give slow moments room,
  // and retry once there so a load spike does not fail the run (a retried test is reported as flaky).
  retries: process.env.CI ? 1 : 0,
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${e2ePorts.storefrontPort}`,
    storageState: answeredConsent,
    locale: "sv-SE",
    timezoneId: "Europe/Stockholm",
    // Recording a trace costs about a third of a test's time: only a retried test records one (CI retries once);
    // `npx playwright test --trace=retain-on-failure` records them locally.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: chromiumPath,
      // The machine has no network: keep Chromium from trying to reach Google services.
      args: [
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true }, testIgnore: /.*\.nojs\.spec\.ts/ },
    { name: "no-js", use: { javaScriptEnabled: false }, testMatch: /.*\.nojs\.spec\.ts|.*\.both\.spec\.ts/ },
    // The storefront half of the attack suite (redirects, origins, headers, sessions) against the same e2e stack.
    { name: "security", testDir: "tests/security", testMatch: /.*\.spec\.ts/, use: { javaScriptEnabled: true } },
    // Its forms (the punch-out confirmation) also without JavaScript.
    {
      name: "security-no-js",
      testDir: "tests/security",
      testMatch: /.*\.both\.spec\.ts/,
      use: { javaScriptEnabled: false },
    },
  ],
  webServer: {
    command: "node scripts/serve-e2e.mjs",
    url: `http://127.0.0.1:${e2ePorts.storefrontPort}/`,
    // Includes building the app into .cache/e2e-build when it is missing or older than the sources.
    timeout: 360_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
  },
});
