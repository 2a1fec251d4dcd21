import { beforeAll, describe, expect, it } from "vitest";
import { savedConfigurationListSchema, savedConfigurationSchema } from "@shop/contract/commerce/configurations";
import { call, createUser, env, seedTestCatalogue, signIn } from "./helpers";

interface Member {
  articleNumber: string;
  attributes: Record<string, string>;
}

/** A seeded product with several articles that differ in some attribute, and its members. */
let family: { productId: string; productName: string; members: Member[] };

beforeAll(async () => {
  await seedTestCatalogue();
  const { results } = await env.DB.prepare(
    `SELECT a.product_id, p.name AS product_name, a.article_number, a.attributes FROM articles a
     JOIN products p ON p.id = a.product_id
     WHERE a.product_id IN (SELECT product_id FROM articles GROUP BY product_id HAVING COUNT(*) >= 3)
     AND a.category_l2 IN (SELECT category_l2 FROM articles WHERE article_number = '1000000')
     ORDER BY a.id`,
  ).all<{ product_id: string; product_name: string; article_number: string; attributes: string }>();
  const productId = results[0].product_id;
  const rows = results.filter((r) => r.product_id === productId);
  family = {
    productId,
    productName: rows[0].product_name,
    members: rows.map((r) => ({
      articleNumber: r.article_number,
      attributes: Object.fromEntries(
        (JSON.parse(r.attributes) as { name: string; value: string }[]).map((a) => [a.name, a.value]),
      ),
    })),
  };
});

async function buyerOf(customerIds = ["10001"]) {
  const user = await createUser({ permissions: customerIds.map((customerId) => ({ customerId })) });
  const tokens: Record<string, string> = {};
  for (const customerId of customerIds) tokens[customerId] = (await signIn(user.id, { customerId })).AccessToken;
  return { userId: user.id, ...tokens } as { userId: string } & Record<string, string>;
}

const save = (token: string, body: unknown) => call("/v1/configurations", { token, body });

/** The members whose attributes include all of `selections`. */
const membersWith = (selections: Record<string, string>) =>
  family.members.filter((m) => Object.entries(selections).every(([k, v]) => m.attributes[k] === v));

/** Two values the family has, of two attributes, that no one article has together; null when every pair exists. */
function pairWithoutArticle(): Record<string, string> | null {
  const values = family.members.flatMap((m) => Object.entries(m.attributes));
  for (const [a, av] of values) {
    for (const [b, bv] of values) {
      if (a !== b && membersWith({ [a]: av, [b]: bv }).length === 0) return { [a]: av, [b]: bv };
    }
  }
  return null;
}

