/** POST /v2/cart/:id/export: chosen cart lines as a CSV or XLSX file, which routes/cart.ts answers as a download. */
import type { z } from "zod";
import { stockholmToday } from "@shop/domain/delivery-date";
import { loadArticles } from "../catalogue/variants";
import { badRequest } from "../http/errors";
import { writeCsv, writeXlsx } from "./files";
import type { exportBody } from "./request-schemas";
import { cartContents } from "./store";

export interface CartFile {
  content: string | Uint8Array<ArrayBuffer>;
  contentType: string;
  fileName: string;
}

export async function exportCartFile(
  db: D1Database,
  cartId: string,
  body: z.infer<typeof exportBody>,
): Promise<CartFile> {
  const { items } = await cartContents(db, cartId);
  const chosen = body.cartItemIds ? items.filter((i) => body.cartItemIds!.includes(i.id)) : items;
  if (chosen.length === 0)
    throw badRequest("No cart items chosen", [
      { path: "cartItemIds", code: "too_small", message: "Choose at least one item of this cart" },
    ]);
  const names = new Map(
    (
      await loadArticles(
        db,
        chosen.map((i) => i.article_number),
      )
    ).map((a) => [a.article_number, a]),
  );
  const header = ["Artikelnummer", "Benämning", "Antal", "Enhet", "Leveranssätt", "Märkning"];
  // Text cells are neutralised against formula injection by the writers (cart/files.ts neutraliseCell).
  const rows = chosen.map((i) => [
    i.article_number,
    names.get(i.article_number)?.name ?? "",
    i.quantity,
    names.get(i.article_number)?.unit ?? "",
    i.delivery_id,
    i.label,
  ]);
  const stamp = stockholmToday();
  if (body.format === "csv") {
    return {
      content: writeCsv([header, ...rows]),
      contentType: "text/csv; charset=utf-8",
      fileName: `varukorg-${stamp}.csv`,
    };
  }
  return {
    content: writeXlsx([header, ...rows]) as Uint8Array<ArrayBuffer>,
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    fileName: `varukorg-${stamp}.xlsx`,
  };
}
