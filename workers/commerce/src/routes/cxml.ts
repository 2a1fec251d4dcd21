/**
 * cXML punch-out (docs/punchout.md): POST /v2/cxml/setup checks a setup request's credentials and its
 * BrowserFormPost URL (the OCI allow-list, migration 0030) and issues a one-time StartPage token;
 * POST /v2/cxml/sessions uses the token up and opens the punch-out session it grants.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { cxmlSetupBodySchema } from "@shop/contract/commerce/cxml";
import type { AppEnv } from "../env";
import { openSession } from "../auth/sessions";
import { findUserByLogin, loadPermissions } from "../auth/users";
import { clientKeyOf } from "../http/client-key";
import { ApiError, jsonBody } from "../http/errors";
import { checkCustomerHookUrl, exportProfileOf } from "../oci/hook-allowlist";
import { customerNameOf, verifyCxmlCredentials, type CxmlAccount } from "../cxml/credentials";
import { consumeStartToken, issueStartToken } from "../cxml/start-tokens";
import { signInStep, withResultCode } from "../auth/result-codes";

const sessionBody = z.object({ token: z.string().min(20).max(200) });
const nowSeconds = () => Math.floor(Date.now() / 1000);

const HOOK_REFUSALS = {
  invalid: "BrowserFormPost URL is not a valid URL",
  scheme: "BrowserFormPost URL must use http or https",
  host: "BrowserFormPost URL host is not on this customer's allow-list",
} as const;

/** The punch-out user a customer's credentials open sessions as; a missing or blocked one is the customer's setup. */
async function punchoutUser(db: D1Database, login: string) {
  const user = await findUserByLogin(db, login);
  if (!user || user.active !== 1 || user.is_punchout !== 1 || user.must_change_password)
    throw new ApiError(403, "The punch-out user of these credentials cannot sign in");
  return user;
}

/**
 * The user a setup request shops as: the one its Extrinsic UserEmail names when that is an active punch-out
 * user of the same customer (so each buyer keeps their own rights and cart), else the credentials' user.
 */
async function sessionLogin(db: D1Database, account: CxmlAccount, userEmail: string | undefined): Promise<string> {
  if (!userEmail) return account.userLogin;
  const named = await findUserByLogin(db, userEmail);
  if (!named || named.active !== 1 || named.is_punchout !== 1) return account.userLogin;
  const permissions = await loadPermissions(db, named.id);
  return permissions.some((p) => p.customerId === account.customerId) ? userEmail.trim() : account.userLogin;
}

export const cxmlRoutes = new Hono<AppEnv>()
  // A refused setup is a failed authentication (ResultCode 2), not a missing session; the answer opens no session.
  .post("/v2/cxml/setup", (c) => signInStep(() => checkSetup(c)))
  .post("/v2/cxml/sessions", async (c) => c.json(withResultCode(await signInStep(() => openCxmlSession(c)))));

/** The setup request's credentials, BrowserFormPost and user, answered with a one-time StartPage token. */
async function checkSetup(c: Context<AppEnv>) {
  const body = await jsonBody(c, cxmlSetupBodySchema);
  // Counted per sender identity and per client, CF-Connecting-IP as the storefront passes it on (docs/security.md).
  const account = await verifyCxmlCredentials(c.env.DB, body, clientKeyOf(c));
  if (!account) throw new ApiError(401, "cXML credentials or SharedSecret not accepted");
  const hook = await checkCustomerHookUrl(c.env.DB, account.customerId, body.browserFormPost);
  if (!hook.ok || hook.origin === null)
    throw new ApiError(403, HOOK_REFUSALS[hook.ok ? "scheme" : hook.reason], [
      { path: "browserFormPost", code: `hook_${hook.ok ? "scheme" : hook.reason}` },
    ]);
  const userLogin = await sessionLogin(c.env.DB, account, body.extrinsics.UserEmail);
  await punchoutUser(c.env.DB, userLogin);
  const { sender: _sender, sharedSecret: _secret, browserFormPost: _url, ...punchout } = body;
  const { token, expiresAt } = await issueStartToken(
    c.env.DB,
    { ...account, userLogin, hookUrl: hook.url, punchout },
    nowSeconds(),
  );
  return c.json({ StartToken: token, ExpiresAt: new Date(expiresAt * 1000).toISOString() });
}

/** Uses the StartPage token up and opens the punch-out session it grants. */
async function openCxmlSession(c: Context<AppEnv>) {
  const { token } = await jsonBody(c, sessionBody);
  const grant = await consumeStartToken(c.env.DB, token, nowSeconds());
  if (!grant) throw new ApiError(401, "StartPage token unknown, used or expired");
  const user = await punchoutUser(c.env.DB, grant.userLogin);
  // Checked again: the allow-list may have changed in the five minutes since the setup.
  const hook = await checkCustomerHookUrl(c.env.DB, grant.customerId, grant.hookUrl);
  if (!hook.ok || hook.origin === null) throw new ApiError(403, HOOK_REFUSALS.host);
  const pair = await openSession(
    c.env.DB,
    c.get("config"),
    user,
    { customerId: grant.customerId, projectId: null },
    "PUNCHOUT",
  );
  return {
    ...pair,
    HookUrl: hook.url,
    HookOrigin: hook.origin,
    ExportProfile: await exportProfileOf(c.env.DB, pair.CustomerId),
    CustomerName: await customerNameOf(c.env.DB, pair.CustomerId),
    Punchout: grant.punchout,
  };
}
