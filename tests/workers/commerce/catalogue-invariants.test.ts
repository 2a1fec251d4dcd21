/**
 * Invariants of the seeded demo catalogue as every demo customer is priced (issue #44): one pricing model everywhere.
 * The whole default catalogue (5,000 articles and the configurator families) in D1, priced in each demo customer's and
 * project's context by the service's own pricing (catalogue/prices.ts). The generator's own rules (names, schemas,
 * price logic) are in tests/unit/commerce/catalogue-invariants.test.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { AccessClaims } from "../../../workers/commerce/src/auth/jwt";
import { catalogueContext, type CatalogueContext } from "../../../workers/commerce/src/catalogue/context";
import { customerBrackets, priceArticles, type PriceArticle } from "../../../workers/commerce/src/catalogue/prices";
import { currentPurchasePrices } from "../../../workers/commerce/src/quotes/agreed-prices";
import { findQuote } from "../../../workers/commerce/src/quotes/store";
import { quoteView } from "../../../workers/commerce/src/quotes/view";
import { seedAccountHistory } from "../../../workers/commerce/src/seed/account-history";
import { seedDemoData } from "../../../workers/commerce/src/seed/seed";
import { env } from "./helpers";

/** Every demo customer, and every project of theirs with prices of its own. */
const CONTEXTS: [customerId: string, projectId: string | null][] = [
  ["10001", null],
  ["10001", "10001-01"],
  ["10001", "10001-02"],
  ["10002", null],
  ["10002", "10002-01"],
  ["10002", "10002-02"],
  ["10003", null],
  ["10004", null],
  ["10005", "10005-01"],
];

const claimsOf = (customerId: string, projectId: string | null): AccessClaims => ({
  sub: "u-invariants",
  userId: "u-invariants",
  sid: "",
  iat: 0,
  exp: 0,
  roles: [],
  customerPermissions: [],
  customerId,
  projectId,
  mode: "NORMAL",
  av: 0,
});

let articles: PriceArticle[] = [];
const contexts: CatalogueContext[] = [];

beforeAll(async () => {
  await seedDemoData(env.DB, { passwordIterations: 1000 });
  await seedAccountHistory(env.DB);
  articles = (
    await env.DB.prepare(
      "SELECT article_number, list_price_ore, alloying_ore, discount_group, ask_for_price, unit FROM articles ORDER BY id",
    ).all<PriceArticle>()
  ).results;
  for (const [customerId, projectId] of CONTEXTS)
    contexts.push(await catalogueContext(env.DB, claimsOf(customerId, projectId)));
}, 120_000);

const label = (ctx: CatalogueContext) => `${ctx.customerId}/${ctx.projectId ?? ""}`;

