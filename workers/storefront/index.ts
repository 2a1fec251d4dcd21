import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// The server build is produced by `remix vite:build` before wrangler bundles this entry.
// @ts-ignore -- the file does not exist until the app is built
import * as build from "../../build/server/index.js";
import type { Env } from "../../app/env";
import { getLoadContext } from "../../app/load-context";

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);

export default {
  async fetch(request, env, ctx) {
    const loadContext = getLoadContext({ request, context: { cloudflare: { env, ctx } } });
    return build.entry.module.handleShopRequest(request, loadContext, handleRemixRequest);
  },
} satisfies ExportedHandler<Env>;
