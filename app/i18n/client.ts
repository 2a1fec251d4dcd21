import type { Resources } from "./catalogue-translate";
import { TRANSLATIONS_ELEMENT_ID, type TranslationsPayload } from "./i18n-provider";
import { LOCALE } from "./options";
import type { Messages } from "./translate";
import { createTranslationStore, type TranslationStore } from "./translation-store";

/**
 * Loads a namespace the document did not carry from the resource route `/locales/sv/<ns>.json`
 * (app/routes/locales.$lng.$file.ts); the catalogue version in the URL lets the browser keep it for a year.
 */
function fetchNamespace(version: string) {
  return async (namespace: string): Promise<Messages> => {
    const response = await fetch(`/locales/${LOCALE}/${encodeURIComponent(namespace)}.json?v=${version}`);
    if (!response.ok) throw new Error(`${namespace}: ${response.status}`);
    return (await response.json()) as Messages;
  };
}

/** The payload text as rendered by the server (kept verbatim: TranslationsScript renders it again on hydration). */
export function readTranslationsPayload(): string {
  return document.getElementById(TRANSLATIONS_ELEMENT_ID)?.textContent || '{"version":"","resources":{}}';
}

/**
 * The browser's texts: the document's namespaces at once, further ones fetched when a route needs them. The
 * browser does without i18next and react-i18next (about 16 KB gzip of every first load, docs/decisions.md): the
 * shop uses only dotted keys and `{{name}}` placeholders, which app/i18n/catalogue-translate.ts does in a few lines.
 */
export function createBrowserTranslations(payloadText: string): TranslationStore {
  const payload = JSON.parse(payloadText) as TranslationsPayload;
  return createTranslationStore(payload.resources as Resources, fetchNamespace(payload.version));
}