describe("saved configurations", () => {
  it("saves a configuration, naming the one article it leads to, and lists, reads and deletes it", async () => {
    const token = (await buyerOf())["10001"];
    const target = family.members[1];
    expect(membersWith(target.attributes)).toHaveLength(1);
    const saved = await save(token, {
      name: "  Elcentral plan 2 ",
      productId: family.productId,
      selections: target.attributes,
    });
    expect(saved.status, saved.text).toBe(201);
    expect(saved.json).toMatchObject({
      name: "Elcentral plan 2",
      productId: family.productId,
      productName: family.productName,
      selections: target.attributes,
      articleNumber: target.articleNumber,
    });
    expect(saved.json.variantSlug).toEqual(expect.any(String));
    expect(Number.isNaN(Date.parse(saved.json.createdAt))).toBe(false);

    // The answers are what the storefront's contract reads.
    expect(savedConfigurationSchema.safeParse(saved.json).success).toBe(true);
    const one = await call(`/v1/configurations/${saved.json.id}`, { token });
    expect(one.json).toEqual(saved.json);
    expect((await call("/v1/configurations", { token })).json).toEqual({ configurations: [saved.json] });

    expect((await call(`/v1/configurations/${saved.json.id}`, { token, method: "DELETE" })).status).toBe(204);
    expect((await call(`/v1/configurations/${saved.json.id}`, { token })).status).toBe(404);
    expect((await call(`/v1/configurations/${saved.json.id}`, { token, method: "DELETE" })).status).toBe(404);
    expect((await call("/v1/configurations", { token })).json).toEqual({ configurations: [] });
  });

  it("leaves the article open while more than one matches, and lists the newest first", async () => {
    const token = (await buyerOf())["10001"];
    const first = await save(token, { name: "Alla", productId: family.productId, selections: {} });
    expect(first.status, first.text).toBe(201);
    expect(first.json.articleNumber).toBeNull();
    const [name, value] = Object.entries(family.members[0].attributes)[0];
    const second = await save(token, { name: "Ett val", productId: family.productId, selections: { [name]: value } });
    expect(second.status, second.text).toBe(201);
    const matches = membersWith({ [name]: value });
    expect(second.json.articleNumber).toBe(matches.length === 1 ? matches[0].articleNumber : null);
    const list = await call("/v1/configurations", { token });
    expect(savedConfigurationListSchema.safeParse(list.json).success).toBe(true);
    expect(list.json.configurations.map((c: { name: string }) => c.name)).toEqual(["Ett val", "Alla"]);
  });

  it("is scoped to the user AND the customer: anyone else gets 404 and an empty list", async () => {
    const owner = await buyerOf(["10001", "10002"]);
    const saved = await save(owner["10001"], {
      name: "Bara min",
      productId: family.productId,
      selections: family.members[0].attributes,
    });
    expect(saved.status, saved.text).toBe(201);
    const colleague = (await buyerOf())["10001"];
    for (const token of [colleague, owner["10002"]]) {
      expect((await call("/v1/configurations", { token })).json).toEqual({ configurations: [] });
      expect((await call(`/v1/configurations/${saved.json.id}`, { token })).status).toBe(404);
      expect((await call(`/v1/configurations/${saved.json.id}`, { token, method: "DELETE" })).status).toBe(404);
    }
    const stillThere = await call("/v1/configurations", { token: owner["10001"] });
    expect(stillThere.json.configurations.map((c: { id: string }) => c.id)).toEqual([saved.json.id]);
    expect((await call("/v1/configurations", {})).status).toBe(401);
  });

  it("refuses choices the family does not have with 422 and a Swedish message", async () => {
    const token = (await buyerOf())["10001"];
    const [name, value] = Object.entries(family.members[0].attributes)[0];
    const cases: [body: object, code: string][] = [
      [{ productId: "p-finns-inte", selections: {} }, "unknown_product"],
      [{ productId: family.productId, selections: { Färgtemperatur: "3000 K" } }, "unknown_attribute"],
      [{ productId: family.productId, selections: { [name]: `${value}-x` } }, "unknown_value"],
    ];
    // Two values the family has, but never together, lead to no article.
    const combination = pairWithoutArticle();
    expect(combination).not.toBeNull();
    cases.push([{ productId: family.productId, selections: combination ?? {} }, "no_article"]);
    for (const [body, code] of cases) {
      const answer = await save(token, { name: "Fel", ...body });
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.json.issues[0].code).toBe(code);
      expect(answer.json.message).toMatch(/[åäö]|Produkten|Valen/);
    }
    expect((await call("/v1/configurations", { token })).json.configurations).toHaveLength(0);
  });

  it("answers 400 for a bad name or body", async () => {
    const token = (await buyerOf())["10001"];
    for (const body of [
      { name: "   ", productId: family.productId, selections: {} },
      { name: "x".repeat(101), productId: family.productId, selections: {} },
      { name: "Utan produkt", selections: {} },
      { name: "Fel val", productId: family.productId, selections: { Poler: 3 } },
    ]) {
      expect((await save(token, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await call("/v1/configurations", { token, rawBody: "{", headers: { "content-type": "application/json" } }))
        .status,
    ).toBe(400);
  });

  it("holds at most 100 per user and customer, then answers 409", async () => {
    const tokens = await buyerOf(["10001", "10002"]);
    const owner = tokens.userId;
    const statements = Array.from({ length: 100 }, (_, i) =>
      env.DB.prepare(
        `INSERT INTO saved_configurations
           (id, user_id, customer_id, name, product_id, product_name, variant_slug, selections)
         VALUES (?, ?, '10001', ?, ?, 'x', 'x', '{}')`,
      ).bind(`cap-${owner}-${i}`, owner, `Nr ${i}`, family.productId),
    );
    await env.DB.batch(statements);
    const full = await save(tokens["10001"], { name: "En till", productId: family.productId, selections: {} });
    expect(full.status).toBe(409);
    expect(full.json.message).toContain("högst 100");
    expect((await call("/v1/configurations", { token: tokens["10001"] })).json.configurations).toHaveLength(100);
    // The cap counts per customer: the same user still saves under his other customer.
    const other = await save(tokens["10002"], { name: "Annan kund", productId: family.productId, selections: {} });
    expect(other.status, other.text).not.toBe(409);
  });
});
