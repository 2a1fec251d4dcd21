import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readBrandConfigs } from "~/platform/brand/brand-config.server";
import { toPublicBrandConfig } from "~/platform/brand/schema";

/** GET /api/brand-config: every brand's public config, keyed by brand id (spec section 7). */
export async function loader({ context }: LoaderFunctionArgs) {
  const brands = await readBrandConfigs(context.config.CACHE);
  const body = Object.fromEntries(Object.entries(brands).map(([id, brand]) => [id, toPublicBrandConfig(brand)]));
  return Response.json(body, {
    headers: { "Cache-Control": "public, max-age=300", "X-Content-Type-Options": "nosniff" },
  });
}
