/** Delivery addresses of a customer on D1. Preselecting one unsets the others in the same batch. */
export interface AddressRow {
  id: string;
  customer_id: string;
  label: string;
  name: string;
  recipient_name: string | null;
  address1: string;
  address2: string | null;
  address3: string | null;
  postal_code: string;
  postal_address: string;
  country_code: "SE" | "AX";
  phone: string | null;
  preselected: number;
  read_only: number;
  valid_for_delivery: number;
}

/** The columns a new address sets (id and customer aside); postal code already normalised. */
export type AddressColumns = Pick<
  AddressRow,
  | "label"
  | "name"
  | "recipient_name"
  | "address1"
  | "address2"
  | "address3"
  | "postal_code"
  | "postal_address"
  | "country_code"
  | "phone"
  | "preselected"
>;

export async function findCustomerAddress(db: D1Database, id: string, customerId: string) {
  return db
    .prepare("SELECT * FROM addresses WHERE id = ? AND customer_id = ?")
    .bind(id, customerId)
    .first<AddressRow>();
}

/** Preselected first, then the register's (read-only) ones, then by label. */
export async function customerAddresses(db: D1Database, customerId: string): Promise<AddressRow[]> {
  const { results } = await db
    .prepare(
      "SELECT * FROM addresses WHERE customer_id = ? ORDER BY preselected DESC, read_only DESC, label, created_at",
    )
    .bind(customerId)
    .all<AddressRow>();
  return results;
}

const unsetPreselected = (db: D1Database, customerId: string) =>
  db.prepare("UPDATE addresses SET preselected = 0 WHERE customer_id = ?").bind(customerId);

export async function createAddress(db: D1Database, id: string, customerId: string, a: AddressColumns) {
  const results = await db.batch<AddressRow>([
    ...(a.preselected ? [unsetPreselected(db, customerId)] : []),
    db
      .prepare(
        `INSERT INTO addresses (id, customer_id, label, name, recipient_name, address1, address2, address3, postal_code,
           postal_address, country_code, phone, preselected)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
      )
      .bind(
        id,
        customerId,
        a.label,
        a.name,
        a.recipient_name,
        a.address1,
        a.address2,
        a.address3,
        a.postal_code,
        a.postal_address,
        a.country_code,
        a.phone,
        a.preselected,
      ),
  ]);
  return results[results.length - 1].results[0];
}

/** Sets the given columns (names from AddressColumns, in the caller's order); answers the changed row. */
export async function updateAddress(db: D1Database, address: AddressRow, changes: [keyof AddressColumns, unknown][]) {
  const results = await db.batch<AddressRow>([
    ...(changes.some(([k, v]) => k === "preselected" && v === 1) ? [unsetPreselected(db, address.customer_id)] : []),
    db
      .prepare(`UPDATE addresses SET ${changes.map(([k]) => `${k} = ?`).join(", ")} WHERE id = ? RETURNING *`)
      .bind(...changes.map(([, v]) => v ?? null), address.id),
  ]);
  return results[results.length - 1].results[0];
}

export async function deleteAddress(db: D1Database, id: string) {
  await db.prepare("DELETE FROM addresses WHERE id = ?").bind(id).run();
}
