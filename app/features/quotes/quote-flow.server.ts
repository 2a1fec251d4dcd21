/** A quote's way through its statuses, its copy and deletion, and an accepted quote into the cart. */
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { QUOTE_STATUSES, type QuoteStatus } from "@shop/domain/quote-status";
import type { DataLayerEvent } from "@shop/domain/data-layer-events";
import { serverT } from "~/platform/i18n/catalogue.server";
import type { SignedInCommerce } from "~/platform/routing/signed-in.server";
import {
  addQuoteToCart,
  changeQuoteStatus,
  copyQuote,
  deleteQuotes,
  type QuoteToCartAnswer,
} from "./quotes-client.server";
import { redirectWithToast, toastHeaders } from "~/platform/session/toast.server";
import { addedToCart, cartBeforeAdd, refusedLinesNotice, refusedLineText } from "~/features/checkout/index.server";
import { addedLineEvents } from "@shop/domain/behaviour-events";
import { recordBehaviour } from "~/features/tracking/index.server";
import { attemptQuote, quotePagePath, QUOTES_PATH, refused } from "./quote-access.server";

/** With JavaScript the page pushes `dataLayer` and opens `redirectTo`; the toast comes as with the redirect. */
export type QuoteToCartResult = { ok: true; message: string; redirectTo: string; dataLayer?: DataLayerEvent[] };

function statusFrom(form: FormData): QuoteStatus | null {
  const value = form.get("status");
  return (QUOTE_STATUSES as readonly unknown[]).includes(value) ? (value as QuoteStatus) : null;
}

/**
 * "2 rader … Kom inte med: Montage (egen rad), 1000111 (finns inte längre)." A line the purchase rule refused is named
 * with its article number and the rule's reason, as on every other path into the cart: "Namn (art.nr N): reason".
 */
export function toCartMessage(answer: QuoteToCartAnswer): string {
  const count = answer.added.length;
  const done = serverT("quote-pages.actions.to_cart_done", { count });
  if (answer.skipped.length === 0) return done;
  const byRule = answer.skipped.filter((s) => s.articleNumber && s.purchaseReason);
  const others = answer.skipped.filter((s) => !byRule.includes(s));
  const lines = others
    .map((s) => `${s.articleNumber ?? s.name} (${serverT(`quote-pages.actions.skipped_${s.reason}`)})`)
    .join(", ");
  const lead = lines ? `${done} ${serverT("quote-pages.actions.to_cart_skipped", { lines })}` : done;
  return refusedLinesNotice(
    lead,
    byRule.map((s) =>
      refusedLineText({ articleNumber: s.articleNumber!, name: s.name, purchaseReason: s.purchaseReason }),
    ),
    { max: 2_000 },
  );
}

export async function handleStatusChange(
  request: Request,
  context: AppLoadContext,
  commerce: SignedInCommerce,
  quoteId: string,
  form: FormData,
) {
  const status = statusFrom(form);
  if (!status) return refused(serverT("account-pages.unknown_action"));
  // The service checks the move (domain/quote-status.ts) and names a refused one.
  const result = await attemptQuote(request, context, () => changeQuoteStatus(commerce.transport, quoteId, status));
  if (!result.ok) return refused(result.message, result.status);
  const label = serverT(`quote-pages.status.${result.value.status}`);
  return { ok: true, message: serverT("quote-pages.actions.status_changed", { status: label }) };
}

export async function handleCopy(request: Request, context: AppLoadContext, commerce: SignedInCommerce, id: string) {
  const result = await attemptQuote(request, context, () => copyQuote(commerce.transport, id));
  if (!result.ok) return refused(result.message, result.status);
  return redirectWithToast(request, context, quotePagePath(result.value.quoteId), {
    type: "success",
    message: serverT("quote-pages.actions.copied"),
  });
}

export async function handleDelete(request: Request, context: AppLoadContext, commerce: SignedInCommerce, id: string) {
  const result = await attemptQuote(request, context, () => deleteQuotes(commerce.transport, [id]));
  if (!result.ok) return refused(result.message, result.status);
  if (result.value.deleted === 0) return refused(serverT("errors.not_found"), 404);
  return redirectWithToast(request, context, QUOTES_PATH, {
    type: "success",
    message: serverT("quote-pages.actions.deleted"),
  });
}

/**
 * An accepted quote's catalogue lines into the cart at the agreed prices (the service sets them; the buyer never
 * chooses what he pays). Without JavaScript: 303 to the cart with the outcome as a flash toast. With it (`js`), the
 * same toast and the add_to_cart event (list add_to_cart_from_quote) in a data answer: the page pushes the event
 * and then opens the cart, so the event is not lost in a redirect.
 */
export async function handleToCart(
  request: Request,
  context: AppLoadContext,
  commerce: SignedInCommerce,
  quoteId: string,
  form: FormData,
) {
  if (commerce.viewer.denials.includes("EJ_ORDER")) return refused(serverT("quote-pages.actions.no_order"), 403);
  const before = await cartBeforeAdd(context, commerce.transport, commerce.viewer);
  const result = await attemptQuote(request, context, () => addQuoteToCart(commerce.transport, quoteId));
  if (!result.ok) return refused(result.message, result.status);
  const message = toCartMessage(result.value);
  const toast = { type: result.value.skipped.length ? ("info" as const) : ("success" as const), message };
  const added = result.value.added.map((line) => ({ ...line, refusal: null }));
  const headers = await toastHeaders(request, context, toast);
  for (const cookie of recordBehaviour(request, context, addedLineEvents(added), commerce).getSetCookie())
    headers.append("Set-Cookie", cookie);
  if (form.get("js") !== "1") return redirect("/cart", { status: 303, headers });
  const dataLayer =
    added.length > 0
      ? await addedToCart(before, { pageType: "add_to_cart_from_quote", list: "add_to_cart_from_quote" })
      : undefined;
  return data<QuoteToCartResult>({ ok: true, message, redirectTo: "/cart", dataLayer }, { headers });
}
