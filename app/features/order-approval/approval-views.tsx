/**
 * The approval pages' views (docs/purchasing-controls.md): the queue table, one submitted order with its frozen
 * deliveries and audit trail, and the decision form, a plain post that works without JavaScript.
 */
import { Form, Link } from "@remix-run/react";
import { formatDateTime } from "@shop/domain/format";
import { FormMessage } from "~/ui/form-bits";
import { EmptyState } from "~/ui/page-frame";
import { CsrfField } from "~/platform/session/csrf-field";
import { useT } from "~/platform/i18n/i18n-provider";
import type { ApprovalDetailView, ApprovalRowView } from "./approval-pages.server";

const APPROVALS_PATH = "/mina-sidor/att-attestera";

export function ApprovalTable({
  rows,
  caption,
  decided,
}: {
  rows: ApprovalRowView[];
  caption: string;
  decided?: boolean;
}) {
  const t = useT();
  const showNet = rows.some((r) => r.net !== null);
  return (
    <table className="table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t("order-approval.queue.id")}</th>
          <th scope="col">{t("order-approval.queue.buyer")}</th>
          <th scope="col">{t("order-approval.queue.submitted")}</th>
          <th scope="col">{t("order-approval.queue.reason")}</th>
          <th scope="col">{t("order-approval.queue.lines")}</th>
          {showNet ? <th scope="col">{t("order-approval.queue.net")}</th> : null}
          <th scope="col">{t("order-approval.queue.status")}</th>
          {decided ? <th scope="col">{t("order-approval.queue.decided_by")}</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.approvalId}>
            <td>
              <Link
                to={`${APPROVALS_PATH}/${r.approvalId}`}
                aria-label={t("order-approval.queue.open", { id: r.approvalId })}
              >
                {r.approvalId}
              </Link>
            </td>
            <td>{r.buyer}</td>
            <td>{r.submittedAt}</td>
            <td>{r.reasonText}</td>
            <td>{r.lineCount}</td>
            {showNet ? <td>{r.net ?? ""}</td> : null}
            <td>{r.statusText}</td>
            {decided ? <td>{r.decidedBy ?? ""}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ApprovalQueue({ pending, decided }: { pending: ApprovalRowView[]; decided: ApprovalRowView[] }) {
  const t = useT();
  return (
    <>
      <p>{t("order-approval.queue.intro")}</p>
      <section aria-labelledby="approvals-pending">
        <h2 id="approvals-pending">{t("order-approval.queue.pending_heading")}</h2>
        {pending.length ? (
          <ApprovalTable rows={pending} caption={t("order-approval.queue.pending_heading")} />
        ) : (
          <EmptyState>{t("order-approval.queue.pending_empty")}</EmptyState>
        )}
      </section>
      <section aria-labelledby="approvals-decided">
        <h2 id="approvals-decided">{t("order-approval.queue.decided_heading")}</h2>
        {decided.length ? (
          <ApprovalTable rows={decided} caption={t("order-approval.queue.decided_heading")} decided />
        ) : (
          <EmptyState>{t("order-approval.queue.decided_empty")}</EmptyState>
        )}
      </section>
    </>
  );
}

function Deliveries({ approval }: { approval: ApprovalDetailView }) {
  const t = useT();
  return (
    <>
      {approval.deliveries.map((d) => {
        const showPrices = d.lines.some((l) => l.lineNet !== null);
        return (
          <section key={d.deliveryId} aria-labelledby={`delivery-${d.deliveryId}`}>
            <h2 id={`delivery-${d.deliveryId}`}>
              {t("order-approval.detail.delivery_heading", { method: d.method, date: d.requestedDeliveryDate })}
            </h2>
            <dl>
              {(
                [
                  ["order-approval.detail.customer_order_number", d.customerOrderNumber],
                  ["order-approval.detail.reference", d.reference],
                  ["order-approval.detail.cost_centre", d.costCentre],
                  ["order-approval.detail.message", d.message],
                  ["order-approval.detail.address", d.address],
                ] as const
              ).map(([label, value]) =>
                value ? (
                  <div key={label}>
                    <dt>{t(label)}</dt>
                    <dd>{value}</dd>
                  </div>
                ) : null,
              )}
            </dl>
            <table className="table">
              <caption className="visually-hidden">
                {t("order-approval.detail.delivery_heading", { method: d.method, date: d.requestedDeliveryDate })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t("order-approval.detail.article_number")}</th>
                  <th scope="col">{t("order-approval.detail.name")}</th>
                  <th scope="col">{t("order-approval.detail.quantity")}</th>
                  <th scope="col">{t("order-approval.detail.label")}</th>
                  {showPrices ? <th scope="col">{t("order-approval.detail.unit_price")}</th> : null}
                  {showPrices ? <th scope="col">{t("order-approval.detail.line_net")}</th> : null}
                </tr>
              </thead>
              <tbody>
                {d.lines.map((l) => (
                  <tr key={l.line}>
                    <td>{l.articleNumber}</td>
                    <td>{l.name}</td>
                    <td>{l.quantity}</td>
                    <td>{l.label}</td>
                    {showPrices ? <td>{l.unitPrice}</td> : null}
                    {showPrices ? <td>{l.lineNet}</td> : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </>
  );
}

export function ApprovalSummaryList({ approval }: { approval: ApprovalDetailView }) {
  const t = useT();
  return (
    <dl className="approval-summary">
      <div>
        <dt>{t("order-approval.detail.status")}</dt>
        <dd>{approval.statusText}</dd>
      </div>
      <div>
        <dt>{t("order-approval.detail.buyer")}</dt>
        <dd>{approval.buyer}</dd>
      </div>
      <div>
        <dt>{t("order-approval.detail.submitted")}</dt>
        <dd>{approval.submittedAt}</dd>
      </div>
      <div>
        <dt>{t("order-approval.detail.reason")}</dt>
        <dd>{approval.reasonText}</dd>
      </div>
      {approval.net !== null ? (
        <div>
          <dt>{t("order-approval.detail.net")}</dt>
          <dd>{approval.net}</dd>
        </div>
      ) : null}
      {approval.total !== null ? (
        <div>
          <dt>{t("order-approval.detail.total")}</dt>
          <dd>{approval.total}</dd>
        </div>
      ) : null}
      {approval.decidedAt ? (
        <div>
          <dt>{t("order-approval.detail.decided")}</dt>
          <dd>
            {t("order-approval.detail.decided_text", {
              status: approval.statusText,
              by: approval.decidedBy ?? "",
              at: approval.decidedAt,
            })}
          </dd>
        </div>
      ) : null}
      {approval.comment ? (
        <div>
          <dt>{t("order-approval.detail.comment_label")}</dt>
          <dd>{approval.comment}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function History({ approval }: { approval: ApprovalDetailView }) {
  const t = useT();
  return (
    <section aria-labelledby="approval-history">
      <h2 id="approval-history">{t("order-approval.detail.history_heading")}</h2>
      <ol>
        {approval.events.map((e, i) => (
          <li key={i}>
            {e.at} · {e.text} · {e.by}
            {e.detail ? ` · ${e.detail}` : ""}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Placed({ approval }: { approval: ApprovalDetailView }) {
  const t = useT();
  if (!approval.placedOrders.length) return null;
  return (
    <section aria-labelledby="approval-placed">
      <h2 id="approval-placed">{t("order-approval.detail.placed_heading")}</h2>
      <ul>
        {approval.placedOrders.map((o) => {
          const method = approval.deliveries.find((d) => d.deliveryId === o.deliveryId)?.method ?? o.deliveryId;
          if (!o.orderId) return <li key={o.deliveryId}>{t("order-approval.detail.placed_failed", { method })}</li>;
          const vars = { method, orderId: o.orderId, date: o.requestedDeliveryDate ?? "", from: o.movedFrom ?? "" };
          return (
            <li key={o.deliveryId}>
              <Link to={`/mina-sidor/orderhistorik/${o.orderId}`}>
                {t(o.movedFrom ? "order-approval.detail.placed_moved" : "order-approval.detail.placed_order", vars)}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The approval page's data: the approval, the comment's length limit, and a refused decision's answer. */
interface ApprovalDetailProps {
  approval: ApprovalDetailView;
  commentMax: number;
  answer?: { message: string; comment: string };
}

function DecisionForm({ approval, commentMax, answer }: ApprovalDetailProps) {
  const t = useT();
  if (approval.status !== "PENDING") return null;
  if (!approval.mayApprove && !approval.mayReject)
    return approval.refusal ? <p className="field__hint">{approval.refusal}</p> : null;
  return (
    <section aria-labelledby="approval-decision">
      <h2 id="approval-decision">{t("order-approval.detail.decision_heading")}</h2>
      {approval.refusal ? <p className="field__hint">{approval.refusal}</p> : null}
      <Form method="post" className="approval-decision">
        <CsrfField />
        <FormMessage message={answer?.message} />
        <div className="field">
          <label htmlFor="approval-comment">{t("order-approval.detail.comment")}</label>
          <textarea
            id="approval-comment"
            name="comment"
            rows={3}
            maxLength={commentMax}
            defaultValue={answer?.comment ?? ""}
            aria-describedby="approval-comment-hint"
          />
          <p id="approval-comment-hint" className="field__hint">
            {t("order-approval.detail.comment_hint", { max: commentMax })}
          </p>
        </div>
        {approval.mayApprove ? (
          <button type="submit" name="intent" value="approve">
            {t("order-approval.detail.approve")}
          </button>
        ) : null}{" "}
        {approval.mayReject ? (
          <button type="submit" name="intent" value="reject" className="button--secondary">
            {t("order-approval.detail.reject")}
          </button>
        ) : null}
      </Form>
    </section>
  );
}

export function ApprovalDetailPage({ approval, commentMax, answer }: ApprovalDetailProps) {
  const t = useT();
  return (
    <>
      <p>
        <Link to={APPROVALS_PATH}>{t("order-approval.detail.back")}</Link>
      </p>
      <ApprovalSummaryList approval={approval} />
      <DecisionForm approval={approval} commentMax={commentMax} answer={answer} />
      <Placed approval={approval} />
      <Deliveries approval={approval} />
      <History approval={approval} />
    </>
  );
}

/** The buyer's own submitted orders in the order history: awaiting approval, or rejected with the comment. */
export function OwnApprovals({ rows }: { rows: ApprovalRowView[] }) {
  const t = useT();
  if (!rows.length) return null;
  return (
    <section aria-labelledby="own-approvals" className="own-approvals">
      <h2 id="own-approvals">{t("order-approval.mine.heading")}</h2>
      <p>{t("order-approval.mine.intro")}</p>
      <ul>
        {rows.map((r) => (
          <li key={r.approvalId}>
            <Link to={`${APPROVALS_PATH}/${r.approvalId}`}>{r.approvalId}</Link> · {r.submittedAt} · {r.statusText}
            {r.net ? ` · ${r.net}` : ""}
            {r.status === "REJECTED" && r.comment
              ? ` · ${t("order-approval.mine.rejected_comment", { comment: r.comment })}`
              : ""}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** On an order placed from an approval: its audit trail (who submitted, approved and placed it, and when). */
export function OrderApprovalTrail({
  approval,
}: {
  approval: { approvalId: string; events: { action: string; at: string; by: string; detail: string }[] } | null;
}) {
  const t = useT();
  if (!approval) return null;
  return (
    <section aria-labelledby="order-approval-trail">
      <h2 id="order-approval-trail">{t("order-approval.trail.heading", { id: approval.approvalId })}</h2>
      <ol>
        {approval.events.map((e, i) => (
          <li key={i}>
            {formatDateTime(e.at)} · {t(`order-approval.event.${e.action}`)} · {e.by}
            {e.detail && e.action !== "SUBMITTED" ? ` · ${e.detail}` : ""}
          </li>
        ))}
      </ol>
    </section>
  );
}
