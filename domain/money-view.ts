/**
 * Which amounts a viewer may see, decided once from the permission denials (spec section 6), and the
 * one redaction of money in any JSON answer. Shared by the commerce service (a middleware on every JSON
 * answer, and the PDF, CSV and mail generators) and the storefront.
 *
 * Hidden amounts are set to null, never removed: the key stays, so every reader sees "no amount" the
 * same way, and the storefront's schemas accept null for each of them.
 */
import type { PermissionDenial } from "./roles";

export interface MoneyView {
  /** EJ_SE_PRISER: no price, line amount, total, discount or invoice amount at all. */
  prices: boolean;
  /** EJ_SE_RABATTER: no discount (amount, percentage, discount list). */
  discounts: boolean;
  /** EJ_SE_EKONOMISK_UPPFÖLJNING: no invoices and no order or quote totals. */
  financials: boolean;
}

export const FULL_MONEY_VIEW: MoneyView = Object.freeze({ prices: true, discounts: true, financials: true });
export const NO_MONEY_VIEW: MoneyView = Object.freeze({ prices: false, discounts: false, financials: false });

/** The one rule. `null` denials = a viewer without any permission (anonymous): it sees no money. */
export function moneyView(denials: readonly PermissionDenial[] | null): MoneyView {
  if (denials === null) return NO_MONEY_VIEW;
  const prices = !denials.includes("EJ_SE_PRISER");
  return {
    prices,
    discounts: prices && !denials.includes("EJ_SE_RABATTER"),
    financials: prices && !denials.includes("EJ_SE_EKONOMISK_UPPFÖLJNING"),
  };
}

/** Keys that always hold an amount (or a structure of amounts), wherever they appear. */
export const PRICE_KEYS: readonly string[] = [
  "price",
  "prices",
  "unitPrice",
  "lineNet",
  "lineTotal",
  "netPrice",
  "salesPrice",
  "alloyingPrice",
  "netPriceIncludingVat",
  "salesPriceIncludingVat",
  "preCampaignPrice",
  "orderPrice",
  "totalIncludingVat",
  "unitPriceOre",
  "lineNetOre",
  "netOre",
  "vatOre",
  "totalOre",
  "amountOre",
  // Invoices and the open balance (invoices/view.ts).
  "paidOre",
  "remainingOre",
  "openOre",
  "overdueOre",
  "uninvoicedOre",
  "creditLimitOre",
  "availableOre",
  // Quotes: the wholesaler's agreed purchase price; a cart line's agreed price.
  "agreedPrice",
  "quotedPrice",
  // Purchasing position and project budgets (docs/purchasing-controls.md): limits, budgets and what is left of them.
  "limitOre",
  "spentOre",
  "budgetOre",
  "usedOre",
  // remainingOre: listed with the invoices above; a budget's and a limit's remainder use the same key.
];
/** Keys that hold a discount. */
export const DISCOUNT_KEYS: readonly string[] = ["discountAmount", "discountPercentage", "discounts"];
/**
 * Keys that are amounts only inside a money object (one that states its `currency` or holds any key
 * above): elsewhere `total` is a count of rows, which every viewer may see. A new answer that carries
 * amounts names them with a key above or states its `currency` beside them.
 */
export const AMOUNT_KEYS: readonly string[] = ["net", "vat", "total", "amount", "alloying", "percentage"];
/** Financial follow-up: invoices as a whole, and order/quote totals. */
export const FINANCIAL_KEYS: readonly string[] = ["invoices"];
export const FINANCIAL_AMOUNT_KEYS: readonly string[] = ["net", "vat", "total", "amount"];

const PRICE = new Set(PRICE_KEYS);
const DISCOUNT = new Set(DISCOUNT_KEYS);
const AMOUNT = new Set(AMOUNT_KEYS);
const FINANCIAL = new Set(FINANCIAL_KEYS);
const FINANCIAL_AMOUNT = new Set(FINANCIAL_AMOUNT_KEYS);

function isMoneyObject(value: Record<string, unknown>): boolean {
  return Object.keys(value).some((k) => k === "currency" || PRICE.has(k) || DISCOUNT.has(k));
}

function hidden(key: string, record: Record<string, unknown>, moneyObject: boolean, view: MoneyView): boolean {
  if (!view.prices && (PRICE.has(key) || DISCOUNT.has(key) || FINANCIAL.has(key) || (moneyObject && AMOUNT.has(key))))
    return true;
  if (!view.discounts && DISCOUNT.has(key)) return true;
  // Totals of a document that states its currency (order, invoice, quote, checkout result), not a cart line's price.
  if (!view.financials && (FINANCIAL.has(key) || ("currency" in record && FINANCIAL_AMOUNT.has(key)))) return true;
  return false;
}

/** A copy of `value` with every amount the view hides set to null (the input is not changed). */
export function redactMoney<T>(value: T, view: MoneyView): T {
  if (view.prices && view.discounts && view.financials) return value;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v === null || typeof v !== "object") return v;
    const record = v as Record<string, unknown>;
    const moneyObject = isMoneyObject(record);
    const out: Record<string, unknown> = {};
    for (const [k, child] of Object.entries(record)) out[k] = hidden(k, record, moneyObject, view) ? null : walk(child);
    return out;
  };
  return walk(value) as T;
}
