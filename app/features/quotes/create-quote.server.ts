import type { AppLoadContext } from "@remix-run/cloudflare";
import { serverT } from "~/platform/i18n/catalogue.server";
import { readAccountForm } from "~/platform/routing/signed-in.server";
import { getCartWithVariants } from "~/features/checkout/index.server";
import { createQuote, type NewQuoteItem } from "./quotes-client.server";
import { redirectWithToast } from "~/platform/session/toast.server";
import { attemptQuote, quotePagePath, quoteRights, QUOTES_PATH } from "./quote-access.server";

/** The cart's articles with their quantities, one line per article (a cart may hold one in several deliveries). */
async function cartArticles(transport: Parameters<typeof getCartWithVariants>[0]): Promise<NewQuoteItem[]> {
  const cart = await getCartWithVariants(transport);
  const quantities = new Map<string, number>();
  for (const item of cart.items) {
    quantities.set(item.articleNumber, (quantities.get(item.articleNumber) ?? 0) + item.quantity);
  }
  return [...quantities].map(([articleNumber, quantity]) => ({ articleNumber, quantity }));
}

/**
 * Creates a draft (the service fills sender, texts and validity from /v1/quotes/default) and opens it. From the
 * cart it carries the cart's articles; a refusal goes back where the form was, with the reason as a toast.
 */
export async function createQuoteFrom(request: Request, context: AppLoadContext) {
  const { formData, commerce } = await readAccountForm(request, context);
  const fromCart = formData.get("source") === "cart";
  const back = fromCart ? "/cart" : QUOTES_PATH;
  const refuse = (message: string) => redirectWithToast(request, context, back, { type: "error", message });
  if (!quoteRights(commerce).canEdit) return refuse(serverT("quote-pages.no_rights"));
  const result = await attemptQuote(request, context, async () => {
    const items = fromCart ? await cartArticles(commerce.transport) : [];
    if (fromCart && items.length === 0) return null;
    return createQuote(commerce.transport, { items });
  });
  if (!result.ok) return refuse(result.message);
  if (!result.value) return refuse(serverT("quote-pages.cart_empty"));
  return redirectWithToast(request, context, quotePagePath(result.value.quoteId), {
    type: "success",
    message: serverT(fromCart ? "quote-pages.created_from_cart" : "quote-pages.created"),
  });
}
