import { LOCALE } from "./options";

/**
 * Where the browser fetches a group of namespaces, answered keyed by namespace (app/routes/locales.$lng.$file.ts).
 * Apart from i18n-provider.tsx, so the shared chunk does not take the options along.
 */
export function translationsUrl(namespaces: readonly string[], version: string): string {
  return `/locales/${LOCALE}/${namespaces.join("+")}.json?v=${version}`;
}
