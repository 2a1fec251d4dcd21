/**
 * Attack class 2 of issue #41: "E-mail the order documents" relayed mail. `POST /orders/{id}/documents/email
 * {"email":"anyone@evil.example","message":"…"}` mailed any address with the attacker's 2,000 characters first, 12 of
 * 12 accepted. Now the documents go only to the caller's own address or to an active, not suspended colleague who may see the order
 * (422 otherwise), at most 10 mails per user and hour counted atomically (429, Swedish), and the buyer's message
 * comes after the shop's text, marked as his and capped at 1,000 characters. What would be sent is read from the
 * outbox table.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, createUser, env, placeOrder, seedAll } from "./fixtures";

let article: string;
beforeAll(async () => {
  [article] = await seedAll();
});

interface OutboxRow {
  to_address: string;
  subject: string;
  body: string;
}

async function mailsTo(address: string): Promise<OutboxRow[]> {
  const { results } = await env.DB.prepare(
    "SELECT to_address, subject, body FROM outbox WHERE to_address = ? COLLATE NOCASE ORDER BY id",
  )
    .bind(address)
    .all<OutboxRow>();
  return results;
}

const mailDocuments = (order: { orderId: string; token: string }, body: unknown) =>
  call(`/orders/${order.orderId}/documents/email`, { token: order.token, body });

describe("e-mail the order documents: no relay", () => {
  it("refuses a foreign address with a Swedish 422 and mails nothing", async () => {
    const order = await placeOrder(article, [{ customerId: "10001" }]);
    const attack = await mailDocuments(order, {
      email: "anyone@evil.example",
      message: "Er faktura är förfallen, betala till bankgiro 123-4567: http://evil.example/",
    });
    expect(attack.status, attack.text).toBe(422);
    expect(attack.json.message).toMatch(/adress/);
    expect(attack.json.issues?.[0]?.path).toBe("email");
    expect(await mailsTo("anyone@evil.example")).toEqual([]);
  });

  it("refuses users of another customer, inactive or suspended colleagues and colleagues who may not see the order", async () => {
    const order = await placeOrder(article, [{ customerId: "10001" }]);
    const foreign = await createUser({ permissions: [{ customerId: "10002" }] });
    const inactive = await createUser({ permissions: [{ customerId: "10001" }] });
    await env.DB.prepare("UPDATE users SET active = 0 WHERE id = ?").bind(inactive.id).run();
    // A suspended user still signs in (to read), but the shop no longer mails him on a colleague's behalf.
    const suspended = await createUser({ permissions: [{ customerId: "10001" }] });
    await env.DB.prepare("UPDATE users SET suspended = 1 WHERE id = ?").bind(suspended.id).run();
    // The order belongs to no project: a colleague limited to a project may not see it.
    const projectOnly = await createUser({ permissions: [{ customerId: "10001", projectId: "10001-01" }] });
    const noHistory = await createUser({ permissions: [{ customerId: "10001", denies: ["EJ_ORDERHISTORIK"] }] });
    for (const user of [foreign, inactive, suspended, projectOnly, noHistory]) {
      const response = await mailDocuments(order, { email: user.email });
      expect(response.status, `${user.email}: ${response.text}`).toBe(422);
      expect(await mailsTo(user.email)).toEqual([]);
    }
  });

  it("mails the caller's own address and an active colleague who may see the order", async () => {
    const order = await placeOrder(article, [{ customerId: "10001" }]);
    const own = await mailDocuments(order, {});
    expect(own.status, own.text).toBe(202);
    expect(own.json.to).toBe(order.user.email);
    const colleague = await createUser({ permissions: [{ customerId: "10001" }] });
    const shared = await mailDocuments(order, { email: colleague.email.toUpperCase() });
    expect(shared.status, shared.text).toBe(202);
    expect(await mailsTo(colleague.email)).toHaveLength(1);
  });

  it("puts the buyer's message after the shop's text, marked as his, and caps it", async () => {
    const order = await placeOrder(article, [{ customerId: "10001" }]);
    const message = "Hej ekonomi!\nHär är orderbekräftelsen.";
    const sent = await mailDocuments(order, { message });
    expect(sent.status, sent.text).toBe(202);
    const [mail] = await mailsTo(order.user.email);
    expect(mail.body.startsWith(`Orderbekräftelse för order ${order.orderId}`)).toBe(true);
    const marker = mail.body.indexOf("Meddelande från Test Användare:");
    expect(marker).toBeGreaterThan(mail.body.indexOf("Hämta den som PDF"));
    expect(mail.body.indexOf(message)).toBeGreaterThan(marker);
    const tooLong = await mailDocuments(order, { message: "x".repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect(await mailsTo(order.user.email)).toHaveLength(1);
  });

  it("mails at most 10 per user and hour, also when the requests come in parallel", async () => {
    const order = await placeOrder(article, [{ customerId: "10001" }]);
    const answers = await Promise.all(Array.from({ length: 12 }, () => mailDocuments(order, { message: "Kopia" })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(10).fill(202), 429, 429]);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.json.message).toMatch(/timme/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await mailsTo(order.user.email)).toHaveLength(10);
    // A refused request is not a mail: one more later is still refused, the count stays at ten.
    expect((await mailDocuments(order, {})).status).toBe(429);
    expect(await mailsTo(order.user.email)).toHaveLength(10);
  });
});
