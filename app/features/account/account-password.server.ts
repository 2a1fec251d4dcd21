import { z } from "zod";
import { activationSchema } from "@shop/contract/commerce/account";
import { tokenPairSchema } from "@shop/contract/commerce/sessions";
import { commerceCall, type CommerceTransport } from "~/platform/services/commerce-client.server";

/** Asks the service to mail a reset link; it answers the same whether or not the address exists. */
export async function requestPasswordReset(transport: CommerceTransport, email: string): Promise<void> {
  await commerceCall(
    { ...transport, token: null },
    { path: "users/credentials/request", body: { email }, schema: z.unknown(), service: "auth" },
  );
}

/** Completes a reset: the mailed token answers the NEW_PASSWORD_REQUIRED challenge and opens a session. */
export function completePasswordReset(transport: CommerceTransport, token: string, newPassword: string) {
  return commerceCall(
    { ...transport, token: null },
    {
      path: "v2/sessions/",
      body: { ChallengeName: "NEW_PASSWORD_REQUIRED", Session: token, newPassword },
      schema: tokenPairSchema,
      service: "auth",
    },
  );
}

/** Activates an invited user with the token of the invitation mail. */
export function activateUser(transport: CommerceTransport, token: string, password: string) {
  return commerceCall(
    { ...transport, token: null },
    {
      path: "v2/users/activate",
      body: { token, password },
      schema: activationSchema,
      service: "auth",
    },
  );
}
