import { z } from "zod";
import { commerceCall, type CommerceTransport } from "./client.server";

const tokenPairSchema = z.object({
  AccessToken: z.string().min(10),
  RefreshToken: z.string().min(10),
  SessionId: z.string().min(1),
  CustomerId: z.string().nullable(),
  ProjectId: z.string().nullable(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** A sign-in either opens a session or asks for a new password first (spec section 7). */
const signInSchema = z.union([
  tokenPairSchema,
  z.object({ ChallengeName: z.literal("NEW_PASSWORD_REQUIRED"), Session: z.string() }),
]);
export type SignInResult = z.infer<typeof signInSchema>;

export function signIn(transport: CommerceTransport, credentials: { email: string; password: string }): Promise<SignInResult> {
  return commerceCall({ ...transport, token: null }, {
    path: "v2/sessions/",
    body: { username: credentials.email, password: credentials.password },
    schema: signInSchema,
    service: "auth",
    retryWhenDropped: true,
  });
}

/** New tokens for the same session, optionally in another customer/project context; rotates the refresh token. */
export function refreshTokens(
  transport: CommerceTransport,
  refreshToken: string,
  context: { customerId?: string; projectId?: string | null } = {},
): Promise<TokenPair> {
  return commerceCall({ ...transport, token: null }, {
    path: "v2/sessions/",
    body: { refreshToken, ...context },
    schema: tokenPairSchema,
    service: "auth",
    // The service's refresh grace answers a repeat with the same pair.
    retryWhenDropped: true,
  });
}

export async function signOut(transport: CommerceTransport, sessionId: string): Promise<void> {
  await commerceCall(transport, {
    method: "DELETE",
    path: `v2/sessions/${encodeURIComponent(sessionId)}`,
    schema: z.unknown(),
    service: "auth",
  });
}
