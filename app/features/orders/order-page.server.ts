import type { AppLoadContext } from "@remix-run/cloudflare";
import { formatDate, formatDateTime } from "@shop/domain/format";
import { serverT } from "~/platform/i18n/catalogue.server";
import { money, orderMoneyView, requireOrderHistory } from "./order-pages.server";
import { getInvoices, getOrder, getOrderAddresses } from "./account-orders.server";
import { loadOrFail, requireCommerce } from "~/platform/routing/signed-in.server";

export function orderIdOf(params: { id?: string }): string {
  if (!params.id || !/^\d{1,12}$/.test(params.id)) throw new Response(serverT("errors.not_found"), { status: 404 });
  return params.id;
}

/** The order page: the order, its addresses and (with financial follow-up) its invoices, amounts per price mode. */
export async function loadOrderPage(request: Request, context: AppLoadContext, params: { id?: string }) {
  const commerce = await requireCommerce(request, context);
  await requireOrderHistory(request, context, commerce);
  const orderId = orderIdOf(params);
  // Without prices or financial follow-up the page shows no amount (the service sends them as null too).
  const { showPrices, showTotals, showInvoices } = orderMoneyView(commerce);
  const [order, addresses, invoices] = await loadOrFail(request, context, () =>
    Promise.all([
      getOrder(commerce.transport, orderId),
      getOrderAddresses(commerce.transport, orderId),
      showInvoices ? getInvoices(commerce.transport, orderId) : Promise.resolve(null),
    ]),
  );
  return {
    title: serverT("account-pages.order.title", { id: order.orderId }),
    showPrices,
    showTotals,
    // Order again is a cart operation: not offered without the order right (the action refuses it too).
    canOrderAgain: !commerce.viewer.denials.includes("EJ_ORDER"),
    order: {
      orderId: order.orderId,
      webNumber: order.tempOrderId,
      createdAt: formatDateTime(order.createdAt),
      status: serverT(`account-pages.orders.status.${order.status}`),
      delivery: order.deliveryId ? serverT(`account-pages.delivery.${order.deliveryId}`) : "",
      zipCode: order.zipCode ?? null,
      customerOrderNumber: order.customerOrderNumber,
      reference: order.reference,
      costCentre: order.costCentre,
      net: money(order.net),
      vat: money(order.vat),
      total: money(order.total),
      lines: order.items.map((i) => ({
        articleNumber: i.articleNumber,
        name: i.name ?? "",
        quantity: i.quantity,
        unit: i.unit ?? "",
        unitPrice: money(i.unitPrice),
        lineNet: money(i.lineNet),
      })),
    },
    addresses,
    // Placed from an approval ("attest"): who submitted, approved and placed it, shown by the order-approval room.
    approval: order.approval ?? null,
    invoices:
      invoices?.map((i) => ({
        invoiceId: i.invoiceId,
        amount: money(i.amount),
        issuedAt: formatDate(i.issuedAt),
        dueAt: formatDate(i.dueAt),
        paid: i.paid,
      })) ?? null,
  };
}
