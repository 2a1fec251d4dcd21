/**
 * POST /v2/oci/sessions: sign-in of a procurement system (punch-out, spec sections 3 and 7).
 * Same credential aliases as /v2/sessions; only punch-out users; the HOOK_URL must pass the
 * customer's allow-list (migration 0030) before any session is opened.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { readPunchoutEntry } from "@shop/domain/oci-entry";
import type { AppEnv } from "../env";
import { createPasswordToken } from "../auth/password-reset";
import { openSession } from "../auth/sessions";
import { authenticate, clientOf } from "../auth/sign-in";
import { loadPermissions, resolveContext } from "../auth/users";
import { ApiError, badRequest, forbidden, jsonBody } from "../http/errors";
import { checkCustomerHookUrl, exportProfileOf } from "../oci/hook-allowlist";
import { signInStep, withResultCode } from "../auth/result-codes";

const text = z.string().max(320).optional();
const secret = z.string().max(200).optional();

const ociSessionBody = z
  .object({
    logonId: text,
    USER_NAME: text,
    USERNAME: text,
    username: text,
    logonPassword: secret,
    PASSWORD: secret,
    password: secret,
    email: text,
    SENDER_ID: text,
    user_session: z.string().max(4000).optional(),
    HOOK_URL: z.string().max(4000).optional(),
    callbackUrl: z.string().max(4000).optional(),
    customerId: z.string().min(1).max(40).optional(),
    projectId: z.string().min(1).max(40).nullable().optional(),
  })
  .loose();

const HOOK_REFUSALS = {
  invalid: "HOOK_URL is not a valid URL",
  scheme: "HOOK_URL must use http or https, or a scheme allowed for this customer",
  host: "HOOK_URL host is not on this customer's allow-list",
} as const;

export const ociRoutes = new Hono<AppEnv>().post("/v2/oci/sessions", async (c) =>
  c.json(withResultCode(await signInStep(() => openOciSession(c)))),
);

/** The punch-out sign-in: credentials, then the HOOK_URL against the customer's allow-list, then the session. */
async function openOciSession(c: Context<AppEnv>) {
  const body = await jsonBody(c, ociSessionBody);
  const fields = new Map(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const entry = readPunchoutEntry({ get: (name) => fields.get(name) ?? null });
  // The warning names the problem, never the values: they may hold credentials.
  for (const warning of entry.warnings) console.warn(`oci session: ${warning}`);
  if (!entry.login || !entry.password) {
    throw badRequest("Invalid body", [
      { path: entry.login ? "password" : "username", code: "custom", message: "Credentials required" },
    ]);
  }
  const user = await authenticate(c.env.DB, entry.login, entry.password, clientOf(c.req.header("cf-connecting-ip")));
  if (user.is_punchout !== 1) throw forbidden("Not a punch-out user");
  if (user.must_change_password) {
    return {
      ChallengeName: "NEW_PASSWORD_REQUIRED",
      Session: await createPasswordToken(c.env.DB, user.id, 600),
      ChallengeParameters: { USER_ID_FOR_SRP: user.id },
    };
  }
  const requested = { customerId: body.customerId, projectId: body.projectId ?? null };
  const context = await resolveContext(c.env.DB, user, await loadPermissions(c.env.DB, user.id), requested);
  let hook: { url: string; origin: string | null } | null = null;
  if (entry.hookUrl) {
    const check = await checkCustomerHookUrl(c.env.DB, context.customerId, entry.hookUrl);
    if (!check.ok)
      throw new ApiError(400, HOOK_REFUSALS[check.reason], [
        { path: "HOOK_URL", code: `hook_${check.reason}`, message: HOOK_REFUSALS[check.reason] },
      ]);
    hook = check;
  }
  const pair = await openSession(
    c.env.DB,
    c.get("config"),
    user,
    { customerId: context.customerId, projectId: context.projectId },
    "PUNCHOUT",
  );
  return {
    ...pair,
    HookUrl: hook?.url ?? null,
    HookOrigin: hook?.origin ?? null,
    ExportProfile: await exportProfileOf(c.env.DB, pair.CustomerId),
  };
}
