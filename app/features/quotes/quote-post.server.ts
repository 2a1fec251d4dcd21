/**
 * The shape shared by the quote overlay's actions (add, open, close). A post made with JavaScript carries
 * `overlay=1` and is answered with JSON for its fetcher (the overlay then opens on the root loader's revalidation);
 * without JavaScript the buyer is sent back (303) to the page with a toast. Refusals of the JSON kind are returned,
 * never thrown: a thrown response would replace the page the buyer is on with the error page.
 */
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { serverT } from "~/platform/i18n/catalogue.server";
import { formDataOr413 } from "~/platform/security/form-data.server";
import { LOGIN_PATH } from "~/platform/routing/guards.server";
import type { CommerceSession } from "~/platform/session/commerce-session.server";
import { verifyCsrf } from "~/platform/session/csrf.server";
import { toastHeaders } from "~/platform/session/toast.server";
import { safeRedirectFor } from "~/platform/routing/safe-redirect";
import type { QuoteActionResult } from "./quote-overlay-view";
import { quoteRefusal } from "./open-quote.server";

export interface QuotePost {
  form: FormData;
  /** Sent by the shop's own script: answer JSON, and the overlay may open. */
  withOverlay: boolean;
  /** Where a post without JavaScript returns: the form's `redirectTo`, else the page it came from. */
  back: string;
}

export async function readQuotePost(request: Request, context: AppLoadContext): Promise<QuotePost> {
  const form = await formDataOr413(request);
  verifyCsrf(form, await context.session(), request);
  const target = form.get("redirectTo") ?? request.headers.get("Referer");
  return { form, withOverlay: form.get("overlay") === "1", back: safeRedirectFor(request, target, "/") };
}

const text = (message: string, status: number, headers?: Headers) => {
  const answerHeaders = new Headers(headers);
  answerHeaders.set("Content-Type", "text/plain; charset=utf-8");
  return new Response(message, { status, headers: answerHeaders });
};

/** A request the buyer could not have made through the shop's own forms (bad field, missing right): a 4xx. */
export function refused(post: QuotePost, status: number, message: string, headers?: Headers) {
  return post.withOverlay
    ? data<QuoteActionResult>({ ok: false, message }, { status, headers })
    : text(message, status);
}

/** The service said no to something the buyer may well have tried (a quote sent meanwhile): the page says why. */
export async function declined(
  request: Request,
  context: AppLoadContext,
  post: QuotePost,
  status: number,
  message: string,
  headers = new Headers(),
) {
  if (post.withOverlay) return data<QuoteActionResult>({ ok: false, message }, { status, headers });
  const toast = await toastHeaders(request, context, { type: "error", message });
  toast.forEach((value, name) => headers.append(name, value));
  return redirect(post.back, { status: 303, headers });
}

export async function done(
  request: Request,
  context: AppLoadContext,
  post: QuotePost,
  result: { message: string; quoteId?: string },
  headers: Headers,
) {
  if (post.withOverlay) return data<QuoteActionResult>({ ok: true, ...result }, { headers });
  const toast = await toastHeaders(request, context, { type: "success", message: result.message });
  toast.forEach((value, name) => headers.append(name, value));
  return redirect(post.back, { status: 303, headers });
}

/**
 * The commerce session of a buyer who may work on quotes, or the refusal: a visitor goes to the login page (and
 * back afterwards), EJ_SKAPA_OFFERT and punch-out sessions get a Swedish 403.
 */
export async function quoteMaker(
  context: AppLoadContext,
  post: QuotePost,
): Promise<{ commerce: CommerceSession } | { refusal: Response | ReturnType<typeof refused> }> {
  const commerce = await context.commerce();
  const refusal = quoteRefusal(await context.session());
  if (refusal === "visitor") {
    const login = `${LOGIN_PATH}?${new URLSearchParams({ redirectTo: post.back })}`;
    return { refusal: redirect(login, { status: 303, headers: commerce.headers }) };
  }
  if (refusal === "not_allowed") return { refusal: refused(post, 403, serverT("quote-overlay.not_allowed")) };
  if (refusal === "punchout") return { refusal: refused(post, 403, serverT("quote-overlay.not_in_punchout")) };
  return { commerce };
}
