import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { commerceFailure } from "~/platform/session/commerce-session.server";
import type { SignedInCommerce } from "~/platform/routing/signed-in.server";
import { loadFavourites, loadListChoices } from "~/features/favourites/favourites-view.server";

/**
 * The header favourites flyout's contents (GET, JSON): the first 50 favourites with names, loaded
 * when the flyout opens; `?vy=listor` gives the lists the 'Spara i inköpslista' control offers.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const commerce = await context.commerce();
  // The commerce session's headers carry a refreshed session cookie, when there is one.
  const headers = new Headers(commerce.headers);
  headers.set("Cache-Control", "private, no-store");
  if (!commerce.viewer) return data({ signedIn: false as const }, { status: 401, headers });
  const signedIn = commerce as SignedInCommerce;
  try {
    if (new URL(request.url).searchParams.get("vy") === "listor")
      return data({ signedIn: true as const, ...(await loadListChoices(signedIn)) }, { headers });
    return data({ signedIn: true as const, ...(await loadFavourites(context, signedIn)) }, { headers });
  } catch (error) {
    throw await commerceFailure(error, request, context);
  }
}
