/**
 * The one authorization point for invoices and the open balance (docs/purchasing-controls.md "Fakturor och saldo").
 *
 * - Financial follow-up: a token whose active permission carries EJ_SE_EKONOMISK_UPPFÖLJNING (or an anonymous viewer)
 *   gets 403 from every invoice route, before anything is read (domain/invoices.ts `invoicesVisible`).
 * - One invoice: like an order, only within the token's customer and project scope (auth/access.ts): a customer-wide
 *   permission sees every project's invoices and those without a project, a project-limited one only its projects'.
 *   Anything else, and an invoice not issued yet, answers 404 like a missing one, so ids cannot be probed.
 * - Lists and the balance: the token's customer and context (a project context: that project), within the same scope.
 * - The credit limit is the whole customer's: shown only when the balance covers the whole customer (a customer-wide
 *   permission in a context without a project), never to a project-limited user, whose sums would otherwise reveal
 *   what other projects owe.
 * Amounts are hidden for EJ_SE_PRISER by the view (invoices/view.ts) and again by the money filter. One invoice is
 * also held to the permission that covers its own project: a user allowed in his current project's context must not
 * read, through it, another project's invoice where he has EJ_SE_EKONOMISK_UPPFÖLJNING (404) or EJ_SE_PRISER (no
 * amounts).
 */
import { invoicesVisible, INVOICE_ID } from "@shop/domain/invoices";
import { moneyView, type MoneyView } from "@shop/domain/money-view";
import { permissionFor } from "@shop/domain/roles";
import { assertResourceAccess, isSiteAdmin, scopeCondition } from "../auth/access";
import { activePermission, isAnonymous } from "../auth/claims";
import type { AccessClaims } from "../auth/jwt";
import { moneyVisibility } from "../auth/money-filter";
import { badRequest, forbidden, notFound } from "../http/errors";
import { invoiceById, type InvoiceClock, type InvoiceRow, type InvoiceScope } from "./store";

/** 403 unless the token may see invoices at all (no EJ_SE_EKONOMISK_UPPFÖLJNING in its active permission). */
export function assertFinancialFollowUp(claims: AccessClaims): void {
  if (isAnonymous(claims) || !invoicesVisible(activePermission(claims)?.permissionDenies ?? []))
    throw forbidden("Not allowed to see invoices");
}

/**
 * An invoice the caller may see, with the amounts he may see on it; any other (another customer's or project's, not
 * issued yet, unknown, or denied by the permission of its own project) is a 404.
 */
export async function visibleInvoice(
  db: D1Database,
  claims: AccessClaims,
  id: string,
  clock: InvoiceClock,
): Promise<{ invoice: InvoiceRow; view: MoneyView }> {
  assertFinancialFollowUp(claims);
  if (!INVOICE_ID.test(id)) throw notFound("Invoice not found");
  const invoice = await invoiceById(db, id, clock.now);
  if (!invoice) throw notFound("Invoice not found");
  assertResourceAccess(claims, { customerId: invoice.customer_id, projectId: invoice.project_id }, "Invoice");
  const active = moneyVisibility(claims);
  if (isSiteAdmin(claims)) return { invoice, view: active };
  const own = permissionFor(claims.customerPermissions, invoice.customer_id, invoice.project_id || null);
  if (!own || !invoicesVisible(own.permissionDenies)) throw notFound("Invoice not found");
  const covering = moneyView(own.permissionDenies);
  return {
    invoice,
    view: {
      prices: active.prices && covering.prices,
      discounts: active.discounts && covering.discounts,
      financials: active.financials && covering.financials,
    },
  };
}

export interface InvoiceListScope extends InvoiceScope {
  /** True when the scope is the whole customer: the credit limit and what is left of it may be shown. */
  wholeCustomer: boolean;
}

/** The token's customer and context, within its permissions; 400 without a customer context. */
export function invoiceListScope(claims: AccessClaims): InvoiceListScope {
  assertFinancialFollowUp(claims);
  const customerId = claims.customerId;
  if (!customerId)
    throw badRequest("Choose a customer to see its invoices", [
      { path: "customerId", code: "missing_context", message: "The token has no customer context" },
    ]);
  const contextProjectId = claims.projectId || null;
  const customerWide =
    isSiteAdmin(claims) || permissionFor(claims.customerPermissions, customerId, null)?.projectId === null;
  return {
    customerId,
    contextProjectId,
    scope: (columns, bind) => scopeCondition(claims, columns, bind),
    wholeCustomer: customerWide && contextProjectId === null,
  };
}
