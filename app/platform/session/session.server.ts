import type { AppLoadContext, Session, SessionStorage } from "@remix-run/cloudflare";
import { createSealedCookieSessionStorage } from "./sealed-cookie.server";

/**
 * What the shop keeps in the session. Other modules add their fields by augmentation:
 *   declare module "~/platform/session/session.server" { interface ShopSessionData { accessToken?: string } }
 */
export interface ShopSessionData {
  /** Per-session token that forms echo back (see `verifyCsrf`). */
  csrf?: string;
  /**
   * Set by the punch-out entry (app/routes/punchout.tsx). A punch-out session lives inside the
   * procurement system's frame, so its cookie is SameSite=None; Secure (see `getSessionStorage`).
   */
  mode?: "PUNCHOUT";
}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by augmentation
export interface ShopSessionFlashData {}

export type ShopSession = Session<ShopSessionData, ShopSessionFlashData>;

export const SESSION_COOKIE_NAME = "__session";
/** A logged-in buyer stays logged in for a working month; the tokens inside expire sooner on their own. */
const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Secure everywhere except plain-http local development and e2e runs. */
export function isLocalRequest(request: Request): boolean {
  return LOCAL_HOSTS.has(new URL(request.url).hostname);
}

type ShopSessionStorage = SessionStorage<ShopSessionData, ShopSessionFlashData>;
const storages = new Map<string, ShopSessionStorage>();

function cookieStorage(secret: string, secure: boolean, sameSite: "lax" | "none"): ShopSessionStorage {
  const key = `${secure}:${sameSite}:${secret}`;
  let storage = storages.get(key);
  if (!storage) {
    storage = createSealedCookieSessionStorage<ShopSessionData, ShopSessionFlashData>({
      name: SESSION_COOKIE_NAME,
      secret,
      secure,
      sameSite,
      maxAgeSeconds: SESSION_MAX_AGE_SECONDS,
    });
    storages.set(key, storage);
  }
  return storage;
}

/**
 * The cookie session (HttpOnly, SameSite=Lax, path /, Secure outside localhost), encrypted with a
 * key derived from the secret binding (sealed-cookie.server.ts): the commerce tokens inside are
 * unreadable in the browser. Keyed on the secret, so a rotated secret gets a fresh storage. A punch-out session (mode
 * PUNCHOUT) is written SameSite=None; Secure instead, also on localhost (Chromium accepts Secure
 * cookies from http://localhost and 127.0.0.1): the procurement system frames the shop, and a
 * Lax cookie is not sent there. Forms are then protected by the CSRF token alone.
 */
export function getSessionStorage(request: Request, env: { SESSION_SECRET?: string }): ShopSessionStorage {
  const secret = env.SESSION_SECRET;
  if (!secret) throw new Error("SESSION_SECRET is not set: add it with `wrangler secret put SESSION_SECRET`.");
  const normal = cookieStorage(secret, !isLocalRequest(request), "lax");
  const framed = cookieStorage(secret, true, "none");
  const storageOf = (session: ShopSession) => (session.get("mode") === "PUNCHOUT" ? framed : normal);
  return {
    getSession: (cookieHeader, options) => normal.getSession(cookieHeader, options),
    commitSession: (session, options) => storageOf(session).commitSession(session, options),
    destroySession: (session, options) => storageOf(session).destroySession(session, options),
  };
}

/** Whether the browser sent a session cookie at all (a first visit has none). */
export function hasSessionCookie(request: Request): boolean {
  return new RegExp(`(?:^|;\\s*)${SESSION_COOKIE_NAME}=`).test(request.headers.get("Cookie") ?? "");
}

export async function getSession(request: Request, context: AppLoadContext): Promise<ShopSession> {
  return getSessionStorage(request, context.config).getSession(request.headers.get("Cookie"));
}

/** The Set-Cookie value that stores the session. */
export async function commitSession(
  session: ShopSession,
  request: Request,
  context: AppLoadContext,
  options?: { maxAge?: number },
): Promise<string> {
  return getSessionStorage(request, context.config).commitSession(session, options);
}

/** The Set-Cookie value that removes the session cookie (logout). */
export async function destroySession(session: ShopSession, request: Request, context: AppLoadContext): Promise<string> {
  return getSessionStorage(request, context.config).destroySession(session);
}

/**
 * "A buyer is signed in here", readable by the punch-out entry only (path /punchout) and sent
 * even with a cross-site post (SameSite=None), where the Lax session cookie is not: the entry then
 * asks before replacing that session (login CSRF, see enterPunchout). It says nothing else.
 */
export const SIGNED_IN_MARKER_COOKIE = "signed_in";

export function signedInMarker(on: boolean): string {
  const lifetime = on ? `Max-Age=${SESSION_MAX_AGE_SECONDS}` : "Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT";
  // Secure is required with SameSite=None; Chromium accepts it from http://localhost and 127.0.0.1 too.
  return `${SIGNED_IN_MARKER_COOKIE}=${on ? "1" : ""}; ${lifetime}; Path=/punchout; HttpOnly; SameSite=None; Secure`;
}

export function hasSignedInMarker(request: Request): boolean {
  return new RegExp(`(?:^|;\\s*)${SIGNED_IN_MARKER_COOKIE}=1(?:;|$)`).test(request.headers.get("Cookie") ?? "");
}
