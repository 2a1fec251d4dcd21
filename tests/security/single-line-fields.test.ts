/**
 * Class 11 of issue #41 (attacker re-probe): `PUT /v2/users/u-limited/profile {"firstName":"Eva\r\nBcc: …"}` answered
 * 200 and stored the line break. Mails flatten names, but PDFs, exports and admin pages print the stored value as it
 * stands. Every one-line text the commerce service takes from a person (names, address lines, references, quote
 * names) now refuses control characters where it enters: CR/LF, NUL and the other C0/C1 controls, the Unicode line and
 * paragraph separators and the bidi overrides; 400 with a Swedish issue message, and nothing is saved.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { buyerOf, newQuote, patch } from "../workers/commerce/quote-helpers";
import { call, createUser, env, seedAll, signIn } from "./fixtures";

beforeAll(async () => {
  await seedAll();
});

const CONTROL_MESSAGE = "Får bara vara en rad text, utan radbrytningar eller styrtecken.";
const ATTACKS = [
  "Eva\r\nBcc: victim@evil.example",
  "Eva\nAndersson",
  "Eva\u2028Andersson",
  "Eva\u0000",
  "Eva\u202Eavl",
];

/** 400 naming `path` with the Swedish message (in the top message or the issue, as the route shapes its errors). */
function expectRefused(answer: { status: number; text: string; json: any }, path: string) {
  expect(answer.status, answer.text).toBe(400);
  expect(answer.json.issues).toEqual(
    expect.arrayContaining([expect.objectContaining({ path, message: CONTROL_MESSAGE })]),
  );
}

describe("one-line text fields refuse control characters", { timeout: 60_000 }, () => {
  it("in one's own profile name", async () => {
    const user = await createUser();
    const { AccessToken: token } = await signIn(user.id, {}, true);
    const valid = {
      firstName: "Eva",
      lastName: "Ek",
      mobileNumber: "",
      preferredStore: null,
      preferredDeliveryMethod: "EXH",
    };
    for (const attack of ATTACKS) {
      for (const field of ["firstName", "lastName"]) {
        const answer = await call(`/v2/users/${user.id}/profile`, {
          token,
          method: "PUT",
          body: { ...valid, [field]: attack },
        });
        expectRefused(answer, field);
      }
    }
    const stored = await env.DB.prepare("SELECT first_name, last_name FROM users WHERE id = ?").bind(user.id).first();
    expect(stored).toEqual({ first_name: "Test", last_name: "Användare" });
    // A name with letters, spaces, hyphens and apostrophes still goes through.
    const plain = await call(`/v2/users/${user.id}/profile`, {
      token,
      method: "PUT",
      body: { ...valid, firstName: "Eva-Lena", lastName: "O'Brien Åström" },
    });
    expect(plain.status, plain.text).toBe(200);
  });

  it("in a user an admin creates or changes", async () => {
    const admin = (await signIn("admin@demo.se")).AccessToken;
    const email = `single-line-${Date.now()}@test.se`;
    for (const attack of ATTACKS) {
      const created = await call("/v2/users", {
        token: admin,
        body: {
          email,
          firstName: attack,
          lastName: "Ek",
          customerPermissions: [{ customerId: "10001", role: "USER" }],
          invite: false,
        },
      });
      expectRefused(created, "firstName");
    }
    expect(await env.DB.prepare("SELECT 1 FROM users WHERE email = ?").bind(email).first()).toBeNull();
    const user = await createUser();
    for (const attack of ATTACKS) {
      expectRefused(
        await call(`/v2/users/${user.id}`, { token: admin, method: "PUT", body: { lastName: attack } }),
        "lastName",
      );
    }
    const stored = await env.DB.prepare("SELECT last_name FROM users WHERE id = ?").bind(user.id).first();
    expect(stored).toEqual({ last_name: "Användare" });
  });

  it("in a delivery address's lines", async () => {
    const { token } = await buyerOf("10001");
    const address = {
      label: "Bygget",
      name: "Bygg AB",
      address1: "Gatan 1",
      postalCode: "11122",
      postalAddress: "Stockholm",
    };
    const before = (await call("/address", { token })).json;
    for (const attack of ATTACKS) {
      for (const field of ["name", "recipientName", "address1", "postalAddress"]) {
        expectRefused(await call("/address", { token, body: { ...address, [field]: attack } }), field);
      }
    }
    expect((await call("/address", { token })).json).toEqual(before);
    const created = await call("/address", { token, body: address });
    expect(created.status, created.text).toBe(201);
    expectRefused(
      await call(`/address/${created.json.addressId}`, {
        token,
        method: "PUT",
        body: { ...address, address2: "Port\r\nB" },
      }),
      "address2",
    );
  });

  it("in a quote's names, references and title", async () => {
    const { token } = await buyerOf("10001");
    const before = (await call("/v1/quotes?limit=100", { token })).json.total;
    for (const attack of ATTACKS) {
      expectRefused(await call("/v1/quotes", { token, body: { receiver: { name: attack } } }), "receiver.name");
      expectRefused(await call("/v1/quotes", { token, body: { sender: { reference: attack } } }), "sender.reference");
      expectRefused(
        await call("/v1/quotes", { token, body: { customItems: [{ name: attack, quantity: 1, price: 10 }] } }),
        "customItems.0.name",
      );
    }
    expect((await call("/v1/quotes?limit=100", { token })).json.total).toBe(before);
    const quote = await newQuote(token, { title: "Badrum" });
    expectRefused(await patch(token, quote.quoteId, { title: "Badrum\r\nBcc: x@evil.example" }), "title");
    expectRefused(
      await patch(token, quote.quoteId, { receiver: { contactPerson: "Anna\u2029Ek" } }),
      "receiver.contactPerson",
    );
    expect((await call(`/v1/quotes/${quote.quoteId}`, { token })).json.title).toBe("Badrum");
  });
});
