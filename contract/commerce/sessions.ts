/**
 * Session answers: sign-in, token refresh, password reset and punch-out (OCI) sessions
 * (workers/commerce/src/routes/sessions.ts, oci.ts).
 */
import { z } from "zod";
import { AUTH_RESULT } from "@shop/domain/auth-result";

/**
 * Spec section 4's authentication result code (domain/auth-result.ts). Optional: an older service sends none,
 * and an error answer carries it too (`{ message, ResultCode }`), 2 for a refused sign-in, 3 for no session.
 */
export const authResultCodeSchema = z.union([
  z.literal(AUTH_RESULT.success),
  z.literal(AUTH_RESULT.failed),
  z.literal(AUTH_RESULT.notAuthenticated),
]);

export const tokenPairSchema = z.object({
  AccessToken: z.string().min(10),
  RefreshToken: z.string().min(10),
  SessionId: z.string().min(1),
  CustomerId: z.string().nullable(),
  ProjectId: z.string().nullable(),
  ResultCode: z.literal(AUTH_RESULT.success).optional(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

const newPasswordChallenge = z.object({
  ChallengeName: z.literal("NEW_PASSWORD_REQUIRED"),
  Session: z.string(),
  ResultCode: z.literal(AUTH_RESULT.notAuthenticated).optional(),
});

/** A sign-in either opens a session or asks for a new password first (spec section 7). */
export const signInSchema = z.union([tokenPairSchema, newPasswordChallenge]);
export type SignInResult = z.infer<typeof signInSchema>;

export const ociSessionSchema = z.union([
  tokenPairSchema.extend({
    HookUrl: z.string().nullable(),
    HookOrigin: z.string().nullable().optional(),
    ExportProfile: z.string().nullable().optional(),
  }),
  z.object({
    ChallengeName: z.literal("NEW_PASSWORD_REQUIRED"),
    ResultCode: z.literal(AUTH_RESULT.notAuthenticated).optional(),
  }),
]);

/** A refused auth call: the service's message and, on the auth answers, the result code. */
export const authRefusalSchema = z.object({ message: z.string(), ResultCode: authResultCodeSchema.optional() });
export type OciSessionAnswer = z.infer<typeof ociSessionSchema>;
