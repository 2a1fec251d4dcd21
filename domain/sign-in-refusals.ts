/**
 * Refusals of the commerce sign-in that the storefront shows with its own text. Shared by the
 * commerce worker (routes/sessions.ts) and the storefront (app/features/account/sign-in.server.ts), so
 * the message the one sends is the message the other maps.
 */

/** A punch-out account (users.is_punchout) at the normal sign-in: 403, issue code PUNCHOUT_ACCOUNT_CODE. */
export const PUNCHOUT_ACCOUNT_MESSAGE =
  "Punch-out accounts sign in through the procurement system (POST /v2/oci/sessions)";
export const PUNCHOUT_ACCOUNT_CODE = "punchout_account";
