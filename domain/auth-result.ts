/**
 * The authentication result codes of the auth answers (spec section 4, Session): 1 success, 2 failed,
 * 3 not authenticated. The commerce service sends them in `ResultCode`, beside the session answer's other
 * PascalCase fields (AccessToken, ChallengeName); the contract (contract/commerce/sessions.ts) reads them.
 */
export const AUTH_RESULT = {
  /** A session was opened or renewed: the answer carries the token pair. */
  success: 1,
  /** A sign-in was refused: wrong credentials, locked, a malformed request, a context the user lacks. */
  failed: 2,
  /** The caller has no session: no or a dead access token, a dead refresh token, or a challenge still to answer. */
  notAuthenticated: 3,
} as const;

export type AuthResultCode = (typeof AUTH_RESULT)[keyof typeof AUTH_RESULT];

export const AUTH_RESULT_FIELD = "ResultCode";
