import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// The server build is produced by `remix vite:build` before wrangler bundles this entry.
// @ts-ignore -- the file does not exist until the app is built
import * as build from "../../build/server/index.js";
import type { Env } from "../../app/env";
import { getLoadContext } from "../../app/load-context";
import { secretProblem } from "@shop/domain/secrets";
// The locale JSON itself: app/i18n's catalogue uses import.meta.glob, which only Vite's build resolves.
import errors from "../../app/locales/sv/errors.json";

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);
let loggedSecretProblem: string | null = null;

export default {
  async fetch(request, env, ctx) {
    // Without its own SESSION_SECRET (or with the one once committed) anyone could forge session
    // cookies: refuse everything and say why in the log (app/domain/secrets.ts).
    const problem = secretProblem("SESSION_SECRET", env.SESSION_SECRET, (env as { ENVIRONMENT?: string }).ENVIRONMENT);
    if (problem !== null) {
      if (loggedSecretProblem !== problem) console.error(`storefront: refusing all requests: ${(loggedSecretProblem = problem)}`);
      return new Response(`${errors.internal_server_error} ${errors.try_again_later}`, { status: 503, headers: { "content-type": "text/plain; charset=utf-8" } });
    }
    const loadContext = getLoadContext({ request, context: { cloudflare: { env, ctx } } });
    return build.entry.module.handleShopRequest(request, loadContext, handleRemixRequest);
  },
} satisfies ExportedHandler<Env>;
