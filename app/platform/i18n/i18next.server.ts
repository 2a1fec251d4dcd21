import { createCookie } from "@remix-run/cloudflare";
import type { TFunction } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { svMessages } from "./catalogue.server";
import { NAMESPACES } from "./namespaces";
import { i18nextOptions, LOCALE } from "./options";

export { LOCALE };
export const SUPPORTED_LANGUAGES = [LOCALE];

/**
 * The language cookie of spec section 9: 365 days, path /, SameSite=Lax. It is readable by
 * scripts on purpose (no HttpOnly): it holds no secret, only the chosen language.
 */
export const languageCookie = createCookie("lng", {
  maxAge: 365 * 24 * 60 * 60,
  path: "/",
  sameSite: "lax",
});

/** remix-i18next on the server: the request's locale, and fixed t-functions for loaders and actions. */
export const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: SUPPORTED_LANGUAGES,
    fallbackLanguage: LOCALE,
    cookie: languageCookie,
    order: ["cookie", "header"],
  },
  i18next: { ...i18nextOptions([...NAMESPACES]), resources: { [LOCALE]: svMessages } },
});

/** The request's locale; always "sv" today, but read the way a second locale would be. */
export function getLocale(request: Request): Promise<string> {
  return i18next.getLocale(request);
}

/**
 * The request's fixed t for loaders and actions. Keys keep their namespace in front ("errors.please_login");
 * `ns` only sets the namespace of keys without one.
 */
export function getFixedT(request: Request, ns?: string | readonly [string, ...string[]]): Promise<TFunction> {
  return i18next.getFixedT(request, ns ?? NAMESPACES);
}

/**
 * The Set-Cookie value for the language cookie when the request does not carry a valid one,
 * or null. The root loader appends it to its headers.
 */
export async function languageCookieHeader(request: Request): Promise<string | null> {
  const current: unknown = await languageCookie.parse(request.headers.get("Cookie"));
  if (typeof current === "string" && SUPPORTED_LANGUAGES.includes(current)) return null;
  return languageCookie.serialize(await getLocale(request));
}
