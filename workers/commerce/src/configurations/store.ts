/** Saved configurations on D1, always read and changed through their owner: the user AND the customer. */
import { SAVED_CONFIGURATIONS_MAX, type savedConfigurationSchema } from "@shop/contract/commerce/configurations";
import type { WireAnswer } from "@shop/contract/wire";

export interface Owner {
  userId: string;
  customerId: string;
}

interface ConfigurationRow {
  id: string;
  name: string;
  product_id: string;
  product_name: string;
  variant_slug: string;
  selections: string;
  article_number: string | null;
  created_at: string;
}

export interface NewConfiguration {
  name: string;
  productId: string;
  productName: string;
  variantSlug: string;
  selections: Readonly<Record<string, string>>;
  articleNumber: string | null;
}

// The live product name when the product still exists, else the one saved with it.
const SELECT = `SELECT c.id, c.name, c.product_id, COALESCE(p.name, c.product_name) AS product_name, c.variant_slug,
  c.selections, c.article_number, c.created_at FROM saved_configurations c LEFT JOIN products p ON p.id = c.product_id`;

function selectionsOf(json: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json);
    if (value && typeof value === "object" && !Array.isArray(value)) {
      return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === "string"));
    }
  } catch {
    // Written by this module only; an unreadable row still lists, with no choices.
  }
  return {};
}

function configurationView(row: ConfigurationRow) {
  return {
    id: row.id,
    name: row.name,
    productId: row.product_id,
    productName: row.product_name,
    variantSlug: row.variant_slug,
    selections: selectionsOf(row.selections),
    articleNumber: row.article_number,
    createdAt: row.created_at,
  };
}
export type ConfigurationView = WireAnswer<typeof savedConfigurationSchema, ReturnType<typeof configurationView>>;

/** Newest first. */
export async function listConfigurations(db: D1Database, owner: Owner): Promise<ConfigurationView[]> {
  const { results } = await db
    .prepare(`${SELECT} WHERE c.user_id = ? AND c.customer_id = ? ORDER BY c.created_at DESC, c.rowid DESC LIMIT ?`)
    .bind(owner.userId, owner.customerId, SAVED_CONFIGURATIONS_MAX)
    .all<ConfigurationRow>();
  return results.map(configurationView);
}

export async function findConfiguration(db: D1Database, owner: Owner, id: string): Promise<ConfigurationView | null> {
  const row = await db
    .prepare(`${SELECT} WHERE c.id = ? AND c.user_id = ? AND c.customer_id = ?`)
    .bind(id, owner.userId, owner.customerId)
    .first<ConfigurationRow>();
  return row ? configurationView(row) : null;
}

/**
 * Saves it and answers the new id; null when the owner already has the maximum. The cap is checked inside the
 * insert, so concurrent saves cannot pass it.
 */
export async function insertConfiguration(db: D1Database, owner: Owner, input: NewConfiguration) {
  const inserted = await db
    .prepare(
      `INSERT INTO saved_configurations
         (id, user_id, customer_id, name, product_id, product_name, variant_slug, selections, article_number)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9
       WHERE (SELECT COUNT(*) FROM saved_configurations WHERE user_id = ?2 AND customer_id = ?3) < ?10
       RETURNING id`,
    )
    .bind(
      `cfg-${crypto.randomUUID()}`,
      owner.userId,
      owner.customerId,
      input.name,
      input.productId,
      input.productName,
      input.variantSlug,
      JSON.stringify(input.selections),
      input.articleNumber,
      SAVED_CONFIGURATIONS_MAX,
    )
    .first<{ id: string }>();
  return inserted?.id ?? null;
}

/** True when the owner had it. */
export async function deleteConfiguration(db: D1Database, owner: Owner, id: string): Promise<boolean> {
  const result = await db
    .prepare("DELETE FROM saved_configurations WHERE id = ? AND user_id = ? AND customer_id = ?")
    .bind(id, owner.userId, owner.customerId)
    .run();
  return (result.meta.changes ?? 0) > 0;
}
