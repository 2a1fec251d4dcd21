/**
 * An invoice as a PDF in the shop's document look (documents/pdf-writer.ts), like the order confirmation. It is made
 * from the caller's view of the invoice (invoices/view.ts): a caller without prices (EJ_SE_PRISER) gets the invoice's
 * facts, orders and lines without a single amount or price column.
 */
import { formatDate } from "@shop/domain/format";
import { formatSek } from "@shop/domain/money";
import { LEFT, RIGHT, pdfWriter } from "../documents/pdf-writer";
import type { invoiceDetail } from "./view";

type Detail = ReturnType<typeof invoiceDetail>;

const STATUS_LABELS: Record<Detail["status"], string> = {
  OPEN: "Obetald",
  OVERDUE: "Förfallen",
  PAID: "Betald",
};

/** The issuer on the demo's invoices (a fictional bankgiro number). */
const SELLER = { name: "Bygg & El", bankgiro: "5050-1055" };

export async function invoicePdf(invoice: Detail, seller = SELLER): Promise<Uint8Array> {
  const doc = await pdfWriter(`Faktura ${invoice.invoiceId}`);
  const { text, line, rule, fit } = doc;
  const prices = invoice.amountOre !== null;
  const sek = (ore: number | null) => (ore === null ? "" : formatSek(ore));

  text("Faktura", LEFT, { size: 20, bold: true });
  text(seller.name, RIGHT, { bold: true, align: "right" });
  line(28);
  text(`Fakturanummer: ${invoice.invoiceId}   OCR: ${invoice.ocr}`, LEFT);
  line();
  text(
    `Kund: ${invoice.customerName} (${invoice.customerId})${invoice.projectId ? `, projekt ${invoice.projectName ?? invoice.projectId}` : ""}`,
    LEFT,
  );
  line();
  text(
    `Fakturadatum: ${formatDate(invoice.issuedAt)}   Förfallodatum: ${invoice.dueDate}   Status: ${STATUS_LABELS[invoice.status]}`,
    LEFT,
  );
  if (invoice.paidAt) {
    line();
    text(`Betald: ${formatDate(invoice.paidAt)}`, LEFT);
  }
  line();
  text(`Avser order: ${invoice.orderIds.join(", ")}`, LEFT);

  const columns = { article: LEFT, name: 120, quantity: 360, unit: 470, amount: RIGHT };
  for (const order of invoice.orders) {
    line(24);
    text(`Order ${order.orderId} (${order.tempOrderId}), ${formatDate(order.createdAt)}`, LEFT, { bold: true });
    if (order.customerOrderNumber || order.reference || order.costCentre) {
      line();
      const costCentre = order.costCentre ? `   Kostnadsställe: ${order.costCentre}` : "";
      text(
        `Ert ordernummer: ${order.customerOrderNumber ?? "-"}   Er referens: ${order.reference ?? "-"}${costCentre}`,
        LEFT,
      );
    }
    line(16);
    text("Artikel", columns.article, { bold: true });
    text("Benämning", columns.name, { bold: true });
    text("Antal", columns.quantity, { bold: true });
    if (prices) {
      text("À-pris", columns.unit, { bold: true, align: "right" });
      text("Belopp", columns.amount, { bold: true, align: "right" });
    }
    rule();
    for (const l of order.lines) {
      line();
      text(l.articleNumber, columns.article);
      text(fit(l.name, (prices ? columns.quantity : columns.quantity + 80) - columns.name - 8), columns.name);
      text(`${l.quantity} ${l.unit}`, columns.quantity);
      if (prices) {
        text(sek(l.unitPriceOre), columns.unit, { align: "right" });
        text(sek(l.lineNetOre), columns.amount, { align: "right" });
      }
    }
  }
  if (!prices) return doc.save();

  line(26);
  rule();
  line();
  text(`Netto: ${sek(invoice.netOre)}`, RIGHT, { align: "right" });
  line();
  text(`Moms 25 %: ${sek(invoice.vatOre)}`, RIGHT, { align: "right" });
  line();
  text(`Att betala: ${sek(invoice.amountOre)}`, RIGHT, { align: "right", bold: true });
  if (invoice.payments.length) {
    line();
    text(`Inbetalt: ${sek(invoice.paidOre)}   Kvar att betala: ${sek(invoice.remainingOre)}`, RIGHT, {
      align: "right",
    });
  }
  line(24);
  text(`Betala till bankgiro ${seller.bankgiro} senast ${invoice.dueDate} med OCR ${invoice.ocr}.`, LEFT);
  return doc.save();
}
