/**
 * The quote wire contract (contract/commerce/quotes.ts) against the real commerce worker, through the storefront's
 * own typed client (app/features/quotes/quotes-client.server.ts), which parses every answer with the contract schemas:
 * a field the service drops or renames fails here. The cart view (app/features/checkout/cart-view.server.ts) shows a quote's
 * line at its agreed price.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { loadCartView } from "~/features/checkout/cart-view.server";
import type { CommerceTransport } from "~/platform/services/commerce-client.server";
import { CommerceError } from "~/platform/services/commerce-errors.server";
import * as quotes from "~/features/quotes/quotes-client.server";
import app from "../../../workers/commerce/src/index";
import { env, seedOrderableArticles, signIn } from "./helpers";
import { buyerOf, desk } from "./quote-helpers";

let articles: string[] = [];
beforeAll(async () => {
  articles = await seedOrderableArticles();
});

function transport(token: string): CommerceTransport {
  return {
    baseUrl: "http://commerce.test",
    token,
    fetch: (input, init) => Promise.resolve(app.fetch(new Request(input, init), env)),
  };
}

async function refusal(call: Promise<unknown>): Promise<CommerceError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CommerceError);
  return error as CommerceError;
}

describe("the storefront's quote client against the service", { timeout: 20_000 }, () => {
  it("creates, edits, attaches, copies, lists and deletes with every answer in the contract's shape", async () => {
    const t = transport((await buyerOf("10001")).token);
    const defaults = await quotes.quoteDefaults(t);
    expect(defaults.sender.name).toBe("Byggfirman Norrland AB");
    const quote = await quotes.createQuote(t, {
      title: "Kontrakt",
      receiver: { name: "BRF Kontrakt" },
      items: [{ articleNumber: articles[0], quantity: 2 }],
      customItems: [{ name: "Montage", quantity: 1, price: 650 }],
    });
    expect(quote).toMatchObject({ status: "draft", ownerName: "Test Användare", deskMessage: null });
    await quotes.updateQuote(t, quote.quoteId, { finalMessage: "Tack!" });
    const withItem = await quotes.addQuoteItems(t, quote.quoteId, [{ articleNumber: articles[1], quantity: 1 }]);
    const changed = await quotes.updateQuoteItems(t, quote.quoteId, [
      { quoteItemId: withItem.items[1].quoteItemId, quantity: 4 },
    ]);
    expect(changed.items[1].quantity).toBe(4);
    const custom = await quotes.addCustomItems(t, quote.quoteId, [{ name: "Frakt", quantity: 1, price: 495 }]);
    await quotes.updateCustomItems(t, quote.quoteId, [
      { customItemId: custom.customItems[1].customItemId, price: 500 },
    ]);
    await quotes.deleteCustomItems(t, quote.quoteId, [custom.customItems[1].customItemId]);
    await quotes.deleteQuoteItems(t, quote.quoteId, [withItem.items[1].quoteItemId]);
    const file = new File([new Uint8Array(100).fill(65)], "ritning.pdf", { type: "application/pdf" });
    const attached = await quotes.addQuoteAttachment(t, quote.quoteId, file);
    expect((await quotes.fetchQuoteAttachment(t, quote.quoteId, attached.attachmentId)).status).toBe(200);
    const big = new File([new Uint8Array(3 * 1024 * 1024)], "stor.pdf", { type: "application/pdf" });
    const tooLarge = await refusal(quotes.addQuoteAttachment(t, quote.quoteId, big));
    expect([tooLarge.status, tooLarge.serviceMessage]).toEqual([
      413,
      "En bilaga får vara högst 2 MB. Filen sparades inte.",
    ]);
    await quotes.deleteQuoteAttachment(t, quote.quoteId, attached.attachmentId);
    const read = await quotes.getQuote(t, quote.quoteId);
    expect(read).toMatchObject({ finalMessage: "Tack!", attachments: [], items: [{ quantity: 2 }] });
    const copy = await quotes.copyQuote(t, quote.quoteId);
    const list = await quotes.listQuotes(t, { q: "kontrakt", page: 1 });
    expect(list.data.map((q) => q.quoteId)).toEqual([copy.quoteId, quote.quoteId]);
    expect(await quotes.deleteQuotes(t, [copy.quoteId])).toEqual({ deleted: 1 });
  });

  it("a refused move is a 409 with the service's Swedish message; an accepted quote goes to the cart view", async () => {
    const t = transport((await buyerOf("10001")).token);
    const quote = await quotes.createQuote(t, { items: [{ articleNumber: articles[2], quantity: 2 }] });
    const refused = await refusal(quotes.changeQuoteStatus(t, quote.quoteId, "accepted"));
    expect([refused.status, refused.serviceMessage]).toEqual([
      409,
      "En offert kan inte gå från Utkast till Accepterad.",
    ]);
    await quotes.changeQuoteStatus(t, quote.quoteId, "inReview");
    const offer = await desk(`/v1/quotes/${quote.quoteId}/offer`, {
      items: [{ quoteItemId: quote.items[0].quoteItemId, agreedPrice: 7.5 }],
    });
    expect(offer.status).toBe(200);
    const accepted = await quotes.changeQuoteStatus(t, quote.quoteId, "accepted");
    expect(accepted.items[0].agreedPrice).toBe(7.5);
    expect(await quotes.addQuoteToCart(t, quote.quoteId)).toEqual({
      added: [{ articleNumber: articles[2], quantity: 2 }],
      skipped: [],
    });
    const cart = await loadCartView(t, { noPrices: false });
    const line = cart.deliveries.flatMap((d) => d.lines).find((l) => l.articleNumber === articles[2]);
    expect(line).toMatchObject({ unitPriceOre: 750, lineTotalOre: 1500 });
    expect(cart.totals).not.toBeNull();
  });

  it("EJ_SE_PRISER: the contract holds with every amount null", async () => {
    const t = transport((await signIn("noprices@demo.se")).AccessToken);
    const quote = await quotes.createQuote(t, {
      items: [{ articleNumber: articles[0], quantity: 1 }],
      customItems: [{ name: "Montage", quantity: 1, price: 650 }],
    });
    expect(quote.total).toBeNull();
    expect([quote.items[0].price, quote.items[0].lineTotal, quote.customItems[0].price]).toEqual([null, null, null]);
  });
});
