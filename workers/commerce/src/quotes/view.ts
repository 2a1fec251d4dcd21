/** A quote as the storefront reads it: lines priced at the customer's price unless overridden, and totals. */
import { oreToSek, percentOf } from "@shop/domain/money";
import type { QuoteStatus } from "@shop/domain/quote-status";
import { stockholmToday } from "@shop/domain/delivery-date";
import { redactMoney } from "@shop/domain/money-view";
import type { AccessClaims } from "../auth/jwt";
import { moneyVisibility } from "../auth/money-filter";
import { catalogueContext } from "../catalogue/context";
import { priceArticles } from "../catalogue/prices";
import { loadArticles } from "../catalogue/variants";
import { quoteLines } from "./line-store";
import { quoteSenderSources, type QuoteRow } from "./store";

const DEFAULT_VALID_FOR_DAYS = 30;
const DEFAULT_FINAL_MESSAGE =
  "Offerten gäller under angiven giltighetstid. Priser exklusive moms. Leverans enligt överenskommelse.";

export async function quoteView(db: D1Database, claims: AccessClaims, quote: QuoteRow) {
  const { items: itemRows, customItems, attachments } = await quoteLines(db, quote.id);
  const articles = await loadArticles(
    db,
    itemRows.map((i) => i.article_number),
  );
  const byNumber = new Map(articles.map((a) => [a.article_number, a]));
  // Priced in full here; what the caller may see is cut by the one money rule at the end (EJ_SE_PRISER: no amount).
  const ctx = { ...(await catalogueContext(db, claims)), noPrices: false, noDiscounts: false };
  const [prices, owner] = await Promise.all([
    priceArticles(db, ctx, articles),
    db
      .prepare("SELECT first_name, last_name FROM users WHERE id = ?")
      .bind(quote.user_id)
      .first<{ first_name: string; last_name: string }>(),
  ]);
  const lines = itemRows.map((i) => {
    const a = byNumber.get(i.article_number);
    const price = prices.get(i.article_number);
    const base = i.price_ore ?? (quote.price_type === "GROSS" ? price?.salesPriceOre : price?.netPriceOre) ?? 0;
    const unit = base - (i.discount_bp ? percentOf(base, i.discount_bp) : 0);
    return {
      quoteItemId: i.id,
      articleNumber: i.article_number,
      name: a?.name ?? null,
      unit: a?.unit ?? "st",
      quantity: i.quantity,
      price: oreToSek(base),
      discountPercentage: i.discount_bp === null ? null : i.discount_bp / 100,
      priceOverridden: i.price_ore !== null,
      lineTotal: oreToSek(unit * i.quantity),
      agreedPrice: i.agreed_price_ore === null ? null : oreToSek(i.agreed_price_ore),
      lineTotalOre: unit * i.quantity,
    };
  });
  const custom = customItems.map((i) => ({
    customItemId: i.id,
    name: i.name,
    quantity: i.quantity,
    unit: i.unit,
    price: oreToSek(i.price_ore),
    lineTotal: oreToSek(i.price_ore * i.quantity),
    lineTotalOre: i.price_ore * i.quantity,
  }));
  const totalOre = [...lines, ...custom].reduce((s, l) => s + l.lineTotalOre, 0);
  // `currency` marks the quote as a money document: `total` is hidden with the prices (domain/money-view.ts).
  return redactMoney(
    {
      quoteId: quote.id,
      status: quote.status,
      title: quote.title,
      finalMessage: quote.final_message,
      validFrom: quote.valid_from,
      validFor: quote.valid_for,
      sender: JSON.parse(quote.sender),
      receiver: JSON.parse(quote.receiver),
      priceType: quote.price_type,
      mergeArticles: quote.merge_articles === 1,
      showDiscounts: quote.show_discounts === 1,
      customerId: quote.customer_id,
      userId: quote.user_id,
      ownerName: owner ? `${owner.first_name} ${owner.last_name}`.trim() : null,
      deskMessage: quote.desk_message ?? null,
      createdAt: quote.created_at,
      updatedAt: quote.updated_at,
      items: lines.map(({ lineTotalOre: _o, ...l }) => l),
      customItems: custom.map(({ lineTotalOre: _o, ...l }) => l),
      attachments: attachments.map((a) => ({
        attachmentId: a.id,
        fileName: a.file_name,
        mimeType: a.mime_type,
        size: a.size,
        createdAt: a.created_at,
        url: `/v1/quotes/${quote.id}/attachments/${a.id}`,
      })),
      total: oreToSek(totalOre),
      currency: "SEK",
    },
    moneyVisibility(claims),
  );
}

/** One row of the quote list. */
export function quoteSummary(q: QuoteRow) {
  return {
    quoteId: q.id,
    status: q.status,
    title: q.title,
    validFrom: q.valid_from,
    validFor: q.valid_for,
    receiver: JSON.parse(q.receiver),
    updatedAt: q.updated_at,
    createdAt: q.created_at,
  };
}

/** What a new quote of this user for this customer starts with. */
export async function quoteDefaults(db: D1Database, customerId: string, userId: string) {
  const { customer, user, invoice } = await quoteSenderSources(db, customerId, userId);
  return {
    status: "draft" as QuoteStatus,
    title: "",
    finalMessage: DEFAULT_FINAL_MESSAGE,
    validFrom: stockholmToday(),
    validFor: DEFAULT_VALID_FOR_DAYS,
    sender: {
      name: customer?.name ?? "",
      organizationNumber: customer?.organization_number ?? "",
      reference: user ? `${user.first_name} ${user.last_name}` : "",
      address: invoice ? `${invoice.address1}, ${invoice.postal_code} ${invoice.postal_address}` : "",
    },
    receiver: { type: "company", label: "", name: "", contactPerson: "", address: "" },
    priceType: "NET",
    mergeArticles: false,
    showDiscounts: true,
  };
}
