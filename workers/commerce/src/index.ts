/**
 * The production entry (wrangler.toml `main`): the shop's routes only. The demo seed and the /__dev
 * tools are added by dev-entry.ts, which `wrangler dev` runs locally (scripts/lib/stack.mjs); a unit
 * test (tests/unit/commerce-bundle.test.ts) keeps them out of this file's import graph.
 */
import { withMonitoring } from "../../shared/monitoring";
import { createCommerceApp } from "./app";
import type { AppEnv } from "./env";
import { withMailDelivery } from "./mail/worker";

export type { CommerceEnv } from "./env";

// Mail delivery outside the monitoring wrapper: its queue and cron handlers are the worker's own, and the mails a
// request wrote are enqueued once the monitored request is done.
export default withMailDelivery(withMonitoring("commerce", createCommerceApp())) satisfies ExportedHandler<
  AppEnv["Bindings"]
>;
