import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig, defineProject } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The commerce worker's JWT_SECRET is a secret, not a wrangler.toml var (domain/secrets.ts): the test
// pools get a fresh random one per run, and ENVIRONMENT=development like a local `wrangler dev`.
// DELIVERY_CLOCK: a Tuesday at 12:30 in Stockholm, when every express method is open, so a suite that adds express
// lines passes whenever it runs; the delivery-rule tests set their own clock (tests/workers/commerce/delivery-rules).
const commerceTestSecrets = {
  JWT_SECRET: randomBytes(32).toString("hex"),
  ENVIRONMENT: "development",
  DELIVERY_CLOCK: "2026-11-24T12:30:00+01:00",
  // Not the key `npm start` writes into workers/commerce/.dev.vars: tests that want a desk bring their own.
  QUOTE_DESK_KEY: "",
};

/**
 * The real commerce app in workerd with D1, its migrations (applied by the setup file) and the test
 * secrets; `~/` paths so tests can also drive storefront service clients against it.
 */
function commerceWorkerPlugins() {
  return [
    tsconfigPaths(),
    cloudflareTest(async () => ({
      wrangler: { configPath: "./workers/commerce/wrangler.toml" },
      miniflare: {
        bindings: {
          ...commerceTestSecrets,
          TEST_MIGRATIONS: await readD1Migrations(here("./workers/commerce/migrations")),
        },
      },
    })),
  ];
}

export default defineConfig({
  test: {
    // A workerd runtime takes seconds to start, so the commerce, security and content files share one per pool slot
    // (`isolate: false`) instead of starting one each; their setup file gives every file an empty database and empty
    // worker caches (tests/workers/commerce/apply-migrations.ts), and the content worker keeps no state. Two slots on
    // CI's two cores, and on bigger machines as many as there are cores.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      // Pure modules (domain rules, formatting, config validation): plain Node.
      defineProject({
        plugins: [tsconfigPaths()],
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "tests/unit/**/*.test.{ts,tsx}",
            "tests/architecture/**/*.test.ts",
            "domain/**/*.test.ts",
          ],
          environment: "node",
        },
      }),
      // Route modules rendered through createRemixStub with their real loaders and actions against a
      // scripted commerce service (tests/routes): what a buyer sees on the cart, delivery and punch-out pages.
      defineProject({
        plugins: [tsconfigPaths()],
        // Whole pages rendered in happy-dom: seconds each on a loaded 2-core machine, so more than vitest's 5 s default.
        test: {
          name: "routes",
          include: ["tests/routes/**/*.test.tsx"],
          environment: "happy-dom",
          testTimeout: 20_000,
        },
      }),
      // Commerce service contracts, in workerd with D1 and migrations applied.
      defineProject({
        plugins: commerceWorkerPlugins(),
        test: {
          name: "commerce",
          include: ["tests/workers/commerce/**/*.test.ts"],
          isolate: false,
          setupFiles: ["./tests/workers/commerce/apply-migrations.ts"],
        },
      }),
      // The shop's own attack suite (tests/security, see docs/security.md): the real commerce app in workerd
      // with D1 and migrations, plus the storefront's security functions (`~/` paths).
      defineProject({
        plugins: commerceWorkerPlugins(),
        test: {
          name: "security",
          include: ["tests/security/**/*.test.ts"],
          isolate: false,
          setupFiles: ["./tests/workers/commerce/apply-migrations.ts"],
        },
      }),
      // Content service (Contentful-compatible), in workerd.
      defineProject({
        plugins: [tsconfigPaths(), cloudflareTest({ wrangler: { configPath: "./workers/content/wrangler.toml" } })],
        test: { name: "content", include: ["tests/workers/content/**/*.test.ts"], isolate: false },
      }),
      // The real contentful SDK and graphql-request (Node) against the content worker started with wrangler.
      defineProject({
        plugins: [tsconfigPaths()],
        test: {
          name: "content-sdk",
          include: ["tests/integration/content/**/*.test.ts"],
          globalSetup: ["./tests/integration/content/global-setup.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      }),
      // Storefront code that needs bindings (KV caches), in workerd.
      defineProject({
        plugins: [
          tsconfigPaths(),
          cloudflareTest({
            miniflare: {
              compatibilityDate: "2026-04-01",
              compatibilityFlags: ["nodejs_compat"],
              kvNamespaces: ["CACHE"],
            },
          }),
        ],
        test: { name: "storefront", include: ["tests/workers/storefront/**/*.test.ts"] },
      }),
    ],
  },
});
