/** A customer's cXML credentials (migration 0100): who may send a PunchOutSetupRequest, and as which user. */
import type { CxmlIdentity } from "@shop/domain/cxml-setup-request";
import { verifyPassword } from "../auth/password";
import { admitSecretCheck } from "./secret-guard";

/**
 * A refused check answers no sooner than this after it began: a wait, not work. A known sender's wrong secret costs
 * one PBKDF2 (tens of milliseconds, more on a busy machine), an unknown sender none, so both finish after the same wait.
 */
export const CXML_REFUSAL_FLOOR_MS = 250;

interface CredentialRow {
  from_domain: string;
  from_identity: string;
  to_domain: string;
  to_identity: string;
  shared_secret_hash: string;
  customer_id: string;
  user_login: string;
}

export interface CxmlAccount {
  customerId: string;
  userLogin: string;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const listed = (ids: readonly CxmlIdentity[], domain: string, identity: string) =>
  ids.some((id) => same(id.domain, domain) && same(id.identity, identity));

/**
 * The account of a setup request, or null: the Sender names the row, its SharedSecret must match the stored
 * PBKDF2 hash (compared in constant time) and From and To must carry the row's identities. Every check is
 * counted first (cxml/secret-guard.ts: 429 over a limit, before any hashing); an unknown sender is refused
 * without hashing, and every refusal waits out CXML_REFUSAL_FLOOR_MS, so its timing does not tell which
 * senders exist.
 */
export async function verifyCxmlCredentials(
  db: D1Database,
  request: { sender: CxmlIdentity; sharedSecret: string; from: readonly CxmlIdentity[]; to: readonly CxmlIdentity[] },
  client: string,
): Promise<CxmlAccount | null> {
  const takeBack = await admitSecretCheck(db, request.sender, client, Math.floor(Date.now() / 1000));
  const floor = new Promise((resolve) => setTimeout(resolve, CXML_REFUSAL_FLOOR_MS));
  const row = await db
    .prepare("SELECT * FROM cxml_credentials WHERE sender_domain = ? AND sender_identity = ?")
    .bind(request.sender.domain.trim(), request.sender.identity.trim())
    .first<CredentialRow>();
  const accepted =
    row !== null &&
    (await verifyPassword(request.sharedSecret, row.shared_secret_hash)) &&
    listed(request.from, row.from_domain, row.from_identity) &&
    listed(request.to, row.to_domain, row.to_identity);
  if (!accepted) {
    await floor;
    return null;
  }
  // Accepted: this check was no failure.
  await db.batch(takeBack);
  return { customerId: row.customer_id, userLogin: row.user_login };
}

/** The customer's name for the punch-out banner. */
export async function customerNameOf(db: D1Database, customerId: string | null): Promise<string | null> {
  if (!customerId) return null;
  const row = await db.prepare("SELECT name FROM customers WHERE id = ?").bind(customerId).first<{ name: string }>();
  return row?.name ?? null;
}
