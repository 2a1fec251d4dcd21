/**
 * "E-mail the order documents" (POST /orders/{id}/documents/email): who may receive them, how many a user may send,
 * and what the mail says. The shop's name is on these mails, so the service must not relay a stranger's text to a
 * stranger's address (issue #41, class 2).
 */
import { isDenied } from "@shop/domain/roles";
import { permissionsReach } from "../auth/access";
import { countAttempts } from "../auth/throttle";
import { loadPermissions } from "../auth/users";
import { ApiError } from "../http/errors";
import { plainText, singleLine, type OutboxMail } from "../mail/outbox";
import { orderReferenceLines } from "../order-references/enforce";
import type { OrderRow } from "./store";

/** Order-document mails per user and hour; the count is one atomic upsert, so parallel requests cannot pass it. */
export const DOCUMENT_MAILS_PER_HOUR = 10;
const HOUR = 3600;

export interface DocumentSender {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * The stored address of an active, not suspended user (not a punch-out account, which is a procurement system's
 * login) whose own permissions show him this order; null for anyone else. A suspended user still signs in to read,
 * but the shop stopped acting for him, so it does not mail him on a colleague's behalf either.
 */
async function colleagueWhoMaySee(db: D1Database, address: string, order: OrderRow): Promise<string | null> {
  // users.email is COLLATE NOCASE: the same address in any case.
  const colleague = await db
    .prepare("SELECT id, email FROM users WHERE email = ? AND active = 1 AND suspended = 0 AND is_punchout = 0")
    .bind(address)
    .first<{ id: string; email: string }>();
  if (!colleague) return null;
  const withHistory = (await loadPermissions(db, colleague.id)).filter((p) => !isDenied(p, "EJ_ORDERHISTORIK"));
  return permissionsReach(withHistory, order.customer_id, order.project_id) ? colleague.email : null;
}

/**
 * The recipient: the sender's own address (also when none is given), or an active, not suspended colleague who may
 * see the order himself (same customer, customer-wide or the order's project, order history not denied). Anyone
 * else is a 422.
 */
export async function documentRecipient(
  db: D1Database,
  sender: DocumentSender,
  order: OrderRow,
  requested: string | undefined,
): Promise<string> {
  const address = requested?.trim();
  if (!address || address.toLowerCase() === sender.email.toLowerCase()) return sender.email;
  const colleague = await colleagueWhoMaySee(db, address, order);
  if (colleague) return colleague;
  throw new ApiError(
    422,
    "Orderdokumenten kan bara mejlas till din egen adress eller till en kollega som har tillgång till ordern.",
    [
      {
        path: "email",
        code: "recipient_not_allowed",
        message: "Your own address or a colleague who may see the order",
      },
    ],
  );
}

/** Counts this mail against the sender's hour; past DOCUMENT_MAILS_PER_HOUR a 429 with Retry-After, nothing mailed. */
export async function countDocumentMail(db: D1Database, userId: string): Promise<void> {
  const [counted] = await countAttempts(db, [`document-mail:${userId}`], HOUR, Math.floor(Date.now() / 1000));
  if (counted!.count > DOCUMENT_MAILS_PER_HOUR)
    throw new ApiError(
      429,
      `Du kan mejla högst ${DOCUMENT_MAILS_PER_HOUR} orderdokument per timme. Försök igen senare.`,
      [],
      { "Retry-After": String(counted!.retryAfter) },
    );
}

/** The shop's text first; the buyer's message after it, under his name, so it never reads as the shop's. */
export function documentMail(order: OrderRow, sender: DocumentSender, to: string, message: string): OutboxMail {
  const lines = [
    `Orderbekräftelse för order ${order.id} (${order.temp_order_id}).`,
    ...orderReferenceLines({ reference: order.reference, costCentre: order.cost_centre }),
    `Hämta den som PDF: /orders/${order.id}/documents/order-confirmation`,
  ];
  const text = plainText(message).trim();
  if (text) {
    const name = singleLine(`${sender.firstName} ${sender.lastName}`) || singleLine(sender.email);
    lines.push("", `Meddelande från ${name}:`, text);
  }
  return { to, subject: `Orderbekräftelse ${order.id}`, body: lines.join("\n") };
}
