/**
 * The demo orders' lines at the price their buyer pays (issue #44): each order's customer and project context through
 * the service's own pricing, so order history, "order again" and the cart show the same number for the same article,
 * and a bigger pack never costs less than a smaller one in an old order. Totals follow the lines; the invoices are
 * made from the priced orders afterwards (seed/invoice-history.ts).
 */
import type { AccessClaims } from "../auth/jwt";
import { catalogueContext } from "../catalogue/context";
import { priceArticles } from "../catalogue/prices";
import { loadArticles } from "../catalogue/variants";

interface SeededLine {
  order_id: number;
  line: number;
  article_number: string;
  quantity: number;
  customer_id: string;
  project_id: string;
}

const viewer = (customerId: string, projectId: string): AccessClaims => ({
  sub: "seed",
  userId: "seed",
  sid: "",
  iat: 0,
  exp: 0,
  roles: [],
  customerPermissions: [],
  customerId,
  projectId: projectId || null,
  mode: "NORMAL",
  av: 0,
});

export async function priceDemoOrders(db: D1Database): Promise<void> {
  const { results } = await db
    .prepare(
      `SELECT oi.order_id, oi.line, oi.article_number, oi.quantity, o.customer_id, o.project_id
       FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE o.checkout_key LIKE 'seed:%'`,
    )
    .all<SeededLine>();
  const byContext = new Map<string, SeededLine[]>();
  for (const l of results) {
    const key = `${l.customer_id}|${l.project_id ?? ""}`;
    byContext.set(key, [...(byContext.get(key) ?? []), l]);
  }
  // The contexts are priced side by side; each context's lines are set in one statement (seeding stays fast).
  const statements: D1PreparedStatement[] = (
    await Promise.all(
      [...byContext].map(async ([key, lines]) => {
        const [customerId, projectId] = key.split("|");
        const ctx = {
          ...(await catalogueContext(db, viewer(customerId, projectId))),
          noPrices: false,
          noDiscounts: false,
        };
        const articles = await loadArticles(db, [...new Set(lines.map((l) => l.article_number))]);
        // One price per article and context; a bracket follows the line's quantity (the larger, when an article recurs).
        const quantities = new Map<string, number>();
        for (const l of lines)
          quantities.set(l.article_number, Math.max(quantities.get(l.article_number) ?? 1, l.quantity));
        const prices = await priceArticles(db, ctx, articles, quantities);
        const units: string[] = [];
        for (const [articleNumber, price] of prices) {
          if (!price || !quantities.has(articleNumber)) continue;
          // An ask-for-price article is ordered at 0 and priced by sales on the confirmation (cart/order-delivery.ts).
          const unit = price.askForPrice || price.netPriceOre === null ? 0 : price.netPriceOre + price.alloyingPriceOre;
          units.push(`('${articleNumber.replace(/'/g, "''")}', ${Math.trunc(unit)})`);
        }
        if (!units.length) return [];
        return [
          db
            .prepare(
              `WITH p (article_number, unit) AS (VALUES ${units.join(",")})
               UPDATE order_items SET unit_price_ore = p.unit, line_net_ore = p.unit * order_items.quantity
               FROM p WHERE order_items.article_number = p.article_number AND order_items.order_id IN
                 (SELECT id FROM orders WHERE checkout_key LIKE 'seed:%' AND customer_id = ?1 AND project_id = ?2)`,
            )
            .bind(customerId, projectId),
        ];
      }),
    )
  ).flat();
  const seeded = "SELECT id FROM orders WHERE checkout_key LIKE 'seed:%'";
  statements.push(
    db.prepare(
      `UPDATE orders SET net_ore = (SELECT COALESCE(SUM(line_net_ore), 0) FROM order_items WHERE order_id = orders.id)
       WHERE id IN (${seeded})`,
    ),
    db.prepare(`UPDATE orders SET vat_ore = net_ore * 25 / 100 WHERE id IN (${seeded})`),
    db.prepare(`UPDATE orders SET total_ore = net_ore + vat_ore WHERE id IN (${seeded})`),
  );
  for (let i = 0; i < statements.length; i += 50) await db.batch(statements.slice(i, i + 50));
}
