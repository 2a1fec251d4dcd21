/**
 * Attack class 11 of issue #41: mail header injection. `POST /orders/inquiry` put `\r\nBcc: …` from the subject into
 * the mail's Subject, and a first name with CR/LF forged a line in the inquiry mail. Now one builder
 * (workers/commerce/src/mail/outbox.ts) writes every mail: it strips control characters and line separators from
 * the headers, takes exactly one address as `to`, and the names put into a mail's lines are single lines; the inquiry
 * API takes only the subjects the order page offers. What would be sent is read from the outbox table.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ORDER_INQUIRY_SUBJECTS } from "@shop/domain/account-constants";
import { queueMail } from "../../workers/commerce/src/mail/outbox";
import { addToCart, buyer, call, checkout, env, newKey, placeOrder, seedAll } from "./fixtures";

let article: string;
beforeAll(async () => {
  [article] = await seedAll();
});

const FORGED_NAME = {
  first: "Eva\r\nBcc: victim@evil.example\r\n",
  last: "Svensson\u2028Till: kassa@evil.example\u0085",
};
/** CR, LF, NEL, line and paragraph separators, and the other C0/C1 controls (tab aside). */
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]/;

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  body: string;
}

async function newestMailTo(address: string): Promise<OutboxRow | null> {
  return env.DB.prepare("SELECT id, to_address, subject, body FROM outbox WHERE to_address = ? ORDER BY id DESC")
    .bind(address)
    .first<OutboxRow>();
}

async function mailsMentioning(text: string): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE subject LIKE ?1 OR body LIKE ?1")
    .bind(`%${text}%`)
    .first<{ n: number }>();
  return row!.n;
}

/** No line of the body is a forged header or line, and no separator hides in it. */
function expectNoForgedLine(body: string) {
  expect(body).not.toMatch(/[\r\u2028\u2029\u0085]/);
  for (const line of body.split("\n")) expect(line).not.toMatch(/^\s*(Bcc|Till):/i);
}

async function forgeName(userId: string) {
  await env.DB.prepare("UPDATE users SET first_name = ?, last_name = ? WHERE id = ?")
    .bind(FORGED_NAME.first, FORGED_NAME.last, userId)
    .run();
}

describe("mail header injection", () => {
  it("refuses an inquiry subject the order page does not offer, with a Swedish 422, and mails nothing", async () => {
    const order = await placeOrder(article, [{ customerId: "10001" }]);
    for (const subject of [
      "delivery\r\nBcc: victim@evil.example",
      "Leverans\nBcc: victim@evil.example",
      "Saknad rad",
    ]) {
      const response = await call("/orders/inquiry", {
        token: order.token,
        body: { orderId: order.orderId, subject, message: "När kommer den?" },
      });
      expect(response.status, response.text).toBe(422);
      expect(response.json.message).toMatch(/Välj/);
      expect(response.json.issues?.[0]?.path).toBe("subject");
    }
    expect(await mailsMentioning("victim@evil.example")).toBe(0);
    const inquiries = await env.DB.prepare("SELECT COUNT(*) AS n FROM order_inquiries WHERE user_id = ?")
      .bind(order.user.id)
      .first<{ n: number }>();
    expect(inquiries!.n).toBe(0);
  });

  it("takes every subject the order page offers and names it in Swedish in the mail's subject", async () => {
    const order = await placeOrder(article, [{ customerId: "10001" }]);
    for (const subject of ORDER_INQUIRY_SUBJECTS) {
      const response = await call("/orders/inquiry", {
        token: order.token,
        body: { orderId: order.orderId, subject, message: "En fråga." },
      });
      expect(response.status, `${subject}: ${response.text}`).toBe(201);
    }
    const mail = await newestMailTo("kundtjanst@demo-butik.se");
    expect(mail!.subject).toBe(`Förfrågan om order ${order.orderId}: Övrigt`);
  });

  it("keeps a first name with CR/LF on one line of the inquiry mail", async () => {
    const order = await placeOrder(article, [{ customerId: "10001" }]);
    await forgeName(order.user.id);
    const question = `Var är min leverans?\nRad två ${crypto.randomUUID()}`;
    const response = await call("/orders/inquiry", {
      token: order.token,
      body: { orderId: order.orderId, subject: "delivery", message: question },
    });
    expect(response.status, response.text).toBe(201);
    const mail = await newestMailTo("kundtjanst@demo-butik.se");
    expect(mail!.subject).not.toMatch(CONTROL);
    expectNoForgedLine(mail!.body);
    expect(mail!.body).toContain("Eva Bcc: victim@evil.example Svensson Till: kassa@evil.example");
    // The buyer's own question keeps its line break: only the single-line values are flattened.
    expect(mail!.body).toContain(question);
  });

  it("keeps a forged name on one line of the receipt and the password-reset mail", async () => {
    const b = await buyer([{ customerId: "10001" }]);
    await forgeName(b.user.id);
    await addToCart(b.token, b.cartId, article, 1);
    const placed = await checkout(b.token, b.cartId, { sendOrderReceipt: true, orderDetails: { DBI: {} } }, newKey());
    expect(placed.status, placed.text).toBe(200);
    const receipt = await newestMailTo(b.user.email);
    expect(receipt!.subject).toMatch(/^Orderkvitto /);
    expectNoForgedLine(receipt!.body);

    const reset = await call("/users/credentials/request", { body: { email: b.user.email } });
    expect(reset.status).toBe(202);
    const resetMail = await newestMailTo(b.user.email);
    expect(resetMail!.id).toBeGreaterThan(receipt!.id);
    expectNoForgedLine(resetMail!.body);
  });

  it("has one writer of the outbox table: the mail builder", () => {
    const sources = import.meta.glob<string>("../../workers/commerce/src/**/*.ts", {
      query: "?raw",
      import: "default",
      eager: true,
    });
    const writers = Object.entries(sources).filter(([, text]) => /INSERT\s+INTO\s+outbox\b/i.test(text));
    expect(writers.map(([path]) => path)).toEqual(["../../workers/commerce/src/mail/outbox.ts"]);
  });

  it("the one mail builder strips controls from the subject, keeps the body's lines and takes one address", async () => {
    const id = await queueMail(env.DB, {
      to: " kund@exempel.se ",
      subject: "Hej\r\nBcc: victim@evil.example\u0085\u2028\u2029\u0000\u001b[31m",
      body: "Rad ett\r\nRad två\u0000\u001b\u2028Rad tre",
    });
    const mail = await env.DB.prepare("SELECT to_address, subject, body FROM outbox WHERE id = ?")
      .bind(id)
      .first<OutboxRow>();
    expect(mail!.to_address).toBe("kund@exempel.se");
    expect(mail!.subject).not.toMatch(CONTROL);
    expect(mail!.subject).toBe("Hej Bcc: victim@evil.example [31m");
    expect(mail!.body).toBe("Rad ett\nRad två\nRad tre");
    for (const to of [
      "kund@exempel.se\r\nBcc: victim@evil.example",
      "kund@exempel.se, victim@evil.example",
      "Kund <kund@exempel.se>",
      "kund@exempel.se\u2028",
      "",
    ]) {
      await expect(queueMail(env.DB, { to, subject: "Hej", body: "Hej" }), JSON.stringify(to)).rejects.toMatchObject({
        status: 422,
      });
    }
    const relayed = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM outbox WHERE to_address LIKE '%evil.example%'",
    ).first<{ n: number }>();
    expect(relayed!.n).toBe(0);
  });
});
