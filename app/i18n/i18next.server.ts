import { createCookie } from "@remix-run/cloudflare";
import type { TFunction } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { svMessages } from "./catalogue.server";

/** The shop's only locale (spec: sv, no path prefix). */
export const LOCALE = "sv";
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

/**
 * Server-side i18next. All catalogue files sit in one i18next namespace, so keys read exactly as
 * everywhere else ("errors.cart_add_products") and `{{ids}}` interpolates the same way.
 * React escapes on render, so i18next must not escape a second time.
 */
export const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: SUPPORTED_LANGUAGES,
    fallbackLanguage: LOCALE,
    cookie: languageCookie,
    order: ["cookie", "header"],
  },
  i18next: {
    supportedLngs: SUPPORTED_LANGUAGES,
    fallbackLng: LOCALE,
    defaultNS: "translation",
    resources: { [LOCALE]: { translation: svMessages } },
    interpolation: { escapeValue: false },
    initImmediate: false,
  },
});

/** The request's locale; always "sv" today, but read the way a second locale would be. */
export function getLocale(request: Request): Promise<string> {
  return i18next.getLocale(request);
}

/** An i18next t-function for loaders and actions that need plurals or formatting beyond `serverT`. */
export function getFixedT(request: Request): Promise<TFunction> {
  return i18next.getFixedT(request);
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
