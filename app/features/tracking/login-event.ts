/**
 * `userLoggedIn` once per sign-in (spec: "a userLoggedIn event is emitted" after login). The sign-in answer is a
 * redirect, so the event cannot travel in its data: the sign-in sets a short-lived cookie that says only that a
 * sign-in happened (no identity, not HttpOnly so the page can take it), and the first page after it pushes the event
 * and clears the cookie, so a reload or another tab does not push it again. Set only when tracking is set up.
 */
import { userLoggedIn, type DataLayerEvent } from "@shop/domain/data-layer-events";

export const LOGIN_EVENT_COOKIE = "dl_signed_in";

/** The sign-in answer's Set-Cookie; ten minutes is ample for the redirect to land. */
export function loginEventCookie(secure: boolean): string {
  return `${LOGIN_EVENT_COOKIE}=1; Max-Age=600; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The event, once: when the cookie is there it is cleared and the event returned; otherwise nothing. */
export function takeLoginEvent(jar: { cookie: string }): DataLayerEvent[] {
  if (!new RegExp(`(?:^|;\\s*)${LOGIN_EVENT_COOKIE}=1(?:;|$)`).test(jar.cookie)) return [];
  jar.cookie = `${LOGIN_EVENT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  return [userLoggedIn()];
}
