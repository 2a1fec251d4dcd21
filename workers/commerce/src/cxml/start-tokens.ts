/** One-time StartPage tokens (migration 0100): stored as SHA-256, valid five minutes, deleted when used. */
import type { CxmlPunchout } from "@shop/contract/commerce/cxml";
import { cxmlPunchoutSchema } from "@shop/contract/commerce/cxml";
import { randomToken, sha256Base64Url } from "../auth/crypto";
import type { CxmlAccount } from "./credentials";

export const START_TOKEN_TTL_SECONDS = 5 * 60;

export interface StartGrant extends CxmlAccount {
  hookUrl: string;
  punchout: CxmlPunchout;
}

export async function issueStartToken(
  db: D1Database,
  grant: StartGrant,
  nowSeconds: number,
): Promise<{ token: string; expiresAt: number }> {
  const token = randomToken(32);
  const expiresAt = nowSeconds + START_TOKEN_TTL_SECONDS;
  await db.batch([
    // Expired tokens of anyone go with each new one: the table never grows past five minutes of setups.
    db.prepare("DELETE FROM cxml_start_tokens WHERE expires_at <= ?").bind(nowSeconds),
    db
      .prepare(
        "INSERT INTO cxml_start_tokens (token_hash, customer_id, user_login, payload, expires_at) VALUES (?, ?, ?, ?, ?)",
      )
      .bind(
        await sha256Base64Url(token),
        grant.customerId,
        grant.userLogin,
        JSON.stringify({ hookUrl: grant.hookUrl, punchout: grant.punchout }),
        expiresAt,
      ),
  ]);
  return { token, expiresAt };
}

/**
 * The grant of a token, used up in the same statement (DELETE … RETURNING), so two requests with one token
 * cannot both get it; null when unknown, used or expired.
 */
export async function consumeStartToken(db: D1Database, token: string, nowSeconds: number): Promise<StartGrant | null> {
  const row = await db
    .prepare(
      "DELETE FROM cxml_start_tokens WHERE token_hash = ? RETURNING customer_id, user_login, payload, expires_at",
    )
    .bind(await sha256Base64Url(token))
    .first<{ customer_id: string; user_login: string; payload: string; expires_at: number }>();
  if (!row || row.expires_at <= nowSeconds) return null;
  const payload = JSON.parse(row.payload) as { hookUrl: string; punchout: unknown };
  return {
    customerId: row.customer_id,
    userLogin: row.user_login,
    hookUrl: payload.hookUrl,
    punchout: cxmlPunchoutSchema.parse(payload.punchout),
  };
}
