/**
 * The buyer's chosen store for stock (spec section 3: User.preferredStore), kept in its own cookie
 * so visitors can choose one too. A preference, not a secret: the id is checked against the store
 * list wherever it is used, and the form that sets it carries the session's CSRF token.
 */
import { createCookie } from "@remix-run/cloudflare";
import { isLocalRequest } from "~/platform/session/session.server";

const STORE_ID = /^[A-Za-z0-9_-]{1,40}$/;
const ONE_YEAR = 365 * 24 * 60 * 60;

const cookies = new Map<boolean, ReturnType<typeof createCookie>>();
function storeCookie(secure: boolean) {
  let cookie = cookies.get(secure);
  if (!cookie) {
    cookie = createCookie("vald_butik", { path: "/", httpOnly: true, sameSite: "lax", secure, maxAge: ONE_YEAR });
    cookies.set(secure, cookie);
  }
  return cookie;
}

export function isStoreId(value: unknown): value is string {
  return typeof value === "string" && STORE_ID.test(value);
}

export async function readChosenStoreId(request: Request): Promise<string | null> {
  const value: unknown = await storeCookie(!isLocalRequest(request)).parse(request.headers.get("Cookie"));
  return isStoreId(value) ? value : null;
}

/** Set-Cookie for a chosen store, or one that forgets the choice (null). */
export async function chosenStoreSetCookie(request: Request, storeId: string | null): Promise<string> {
  const cookie = storeCookie(!isLocalRequest(request));
  return storeId === null ? cookie.serialize("", { maxAge: 0 }) : cookie.serialize(storeId);
}
