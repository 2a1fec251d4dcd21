import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { serverT } from "~/platform/i18n/catalogue.server";
import { commerceFailure } from "~/platform/session/commerce-session.server";
import { loadQuotePanel } from "~/features/quotes/quote-panel.server";

/** The quote overlay's contents (GET, JSON), fetched while the overlay is open; refetched after every addition. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const commerce = await context.commerce();
  try {
    const loaded = await loadQuotePanel(request, context, commerce);
    if (!loaded) {
      return data({ message: serverT("quote-overlay.not_allowed") }, { status: 403, headers: commerce.headers });
    }
    loaded.headers.set("Cache-Control", "private, no-store");
    return data(loaded.panel, { headers: loaded.headers });
  } catch (error) {
    throw await commerceFailure(error, request, context);
  }
}
