/**
 * A session check that travels in the first D1 batch a read sends anyway (auth/middleware.ts,
 * requireAuthAlongside), so a search costs no round trip of its own for it. When the route sends no batch, or
 * its batch never ran, the middleware reads the session alone after the route.
 */
import type { BatchReader } from "../catalogue/sql";

/** What a session check reads (auth/middleware.ts, judgeSession). */
export interface SessionState {
  revoked_at: number | null;
  expires_at: number;
  active: number;
  auth_version: number;
  suspended: number;
}

export class SessionRider {
  private rows: (() => SessionState[]) | null = null;
  constructor(private readonly statement: D1PreparedStatement) {}

  /** Adds the session read to a reader that has not run yet; only the first reader offered carries it. */
  board(reader: BatchReader): void {
    if (!this.rows) this.rows = reader.add<SessionState>([this.statement]);
  }

  async state(): Promise<SessionState | null> {
    const rows = this.rows;
    this.rows = null;
    if (rows) {
      try {
        return rows()[0] ?? null;
      } catch {
        // The reader that carried it did not run (the route failed first).
      }
    }
    return this.statement.first<SessionState>();
  }
}
