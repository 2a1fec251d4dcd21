/**
 * A session check that travels in the first D1 batch a read sends anyway (auth/middleware.ts,
 * requireAuthAlongside), so a search costs no round trip of its own for it. When the route sends no batch, or
 * its batch never ran, the middleware reads the session alone after the route.
 */
import { StatementRider } from "../catalogue/sql";

/** What a session check reads (auth/middleware.ts, judgeSession). */
export interface SessionState {
  revoked_at: number | null;
  expires_at: number;
  active: number;
  auth_version: number;
  suspended: number;
}

export class SessionRider extends StatementRider<SessionState> {
  async state(): Promise<SessionState | null> {
    return (await this.take())[0] ?? null;
  }
}
