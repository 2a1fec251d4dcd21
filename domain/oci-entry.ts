/**
 * Punch-out (OCI) entry: the parameters a procurement system opens the shop with (spec section 3,
 * login credential aliases), every alias resolved. Pure, so the commerce worker's entry reads them
 * the same way as the storefront's.
 */

/** What a procurement system sends when it opens the shop, with every alias resolved. */
export interface PunchoutEntry {
  /** Login id or e-mail, whichever the procurement system sent (login id wins). */
  login: string | null;
  password: string | null;
  email: string | null;
  logonId: string | null;
  hookUrl: string | null;
  /** Bolag: the buyer's company code in the procurement system. */
  company: string | null;
  /** The company's display name (the `name` parameter). */
  companyName: string | null;
  oci: OciControl;
  /** Problems worth a log line; never contain a parameter value. */
  warnings: string[];
}

/** The OCI control parameters (`~OkCode`, `~TARGET`/`returntarget`, `~CALLER`). */
export interface OciControl {
  okCode: string | null;
  target: string;
  caller: string | null;
}

export const DEFAULT_OCI_TARGET = "_top";
const FRAME_TARGET = /^(?:_top|_parent|_self|_blank|[A-Za-z][\w-]{0,63})$/;

type Params = { get(name: string): string | null };

function first(params: Params, names: readonly string[]): string | null {
  for (const name of names) {
    const value = params.get(name)?.trim();
    if (value) return value;
  }
  return null;
}

/**
 * Resolves the aliases: login id from logonId, USER_NAME, USERNAME or username; password from
 * logonPassword, PASSWORD or password; e-mail from the UserID inside a user_session JSON, else
 * from email or SENDER_ID. An invalid user_session falls back to the e-mail field with a warning.
 */
export function readPunchoutEntry(params: Params): PunchoutEntry {
  const warnings: string[] = [];
  const logonId = first(params, ["logonId", "USER_NAME", "USERNAME", "username"]);
  // Passwords are taken as sent: a leading or trailing space may be part of one.
  const password =
    ["logonPassword", "PASSWORD", "password"].map((name) => params.get(name)).find((value) => !!value) ?? null;
  let sessionUser: string | null = null;
  const userSession = params.get("user_session");
  if (userSession && userSession.trim()) {
    try {
      const parsed: unknown = JSON.parse(userSession);
      const id = parsed && typeof parsed === "object" ? (parsed as { UserID?: unknown }).UserID : undefined;
      if (typeof id === "string" && id.trim()) sessionUser = id.trim();
      else warnings.push("user_session has no UserID; using the email field");
    } catch {
      warnings.push("user_session is not valid JSON; using the email field");
    }
  }
  const email = sessionUser ?? first(params, ["email", "SENDER_ID"]);
  const rawTarget = first(params, ["~TARGET", "~target", "returntarget"]);
  return {
    login: logonId ?? email,
    password,
    email,
    logonId,
    hookUrl: first(params, ["HOOK_URL", "hook_url", "callbackUrl"]),
    company: first(params, ["Bolag", "bolag", "company"]),
    companyName: first(params, ["name", "companyName"]),
    oci: {
      okCode: first(params, ["~OkCode", "~OKCODE", "~okcode"]),
      target: rawTarget && FRAME_TARGET.test(rawTarget) ? rawTarget : DEFAULT_OCI_TARGET,
      caller: first(params, ["~CALLER", "~caller"]),
    },
    warnings,
  };
}
