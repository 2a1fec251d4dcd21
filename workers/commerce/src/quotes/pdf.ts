/**
 * The quote as a PDF for the buyer to forward to his own customer, in the shop's document look
 * (documents/pdf-writer.ts). It prints the quote answer as the caller receives it: an amount the money filter
 * hid (null) is never printed, so a user without prices gets the document without any amount. The wholesaler's
 * agreed purchase price is the buyer's business, not his customer's: it is never printed.
 */
import { formatSek, sekToOre } from "@shop/domain/money";
import type { QuoteParty } from "@shop/contract/commerce/quotes";
import { LEFT, pdfWriter, RIGHT, type PdfWriter } from "../documents/pdf-writer";
import {
  customItemRows,
  quoteItemRows,
  quoteValidUntil,
  type QuoteDocumentCustomItem,
  type QuoteDocumentItem,
  type QuoteRowView,
} from "./pdf-lines";

export interface QuoteDocument {
  quoteId: string;
  title: string;
  validFrom: string;
  validFor: number;
  sender: QuoteParty;
  receiver: QuoteParty;
  mergeArticles: boolean;
  showDiscounts: boolean;
  items: readonly QuoteDocumentItem[];
  customItems: readonly QuoteDocumentCustomItem[];
  total: number | null;
  finalMessage: string;
}

const RECEIVER_X = 310;
const PARTY_WIDTH = 230;
/** Column x positions; amounts end at their x (right-aligned). */
const COL = { article: LEFT, name: 105, quantity: 300, price: 415, discount: 465, amount: RIGHT };

const sek = (ore: number | null) => (ore === null ? "" : formatSek(ore));
const percent = (value: number | null) => (value === null ? "" : `${String(value).replace(".", ",")} %`);

function partyLines(party: QuoteParty, kind: "sender" | "receiver"): string[] {
  const rows =
    kind === "sender"
      ? [
          party.name,
          party.organizationNumber ? `Org.nr ${party.organizationNumber}` : "",
          party.reference ? `Vår referens: ${party.reference}` : "",
          party.address,
        ]
      : [
          party.name,
          party.contactPerson ? `Att: ${party.contactPerson}` : "",
          party.label ? `Er märkning: ${party.label}` : "",
          party.address,
        ];
  return rows.filter((row): row is string => Boolean(row?.trim()));
}

function parties(doc: PdfWriter, quote: QuoteDocument) {
  doc.text("Från", LEFT, { bold: true });
  doc.text("Till", RECEIVER_X, { bold: true });
  const from = partyLines(quote.sender, "sender").flatMap((row) => doc.wrap(row, PARTY_WIDTH));
  const to = partyLines(quote.receiver, "receiver").flatMap((row) => doc.wrap(row, PARTY_WIDTH));
  for (let i = 0; i < Math.max(from.length, to.length); i++) {
    doc.line();
    if (from[i]) doc.text(from[i], LEFT);
    if (to[i]) doc.text(to[i], RECEIVER_X);
  }
}

function table(doc: PdfWriter, rows: QuoteRowView[], columns: { prices: boolean; discount: boolean }) {
  doc.text("Artikel", COL.article, { bold: true });
  doc.text("Benämning", COL.name, { bold: true });
  doc.text("Antal", COL.quantity, { bold: true });
  if (columns.prices) {
    doc.text("À-pris", COL.price, { bold: true, align: "right" });
    if (columns.discount) doc.text("Rabatt", COL.discount, { bold: true, align: "right" });
    doc.text("Belopp", COL.amount, { bold: true, align: "right" });
  }
  doc.rule();
  for (const row of rows) {
    doc.line();
    doc.text(row.articleNumber, COL.article);
    doc.text(doc.fit(row.name, COL.quantity - COL.name - 8), COL.name);
    doc.text(`${row.quantity} ${row.unit}`, COL.quantity);
    if (!columns.prices) continue;
    doc.text(sek(row.unitPriceOre), COL.price, { align: "right" });
    if (columns.discount) doc.text(percent(row.discountPercentage), COL.discount, { align: "right" });
    doc.text(sek(row.amountOre), COL.amount, { align: "right" });
  }
}

export async function quotePdf(quote: QuoteDocument): Promise<Uint8Array> {
  const doc = await pdfWriter(`Offert ${quote.quoteId}`);
  // Amounts the caller may not see arrive as null: no price column then, not a column of blanks.
  const prices = [...quote.items, ...quote.customItems].some((i) => i.price !== null || i.lineTotal !== null);
  const discount = prices && quote.showDiscounts && quote.items.some((i) => i.discountPercentage !== null);
  const rows = [
    ...quoteItemRows(quote.items, { merge: quote.mergeArticles, discountColumn: discount }),
    ...customItemRows(quote.customItems),
  ];

  doc.text("Offert", LEFT, { size: 20, bold: true });
  if (quote.title.trim()) {
    doc.line(22);
    doc.text(doc.fit(quote.title, RIGHT - LEFT, { size: 13, bold: true }), LEFT, { size: 13, bold: true });
  }
  doc.line(22);
  const validUntil = quoteValidUntil(quote.validFrom, quote.validFor);
  doc.text(`Offertnummer: ${quote.quoteId}   Datum: ${quote.validFrom}   Giltig till: ${validUntil}`, LEFT);
  doc.rule();
  doc.line(24);
  parties(doc, quote);
  doc.line(28);
  table(doc, rows, { prices, discount });
  if (quote.total !== null) {
    doc.line(8);
    doc.rule();
    doc.line(16);
    doc.text("Summa exkl. moms", COL.price, { bold: true, align: "right" });
    doc.text(formatSek(sekToOre(quote.total)), COL.amount, { bold: true, align: "right" });
  }
  if (quote.finalMessage.trim()) {
    doc.line(28);
    for (const row of doc.wrap(quote.finalMessage, RIGHT - LEFT)) {
      doc.text(row, LEFT);
      doc.line();
    }
  }
  return doc.save();
}
