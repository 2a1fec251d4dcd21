/**
 * The demo logins of order approval (issue #46, docs/purchasing-controls.md), at customer 10001 Byggfirman Norrland
 * AB: a buyer with an order limit of 5 000 kr per order and 20 000 kr per month (excl. VAT), whose larger orders go
 * to approval, and an approver without a limit of his own; and the demo project budget. Inserted with INSERT OR IGNORE on every seed call like the
 * other later demo users (seed/extra-demo-users.ts); they share the demo password through the buyer's hash.
 */
export const LIMIT_BUYER_DEMO_USER = {
  id: "u-limitbuyer",
  email: "limitbuyer@demo.se",
  logonId: "limitbuyer",
  firstName: "Lina",
  lastName: "Gränsberg",
} as const;
export const APPROVER_DEMO_USER = {
  id: "u-approver",
  email: "approver@demo.se",
  logonId: "approver",
  firstName: "Åke",
  lastName: "Attestsson",
} as const;

/** 5 000 kr and 20 000 kr excl. VAT, in öre. */
export const LIMIT_BUYER_ORDER_LIMIT_ORE = 500_000;
export const LIMIT_BUYER_MONTHLY_LIMIT_ORE = 2_000_000;

/**
 * The demo project budget (docs/purchasing-controls.md "Projektbudget"): 150 000 kr excl. VAT per quarter for
 * 10001-02 "Umeå skola ombyggnad", which buyer@demo.se (all of 10001's projects) sees at checkout in that project.
 * No demo order belongs to the project, so what is left is the whole budget until someone orders there.
 */
export const DEMO_BUDGET = {
  customerId: "10001",
  projectId: "10001-02",
  period: "QUARTER",
  amountOre: 15_000_000,
} as const;

export function approvalDemoUserStatements(db: D1Database): D1PreparedStatement[] {
  const now = new Date().toISOString();
  return [
    ...[LIMIT_BUYER_DEMO_USER, APPROVER_DEMO_USER].flatMap((user) => [
      db
        .prepare(
          `INSERT OR IGNORE INTO users (id, email, logon_id, first_name, last_name, mobile_number, password_hash, preferred_store,
           preferred_delivery_method, default_delivery_method, default_customer_id, default_project_id)
         SELECT ?1, ?2, ?3, ?4, ?5, '070-123 45 67', password_hash, '1001', 'DBI', 'DBI', '10001', NULL
         FROM users WHERE id = 'u-buyer'`,
        )
        .bind(user.id, user.email, user.logonId, user.firstName, user.lastName),
      db
        .prepare(
          `INSERT OR IGNORE INTO customer_permissions (user_id, customer_id, project_id, role, permission_denies)
         SELECT ?1, '10001', '', 'USER', '[]' WHERE EXISTS (SELECT 1 FROM users WHERE id = ?1)`,
        )
        .bind(user.id),
    ]),
    db
      .prepare(
        `INSERT OR IGNORE INTO purchasing_controls (user_id, customer_id, order_limit_ore, monthly_limit_ore, may_approve, updated_by, updated_at)
       SELECT ?1, '10001', ?2, ?3, 0, 'u-admin', ?4 WHERE EXISTS (SELECT 1 FROM users WHERE id = ?1)`,
      )
      .bind(LIMIT_BUYER_DEMO_USER.id, LIMIT_BUYER_ORDER_LIMIT_ORE, LIMIT_BUYER_MONTHLY_LIMIT_ORE, now),
    db
      .prepare(
        `INSERT OR IGNORE INTO purchasing_controls (user_id, customer_id, order_limit_ore, monthly_limit_ore, may_approve, updated_by, updated_at)
       SELECT ?1, '10001', NULL, NULL, 1, 'u-admin', ?2 WHERE EXISTS (SELECT 1 FROM users WHERE id = ?1)`,
      )
      .bind(APPROVER_DEMO_USER.id, now),
    db
      .prepare(
        `INSERT OR IGNORE INTO project_budgets (customer_id, project_id, period, amount_ore, from_date, to_date, updated_by, updated_at)
       SELECT ?1, ?2, ?3, ?4, NULL, NULL, 'u-admin', ?5 WHERE EXISTS (SELECT 1 FROM projects WHERE id = ?2 AND customer_id = ?1)`,
      )
      .bind(DEMO_BUDGET.customerId, DEMO_BUDGET.projectId, DEMO_BUDGET.period, DEMO_BUDGET.amountOre, now),
  ];
}
