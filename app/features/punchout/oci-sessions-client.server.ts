import { z } from "zod";
import { commerceCall, type CommerceTransport } from "~/platform/services/commerce-client.server";

export const ociSessionSchema = z.union([
  z.object({
    AccessToken: z.string().min(10),
    RefreshToken: z.string().min(10),
    SessionId: z.string().min(1),
    CustomerId: z.string().nullable(),
    ProjectId: z.string().nullable(),
    HookUrl: z.string().nullable(),
    HookOrigin: z.string().nullable().optional(),
    ExportProfile: z.string().nullable().optional(),
  }),
  z.object({ ChallengeName: z.literal("NEW_PASSWORD_REQUIRED") }),
]);

/** Signs a procurement system's user in (POST /v2/oci/sessions); the service checks HOOK_URL against its allow-list. */
export function openOciSession(transport: CommerceTransport, login: string, password: string, hookUrl: string) {
  return commerceCall(
    { ...transport, token: null },
    {
      path: "v2/oci/sessions",
      body: { username: login, password, HOOK_URL: hookUrl },
      schema: ociSessionSchema,
      service: "auth",
    },
  );
}
