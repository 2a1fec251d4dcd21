/**
 * The approval's mails, through the outbox (mail/outbox.ts) like every mail: to the approvers when an order is
 * submitted, to the buyer when it is decided. Each recipient sees amounts by his own money view at the customer
 * (domain/money-view.ts), so an approver or buyer with EJ_SE_PRISER gets no amount.
 */
import { moneyView } from "@shop/domain/money-view";
import { formatSek } from "@shop/domain/money";
import type { PermissionDenial } from "@shop/domain/roles";
import { permissionsReach } from "../auth/access";
import { queueMailStatement, queueMailStatementWhen, singleLine } from "../mail/outbox";
import { approversOf } from "./controls";
import type { ApprovalRow, FrozenOrder } from "./store";

const denialsOf = (rows: { permission_denies: string }[]): PermissionDenial[] =>
  rows.flatMap((r) => {
    try {
      return JSON.parse(r.permission_denies) as PermissionDenial[];
    } catch {
      return [];
    }
  });

const REASON_TEXT: Record<ApprovalRow["reason"], string> = {
  ORDER_LIMIT: "över beloppsgränsen per order",
  MONTHLY_LIMIT: "över beloppsgränsen per månad",
  PROJECT_BUDGET: "över projektets budget",
};

function orderLines(frozen: FrozenOrder, prices: boolean): string[] {
  return frozen.deliveries.flatMap((d) => [
    `Leveranssätt ${d.deliveryId}, önskat leveransdatum ${d.requestedDeliveryDate}${d.reference ? `, er referens ${singleLine(d.reference)}` : ""}${d.costCentre ? `, kostnadsställe ${singleLine(d.costCentre)}` : ""}`,
    ...d.lines.map(
      (l) =>
        `  ${l.articleNumber}  ${singleLine(l.name)}  ${l.quantity} ${l.unit}${prices ? `  ${formatSek(l.lineNetOre)}` : ""}`,
    ),
  ]);
}

/**
 * The outbox statements for the approvers of an approval being submitted (never the buyer himself), for the
 * submission's own batch (approvals/store.ts submitApproval): each is written only if the approval row is, so a
 * submission never stands without its mails, nor a mail without its submission.
 */
export async function approverMailStatements(
  db: D1Database,
  approval: Pick<ApprovalRow, "id" | "customer_id" | "project_id" | "user_id" | "net_ore" | "reason">,
  frozen: FrozenOrder,
  buyerName: string,
): Promise<D1PreparedStatement[]> {
  const rows = (await approversOf(db, approval.customer_id)).filter((r) => r.id !== approval.user_id);
  const byUser = new Map<string, typeof rows>();
  for (const r of rows) byUser.set(r.id, [...(byUser.get(r.id) ?? []), r]);
  const statements: D1PreparedStatement[] = [];
  for (const [, userRows] of byUser) {
    const permissions = userRows.map((r) => ({ customerId: approval.customer_id, projectId: r.project_id || null }));
    if (!permissionsReach(permissions, approval.customer_id, approval.project_id || null)) continue;
    const prices = moneyView(denialsOf(userRows)).prices;
    const first = userRows[0];
    const body = [
      `Hej ${singleLine(first.first_name)}!`,
      "",
      `${singleLine(buyerName)} har skickat en order för attest (${approval.id}). Orsak: ${REASON_TEXT[approval.reason]}.`,
      ...(prices ? [`Summa exkl. moms: ${formatSek(approval.net_ore)}`] : []),
      "",
      ...orderLines(frozen, prices),
      "",
      "Attestera eller avslå ordern under Mina sidor > Att attestera.",
    ].join("\n");
    statements.push(
      queueMailStatementWhen(
        db,
        { to: first.email, subject: `Order att attestera ${approval.id}`, body },
        "EXISTS (SELECT 1 FROM order_approvals WHERE id = ?)",
        [approval.id],
      ),
    );
  }
  return statements;
}

/** The outbox statement for the buyer when his approval was decided. */
export async function buyerDecisionMailStatement(
  db: D1Database,
  approval: ApprovalRow,
  input: {
    decision: "APPROVED" | "REJECTED";
    approverName: string;
    comment: string;
    orders: { orderId: string | null; deliveryId: string; requestedDeliveryDate: string | null; movedFrom?: string }[];
    failed: string[];
  },
): Promise<D1PreparedStatement | null> {
  const buyer = await db
    .prepare("SELECT email, first_name FROM users WHERE id = ?")
    .bind(approval.user_id)
    .first<{ email: string; first_name: string }>();
  if (!buyer) return null;
  const approved = input.decision === "APPROVED";
  const body = [
    `Hej ${singleLine(buyer.first_name)}!`,
    "",
    approved
      ? `Din order ${approval.id} är attesterad av ${singleLine(input.approverName)} och lagd.`
      : `Din order ${approval.id} har avslagits av ${singleLine(input.approverName)}.`,
    ...(input.comment ? ["", `Kommentar: ${input.comment}`] : []),
    ...(approved
      ? [
          "",
          ...input.orders.map(
            (o) =>
              `Order ${o.orderId}, leveranssätt ${o.deliveryId}, leveransdatum ${o.requestedDeliveryDate}${
                o.movedFrom ? ` (flyttat från ${o.movedFrom}, som hade passerat)` : ""
              }`,
          ),
          ...(input.failed.length
            ? ["", `Följande leveranser kunde inte läggas: ${input.failed.join(", ")}. Kontakta kundservice.`]
            : []),
          "",
          "Ordern finns under Mina sidor > Orderhistorik.",
        ]
      : ["", "Ordern är inte lagd. Du kan lägga varorna i varukorgen igen och göra om beställningen."]),
  ].join("\n");
  return queueMailStatement(db, {
    to: buyer.email,
    subject: approved ? `Order attesterad ${approval.id}` : `Order avslagen ${approval.id}`,
    body,
  });
}
