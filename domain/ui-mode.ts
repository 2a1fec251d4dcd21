/** Interface modes of spec section 3 ("UI state"). */
export type UiMode = "NORMAL" | "PUNCHOUT" | "APP";

/**
 * The native app wrapper starts its user agent with this token followed by its version, e.g.
 * "ByggElApp/3.2.1 (iOS 17.4; iPhone)". Only a user agent that BEGINS with it is the app, so a
 * browser whose user agent merely mentions the name elsewhere stays in NORMAL mode.
 */
export const APP_USER_AGENT_PREFIX = "ByggElApp/";

/**
 * Mode from the user agent alone. PUNCHOUT is not detectable here: it is entered through the
 * punch-out login and kept in the session, which the caller checks first.
 */
export function detectUiMode(userAgent: string | null): UiMode {
  return userAgent?.startsWith(APP_USER_AGENT_PREFIX) ? "APP" : "NORMAL";
}
