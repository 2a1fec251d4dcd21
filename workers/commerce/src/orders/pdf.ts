/** The order confirmation as a real PDF, in the shop's document look (documents/pdf-writer.ts). */
import { formatSek } from "@shop/domain/money";
import type { MoneyView } from "@shop/domain/money-view";
import { pdfWriter } from "../documents/pdf-writer";
import type { orderAddresses, orderDetail } from "./store";

type Detail = Awaited<ReturnType<typeof orderDetail>>;
type Addresses = Awaited<ReturnType<typeof orderAddresses>>;

const STATUS_LABELS: Record<string, string> = {
  RECEIVED: "Mottagen",
  CONFIRMED: "Bekräftad",
  PICKING: "Plockas",
  SHIPPED: "Skickad",
  DELIVERED: "Levererad",
  CANCELLED: "Makulerad",
};

/** `view` (auth/money-filter.ts moneyVisibility): without prices no price column and no totals; without financial follow-up no totals. */
export async function orderConfirmationPdf(
  order: Detail,
  addresses: Addresses,
  customerName: string,
  view: MoneyView,
): Promise<Uint8Array> {
  const doc = await pdfWriter(`Orderbekräftelse ${order.orderId}`);
  const { text, line } = doc;

  text("Orderbekräftelse", 50, { size: 20, bold: true });
  line(28);
  text(`Ordernummer: ${order.orderId}   Webbordernummer: ${order.tempOrderId}`, 50);
  line();
  text(`Kund: ${customerName} (${order.customerId})${order.projectId ? `, projekt ${order.projectId}` : ""}`, 50);
  line();
  text(
    `Orderdatum: ${order.createdAt.slice(0, 10)}   Önskat leveransdatum: ${order.requestedDeliveryDate}   Status: ${STATUS_LABELS[order.status] ?? order.status}`,
    50,
  );
  line();
  text(`Leveranssätt: ${order.deliveryId}   Lager: ${order.warehouseId}`, 50);
  if (order.customerOrderNumber || order.reference) {
    line();
    text(`Ert ordernummer: ${order.customerOrderNumber ?? "-"}   Er referens: ${order.reference ?? "-"}`, 50);
  }
  if (order.costCentre) {
    line();
    text(`Kostnadsställe: ${order.costCentre}`, 50);
  }
  const delivery = addresses.deliveryAddress;
  if (delivery) {
    line(20);
    text("Leveransadress", 50, { bold: true });
    for (const row of [
      delivery.name,
      delivery.recipientName ?? "Mottagarnamn saknas",
      delivery.address1,
      `${delivery.postalCode} ${delivery.postalAddress}`,
    ]) {
      line();
      text(String(row ?? ""), 50);
    }
  }
  line(26);
  const columns = [50, 130, 330, 400, 480];
  const headings = view.prices
    ? ["Artikel", "Benämning", "Antal", "À-pris", "Belopp"]
    : ["Artikel", "Benämning", "Antal"];
  headings.forEach((h, i) => text(h, columns[i], { bold: true }));
  for (const item of order.items) {
    line();
    text(item.articleNumber, columns[0]);
    text(item.name.length > 38 ? `${item.name.slice(0, 37)}…` : item.name, columns[1]);
    text(`${item.quantity} ${item.unit}`, columns[2]);
    if (view.prices) {
      text(formatSek(Math.round(item.unitPrice * 100)), columns[3]);
      text(formatSek(Math.round(item.lineNet * 100)), columns[4]);
    }
  }
  if (!view.prices || !view.financials) return doc.save();
  line(22);
  text(`Netto: ${formatSek(Math.round(order.net * 100))}`, 380);
  line();
  text(`Moms 25 %: ${formatSek(Math.round(order.vat * 100))}`, 380);
  line();
  text(`Att betala: ${formatSek(Math.round(order.total * 100))}`, 380, { bold: true });
  return doc.save();
}
