/**
 * Session answers: sign-in, token refresh, password reset and punch-out (OCI) sessions
 * (workers/commerce/src/routes/sessions.ts, oci.ts).
 */
import { z } from "zod";

export const tokenPairSchema = z.object({
  AccessToken: z.string().min(10),
  RefreshToken: z.string().min(10),
  SessionId: z.string().min(1),
  CustomerId: z.string().nullable(),
  ProjectId: z.string().nullable(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

const newPasswordChallenge = z.object({ ChallengeName: z.literal("NEW_PASSWORD_REQUIRED"), Session: z.string() });

/** A sign-in either opens a session or asks for a new password first (spec section 7). */
export const signInSchema = z.union([tokenPairSchema, newPasswordChallenge]);
export type SignInResult = z.infer<typeof signInSchema>;

export const ociSessionSchema = z.union([
  tokenPairSchema.extend({
    HookUrl: z.string().nullable(),
    HookOrigin: z.string().nullable().optional(),
    ExportProfile: z.string().nullable().optional(),
  }),
  z.object({ ChallengeName: z.literal("NEW_PASSWORD_REQUIRED") }),
]);
export type OciSessionAnswer = z.infer<typeof ociSessionSchema>;