describe("one pricing model for every demo customer", () => {
  it("never prices a bracket above the buyer's price for one", async () => {
    const withBrackets = (
      await env.DB.prepare("SELECT DISTINCT article_number FROM price_brackets").all<{ article_number: string }>()
    ).results.map((r) => r.article_number);
    expect(withBrackets.length).toBeGreaterThan(50);
    const bracketArticles = articles.filter((a) => withBrackets.includes(a.article_number));
    const violations: string[] = [];
    let steps = 0;
    for (const ctx of contexts) {
      const single = await priceArticles(env.DB, ctx, bracketArticles);
      for (const a of bracketArticles) {
        const one = single.get(a.article_number)?.netPriceOre ?? null;
        for (const step of await customerBrackets(env.DB, ctx, a)) {
          steps++;
          if (one === null || step.priceOre >= one)
            violations.push(`${label(ctx)} ${a.article_number}: från ${step.minQuantity} ${step.priceOre} ≥ ${one}`);
        }
      }
    }
    expect(steps).toBeGreaterThan(0);
    expect(violations.slice(0, 5), `${violations.length} bracket violations`).toEqual([]);
  }, 120_000);

  it("never prices a campaign above the price it replaces, nor more for a larger quantity", async () => {
    const violations: string[] = [];
    const quantities = new Map(articles.map((a, i) => [a.article_number, [10, 50, 100, 500][i % 4]]));
    for (const ctx of contexts) {
      const [single, many] = await Promise.all([
        priceArticles(env.DB, ctx, articles),
        priceArticles(env.DB, ctx, articles, quantities),
      ]);
      for (const a of articles) {
        const one = single.get(a.article_number);
        const more = many.get(a.article_number);
        if (!one || one.askForPrice) continue;
        if (one.priceType === "CAMPAIGN" && !(one.netPriceOre! < one.preCampaignPriceOre!))
          violations.push(`${label(ctx)} ${a.article_number}: kampanj ${one.netPriceOre} ≥ ${one.preCampaignPriceOre}`);
        if (one.netPriceOre! > one.salesPriceOre!)
          violations.push(`${label(ctx)} ${a.article_number}: netto ${one.netPriceOre} > lista ${one.salesPriceOre}`);
        if (more!.netPriceOre! > one.netPriceOre!)
          violations.push(`${label(ctx)} ${a.article_number}: ${more!.quantity} st ${more!.netPriceOre} > 1 st`);
        if (more!.lineNetOre !== more!.netPriceOre! * more!.quantity)
          violations.push(`${label(ctx)} ${a.article_number}: radsumma`);
      }
    }
    expect(violations.slice(0, 5), `${violations.length} campaign and quantity violations`).toEqual([]);
  }, 120_000);

  it("agrees the demo quotes at the buyer's own price, and totals them as the sum of their lines", async () => {
    const { results: items } = await env.DB.prepare(
      "SELECT quote_id, article_number, agreed_price_ore FROM quote_items WHERE quote_id LIKE 'demo-%' ORDER BY id",
    ).all<{ quote_id: string; article_number: string; agreed_price_ore: number | null }>();
    const buyer = { user_id: "u-buyer", customer_id: "10001" };
    const prices = await currentPurchasePrices(
      env.DB,
      buyer,
      items.map((i) => i.article_number),
      "10001-01",
    );
    const dearer = items.filter(
      (i) => i.agreed_price_ore !== null && i.agreed_price_ore > (prices.get(i.article_number) ?? 0),
    );
    expect(
      dearer.map((i) => `${i.quote_id} ${i.article_number}: ${i.agreed_price_ore} > ${prices.get(i.article_number)}`),
      `${dearer.length} quote lines agreed above the buyer's price`,
    ).toEqual([]);
    for (const id of ["demo-quote-1", "demo-quote-2", "demo-quote-3"]) {
      const view = (await quoteView(env.DB, claimsOf("10001", "10001-01"), (await findQuote(env.DB, id))!)) as {
        items: { lineTotal: number }[];
        customItems: { lineTotal: number }[];
        total: number;
      };
      const sum = [...view.items, ...view.customItems].reduce((s, l) => s + Math.round(l.lineTotal * 100), 0);
      expect(Math.round(view.total * 100)).toBe(sum);
    }
  });

  it("totals every demo order as the sum of its lines, with VAT and the invoice on top", async () => {
    const { results } = await env.DB.prepare(
      `SELECT o.id, o.net_ore, o.vat_ore, o.total_ore, i.amount_ore,
         -- An invoice may cover several orders (a monthly collective invoice, migration 0160): it is their sum.
         (SELECT SUM(o2.total_ore) FROM invoice_orders io2 JOIN orders o2 ON o2.id = io2.order_id WHERE io2.invoice_id = i.id) AS invoiced,
         (SELECT SUM(line_net_ore) FROM order_items WHERE order_id = o.id) AS lines,
         (SELECT COUNT(*) FROM order_items WHERE order_id = o.id AND line_net_ore <> unit_price_ore * quantity) AS wrong
       FROM orders o LEFT JOIN invoice_orders io ON io.order_id = o.id LEFT JOIN invoices i ON i.id = io.invoice_id
       WHERE o.checkout_key LIKE 'seed:%'`,
    ).all<{
      id: number;
      net_ore: number;
      vat_ore: number;
      total_ore: number;
      amount_ore: number | null;
      invoiced: number | null;
      lines: number;
      wrong: number;
    }>();
    expect(results.length).toBeGreaterThan(40);
    const wrong = results.filter(
      (o) =>
        o.wrong > 0 ||
        o.net_ore !== o.lines ||
        o.total_ore !== o.net_ore + o.vat_ore ||
        (o.amount_ore !== null && o.amount_ore !== o.invoiced),
    );
    expect(wrong.map((o) => o.id)).toEqual([]);
  });

  it("charges every demo order line its buyer's price, so order history agrees with the cart", async () => {
    const { results: lines } = await env.DB.prepare(
      `SELECT o.customer_id, o.project_id, oi.article_number, oi.quantity, oi.unit_price_ore
       FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE o.checkout_key LIKE 'seed:%'`,
    ).all<{
      customer_id: string;
      project_id: string;
      article_number: string;
      quantity: number;
      unit_price_ore: number;
    }>();
    const byArticle = new Map(articles.map((a) => [a.article_number, a]));
    const wrong: string[] = [];
    for (const l of lines) {
      const ctx = await catalogueContext(env.DB, claimsOf(l.customer_id, l.project_id || null));
      const article = byArticle.get(l.article_number)!;
      const price = (await priceArticles(env.DB, ctx, [article], new Map([[l.article_number, l.quantity]]))).get(
        l.article_number,
      );
      const expected = price!.netPriceOre! + price!.alloyingPriceOre;
      if (l.unit_price_ore !== expected)
        wrong.push(`${l.customer_id}/${l.project_id} ${l.article_number}: ${l.unit_price_ore} ≠ ${expected}`);
    }
    expect(lines.length).toBeGreaterThan(40);
    expect(wrong.slice(0, 5), `${wrong.length} order lines not at the buyer's price`).toEqual([]);
  }, 120_000);

  it("names every seeded article uniquely and sells packs in pieces", async () => {
    const { results: duplicates } = await env.DB.prepare(
      "SELECT name, COUNT(*) AS n FROM articles GROUP BY name HAVING n > 1",
    ).all<{ name: string; n: number }>();
    expect(duplicates.slice(0, 5), `${duplicates.length} duplicate names`).toEqual([]);
    const { results: packs } = await env.DB.prepare(
      `SELECT article_number, name FROM articles WHERE (unit = 'förp' AND (conversion_unit IS NOT 'st' OR conversion_factor IS NULL))
         OR (unit = 'st' AND conversion_factor IS NOT NULL)`,
    ).all<{ article_number: string; name: string }>();
    expect(packs.slice(0, 5), `${packs.length} articles with inconsistent units`).toEqual([]);
  });
});
