/**
 * The production entry (wrangler.toml `main`): the shop's routes only. The demo seed and the /__dev
 * tools are added by dev-entry.ts, which `wrangler dev` runs locally (scripts/lib/stack.mjs); a unit
 * test (tests/unit/commerce-bundle.test.ts) keeps them out of this file's import graph.
 */
import { withMonitoring } from "../../shared/monitoring";
import { createCommerceApp } from "./app";
import type { AppEnv } from "./env";

export type { CommerceEnv } from "./env";

export default withMonitoring("commerce", createCommerceApp()) satisfies ExportedHandler<AppEnv["Bindings"]>;
