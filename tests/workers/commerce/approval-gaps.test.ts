/**
 * Order approval's rules beyond the first part (docs/purchasing-controls.md): the approver's own monthly limit binds
 * his approvals, the buyer reads his limits and what is left of them, and the approvers' mails are written in the same
 * D1 batch as the submission, so a crash right after it cannot leave a submission nobody is told of.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { checkout as checkoutFlow } from "../../../workers/commerce/src/cart/checkout";
import { ownedCart } from "../../../workers/commerce/src/cart/store";
import { claimMonthlyLimit, releaseMonthlyLimit } from "../../../workers/commerce/src/approvals/controls";
import type { AccessClaims } from "../../../workers/commerce/src/auth/jwt";
import { add, checkout, key } from "./checkout-fixtures";
import { call, createUser, env, seedOrderableArticles, signIn } from "./helpers";

let plain: string[] = [];
beforeAll(async () => {
  plain = await seedOrderableArticles();
});

async function user(customerId = "10001") {
  const u = await createUser({ permissions: [{ customerId }] });
  const token = (await signIn(u.id, { customerId })).AccessToken;
  return { ...u, token };
}

async function setControls(
  userId: string,
  c: { orderLimitOre?: number | null; monthlyLimitOre?: number | null; mayApprove?: boolean },
) {
  await env.DB.prepare(
    `INSERT OR REPLACE INTO purchasing_controls (user_id, customer_id, order_limit_ore, monthly_limit_ore, may_approve, updated_by, updated_at)
     VALUES (?, '10001', ?, ?, ?, 'test', '2026-01-01T00:00:00Z')`,
  )
    .bind(userId, c.orderLimitOre ?? null, c.monthlyLimitOre ?? null, c.mayApprove ? 1 : 0)
    .run();
}

/** A buyer with a zero order limit whose checkout of `quantity` units of plain[i] waits for approval. */
async function submitted(i: number, quantity = 1) {
  const b = await user();
  await setControls(b.id, { orderLimitOre: 0 });
  const cartId = (await call("/v2/cart", { token: b.token })).json.cartId as string;
  await add(b.token, cartId, [{ articleNumber: plain[i], quantity, deliveryId: "DBI" }]);
  const answer = await checkout(b.token, cartId, { orderDetails: { DBI: {} } }, key());
  expect(answer.json[0].errors[0].code, answer.text).toBe("AWAITING_APPROVAL");
  const id = answer.json[0].approvalId as string;
  const row = await env.DB.prepare("SELECT net_ore FROM order_approvals WHERE id = ?")
    .bind(id)
    .first<{ net_ore: number }>();
  return { buyer: b, id, net: row!.net_ore };
}

const decide = (token: string, id: string, decision: "APPROVE" | "REJECT") =>
  call(`/v2/order-approvals/${id}/decision`, { token, body: { decision, comment: "Nej tack" } });

