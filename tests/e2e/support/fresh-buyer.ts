import type { APIRequestContext } from "@playwright/test";
import { freshBuyer as invitedBuyer, FRESH_PASSWORD } from "./accounts-extra";

export const FRESH_BUYER_PASSWORD = FRESH_PASSWORD;

/**
 * A buyer of its own (customer 10001) for each test, so the JS and no-JS runs and other files never
 * share a cart. Returns the login e-mail; the password is FRESH_BUYER_PASSWORD.
 */
export async function freshBuyer(request: APIRequestContext): Promise<string> {
  return (await invitedBuyer(request, "fresh-buyer")).email;
}
