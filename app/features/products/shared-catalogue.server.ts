/**
 * Catalogue reads that are the same for everyone in one assortment, through the shared KV cache:
 * the category tree (menu), a category's frame (breadcrumbs, children), attribute sequences, a
 * product's base data, a product family (configurator) and find-as-you-type suggestions. Prices, stock, delivery options and
 * anything else that depends on the customer are never read through here
 * (docs/decisions.md).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import {
  getAttributeSequence,
  getCategory,
  getContextAssortmentId,
  getMenu,
  getStores,
  getVariant,
  suggestArticles,
  type SuggestionAnswer,
} from "./catalogue-client.server";
import type { Category, Variant } from "@shop/contract/commerce/catalogue";
import type { ProductFamily } from "@shop/contract/commerce/configurator";
import { getProductFamily } from "./product-family-client.server";
import type { CommerceSession } from "~/platform/session/commerce-session.server";
import { isolateMemory } from "~/platform/cache/isolate-memory.server";
import {
  createSharedCache,
  hashedPart,
  type SharedCachePolicy,
  type SharedLoader,
} from "~/platform/cache/shared-cache.server";

export interface MenuNode {
  id: string;
  name: string;
  url: string;
  children: MenuNode[];
}

/** Category tree and frames change when the catalogue is published: minutes are fine. */
export const FRAME_POLICY: SharedCachePolicy = { ttlSeconds: 300, staleSeconds: 3600 };
/** Product base data carries purchasability (derived from stock), so it is refreshed sooner. */
export const PRODUCT_POLICY: SharedCachePolicy = { ttlSeconds: 60, staleSeconds: 600 };
export const SUGGESTION_POLICY: SharedCachePolicy = { ttlSeconds: 60, staleSeconds: 600 };
/** The scope of visitors who are not signed in: the service answers them with the default assortment. */
export const VISITOR_SCOPE = "visitor";
export const SUGGESTION_LIMIT = 6;

export interface SharedCatalogue {
  /** `visitor`, an assortment id, or null when this request reads past the cache. */
  scope: string | null;
  menu(): Promise<MenuNode[]>;
  category(path: string): Promise<Category | null>;
  attributeSequence(categoryId: string): Promise<{ sequence: string[]; disabled: string[] }>;
  variant(articleNumber: string): Promise<Variant | null>;
  /** A product family for the configurator: its articles (purchasability like `variant`) and attribute sequence. */
  productFamily(productId: string): Promise<ProductFamily | null>;
  suggestions(query: string): Promise<SuggestionAnswer>;
  /** The stores with pickup (the product page's stock per store): the same for every buyer of the brand. */
  stores(): ReturnType<typeof getStores>;
}

/** Lower-case, single spaces: "Kabel  " and "kabel" share one entry. */
export function normalizeQuery(query: string): string {
  return query.trim().replace(/\s+/g, " ").toLocaleLowerCase("sv-SE");
}

/**
 * A token's assortment, remembered in this isolate for a minute, keyed by the token's hash: only
 * requests carrying that very token read it (a customer/project switch issues a new token), and
 * it saves the lookup on nearly every signed-in page view. Never in KV.
 */
const assortmentByToken = new Map<string, { assortmentId: string; at: number }>();
const ASSORTMENT_MEMO_MS = 60_000;
const ASSORTMENT_MEMO_SIZE = 1000;

/**
 * The assortment decides which categories and articles a buyer sees, so it is part of every
 * assortment-dependent key. When it cannot be told (no context, the lookup fails) the request
 * goes past the cache rather than risk showing one assortment's tree to another.
 */
async function scopeOf(commerce: CommerceSession, now: number): Promise<string | null> {
  if (!commerce.viewer) return VISITOR_SCOPE;
  const { customerId } = commerce.viewer;
  const token = commerce.transport.token;
  if (!customerId || !token) return null;
  const tokenKey = await hashedPart(token);
  const known = assortmentByToken.get(tokenKey);
  if (known && now - known.at < ASSORTMENT_MEMO_MS) return known.assortmentId;
  try {
    const assortmentId = await getContextAssortmentId(commerce.transport, customerId);
    if (assortmentByToken.size >= ASSORTMENT_MEMO_SIZE)
      assortmentByToken.delete(assortmentByToken.keys().next().value!);
    assortmentByToken.set(tokenKey, { assortmentId, at: now });
    return assortmentId;
  } catch (error) {
    console.warn(`Shared cache off for this request: assortment lookup failed (${(error as Error).message})`);
    return null;
  }
}

class AssortmentChanged extends Error {}

export function createSharedCatalogue(
  commerce: CommerceSession,
  scope: string | null,
  cache: SharedLoader,
): SharedCatalogue {
  const { transport } = commerce;
  const through = <T>(kind: string, parts: string[], policy: SharedCachePolicy, load: () => Promise<T>) =>
    scope === null ? load() : cache(kind, [scope, ...parts], policy, load);
  return {
    scope,
    menu: async () => {
      let unshared: MenuNode[] | null = null;
      try {
        return await through("menu", [], FRAME_POLICY, async () => {
          const menu = await getMenu(transport);
          const items = menu.items as MenuNode[];
          // The service says which assortment it answered for: if that is no longer the remembered one (changed
          // in the back office), the tree is shown to this buyer but not stored under the old assortment.
          if (scope !== null && scope !== VISITOR_SCOPE && menu.assortmentId && menu.assortmentId !== scope) {
            unshared = items;
            throw new AssortmentChanged();
          }
          return items;
        });
      } catch (error) {
        if (error instanceof AssortmentChanged && unshared) return unshared;
        throw error;
      }
    },
    category: (path) => through("category", [path], FRAME_POLICY, () => getCategory(transport, path)),
    stores: () => cache("stores", ["standard-pickup"], FRAME_POLICY, () => getStores(transport)),
    // The same for every assortment: keyed by category only.
    attributeSequence: (categoryId) =>
      cache("attribute-sequence", [categoryId], FRAME_POLICY, () => getAttributeSequence(transport, categoryId)),
    variant: (articleNumber) =>
      through("variant", [articleNumber], PRODUCT_POLICY, () => getVariant(transport, articleNumber)),
    productFamily: (productId) =>
      through("product-family", [productId], PRODUCT_POLICY, () => getProductFamily(transport, productId)),
    suggestions: async (query) => {
      const normalized = normalizeQuery(query);
      // "suggest-corrected": the answer carries the corrected query beside the hits (KV entries of the old shape are ignored).
      return through("suggest-corrected", [await hashedPart(normalized)], SUGGESTION_POLICY, () =>
        suggestArticles(transport, normalized, SUGGESTION_LIMIT),
      );
    },
  };
}

const perRequest = new WeakMap<AppLoadContext, Promise<SharedCatalogue>>();

/** The shared catalogue of this request (memoized: several loaders of one request share the assortment lookup). */
export function sharedCatalogue(context: AppLoadContext, commerce: CommerceSession): Promise<SharedCatalogue> {
  let pending = perRequest.get(context);
  if (!pending) {
    const cache = createSharedCache({
      kv: context.config.CACHE,
      waitUntil: (promise) => context.cloudflare.ctx.waitUntil(promise),
      memory: isolateMemory,
    });
    pending = scopeOf(commerce, Date.now()).then((scope) => createSharedCatalogue(commerce, scope, cache));
    perRequest.set(context, pending);
  }
  return pending;
}
