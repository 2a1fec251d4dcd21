import type { AppLoadContext } from "@remix-run/cloudflare";
import type { SearchSuggestions } from "./search-suggestions-view";
import { matchCategories } from "@shop/domain/search-suggestions";
import { sharedCatalogue, type SharedCatalogue } from "~/features/products/index.server";
import { commerceBaseUrl, type CommerceSession } from "~/platform/session/commerce-session.server";

/**
 * Answers given in this isolate, per assortment (the shared catalogue's scope) and query: typing sends the
 * same few prefixes again and again, and each answer is the same for everyone in the assortment, so a
 * repeat within SUGGESTION_MEMO_MS costs no KV read. Requests whose assortment is unknown are never kept.
 */
export const SUGGESTION_MEMO_MS = 30_000;
const SUGGESTION_MEMO_SIZE = 500;
const memo = new Map<string, { body: SearchSuggestions; at: number }>();

/**
 * Products and categories for the header's find-as-you-type. Both come from the shared cache of
 * the buyer's assortment (the category tree and the suggestion hits are the same for everyone
 * in it), so typing costs the commerce service little.
 */
export async function loadSuggestions(
  context: AppLoadContext,
  commerce: CommerceSession,
  q: string,
  now = Date.now(),
): Promise<SearchSuggestions> {
  const catalogue = await sharedCatalogue(context, commerce);
  const key = catalogue.scope === null ? null : JSON.stringify([catalogue.scope, q]);
  const known = key === null ? undefined : memo.get(key);
  if (known && now - known.at < SUGGESTION_MEMO_MS) return known.body;
  const body = await suggestionsFrom(context, catalogue, q);
  if (key !== null) {
    memo.delete(key);
    if (memo.size >= SUGGESTION_MEMO_SIZE) memo.delete(memo.keys().next().value!);
    memo.set(key, { body, at: now });
  }
  return body;
}

async function suggestionsFrom(
  context: AppLoadContext,
  catalogue: SharedCatalogue,
  q: string,
): Promise<SearchSuggestions> {
  const [{ hits, correctedQuery }, tree] = await Promise.all([catalogue.suggestions(q), catalogue.menu()]);
  const baseUrl = commerceBaseUrl(context);
  // A misspelt query matches no category name either: the corrected one may.
  const categories = matchCategories(tree, q);
  return {
    q,
    ...(correctedQuery ? { corrected: correctedQuery } : {}),
    products: hits.map((hit) => {
      const image = hit.images[0];
      return {
        name: hit.name,
        articleNumber: hit.articleNumber,
        href: `/produkt/${hit.variantSlug}`,
        image: image ? { src: new URL(image.assetUrl, baseUrl).toString(), alt: image.assetLabel } : null,
        ...(hit.discontinued ? { discontinued: { replacedBy: hit.ersattningsartikel?.articleNumber ?? null } } : {}),
      };
    }),
    categories: categories.length === 0 && correctedQuery ? matchCategories(tree, correctedQuery) : categories,
  };
}
