import { z } from "zod";
import {
  publicLocationSchema,
  selectedProductGroupSchema,
  type PublicLocation,
} from "@shop/contract/commerce/locations";
import type { StorefrontConfig } from "~/platform/config/config.server";

export type StockLocation = PublicLocation;

/**
 * Public reads from the commerce service for content pages: a selected-products group and a stock
 * location are the same for every viewer, so they are read without a token (the service answers
 * these anonymously). On any failure the caller shows the content alone.
 */
async function getCommerce<S extends z.ZodType>(
  env: Pick<StorefrontConfig, "COMMERCE_URL">,
  path: string,
  schema: S,
  fetchFn: typeof fetch = fetch,
): Promise<z.output<S> | null> {
  try {
    const url = new URL(path, env.COMMERCE_URL);
    const init = { headers: { accept: "application/json" } };
    // One retry on a dropped connection: these reads are idempotent and a front page without them is poorer.
    const response = await fetchFn(url, { ...init, signal: AbortSignal.timeout(5_000) }).catch(() =>
      fetchFn(url, { ...init, signal: AbortSignal.timeout(5_000) }),
    );
    if (!response.ok) {
      console.warn(`Commerce ${path} answered ${response.status}`);
      return null;
    }
    const parsed = schema.safeParse(await response.json());
    if (!parsed.success) {
      console.warn(`Commerce ${path}: unexpected response shape`);
      return null;
    }
    return parsed.data;
  } catch (error) {
    console.warn(`Commerce ${path} failed: ${(error as Error).message}`);
    return null;
  }
}

export function getSelectedProductGroup(
  env: Pick<StorefrontConfig, "COMMERCE_URL">,
  id: string,
  fetchFn: typeof fetch = fetch,
) {
  return getCommerce(env, `/selected-product-groups/${encodeURIComponent(id)}`, selectedProductGroupSchema, fetchFn);
}

export function getStockLocation(
  env: Pick<StorefrontConfig, "COMMERCE_URL">,
  id: string,
  fetchFn: typeof fetch = fetch,
) {
  return getCommerce(env, `/locations/${encodeURIComponent(id)}`, publicLocationSchema, fetchFn);
}
