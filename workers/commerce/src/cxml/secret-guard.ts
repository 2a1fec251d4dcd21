/**
 * Limits on cXML SharedSecret checks (docs/security.md), counted in auth_throttle like sign-in attempts
 * (auth/throttle.ts: one upsert per key, so parallel requests each see their own number). An attempt is counted
 * before anything is looked up or hashed and taken back when the credentials are accepted, so only failures
 * remain; over any limit the setup answers 429 without computing a hash. Keys, in fixed windows of 15 minutes:
 *   cxml-pair:<sender>|<client>   failures of one client on one sender identity
 *   cxml-sender:<sender>          failures on one sender identity from all clients (a distributed guess)
 *   cxml-client:<client>          failures of one client on all sender identities, unknown ones included
 * The sender is the identity as written (domain|identity, lower case), known or not, so neither the answers nor
 * the limits tell which identities exist.
 */
import { ApiError } from "../http/errors";
import { countAttempts, uncount } from "../auth/throttle";

export const CXML_FAILURES_PER_SENDER_AND_CLIENT = 5;
export const CXML_FAILURES_PER_SENDER = 20;
export const CXML_FAILURES_PER_CLIENT = 20;
const WINDOW_SECONDS = 15 * 60;

export interface SenderIdentity {
  domain: string;
  identity: string;
}

/**
 * A call without a visitor's address (http/client-key.ts answers "unknown") or from this machine: `npm start`, the
 * e2e stack and the tests, where every procurement system is one client. Cloudflare always sets CF-Connecting-IP,
 * so no remote caller is local; were it missing, one shared client must not let one guesser lock every customer
 * out. Only the per-sender limit applies to it.
 */
function isLocal(client: string): boolean {
  return client === "unknown" || client === "::1" || client === "::ffff:127.0.0.1" || client.startsWith("127.");
}

const normalised = (sender: SenderIdentity) =>
  `${sender.domain.trim().toLowerCase()}|${sender.identity.trim().toLowerCase()}`;

function tooManyFailures(retryAfter: number): ApiError {
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  return new ApiError(
    429,
    `Too many failed cXML credential checks for this sender or from this address; try again in ${minutes} minute(s)`,
    [{ path: "sharedSecret", code: "too_many_failures" }],
    { "Retry-After": String(retryAfter) },
  );
}

/**
 * Counts one credential check of `sender` by `client`; throws 429 when it is over a limit. Answers the statements
 * that take the count back, for the caller to run when the credentials are accepted.
 */
export async function admitSecretCheck(
  db: D1Database,
  sender: SenderIdentity,
  client: string,
  nowSeconds: number,
): Promise<D1PreparedStatement[]> {
  const who = normalised(sender);
  const senderKey = `cxml-sender:${who}`;
  const clientKeys = isLocal(client) ? [] : [`cxml-pair:${who}|${client}`, `cxml-client:${client}`];
  if (clientKeys.length) {
    const [pair, byClient] = await countAttempts(db, clientKeys, WINDOW_SECONDS, nowSeconds);
    if (pair!.count > CXML_FAILURES_PER_SENDER_AND_CLIENT) throw tooManyFailures(pair!.retryAfter);
    if (byClient!.count > CXML_FAILURES_PER_CLIENT) throw tooManyFailures(byClient!.retryAfter);
  }
  // Counted only once the client is within its own limits: one address that keeps trying adds at most
  // CXML_FAILURES_PER_SENDER_AND_CLIENT here, so it cannot lock the sender's own procurement system out alone.
  const [onSender] = await countAttempts(db, [senderKey], WINDOW_SECONDS, nowSeconds);
  if (onSender!.count > CXML_FAILURES_PER_SENDER) throw tooManyFailures(onSender!.retryAfter);
  return [...clientKeys, senderKey].map((key) => uncount(db, key));
}
