import { type APIRequestContext, type Page } from "@playwright/test";
import { signInThroughForm } from "./login";
import { activatedBuyer, FRESH_PASSWORD } from "./accounts-extra";

export interface TrackingBuyer {
  email: string;
  token: string;
}

/**
 * A new activated buyer at customer 10001 (Byggfirman Norrland AB), created by seller@demo.se with the
 * given denials (EJ_SE_PRISER: the same articles and cart, no prices), so its cart and orders are its own.
 */
export async function trackingBuyer(request: APIRequestContext, denials: string[] = []): Promise<TrackingBuyer> {
  const buyer = await activatedBuyer(request, {
    prefix: "tracking",
    creator: "seller@demo.se",
    firstName: "Tove",
    lastName: "Spårsson",
    denials,
  });
  return { email: buyer.email, token: await buyer.token() };
}

/** Signs in through the login form and lands on `path` (a client-side navigation: the data layer stays). */
export async function signIn(page: Page, buyer: TrackingBuyer, path: string): Promise<void> {
  await signInThroughForm(page, { email: buyer.email, password: FRESH_PASSWORD, redirectTo: path });
}
