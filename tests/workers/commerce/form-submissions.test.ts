/** POST/GET /v1/form-submissions: content forms stored in D1 and mailed through the outbox (content spec 3). */
import { beforeAll, describe, expect, it } from "vitest";
import { call, createUser, env, seedTestCatalogue, signIn } from "./helpers";

beforeAll(async () => {
  await seedTestCatalogue();
});

const contact = (overrides: Record<string, unknown> = {}) => ({
  formId: "form-kontakta-oss",
  formTitle: "Kontakta kundservice",
  recipient: "kundservice@bultvik.se",
  answers: [
    { question: "Namn", answer: "Anna Andersson" },
    { question: "Ärende", answer: "Leverans" },
    { question: "Meddelande", answer: "Hej!\r\nVar är min <b>order</b>?" },
    { question: "Intressen", answer: ["Solceller", "Laddboxar"] },
  ],
  ...overrides,
});

async function mailOf(submissionId: string) {
  return env.DB.prepare(
    `SELECT o.to_address AS "to", o.subject, o.body FROM form_submissions s JOIN outbox o ON o.id = s.outbox_id
     WHERE s.id = ?`,
  )
    .bind(submissionId)
    .first<{ to: string; subject: string; body: string }>();
}

describe("POST /v1/form-submissions", () => {
  it("stores a visitor's submission and mails each question and answer as plain text to the recipient", async () => {
    const response = await call("/v1/form-submissions", { body: contact() });
    expect(response.status, response.text).toBe(201);
    const mail = await mailOf(response.json.id);
    expect(mail?.to).toBe("kundservice@bultvik.se");
    expect(mail?.subject).toBe("Formulär: Kontakta kundservice");
    expect(mail?.body).toContain("Avsändare: Besökare som inte var inloggad");
    expect(mail?.body).toContain("Namn:\nAnna Andersson\n");
    // Text stays text: no markup is made or escaped, line breaks are normalised.
    expect(mail?.body).toContain("Meddelande:\nHej!\nVar är min <b>order</b>?\n");
    expect(mail?.body).toContain("Intressen:\nSolceller, Laddboxar\n");
    const row = await env.DB.prepare("SELECT user_id, customer_id, answers FROM form_submissions WHERE id = ?")
      .bind(response.json.id)
      .first<{ user_id: string | null; customer_id: string | null; answers: string }>();
    expect(row).toMatchObject({ user_id: null, customer_id: null });
    expect(JSON.parse(row!.answers)).toEqual(contact().answers);
  });

  it("records the signed-in user and customer", async () => {
    const { AccessToken } = await signIn("buyer@demo.se");
    const response = await call("/v1/form-submissions", { token: AccessToken, body: contact() });
    expect(response.status, response.text).toBe(201);
    const mail = await mailOf(response.json.id);
    expect(mail?.body).toMatch(/Avsändare: Inloggad användare \S+, kund 10001/);
  });

  it("refuses a recipient outside the shop's domains, so the service is no relay", async () => {
    const response = await call("/v1/form-submissions", { body: contact({ recipient: "someone@example.com" }) });
    expect(response.status).toBe(422);
    expect(response.json.issues[0].code).toBe("recipient_not_allowed");
  });

  it("answers 400 for a malformed submission and keeps a header injection out of the subject", async () => {
    expect((await call("/v1/form-submissions", { body: contact({ answers: [] }) })).status).toBe(400);
    expect((await call("/v1/form-submissions", { body: contact({ formId: "../x" }) })).status).toBe(400);
    const tooLong = [{ question: "Meddelande", answer: "x".repeat(5001) }];
    expect((await call("/v1/form-submissions", { body: contact({ answers: tooLong }) })).status).toBe(400);
    expect(
      (await call("/v1/form-submissions", { rawBody: "{", headers: { "content-type": "application/json" } })).status,
    ).toBe(400);
    const injected = await call("/v1/form-submissions", { body: contact({ formTitle: "Hej\r\nBcc: x@example.com" }) });
    expect(injected.status).toBe(201);
    expect((await mailOf(injected.json.id))?.subject).toBe("Formulär: Hej Bcc: x@example.com");
  });
});

describe("GET /v1/form-submissions", () => {
  it("lists the submissions of the admin's customer, newest first, and refuses a buyer", async () => {
    const sender = await createUser({ permissions: [{ customerId: "10002" }] });
    const own = await signIn(sender.email, { customerId: "10002" });
    await call("/v1/form-submissions", { token: own.AccessToken, body: contact({ formTitle: "Bli kund" }) });
    const admin = await createUser({ permissions: [{ customerId: "10002", role: "BUYER_ADMIN" }] });
    const { AccessToken } = await signIn(admin.email, { customerId: "10002" });
    const listed = await call("/v1/form-submissions", { token: AccessToken });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.json.submissions[0]).toMatchObject({ formTitle: "Bli kund", userId: sender.id, customerId: "10002" });
    expect(listed.json.submissions.every((s: { customerId: string }) => s.customerId === "10002")).toBe(true);
    expect((await call("/v1/form-submissions", { token: own.AccessToken })).status).toBe(403);
    expect((await call("/v1/form-submissions")).status).toBe(401);
  });
});

describe("a visitor's submissions per hour", () => {
  it("refuses the 11th from one client with 429 and stores nothing, while another client and a buyer still send", async () => {
    const from = (ip: string) => ({ headers: { "cf-connecting-ip": ip } });
    for (let i = 0; i < 10; i++) {
      const sent = await call("/v1/form-submissions", {
        body: contact({ formId: "form-limit" }),
        ...from("203.0.113.7"),
      });
      expect(sent.status, sent.text).toBe(201);
    }
    const refused = await call("/v1/form-submissions", {
      body: contact({ formId: "form-limit" }),
      ...from("203.0.113.7"),
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("3600");
    const stored = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM form_submissions WHERE form_id = 'form-limit'",
    ).first<{
      n: number;
    }>();
    expect(stored?.n).toBe(10);

    const other = await call("/v1/form-submissions", {
      body: contact({ formId: "form-limit" }),
      ...from("198.51.100.4"),
    });
    expect(other.status).toBe(201);
    const user = await createUser({ permissions: [{ customerId: "10001" }] });
    const { AccessToken } = await signIn(user.id, { customerId: "10001" });
    const buyer = await call("/v1/form-submissions", {
      body: contact({ formId: "form-limit" }),
      token: AccessToken,
      ...from("203.0.113.7"),
    });
    expect(buyer.status).toBe(201);
  });
});
