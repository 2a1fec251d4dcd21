/** A customer's HOOK_URL allow-list (migration 0030) and the customer's export profile. */
import { checkHookUrl, splitList, type HookAllowList, type HookCheck } from "@shop/domain/oci-hook-url";

export async function hookAllowList(db: D1Database, customerId: string | null): Promise<HookAllowList> {
  if (!customerId) return { hosts: [], schemes: [] };
  const row = await db
    .prepare("SELECT hosts, schemes FROM oci_hook_allowlist WHERE customer_id = ?")
    .bind(customerId)
    .first<{ hosts: string; schemes: string }>();
  return { hosts: splitList(row?.hosts), schemes: splitList(row?.schemes) };
}

export async function checkCustomerHookUrl(
  db: D1Database,
  customerId: string | null,
  hookUrl: string,
): Promise<HookCheck> {
  return checkHookUrl(hookUrl, await hookAllowList(db, customerId));
}

export async function exportProfileOf(db: D1Database, customerId: string | null): Promise<string | null> {
  if (!customerId) return null;
  const row = await db
    .prepare("SELECT export_profile FROM customers WHERE id = ?")
    .bind(customerId)
    .first<{ export_profile: string | null }>();
  return row?.export_profile ?? null;
}
