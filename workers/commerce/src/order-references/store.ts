/**
 * Order reference settings in D1 (migration 0150): per customer whether "Er referens" and the cost centre are
 * required, and the customer's list of cost centres. Who may read or change them: order-references/access.ts.
 */
import { NO_ORDER_REFERENCE_RULES, type CostCentre, type OrderReferenceRules } from "@shop/domain/order-references";

export interface OrderReferenceSettings extends OrderReferenceRules {
  customerId: string;
  updatedBy: string | null;
  updatedAt: string | null;
}

export async function orderReferenceSettings(db: D1Database, customerId: string): Promise<OrderReferenceSettings> {
  const [settings, centres] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        "SELECT reference_required, cost_centre_required, updated_by, updated_at FROM order_reference_settings WHERE customer_id = ?",
      )
      .bind(customerId),
    db
      .prepare("SELECT code, name FROM customer_cost_centres WHERE customer_id = ? ORDER BY position, code")
      .bind(customerId),
  ]);
  const row = settings!.results[0] as
    { reference_required: number; cost_centre_required: number; updated_by: string; updated_at: string } | undefined;
  return {
    ...NO_ORDER_REFERENCE_RULES,
    customerId,
    referenceRequired: row?.reference_required === 1,
    costCentreRequired: row?.cost_centre_required === 1,
    costCentres: (centres!.results as unknown as CostCentre[]).map((c) => ({ code: c.code, name: c.name })),
    updatedBy: row?.updated_by ?? null,
    updatedAt: row?.updated_at ?? null,
  };
}

/** Replaces a customer's settings and list in one batch (the list in the order given). */
export async function saveOrderReferenceSettings(
  db: D1Database,
  customerId: string,
  rules: OrderReferenceRules,
  updatedBy: string,
): Promise<void> {
  const now = new Date().toISOString();
  await db.batch([
    db
      .prepare(
        `INSERT INTO order_reference_settings (customer_id, reference_required, cost_centre_required, updated_by, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (customer_id) DO UPDATE SET reference_required = ?2, cost_centre_required = ?3, updated_by = ?4,
           updated_at = ?5`,
      )
      .bind(customerId, rules.referenceRequired ? 1 : 0, rules.costCentreRequired ? 1 : 0, updatedBy, now),
    db.prepare("DELETE FROM customer_cost_centres WHERE customer_id = ?").bind(customerId),
    ...rules.costCentres.map((c, position) =>
      db
        .prepare("INSERT INTO customer_cost_centres (customer_id, code, name, position) VALUES (?, ?, ?, ?)")
        .bind(customerId, c.code, c.name, position),
    ),
  ]);
}
