import type { AppLoadContext } from "@remix-run/cloudflare";
import { getSession, type ShopSession } from "~/platform/session/session.server";

declare module "~/platform/session/session.server" {
  interface ShopSessionData {
    /** Alert/information banner ids the buyer closed; spec section 4: hidden for the rest of the session. */
    closedBanners?: string[];
  }
}

/** Enough for every banner an editor could run at once; keeps the cookie small. */
const MAX_CLOSED_BANNERS = 30;

export function closedBannersOf(session: ShopSession): string[] {
  return session.get("closedBanners") ?? [];
}

export function markBannerClosed(session: ShopSession, bannerId: string): void {
  const closed = closedBannersOf(session).filter((id) => id !== bannerId);
  session.set("closedBanners", [...closed, bannerId].slice(-MAX_CLOSED_BANNERS));
}

/** What the shell needs from the session: closed banners and whether someone is logged in. */
export async function readBannerState(request: Request, context: AppLoadContext) {
  const session = await getSession(request, context);
  return { session, closedBanners: closedBannersOf(session), isLoggedIn: Boolean(session.get("userId")) };
}
