/**
 * Dynamic form submissions (content spec section 3). A visitor need not be signed in to send a form;
 * a signed-in caller's user and customer are stored with it. Reading them back is for an admin of
 * the customer in the token's context (BUYER_ADMIN and up), and covers that customer's submissions.
 */
import { Hono } from "hono";
import { FORM_SUBMISSIONS_LIST_MAX, formSubmissionInputSchema } from "@shop/contract/commerce/form-submissions";
import { isAdmin, permissionFor } from "@shop/domain/roles";
import { brandMailDomains } from "../../../../brands";
import { isSiteAdmin } from "../auth/access";
import { isAnonymous } from "../auth/claims";
import { claimsOf } from "../auth/middleware";
import type { AppEnv } from "../env";
import { countSubmissionOf, customerSubmissions, storeSubmission } from "../forms/submissions";
import { sha256Base64Url } from "../auth/crypto";
import { clientKeyOf } from "../http/client-key";
import { ApiError, forbidden, jsonBody } from "../http/errors";

export const formSubmissionRoutes = new Hono<AppEnv>()
  .post("/v1/form-submissions", async (c) => {
    const input = await jsonBody(c, formSubmissionInputSchema);
    const domain = input.recipient.split("@")[1];
    if (!domain || !brandMailDomains().includes(domain)) {
      throw new ApiError(422, "The recipient is not one of the shop's addresses", [
        { path: "recipient", code: "recipient_not_allowed", message: "Mail goes only to the shop's own domains" },
      ]);
    }
    const claims = claimsOf(c);
    const signedIn = !isAnonymous(claims);
    // Every submission mails a person: a visitor's client may send only so many an hour.
    const clientKey = signedIn ? null : await sha256Base64Url(clientKeyOf(c));
    const perHour = c.get("config").formSubmissionsPerHour;
    if (clientKey && (await countSubmissionOf(c.env.DB, clientKey)) > perHour)
      throw new ApiError(429, `At most ${perHour} form submissions per hour from one client`, [], {
        "Retry-After": "3600",
      });
    const id = await storeSubmission(c.env.DB, input, {
      userId: signedIn ? claims.sub : null,
      customerId: signedIn ? claims.customerId : null,
      clientKey,
    });
    return c.json({ id }, 201);
  })
  .get("/v1/form-submissions", async (c) => {
    const claims = claimsOf(c);
    const permission = permissionFor(claims.customerPermissions, claims.customerId, null);
    if (!claims.customerId || !(isSiteAdmin(claims) || (permission && isAdmin(permission.role))))
      throw forbidden("Only an admin of the customer reads its form submissions");
    return c.json({ submissions: await customerSubmissions(c.env.DB, claims.customerId, FORM_SUBMISSIONS_LIST_MAX) });
  });
