/**
 * What the fake provider received, in its own D1 database: one row per idempotency key (or per request without
 * one), with how often the key was presented. The table is made by the first statement of every batch, so the fake
 * needs no migrations.
 */
/** One stored mail as GET /emails lists it. */
export interface ReceivedMail {
  id: string;
  idempotencyKey: string | null;
  from: string;
  to: string[];
  subject: string;
  text: string;
  /** How often the mail was sent with its key: 1, plus every retry the key caught. */
  presented: number;
  receivedAt: string;
}

export interface IncomingMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
}

/** Made on every call (one statement in the same batch): cheap, and right even after the database was emptied. */
function createTable(db: D1Database) {
  return db.prepare(
    `CREATE TABLE IF NOT EXISTS received_mail (
       id TEXT PRIMARY KEY,
       idempotency_key TEXT UNIQUE,
       payload_hash TEXT NOT NULL,
       from_address TEXT NOT NULL,
       to_addresses TEXT NOT NULL,
       subject TEXT NOT NULL,
       text TEXT NOT NULL,
       presented INTEGER NOT NULL DEFAULT 1,
       received_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))`,
  );
}

async function sha256(text: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Stores the mail once per key in one statement (a second request with the key, even at the same moment, only
 * counts), and answers the id of the stored mail, or a conflict when the key came with another payload.
 */
export async function receive(
  db: D1Database,
  mail: IncomingMail,
  idempotencyKey: string | null,
  payload: string,
): Promise<{ kind: "stored"; id: string } | { kind: "conflict" }> {
  const hash = await sha256(payload);
  const insert = db
    .prepare(
      `INSERT INTO received_mail (id, idempotency_key, payload_hash, from_address, to_addresses, subject, text)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (idempotency_key) DO UPDATE SET presented = presented + 1
       RETURNING id, payload_hash AS hash`,
    )
    .bind(crypto.randomUUID(), idempotencyKey, hash, mail.from, JSON.stringify(mail.to), mail.subject, mail.text);
  const [, inserted] = await db.batch<{ id: string; hash: string }>([createTable(db), insert]);
  const row = inserted.results[0];
  if (!row) throw new Error("the mailbox stored nothing");
  return row.hash === hash ? { kind: "stored", id: row.id } : { kind: "conflict" };
}

/** The newest mails first (at most 200), optionally only those to one address. */
export async function received(db: D1Database, to?: string): Promise<ReceivedMail[]> {
  const select = db
    .prepare(
      `SELECT id, idempotency_key AS idempotencyKey, from_address AS "from", to_addresses AS "to", subject, text,
              presented, received_at AS receivedAt
       FROM received_mail
       WHERE ?1 IS NULL OR EXISTS (SELECT 1 FROM json_each(to_addresses) WHERE value = ?1 COLLATE NOCASE)
       ORDER BY rowid DESC LIMIT 200`,
    )
    .bind(to ?? null);
  const [, { results }] = await db.batch<Omit<ReceivedMail, "to"> & { to: string }>([createTable(db), select]);
  return results.map((row) => ({ ...row, to: JSON.parse(row.to) as string[] }));
}
