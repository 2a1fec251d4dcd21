/**
 * The order reference demo (issue #46, docs/purchasing-controls.md): customer 10005 Fastighetsservice Göta AB books
 * every order on a cost centre from its own list (limited@demo.se orders there). Deterministic and idempotent: the
 * setting is inserted once, and the list only while the setting is still the seed's own, so a demo admin's change
 * stays as the admin left it.
 */
export const COST_CENTRE_DEMO_CUSTOMER = "10005";
export const DEMO_COST_CENTRES = [
  { code: "4100", name: "Fastighetsdrift" },
  { code: "4200", name: "Felavhjälpande underhåll" },
  { code: "4300", name: "Planerat underhåll" },
  { code: "4400", name: "Hyresgästanpassning" },
] as const;
const SEEDED_BY = "seed";
const SEEDED_AT = "2026-01-01T00:00:00.000Z";

export function orderReferenceDemoStatements(db: D1Database): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT OR IGNORE INTO order_reference_settings (customer_id, reference_required, cost_centre_required, updated_by, updated_at)
         SELECT ?1, 0, 1, ?2, ?3 WHERE EXISTS (SELECT 1 FROM customers WHERE id = ?1)`,
      )
      .bind(COST_CENTRE_DEMO_CUSTOMER, SEEDED_BY, SEEDED_AT),
    ...DEMO_COST_CENTRES.map((c, position) =>
      db
        .prepare(
          `INSERT OR IGNORE INTO customer_cost_centres (customer_id, code, name, position)
           SELECT ?1, ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM order_reference_settings WHERE customer_id = ?1 AND updated_by = ?5)`,
        )
        .bind(COST_CENTRE_DEMO_CUSTOMER, c.code, c.name, position, SEEDED_BY),
    ),
  ];
}
