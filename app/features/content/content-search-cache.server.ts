/**
 * The content-page search beside the product results, cached per query in the shared KV cache.
 * The content service answers a search without hits as "not found", which the content cache does
 * not store, so before this every product search (most have no content-page hits) asked the
 * content service for a full-text query with include 2. Content pages are the same for everyone;
 * failed searches are not stored; preview (staging) reads past the cache like all content.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { readContentConfig } from "~/platform/services/content-config.server";
import { searchContentPages, type ContentSearchResult } from "./content-search.server";
import { createSharedCache, hashedPart, type SharedCachePolicy } from "~/platform/cache/shared-cache.server";
import { normalizeQuery } from "~/features/products/index.server";

export const CONTENT_SEARCH_POLICY: SharedCachePolicy = { ttlSeconds: 60, staleSeconds: 600 };

class SearchFailed extends Error {
  constructor(readonly result: ContentSearchResult) {
    super("content search failed");
  }
}

export async function cachedContentPageSearch(context: AppLoadContext, q: string): Promise<ContentSearchResult> {
  const env = context.config;
  const config = readContentConfig(env);
  const query = normalizeQuery(q);
  if (config.preview || query === "") return searchContentPages(context, query);
  const cache = createSharedCache({ kv: env.CACHE, waitUntil: (promise) => context.cloudflare.ctx.waitUntil(promise) });
  try {
    return await cache(
      "content-search",
      [config.space, config.environment, await hashedPart(query)],
      CONTENT_SEARCH_POLICY,
      async () => {
        const result = await searchContentPages(context, query);
        if (result.error) throw new SearchFailed(result);
        return result;
      },
    );
  } catch (error) {
    if (error instanceof SearchFailed) return error.result;
    throw error;
  }
}
