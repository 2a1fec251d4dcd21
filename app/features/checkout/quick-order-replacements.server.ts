/**
 * Quick order and discontinued articles: a row whose article can no longer be bought does not go into the cart.
 * With a replacement the row stays in the text area beside a 'Byt till ersättningsartikel' that sends the rows
 * again with the replacement in its place; without one the row says so. A file import goes in whole (the service
 * adds it), so its answer names the lines the cart will ask to replace.
 */
import type { QuickOrderRow } from "@shop/domain/quick-order";
import { serverT } from "~/platform/i18n/catalogue.server";
import type { CommerceTransport } from "~/platform/services/commerce-client.server";
import { planRows, replacementFacts } from "~/features/products/index.server";

export interface QuickOrderSwap {
  row: number;
  from: string;
  to: string;
  name: string;
}

export interface ScreenedRows {
  toAdd: QuickOrderRow[];
  rowErrors: { row: number; text: string; message: string }[];
  swaps: QuickOrderSwap[];
}

export async function screenRows(transport: CommerceTransport, rows: QuickOrderRow[]): Promise<ScreenedRows> {
  const plan = planRows(
    rows,
    await replacementFacts(
      transport,
      rows.map((r) => r.articleNumber),
    ),
  );
  const screened: ScreenedRows = { toAdd: [], rowErrors: [], swaps: [] };
  rows.forEach((row, index) => {
    const p = plan[index];
    if (p.kind === "add") return void screened.toAdd.push(row);
    if (p.kind === "skipped")
      return void screened.rowErrors.push({
        row: row.row,
        text: row.text,
        message: serverT("catalogue.replacement.row_no_replacement"),
      });
    screened.rowErrors.push({
      row: row.row,
      text: row.text,
      message: serverT("catalogue.replacement.row_replaced_by", { name: p.to.name, articleNumber: p.to.articleNumber }),
    });
    screened.swaps.push({ row: row.row, from: row.articleNumber, to: p.to.articleNumber, name: p.to.name });
  });
  return screened;
}

/** The rows to send again with one row's article swapped for its replacement (the row's quantity kept). */
export function rowsWithSwap(remaining: { row: number; text: string }[], swap: QuickOrderSwap): string {
  return remaining.map((r) => (r.row === swap.row ? r.text.replace(/^[0-9A-Za-z]{1,20}/, swap.to) : r.text)).join("\n");
}

/** A note for file-imported lines whose article cannot be bought: the cart offers their replacement. */
export async function importNotes(transport: CommerceTransport, articleNumbers: string[]): Promise<string[]> {
  const facts = await replacementFacts(transport, articleNumbers);
  const plan = planRows(
    [...facts.keys()].map((articleNumber) => ({ articleNumber, quantity: 1 })),
    facts,
  );
  return plan.flatMap((p) =>
    p.kind === "replaced"
      ? [serverT("catalogue.replacement.import_replace", { from: p.from, to: p.to.articleNumber })]
      : p.kind === "skipped"
        ? [serverT("catalogue.replacement.import_no_replacement", { articleNumber: p.articleNumber })]
        : [],
  );
}
