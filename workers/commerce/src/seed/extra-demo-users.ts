/**
 * Demo users added after the catalogue seed's version 4: inserted with INSERT OR IGNORE on every
 * seed call, so a local database seeded earlier gets them without a full re-seed. They share the
 * demo password through the buyer's hash.
 */
import { approvalDemoUserStatements } from "./approval-demo-users";
import { orderReferenceDemoStatements } from "./order-reference-demo";
import { demoSavedCartStatements } from "./saved-carts";
export const SUSPENDED_DEMO_USER = { id: "u-suspended", email: "suspended@demo.se", logonId: "suspended" } as const;
export const EXTERNAL_ADMIN_DEMO_USER = {
  id: "u-extadmin",
  email: "externaladmin@demo.se",
  logonId: "externaladmin",
} as const;

/**
 * The cXML punch-out users of the demo customer 10004 (migration 0100's credentials open sessions as the
 * first; a setup request whose Extrinsic UserEmail names the second opens it instead, without price rights).
 */
export const CXML_DEMO_USERS = [
  { id: "u-cxml", email: "cxml@demo.se", logonId: "cxml", firstName: "Cecilia", lastName: "Cxml", denies: "[]" },
  {
    id: "u-cxml-nopris",
    email: "cxml-nopris@demo.se",
    logonId: "cxml-nopris",
    firstName: "Nils",
    lastName: "Nopris",
    denies: '["EJ_SE_PRISER"]',
  },
] as const;

function cxmlDemoUserStatements(db: D1Database): D1PreparedStatement[] {
  return CXML_DEMO_USERS.flatMap((user) => [
    db
      .prepare(
        `INSERT OR IGNORE INTO users (id, email, logon_id, first_name, last_name, mobile_number, password_hash, preferred_store,
         preferred_delivery_method, default_delivery_method, default_customer_id, default_project_id, is_punchout)
       SELECT ?1, ?2, ?3, ?4, ?5, '070-123 45 67', password_hash, '1001', 'DBI', 'DBI', '10004', NULL, 1
       FROM users WHERE id = 'u-buyer'`,
      )
      .bind(user.id, user.email, user.logonId, user.firstName, user.lastName),
    db
      .prepare(
        `INSERT OR IGNORE INTO customer_permissions (user_id, customer_id, project_id, role, permission_denies)
       SELECT ?1, '10004', '', 'USER', ?2 WHERE EXISTS (SELECT 1 FROM users WHERE id = ?1)`,
      )
      .bind(user.id, user.denies),
  ]);
}

export async function ensureExtraDemoUsers(db: D1Database): Promise<void> {
  await db.batch([
    ...cxmlDemoUserStatements(db),
    // Order approval: a buyer with an order limit and an approver (seed/approval-demo-users.ts).
    ...approvalDemoUserStatements(db),
    // Order references: 10005 requires a cost centre from its list (seed/order-reference-demo.ts).
    ...orderReferenceDemoStatements(db),
    // Saved carts of buyer@demo.se, one shared with his colleagues (seed/saved-carts.ts).
    ...demoSavedCartStatements(db),
    db
      .prepare(
        `INSERT OR IGNORE INTO users (id, email, logon_id, first_name, last_name, mobile_number, password_hash, preferred_store,
         preferred_delivery_method, default_delivery_method, default_customer_id, default_project_id, suspended)
       SELECT ?1, ?2, ?3, 'Sigge', 'Wallin', '070-123 45 67', password_hash, '1001', 'DBI', 'DBI', '10001', NULL, 1
       FROM users WHERE id = 'u-buyer'`,
      )
      .bind(SUSPENDED_DEMO_USER.id, SUSPENDED_DEMO_USER.email, SUSPENDED_DEMO_USER.logonId),
    db
      .prepare(
        `INSERT OR IGNORE INTO customer_permissions (user_id, customer_id, project_id, role, permission_denies)
       SELECT ?1, '10001', '', 'USER', '[]' WHERE EXISTS (SELECT 1 FROM users WHERE id = ?1)`,
      )
      .bind(SUSPENDED_DEMO_USER.id),
    // A buyer admin whose user administration lives in the external admin site (EXTERNAL_ADMIN_URL).
    db
      .prepare(
        `INSERT OR IGNORE INTO users (id, email, logon_id, first_name, last_name, mobile_number, password_hash, preferred_store,
         preferred_delivery_method, default_delivery_method, default_customer_id, default_project_id, external_admin)
       SELECT ?1, ?2, ?3, 'Ebba', 'Lindgren', '070-123 45 67', password_hash, '1001', 'DBI', 'DBI', '10001', NULL, 1
       FROM users WHERE id = 'u-buyer'`,
      )
      .bind(EXTERNAL_ADMIN_DEMO_USER.id, EXTERNAL_ADMIN_DEMO_USER.email, EXTERNAL_ADMIN_DEMO_USER.logonId),
    db
      .prepare(
        `INSERT OR IGNORE INTO customer_permissions (user_id, customer_id, project_id, role, permission_denies)
       SELECT ?1, '10001', '', 'BUYER_ADMIN', '[]' WHERE EXISTS (SELECT 1 FROM users WHERE id = ?1)`,
      )
      .bind(EXTERNAL_ADMIN_DEMO_USER.id),
  ]);
}
