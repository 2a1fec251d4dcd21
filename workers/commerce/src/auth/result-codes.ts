/**
 * Puts the authentication result code (domain/auth-result.ts) on the sign-in endpoints' answers. Every other
 * 401 of the service says "not authenticated" by itself (http/errors.ts handleError).
 */
import { AUTH_RESULT, AUTH_RESULT_FIELD, type AuthResultCode } from "@shop/domain/auth-result";
import { ApiError } from "../http/errors";

/** A session answer with its code: 1 with a token pair, 3 while a challenge must be answered first. */
export function withResultCode<T extends object>(answer: T): T & { ResultCode: AuthResultCode } {
  const code = "ChallengeName" in answer ? AUTH_RESULT.notAuthenticated : AUTH_RESULT.success;
  return { ...answer, [AUTH_RESULT_FIELD]: code } as T & { ResultCode: AuthResultCode };
}

/** The refusal with the code `code`, unless an inner step already set one; other errors pass unchanged. */
export function refusedWith(error: unknown, code: AuthResultCode): unknown {
  if (!(error instanceof ApiError) || AUTH_RESULT_FIELD in error.fields) return error;
  return new ApiError(error.status, error.message, error.issues, error.headers, {
    ...error.fields,
    [AUTH_RESULT_FIELD]: code,
  });
}

/** Runs a sign-in step; a refusal of it is a failed authentication (2) unless it already carries a code. */
export async function signInStep<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw refusedWith(error, AUTH_RESULT.failed);
  }
}
