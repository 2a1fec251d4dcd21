import type { AppLoadContext } from "@remix-run/cloudflare";
import { parentPageFieldsSchema, searchHitFieldsSchema } from "@shop/contract/content/entries";
import { getEntriesOfType, type ContentClients } from "~/platform/services/content-client.server";
import { ContentServiceError } from "~/platform/services/content-errors";

export interface ContentSearchHit {
  title: string;
  preTitle: string | null;
  /** `/{parentSlug}/{childSlug}` (spec section 2). */
  path: string;
}

export interface ContentSearchResult {
  hits: ContentSearchHit[];
  /** Spec section 8: a failed full-text search returns an error flag. */
  error: boolean;
}

/** Spec section 9: five results, include depth 2. */
export const CONTENT_SEARCH_LIMIT = 5;
const MAX_QUERY_LENGTH = 100;

/** Child page id → parent slug, from every content page that lists children (its categories). */
async function childParents(clients: ContentClients): Promise<Map<string, string>> {
  const parents = await getEntriesOfType(clients, "contentPage", parentPageFieldsSchema, {
    "fields.categories[exists]": true,
    select: "sys.id,fields.slug,fields.categories",
    include: 1,
    limit: 200,
  }).catch((error: unknown) => {
    if (error instanceof ContentServiceError && error.status === 404) return [];
    throw error;
  });
  const map = new Map<string, string>();
  for (const parent of parents)
    for (const child of parent.fields.categories ?? [])
      if (child && !map.has(child.sys.id)) map.set(child.sys.id, parent.fields.slug);
  return map;
}

/**
 * Full-text page search beside the product results (spec section 7): content pages that are
 * children of a parent page, not excluded from search, matching the text; at most five.
 */
export async function searchContentPages(
  context: AppLoadContext,
  q: string,
  clients?: ContentClients,
): Promise<ContentSearchResult> {
  const query = q.trim().slice(0, MAX_QUERY_LENGTH);
  if (query === "") return { hits: [], error: false };
  try {
    const content = clients ?? context.content;
    const parents = await childParents(content);
    if (parents.size === 0) return { hits: [], error: false };
    const entries = await getEntriesOfType(content, "contentPage", searchHitFieldsSchema, {
      "fields.excludeFromSearch": false,
      "sys.id[in]": [...parents.keys()].join(","),
      query,
      include: 2,
      limit: CONTENT_SEARCH_LIMIT,
    }).catch((error: unknown) => {
      if (error instanceof ContentServiceError && error.status === 404) return [];
      throw error;
    });
    return {
      hits: entries
        .filter((entry) => entry.fields.excludeFromSearch !== true)
        .slice(0, CONTENT_SEARCH_LIMIT)
        .map((entry) => ({
          title: entry.fields.title ?? entry.fields.slug,
          preTitle: entry.fields.preTitle ?? null,
          path: `/${parents.get(entry.id)}/${entry.fields.slug}`,
        })),
      error: false,
    };
  } catch (error) {
    console.error(
      JSON.stringify({
        level: "error",
        service: "cms",
        message: "Content page search failed",
        error: error instanceof ContentServiceError ? error.toJSON() : String(error),
      }),
    );
    return { hits: [], error: true };
  }
}
