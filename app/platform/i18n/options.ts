import type { InitOptions } from "i18next";
import { NAMESPACES } from "./namespaces";

/** The shop's only locale (spec: sv, no path prefix). */
export const LOCALE = "sv";

/** A key whose namespace or text is missing shows as the dotted key, as before i18next ran in the browser. */
function missingKey(key: string): string {
  const [namespace, rest] = key.split(/:(.*)/s);
  if (rest === undefined) return key;
  // A namespace not loaded yet is not split off, so i18next looked the whole key up in the default namespace.
  const first = rest.split(".")[0];
  return (NAMESPACES as readonly string[]).includes(first) ? rest : `${namespace}.${rest}`;
}

/**
 * The options shared by the server and the browser instance. The namespace separator is "." as well, so
 * "catalogue.cart.added" is key "cart.added" of namespace "catalogue" once that namespace is known to i18next.
 * React escapes on render, so i18next must not escape a second time.
 */
export function i18nextOptions(namespaces: string[]): InitOptions {
  return {
    lng: LOCALE,
    supportedLngs: [LOCALE],
    fallbackLng: LOCALE,
    load: "currentOnly",
    ns: namespaces,
    defaultNS: namespaces.includes("common") ? "common" : namespaces[0],
    fallbackNS: false,
    nsSeparator: ".",
    keySeparator: ".",
    interpolation: { escapeValue: false },
    returnNull: false,
    appendNamespaceToMissingKey: true,
    parseMissingKeyHandler: missingKey,
    initImmediate: false,
  };
}
