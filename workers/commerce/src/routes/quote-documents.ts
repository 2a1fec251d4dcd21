/**
 * Quote documents: the quote as a PDF (GET /v1/quotes/{id}/pdf) for the buyer to forward to his customer.
 * The same visibility as GET /v1/quotes/{id} (auth/access.ts canSeeQuote: the creator and his customer's admins;
 * anyone else 404) and the same answer, redacted by the caller's money view before it is printed.
 */
import { Hono } from "hono";
import { redactMoney } from "@shop/domain/money-view";
import { canSeeQuote } from "../auth/access";
import { claimsOf } from "../auth/middleware";
import { moneyVisibility } from "../auth/money-filter";
import type { AppEnv } from "../env";
import { notFound } from "../http/errors";
import { quotePdf } from "../quotes/pdf";
import { findQuote } from "../quotes/store";
import { quoteView } from "../quotes/view";

export const quoteDocumentRoutes = new Hono<AppEnv>().get("/v1/quotes/:id/pdf", async (c) => {
  const claims = claimsOf(c);
  const quote = await findQuote(c.env.DB, c.req.param("id"));
  if (!quote || !canSeeQuote(claims, quote)) throw notFound("Quote not found");
  // The JSON answer passes the money filter on its way out; a PDF does not, so it is redacted here the same way.
  const view = redactMoney(await quoteView(c.env.DB, claims, quote), moneyVisibility(claims));
  const pdf = await quotePdf(view);
  return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
    "content-type": "application/pdf",
    "content-disposition": `inline; filename="offert-${quote.id}.pdf"`,
    "cache-control": "private, no-store",
  });
});
