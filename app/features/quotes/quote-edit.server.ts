/** Changes to a quote's content while it is editable: texts and settings, catalogue items, custom items. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { serverT } from "~/platform/i18n/catalogue.server";
import type { SignedInCommerce } from "~/platform/routing/signed-in.server";
import {
  addCustomItems,
  addQuoteItems,
  deleteCustomItems,
  deleteQuoteItems,
  updateCustomItems,
  updateQuote,
  updateQuoteItems,
} from "./quotes-client.server";
import { attemptQuote, refused, type QuoteActionResult } from "./quote-access.server";
import { parseArticleNumber, parseDiscount, parseQuantity, parseQuoteFields, parseSek } from "./quote-forms.server";

export const EDIT_INTENTS = [
  "save-fields",
  "add-item",
  "update-item",
  "remove-item",
  "add-custom",
  "update-custom",
  "remove-custom",
] as const;
type EditIntent = (typeof EDIT_INTENTS)[number];

const id = (form: FormData, name: string) => String(form.get(name) ?? "").slice(0, 80);

function customItemFrom(form: FormData, partial: boolean) {
  const name = String(form.get("name") ?? "").trim();
  const unit = String(form.get("unit") ?? "").trim() || "st";
  const priceText = String(form.get("price") ?? "");
  if (name.length === 0 || name.length > 200) return { error: "quote-pages.custom.text_invalid", field: "name" };
  if (unit.length > 10) return { error: "quote-pages.custom.unit_invalid", field: "unit" };
  const quantity = parseQuantity(form);
  if (quantity === null) return { error: "quote-pages.items.quantity_invalid", field: "quantity" };
  // Editing without a price keeps the one the line has (a viewer without price rights never sees it).
  if (partial && priceText.trim() === "") return { item: { name, unit, quantity } };
  const price = parseSek(priceText);
  if (price === null) return { error: "quote-pages.items.price_invalid", field: "price" };
  return { item: { name, unit, quantity, price } };
}

/** One content change by intent; the answer is the message the page shows beside the forms. */
export async function handleQuoteEdit(
  request: Request,
  context: AppLoadContext,
  commerce: SignedInCommerce,
  quoteId: string,
  intent: EditIntent,
  form: FormData,
) {
  const t = commerce.transport;
  const run = async (call: () => Promise<unknown>, okKey: string) => {
    const result = await attemptQuote(request, context, call);
    return result.ok
      ? ({ ok: true, message: serverT(okKey) } satisfies QuoteActionResult)
      : refused(result.message, result.status);
  };
  switch (intent) {
    case "save-fields": {
      const changes = parseQuoteFields(form);
      if (!changes) return refused(serverT("quote-pages.edit.invalid"), 400, "fields");
      return run(() => updateQuote(t, quoteId, changes), "quote-pages.edit.saved");
    }
    case "add-item": {
      const articleNumber = parseArticleNumber(form);
      const quantity = parseQuantity(form);
      if (!articleNumber) return refused(serverT("quote-pages.items.article_invalid"), 400, "articleNumber");
      if (quantity === null) return refused(serverT("quote-pages.items.quantity_invalid"), 400, "quantity");
      return run(() => addQuoteItems(t, quoteId, [{ articleNumber, quantity }]), "quote-pages.items.added");
    }
    case "update-item": {
      const quantity = parseQuantity(form);
      if (quantity === null) return refused(serverT("quote-pages.items.quantity_invalid"));
      const change: Parameters<typeof updateQuoteItems>[2][number] = { quoteItemId: id(form, "quoteItemId"), quantity };
      // Price and discount fields are only on the form for a viewer who may see prices (and discounts).
      if (form.has("price")) {
        const priceText = String(form.get("price") ?? "").trim();
        const price = priceText === "" ? null : parseSek(priceText);
        if (priceText !== "" && price === null) return refused(serverT("quote-pages.items.price_invalid"));
        change.price = price;
      }
      if (form.has("discountPercentage")) {
        const discount = parseDiscount(String(form.get("discountPercentage") ?? ""));
        if (discount === undefined) return refused(serverT("quote-pages.items.discount_invalid"));
        change.discountPercentage = discount;
      }
      return run(() => updateQuoteItems(t, quoteId, [change]), "quote-pages.items.updated");
    }
    case "remove-item":
      return run(() => deleteQuoteItems(t, quoteId, [id(form, "quoteItemId")]), "quote-pages.items.removed");
    case "add-custom":
    case "update-custom": {
      const parsed = customItemFrom(form, intent === "update-custom");
      if (!parsed.item) return refused(serverT(parsed.error), 400, intent === "add-custom" ? parsed.field : undefined);
      const item = parsed.item;
      return intent === "add-custom" && item.price !== undefined
        ? run(() => addCustomItems(t, quoteId, [{ ...item, price: item.price }]), "quote-pages.custom.added")
        : run(
            () => updateCustomItems(t, quoteId, [{ ...item, customItemId: id(form, "customItemId") }]),
            "quote-pages.items.updated",
          );
    }
    case "remove-custom":
      return run(() => deleteCustomItems(t, quoteId, [id(form, "customItemId")]), "quote-pages.items.removed");
  }
}
