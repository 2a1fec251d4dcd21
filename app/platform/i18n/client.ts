import type { Resources } from "./catalogue-translate";
import { TRANSLATIONS_ELEMENT_ID, type TranslationsPayload } from "./i18n-provider";
import type { Messages } from "./translate";
import { createTranslationStore, type TranslationStore } from "./translation-store";
import { translationsUrl } from "./translations-url";

/** Namespaces keyed by name, as /locales answers them. */
type Texts = Record<string, Messages>;

const fetchTexts = (url: string): Promise<Texts> =>
  fetch(url).then((response) => (response.ok ? (response.json() as Promise<Texts>) : Promise.reject(new Error(url))));

/**
 * Loads a namespace the document did not name from the resource route `/locales/sv/<ns>.json`
 * (app/routes/locales.$lng.$file.ts); the catalogue version in the URL lets the browser keep it for a year.
 */
function fetchNamespace(version: string) {
  return async (namespace: string): Promise<Messages> => {
    const texts = await fetchTexts(translationsUrl([namespace], version));
    if (!texts[namespace]) throw new Error(`${namespace}: missing in the answer`);
    return texts[namespace];
  };
}

/** The payload text as rendered by the server (kept verbatim: TranslationsScript renders it again on hydration). */
export function readTranslationsPayload(): string {
  return document.getElementById(TRANSLATIONS_ELEMENT_ID)?.textContent || '{"bundles":[]}';
}

/**
 * The browser's texts, once the document's namespace groups are in (preloaded by entry.server's Link header):
 * hydration must render what the server rendered. A group that cannot be fetched is asked for namespace by
 * namespace; further namespaces are fetched when a route needs them. The browser does without i18next and
 * react-i18next (about 16 KB gzip of every first load, docs/decisions.md): the shop uses only dotted keys and
 * `{{name}}` placeholders, which app/platform/i18n/catalogue-translate.ts does in a few lines.
 */
export async function createBrowserTranslations(payloadText: string): Promise<TranslationStore> {
  const { version, bundles } = JSON.parse(payloadText) as TranslationsPayload;
  const one = fetchNamespace(version);
  const eachOf = async (group: string[]): Promise<Texts> =>
    Object.fromEntries(
      await Promise.all(group.map(async (namespace) => [namespace, await one(namespace).catch(() => ({}))] as const)),
    );
  const groups = await Promise.all(
    bundles.map((group) => fetchTexts(translationsUrl(group, version)).catch(() => eachOf(group))),
  );
  return createTranslationStore(Object.assign({}, ...groups) as Resources, one);
}
