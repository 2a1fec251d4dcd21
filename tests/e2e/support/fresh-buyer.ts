import { type APIRequestContext, type Page } from "@playwright/test";
import { signInThroughForm } from "./login";
import { freshBuyer as invitedBuyer, FRESH_PASSWORD } from "./accounts-extra";

export const FRESH_BUYER_PASSWORD = FRESH_PASSWORD;

/**
 * A buyer of its own (customer 10001) for each test, so the JS and no-JS runs and other files never
 * share a cart. Returns the login e-mail; the password is FRESH_BUYER_PASSWORD.
 */
export async function freshBuyer(request: APIRequestContext): Promise<string> {
  return (await invitedBuyer(request, "fresh-buyer")).email;
}

/** A fresh buyer signed in through the login form and landed on `path`. */
export async function signInFreshBuyer(page: Page, request: APIRequestContext, path: string): Promise<string> {
  const email = await freshBuyer(request);
  await signInThroughForm(page, { email, password: FRESH_BUYER_PASSWORD, redirectTo: path });
  return email;
}
