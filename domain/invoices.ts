/**
 * Invoices and the open balance (issue #46, docs/purchasing-controls.md "Fakturor och saldo"): the rules the commerce
 * service and the storefront share. Who may see invoices at all is one rule (`invoicesVisible`): every user without
 * EJ_SE_EKONOMISK_UPPFÖLJNING. EJ_SE_PRISER users see them too, without any amount (the money view).
 */
import { stockholmIsoDate } from "./format";
import { stockholmMidnightMs } from "./purchasing-controls";
import type { PermissionDenial } from "./roles";

/** An invoice's status as of now: PAID once paid in full, OVERDUE when open past its due date, else OPEN. */
export const INVOICE_STATUSES = ["OPEN", "OVERDUE", "PAID"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The archive's status filter: `open` = every unpaid invoice (overdue ones too), `overdue`, `paid`. */
export const INVOICE_STATUS_FILTERS = ["open", "overdue", "paid"] as const;
export type InvoiceStatusFilter = (typeof INVOICE_STATUS_FILTERS)[number];

/** The longest text the archive searches for (an invoice or order number). */
export const INVOICE_SEARCH_TEXT_MAX = 40;
/** An invoice number: F and 7 digits. */
export const INVOICE_ID = /^F\d{7}$/;

/** May a user with these denials (in the current customer/project context) see invoices and the balance? */
export function invoicesVisible(denials: readonly PermissionDenial[]): boolean {
  return !denials.includes("EJ_SE_EKONOMISK_UPPFÖLJNING");
}

/**
 * The status of an invoice at `now`. `paidAt` is the instant its payments covered it (null = not yet); `dueDate` the
 * last day to pay, a Stockholm date: the invoice is overdue from the next day in Stockholm, whatever the UTC date.
 */
export function invoiceStatus(invoice: { paidAt: string | null; dueDate: string }, now: Date): InvoiceStatus {
  if (invoice.paidAt !== null && invoice.paidAt <= now.toISOString()) return "PAID";
  return invoice.dueDate < stockholmIsoDate(now) ? "OVERDUE" : "OPEN";
}

/** The instant a Stockholm day (YYYY-MM-DD) starts, as a UTC ISO string comparable with stored timestamps. */
export function stockholmDayStartUtc(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(stockholmMidnightMs(year, month, date)).toISOString();
}

/** The instant after a Stockholm day ends (the next day's midnight), as a UTC ISO string. */
export function stockholmDayEndUtc(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(stockholmMidnightMs(year, month, date + 1)).toISOString();
}

/** What is left to pay of an amount after its payments; never below zero. */
export function remainingOre(amountOre: number, paidOre: number): number {
  return Math.max(0, amountOre - paidOre);
}

/**
 * The credit left: the limit less the open invoices and the orders not invoiced yet. Negative when the customer is
 * over its limit; null without a limit.
 */
export function availableCreditOre(creditLimitOre: number | null, openOre: number, uninvoicedOre: number) {
  return creditLimitOre === null ? null : creditLimitOre - openOre - uninvoicedOre;
}
