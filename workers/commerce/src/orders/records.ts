/** Order lookups and records beside the order itself: invoices, inquiries, customer order numbers. */
import { queueMailStatement } from "../mail/outbox";

/** The order id for a web order number (temp_order_id) or an order number. */
export async function orderIdByReference(db: D1Database, reference: string): Promise<number | null> {
  const row = await db
    .prepare("SELECT id FROM orders WHERE temp_order_id = ?1 OR CAST(id AS TEXT) = ?1")
    .bind(reference)
    .first<{ id: number }>();
  return row?.id ?? null;
}

/** The invoices issued so far that cover the order (a collective invoice covers several, migration 0160). */
export async function issuedInvoices(db: D1Database, orderId: number) {
  const { results } = await db
    .prepare(
      `SELECT i.* FROM invoice_orders io JOIN invoices i ON i.id = io.invoice_id
       WHERE io.order_id = ? AND i.issued_at <= ? ORDER BY i.issued_at`,
    )
    .bind(orderId, new Date().toISOString())
    .all<{ id: string; amount_ore: number; issued_at: string; due_at: string; paid: number }>();
  return results;
}

export async function customerName(db: D1Database, id: string) {
  return (await db.prepare("SELECT name FROM customers WHERE id = ?").bind(id).first<{ name: string }>())?.name ?? id;
}

export async function userContact(db: D1Database, userId: string) {
  return db
    .prepare("SELECT email, first_name, last_name FROM users WHERE id = ?")
    .bind(userId)
    .first<{ email: string; first_name: string; last_name: string }>();
}

export interface Inquiry {
  userId: string;
  customerId: string;
  orderId: number | null;
  subject: string;
  message: string;
}

/** Stores the inquiry and queues its mail to customer service in one batch; answers the inquiry id. */
export async function recordInquiry(db: D1Database, inquiry: Inquiry, mail: { subject: string; body: string }) {
  const [inserted] = await db.batch<{ id: number }>([
    db
      .prepare(
        "INSERT INTO order_inquiries (user_id, customer_id, order_id, subject, message) VALUES (?, ?, ?, ?, ?) RETURNING id",
      )
      .bind(inquiry.userId, inquiry.customerId, inquiry.orderId, inquiry.subject, inquiry.message),
    queueMailStatement(db, { to: "kundtjanst@demo-butik.se", ...mail }),
  ]);
  return inserted.results[0].id;
}

/** The customer's order that already uses this customer order number (case-insensitive), if any. */
export async function orderUsingCustomerNumber(db: D1Database, customerId: string, number: string) {
  return db
    .prepare(
      "SELECT id, customer_id, project_id FROM orders WHERE customer_id = ? AND customer_order_number = ? COLLATE NOCASE LIMIT 1",
    )
    .bind(customerId, number)
    .first<{ id: number; customer_id: string; project_id: string }>();
}
