/** The delivery methods as stored (migrations/0003_catalogue.sql), in the order the shop lists them. */

export interface DeliveryOptionRow {
  id: string;
  name: string;
  short_code: string | null;
  order_type: string;
  use_destination: number;
  requires_zip_code: number;
  use_context_zip_code: number;
  requires_store: number;
  uses_central_storage: number;
  /** 1 when a user with EJ_ALLA_LEVERANSSATT (limited delivery methods) may use it. */
  offered_when_limited: number;
  available_from: string | null;
  available_to: string | null;
  position: number;
}

export async function deliveryOptionRows(db: D1Database): Promise<DeliveryOptionRow[]> {
  const { results } = await db.prepare("SELECT * FROM delivery_options ORDER BY position").all<DeliveryOptionRow>();
  return results;
}
