/**
 * The open quote in the session (app/features/quotes/open-quote-state.ts) and who may add to quotes from the catalogue: a
 * signed-in buyer without EJ_SKAPA_OFFERT, outside punch-out mode (the procurement system orders, it does not quote).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { currentSession } from "~/features/account/index.server";
import { punchoutStateOf } from "~/platform/session/punchout-mode.server";
import type { CommerceSession } from "~/platform/session/commerce-session.server";
import { commitSession, type ShopSession } from "~/platform/session/session.server";
import type { QuoteShell } from "./quote-overlay-view";
import { overlayOnPage, readOpenQuoteState, type OpenQuoteState } from "./open-quote-state";

declare module "~/platform/session/session.server" {
  interface ShopSessionData {
    /** The quote 'Lägg till i offert' adds to, and whether its overlay is open. A few dozen bytes. */
    openQuote?: OpenQuoteState;
  }
}

export type QuoteRefusal = "visitor" | "not_allowed" | "punchout";

/** Why this session may not add to quotes, or null when it may. */
export function quoteRefusal(session: ShopSession): QuoteRefusal | null {
  const tokens = session.get("commerce");
  if (!tokens || !session.get("userId")) return "visitor";
  if (tokens.denials.includes("EJ_SKAPA_OFFERT")) return "not_allowed";
  if (punchoutStateOf(session)) return "punchout";
  return null;
}

/** From the session only (no service call), so the root loader stays cheap for everyone. */
export async function quoteShellFor(request: Request, context: AppLoadContext): Promise<QuoteShell | null> {
  const session = await context.session();
  if (quoteRefusal(session)) return null;
  return { overlay: overlayOnPage(readOpenQuoteState(session.get("openQuote")), new URL(request.url).pathname) };
}

export async function readOpenQuote(context: AppLoadContext): Promise<OpenQuoteState> {
  return readOpenQuoteState((await context.session()).get("openQuote"));
}

/**
 * Applies `change` to the open-quote state and answers the Set-Cookie that stores it. Written on the session as it
 * stands after this request's token refresh, if there was one: the pre-refresh tokens are already retired.
 */
export async function saveOpenQuote(
  request: Request,
  context: AppLoadContext,
  commerce: CommerceSession,
  change: (state: OpenQuoteState) => OpenQuoteState,
): Promise<string> {
  const session = await currentSession(request, context, commerce);
  const next = change(readOpenQuoteState(session.get("openQuote")));
  if (next.quoteId === null && !next.overlayOpen) session.unset("openQuote");
  else session.set("openQuote", next);
  return commitSession(session, request, context);
}
