import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { formatDate, formatDateTime, formatPrice } from "@shop/domain/format";
import { sekToOre } from "@shop/domain/money";
import { moneyView } from "@shop/domain/money-view";
import { serverT } from "~/platform/i18n/catalogue.server";
import { ORDER_PAGE_SIZE, ORDER_SORTS, ORDER_STATUSES } from "@shop/domain/account-constants";
import { ORDER_SEARCH_TEXT_MAX } from "@shop/contract/commerce/orders";
import { searchOrders, type OrderFilters, type OrderSummary } from "./account-orders.server";
import type { SignedInCommerce } from "~/platform/routing/signed-in.server";
import { loadOrFail, requireNoDenial } from "~/platform/routing/signed-in.server";

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => !Number.isNaN(Date.parse(v)));
const filterSchema = z.object({
  // Any length is read: one over the service's limit is kept to be shown with its message (orderHistoryPage).
  q: z.string().trim().optional().catch(undefined),
  status: z.enum(ORDER_STATUSES).optional().catch(undefined),
  from: isoDate.optional().catch(undefined),
  to: isoDate.optional().catch(undefined),
  sort: z.enum(ORDER_SORTS).catch("-createdAt"),
  sida: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/** The spec's only filters (section 3: q, orderStatus, fromDate, toDate, sort) plus the page. */
export function orderFiltersFrom(url: URL): OrderFilters {
  const raw = Object.fromEntries(url.searchParams);
  const parsed = filterSchema.parse({
    ...raw,
    q: raw.q || undefined,
    status: raw.status || undefined,
    from: raw.from || undefined,
    to: raw.to || undefined,
    sort: raw.sort || undefined,
    sida: raw.sida || undefined,
  });
  return {
    q: parsed.q || undefined,
    orderStatus: parsed.status,
    fromDate: parsed.from,
    toDate: parsed.to,
    sort: parsed.sort,
    page: parsed.sida,
  };
}

export const money = (amount: number | string | null | undefined) =>
  amount === null || amount === undefined ? "" : formatPrice(sekToOre(amount));

/** EJ_ORDERHISTORIK: no order data is fetched; the buyer gets the rights message on the previous or the start page. */
export function requireOrderHistory(request: Request, context: AppLoadContext, commerce: SignedInCommerce) {
  return requireNoDenial(request, context, commerce, "EJ_ORDERHISTORIK");
}

function summaryView(order: OrderSummary) {
  return {
    orderId: order.orderId,
    webNumber: order.tempOrderId,
    status: serverT(`account-pages.orders.status.${order.status}`),
    createdAt: formatDateTime(order.createdAt),
    customerOrderNumber: order.customerOrderNumber,
    reference: order.reference,
    costCentre: order.costCentre,
    delivery: order.deliveryId ? serverT(`account-pages.delivery.${order.deliveryId}`) : "",
    total: money(order.total),
  };
}

/** What the order pages show of amounts: the same rule (domain/money-view.ts) the service applies. */
export function orderMoneyView(commerce: SignedInCommerce) {
  const view = moneyView(commerce.viewer.denials);
  return { showPrices: view.prices, showTotals: view.prices && view.financials, showInvoices: view.financials };
}

export async function orderHistoryPage(request: Request, context: AppLoadContext, commerce: SignedInCommerce) {
  await requireOrderHistory(request, context, commerce);
  const filters = orderFiltersFrom(new URL(request.url));
  // A text the service would refuse is not sent: the page says why beside the field and lists nothing.
  const qError =
    (filters.q?.length ?? 0) > ORDER_SEARCH_TEXT_MAX
      ? serverT("account-pages.orders.q_too_long", { max: ORDER_SEARCH_TEXT_MAX })
      : null;
  const result = qError
    ? { orders: [], total: 0 }
    : await loadOrFail(request, context, () => searchOrders(commerce.transport, filters));
  return {
    title: serverT("account-pages.orders.title"),
    filters,
    qError,
    orders: result.orders.map(summaryView),
    showTotals: orderMoneyView(commerce).showTotals,
    total: result.total,
    pages: Math.max(1, Math.ceil(result.total / ORDER_PAGE_SIZE)),
  };
}

export { formatDate };
