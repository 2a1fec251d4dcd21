import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/cloudflare";
import { withMonitoring } from "../shared/monitoring";
// The server build is produced by `remix vite:build` before wrangler bundles this entry.
// The file exists only after a build, so @ts-expect-error would fail once it does.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore -- the file does not exist until the app is built
import * as build from "../../build/server/index.js";

/**
 * What this entry needs of the server build's entry module (app/entry.server.tsx). The app is
 * reached only through the build, so the worker and the routes share one instance of every module
 * (per-request memos) and workers/ never imports from app/.
 */
interface ShopEntryModule {
  getLoadContext(args: { request: Request; context: { cloudflare: Cloudflare } }): AppLoadContext;
  configUnavailableResponse(error: unknown): Response;
  handleShopRequest(
    request: Request,
    loadContext: AppLoadContext,
    handleRemixRequest: (request: Request, loadContext: AppLoadContext) => Promise<Response>,
    buildVersion: string,
  ): Promise<Response>;
}

/** The bindings as wrangler passes them; the app validates them (app/platform/config/config.server.ts). */
type Env = { ASSETS: Fetcher } & Record<string, unknown>;
type Cloudflare = { env: Env; ctx: ExecutionContext };

const serverBuild = build as unknown as ServerBuild;
const entry = serverBuild.entry.module as unknown as ShopEntryModule;
const handleRemixRequest = createRequestHandler(serverBuild);

// Error reporting when SENTRY_DSN is set; the app's own reports (entry.server's handleError, the content
// client, tracking) reach the same client through @sentry/cloudflare's request scope.
export default withMonitoring("storefront", {
  async fetch(request, env, ctx) {
    let loadContext: AppLoadContext;
    try {
      loadContext = entry.getLoadContext({ request, context: { cloudflare: { env, ctx } } });
    } catch (error) {
      // A missing or unsafe setting (e.g. SESSION_SECRET): 503 for every request, its name in the log.
      return entry.configUnavailableResponse(error);
    }
    // The build's version is part of the edge cache's keys: a deploy never serves pages of the one before.
    return entry.handleShopRequest(request, loadContext, handleRemixRequest, serverBuild.assets.version);
  },
} satisfies ExportedHandler<Env>);
