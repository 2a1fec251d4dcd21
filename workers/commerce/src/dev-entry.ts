/**
 * The development entry: the production app plus the demo seed and the /__dev tools (routes/dev.ts,
 * still only when DEV_SEED_ENABLED is "true"). `wrangler dev` runs it through scripts/lib/stack.mjs;
 * deploys use index.ts, whose bundle holds neither.
 */
import { withMonitoring } from "../../shared/monitoring";
import { createCommerceApp } from "./app";
import type { AppEnv } from "./env";
import { withMailDelivery } from "./mail/worker";
import { devRoutes } from "./routes/dev";

export type { CommerceEnv } from "./env";

export default withMailDelivery(withMonitoring("commerce", createCommerceApp([devRoutes]))) satisfies ExportedHandler<
  AppEnv["Bindings"]
>;
