/** What a token's customer/project context means for catalogue answers: assortment and price visibility. */
import type { AccessClaims } from "../auth/jwt";
import { denies } from "../auth/claims";
import { bindingOf } from "../http/d1-binding";
import { keptPerIsolate } from "../isolate-caches";
import { forbidden, notFound } from "../http/errors";
import { stockholmToday } from "@shop/domain/delivery-date";

export interface CatalogueContext {
  customerId: string | null;
  projectId: string | null;
  assortmentId: string;
  /** Level-2 categories of the assortment; null = the default assortment, everything. */
  assortmentCategories: Set<string> | null;
  noPrices: boolean;
  noDiscounts: boolean;
  today: string;
}

interface AssortmentTable {
  byKey: Map<string, { id: string; isDefault: boolean; categories: Set<string> }>;
  defaultId: string;
  /** customerId -> assortment id; `${customerId}/${projectId}` -> a project's own assortment. */
  contexts: Map<string, string>;
  loadedAt: number;
}

const TTL_MS = 60_000;
let assortmentCache = new WeakMap<D1Database, AssortmentTable>();
keptPerIsolate(() => (assortmentCache = new WeakMap()));

/** Assortments and which customer/project uses which: small, read on every catalogue call, cached a minute. */
async function assortments(db: D1Database): Promise<AssortmentTable> {
  const cached = assortmentCache.get(bindingOf(db));
  if (cached && Date.now() - cached.loadedAt < TTL_MS && cached.byKey.size > 0) return cached;
  const [list, categories, customers, projects] = await db.batch([
    db.prepare("SELECT id, slug, is_default FROM assortments"),
    db.prepare("SELECT assortment_id, category_l2 FROM assortment_categories"),
    db.prepare("SELECT id, assortment_id FROM customers WHERE assortment_id IS NOT NULL"),
    db.prepare("SELECT id, customer_id, assortment_id FROM projects WHERE assortment_id IS NOT NULL"),
  ]);
  const byKey: AssortmentTable["byKey"] = new Map();
  let defaultId = "A-STANDARD";
  for (const a of list.results as { id: string; slug: string; is_default: number }[]) {
    const entry = { id: a.id, isDefault: a.is_default === 1, categories: new Set<string>() };
    byKey.set(a.id, entry);
    byKey.set(a.slug, entry);
    if (entry.isDefault) defaultId = a.id;
  }
  for (const c of categories.results as { assortment_id: string; category_l2: string }[])
    byKey.get(c.assortment_id)?.categories.add(c.category_l2);
  const contexts = new Map<string, string>();
  for (const c of customers.results as { id: string; assortment_id: string }[]) contexts.set(c.id, c.assortment_id);
  for (const p of projects.results as { id: string; customer_id: string; assortment_id: string }[])
    contexts.set(`${p.customer_id}/${p.id}`, p.assortment_id);
  const table = { byKey, defaultId, contexts, loadedAt: Date.now() };
  assortmentCache.set(bindingOf(db), table);
  return table;
}

/** The assortment of the token's project, else its customer, else the default. */
export async function contextAssortmentId(
  db: D1Database,
  claims: Pick<AccessClaims, "customerId" | "projectId">,
): Promise<string> {
  const table = await assortments(db);
  if (!claims.customerId) return table.defaultId;
  return (
    (claims.projectId ? table.contexts.get(`${claims.customerId}/${claims.projectId}`) : undefined) ??
    table.contexts.get(claims.customerId) ??
    table.defaultId
  );
}

/**
 * Builds the context. A requested assortment other than the user's own needs the right to change
 * assortment (not EJ_ANDRA_SORTIMENT); it may be given by id or slug.
 */
export async function catalogueContext(
  db: D1Database,
  claims: AccessClaims,
  requestedAssortment?: string | null,
): Promise<CatalogueContext> {
  const table = await assortments(db);
  let assortmentId = await contextAssortmentId(db, claims);
  if (requestedAssortment && requestedAssortment !== assortmentId) {
    const found = table.byKey.get(requestedAssortment);
    if (!found) throw notFound("Unknown assortment");
    if (found.id !== assortmentId && denies(claims, "EJ_ANDRA_SORTIMENT"))
      throw forbidden("Not allowed to change assortment");
    assortmentId = found.id;
  }
  const assortment = table.byKey.get(assortmentId);
  return {
    customerId: claims.customerId,
    projectId: claims.projectId,
    assortmentId,
    assortmentCategories: !assortment || assortment.isDefault ? null : assortment.categories,
    noPrices: denies(claims, "EJ_SE_PRISER"),
    noDiscounts: denies(claims, "EJ_SE_RABATTER"),
    today: stockholmToday(),
  };
}

export function inAssortment(ctx: CatalogueContext, categoryL2: string): boolean {
  return ctx.assortmentCategories === null || ctx.assortmentCategories.has(categoryL2);
}
