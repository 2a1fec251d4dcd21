/**
 * Small, rarely changing tables (categories, brands) cached per isolate for a minute: every variant
 * answer needs breadcrumbs and brand names, and re-reading 80 rows per request would dominate.
 */
import { bindingOf } from "../http/d1-binding";
import { keptPerIsolate } from "../isolate-caches";

export interface Category {
  id: string;
  parentId: string | null;
  level: number;
  name: string;
  slug: string;
  path: string;
  position: number;
}
export interface Brand {
  id: string;
  name: string;
  slug: string;
}

interface Reference {
  categories: Map<string, Category>;
  categoriesByPath: Map<string, Category>;
  children: Map<string | null, Category[]>;
  brands: Map<string, Brand>;
  loadedAt: number;
}

const TTL_MS = 60_000;
let cache = new WeakMap<D1Database, Reference>();
keptPerIsolate(() => (cache = new WeakMap()));

export async function reference(db: D1Database): Promise<Reference> {
  const cached = cache.get(bindingOf(db));
  if (cached && Date.now() - cached.loadedAt < TTL_MS && cached.categories.size > 0) return cached;
  const [cats, brands] = await db.batch([
    db.prepare(
      "SELECT id, parent_id AS parentId, level, name, slug, path, position FROM categories ORDER BY level, position",
    ),
    db.prepare("SELECT id, name, slug FROM brands"),
  ]);
  const categories = new Map<string, Category>();
  const categoriesByPath = new Map<string, Category>();
  const children = new Map<string | null, Category[]>();
  for (const c of cats.results as Category[]) {
    categories.set(c.id, c);
    categoriesByPath.set(c.path, c);
    const list = children.get(c.parentId) ?? [];
    list.push(c);
    children.set(c.parentId, list);
  }
  const ref: Reference = {
    categories,
    categoriesByPath,
    children,
    brands: new Map((brands.results as Brand[]).map((b) => [b.id, b])),
    loadedAt: Date.now(),
  };
  cache.set(bindingOf(db), ref);
  return ref;
}

export function categoryUrl(category: Category): string {
  return `/kategorier/${category.path}`;
}

export interface BreadcrumbEntry {
  id: string;
  name: string;
  slug: string;
  url: string;
  level: number;
}

export function breadcrumbEntry(c: Category): BreadcrumbEntry {
  return { id: c.id, name: c.name, slug: c.slug, url: categoryUrl(c), level: c.level };
}

/** The category with its parents, root first. */
export function ancestry(ref: Reference, categoryId: string): Category[] {
  const chain: Category[] = [];
  let current = ref.categories.get(categoryId);
  while (current) {
    chain.unshift(current);
    current = current.parentId ? ref.categories.get(current.parentId) : undefined;
  }
  return chain;
}

/** Finds a category by id, path ('el/kabel-och-ledning') or leaf slug. */
export function findCategory(ref: Reference, key: string): Category | undefined {
  const trimmed = key.replace(/^\/+|\/+$/g, "").replace(/^kategorier\//, "");
  return (
    ref.categories.get(trimmed) ??
    ref.categoriesByPath.get(trimmed) ??
    [...ref.categories.values()].find((c) => c.slug === trimmed)
  );
}
