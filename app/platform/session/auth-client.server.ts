import { z } from "zod";
import { signInSchema, tokenPairSchema, type SignInResult, type TokenPair } from "@shop/contract/commerce/sessions";
import { commerceCall, type CommerceTransport } from "~/platform/services/commerce-client.server";

export type { SignInResult, TokenPair };

export function signIn(
  transport: CommerceTransport,
  credentials: { email: string; password: string },
): Promise<SignInResult> {
  return commerceCall(
    { ...transport, token: null },
    {
      path: "v2/sessions/",
      body: { username: credentials.email, password: credentials.password },
      schema: signInSchema,
      service: "auth",
      retryWhenDropped: true,
    },
  );
}

/** New tokens for the same session, optionally in another customer/project context; rotates the refresh token. */
export function refreshTokens(
  transport: CommerceTransport,
  refreshToken: string,
  context: { customerId?: string; projectId?: string | null } = {},
): Promise<TokenPair> {
  return commerceCall(
    { ...transport, token: null },
    {
      path: "v2/sessions/",
      body: { refreshToken, ...context },
      schema: tokenPairSchema,
      service: "auth",
      // The service's refresh grace answers a repeat with the same pair.
      retryWhenDropped: true,
    },
  );
}

export async function signOut(transport: CommerceTransport, sessionId: string): Promise<void> {
  await commerceCall(transport, {
    method: "DELETE",
    path: `v2/sessions/${encodeURIComponent(sessionId)}`,
    schema: z.unknown(),
    service: "auth",
  });
}