describe("the approver's own monthly limit", () => {
  it("refuses an approval that would take his month over it (403, Swedish), still lets him reject, and counts what he approved", async () => {
    const first = await submitted(10);
    const second = await submitted(10);
    const approver = await user();
    // Room for exactly one of the two this month.
    await setControls(approver.id, { mayApprove: true, monthlyLimitOre: first.net + Math.floor(second.net / 2) });
    const ok = await decide(approver.token, first.id, "APPROVE");
    expect(ok.status, ok.text).toBe(200);
    const detail = await call(`/v2/order-approvals/${second.id}`, { token: approver.token });
    expect(detail.json).toMatchObject({ mayApprove: false, mayReject: true, refusal: "OVER_APPROVER_MONTHLY_LIMIT" });
    const refused = await decide(approver.token, second.id, "APPROVE");
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(
      "Ordern skulle ta dig över din egen beloppsgräns för månaden och kan inte attesteras av dig.",
    );
    expect(
      (await env.DB.prepare("SELECT status FROM order_approvals WHERE id = ?").bind(second.id).first())?.status,
    ).toBe("PENDING");
    expect((await decide(approver.token, second.id, "REJECT")).status).toBe(200);
  });

  it("counts his own checkout still being placed: an approval beside it may not take his month over", async () => {
    const pending = await submitted(13);
    const approver = await user();
    await setControls(approver.id, { mayApprove: true, monthlyLimitOre: pending.net + 100 });
    // His own checkout of 200 öre has claimed its part of his month and is being placed (cart/checkout.ts).
    const claimed = await claimMonthlyLimit(env.DB, {
      scope: `${approver.id}/own-checkout`,
      userId: approver.id,
      customerId: "10001",
      netOre: 200,
      limitOre: pending.net + 100,
    });
    expect(claimed).toBe(true);
    const refused = await decide(approver.token, pending.id, "APPROVE");
    expect(refused.status, refused.text).toBe(403);
    expect(refused.json.message).toBe(
      "Ordern skulle ta dig över din egen beloppsgräns för månaden och kan inte attesteras av dig.",
    );
    // His checkout placed nothing and let go of its claim: the approval fits again.
    await releaseMonthlyLimit(env.DB, `${approver.id}/own-checkout`);
    expect((await decide(approver.token, pending.id, "APPROVE")).status).toBe(200);
  });

  it("lets only one of two approvals he gives at once into his month", async () => {
    const [one, two] = [await submitted(11), await submitted(11)];
    const approver = await user();
    await setControls(approver.id, { mayApprove: true, monthlyLimitOre: Math.max(one.net, two.net) });
    const answers = await Promise.all([
      decide(approver.token, one.id, "APPROVE"),
      decide(approver.token, two.id, "APPROVE"),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 403]);
  });
});

describe("the approvers' mails and the submission in one batch", () => {
  it("has written the approvers' mail when the checkout dies right after the submission", async () => {
    const approver = await user();
    await setControls(approver.id, { mayApprove: true });
    const b = await user();
    await setControls(b.id, { orderLimitOre: 0 });
    const cartId = (await call("/v2/cart", { token: b.token })).json.cartId as string;
    await add(b.token, cartId, [{ articleNumber: plain[12], quantity: 1, deliveryId: "DBI" }]);
    const claims = JSON.parse(Buffer.from(b.token.split(".")[1], "base64url").toString()) as AccessClaims;
    const cart = await ownedCart(env.DB, claims, cartId);
    // A database that dies (as the worker would) at the first call after the batch that wrote the approval.
    let dead = false;
    const crash = () => {
      if (dead) throw new Error("crashed after the submission");
    };
    const db = new Proxy(env.DB, {
      get(target, prop) {
        if (prop === "prepare")
          return (sql: string) => {
            crash();
            return target.prepare(sql);
          };
        if (prop === "batch")
          return async (statements: D1PreparedStatement[]) => {
            crash();
            const result = await target.batch(statements);
            const wrote = await target
              .prepare("SELECT COUNT(*) AS n FROM order_approvals WHERE user_id = ?")
              .bind(b.id)
              .first<{ n: number }>();
            if (wrote!.n > 0) dead = true;
            return result;
          };
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    await expect(
      checkoutFlow(db, claims, cart, { orderDetails: { DBI: {} }, sendOrderReceipt: false }, key(), {
        now: new Date(),
        closingDays: [],
      }),
    ).rejects.toThrow("crashed after the submission");
    const approval = await env.DB.prepare("SELECT id FROM order_approvals WHERE user_id = ?")
      .bind(b.id)
      .first<{ id: string }>();
    expect(approval).not.toBeNull();
    const mail = await env.DB.prepare("SELECT subject FROM outbox WHERE to_address = ? AND subject LIKE ?")
      .bind(approver.email, `%${approval!.id}%`)
      .first<{ subject: string }>();
    expect(mail?.subject).toBe(`Order att attestera ${approval!.id}`);
  });
});
