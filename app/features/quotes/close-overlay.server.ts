import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { serverT } from "~/platform/i18n/catalogue.server";
import { afterClose } from "./open-quote-state";
import { saveOpenQuote } from "./open-quote.server";
import { readQuotePost } from "./quote-post.server";
import type { QuoteActionResult } from "./quote-overlay-view";

/**
 * Closes the overlay (its close button, or the browser leaving the catalogue paths); the quote stays open for the
 * next 'Lägg till i offert'. Anyone may close their own overlay, so only CSRF is checked.
 */
export async function handleCloseOverlay(request: Request, context: AppLoadContext) {
  const post = await readQuotePost(request, context);
  const commerce = await context.commerce();
  const headers = new Headers({ "Set-Cookie": await saveOpenQuote(request, context, commerce, afterClose) });
  if (post.withOverlay) {
    return data<QuoteActionResult>({ ok: true, message: serverT("quote-overlay.closed") }, { headers });
  }
  return redirect(post.back, { status: 303, headers });
}
