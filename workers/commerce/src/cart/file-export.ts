/** POST /v2/cart/:id/export: chosen cart lines as a CSV or XLSX download (routes/cart.ts). */
import type { Context } from "hono";
import type { z } from "zod";
import { stockholmToday } from "@shop/domain/delivery-date";
import { loadArticles } from "../catalogue/variants";
import type { AppEnv } from "../env";
import { badRequest } from "../http/errors";
import { writeCsv, writeXlsx } from "./files";
import type { exportBody } from "./request-schemas";
import { cartContents } from "./store";

export async function exportCartFile(c: Context<AppEnv>, cartId: string, body: z.infer<typeof exportBody>) {
  const { items } = await cartContents(c.env.DB, cartId);
  const chosen = body.cartItemIds ? items.filter((i) => body.cartItemIds!.includes(i.id)) : items;
  if (chosen.length === 0)
    throw badRequest("No cart items chosen", [
      { path: "cartItemIds", code: "too_small", message: "Choose at least one item of this cart" },
    ]);
  const names = new Map(
    (
      await loadArticles(
        c.env.DB,
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
    return c.body(writeCsv([header, ...rows]), 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="varukorg-${stamp}.csv"`,
    });
  }
  return c.body(writeXlsx([header, ...rows]) as Uint8Array<ArrayBuffer>, 200, {
    "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    "content-disposition": `attachment; filename="varukorg-${stamp}.xlsx"`,
  });
}
