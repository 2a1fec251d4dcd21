import { createInstance, type BackendModule, type i18n as I18n } from "i18next";
import { TRANSLATIONS_ELEMENT_ID, type TranslationsPayload } from "./i18n-provider";
import { i18nextOptions, LOCALE } from "./options";
import { translationsUrl } from "./translations-url";

/** Namespaces keyed by name, as /locales answers them. */
type Texts = Record<string, never>;

const fetchTexts = (url: string): Promise<Texts> =>
  fetch(url).then((response) => (response.ok ? response.json() : Promise.reject(new Error(url))));

/**
 * Loads a namespace the document did not name from the resource route `/locales/sv/<ns>.json`
 * (app/routes/locales.$lng.$file.ts); the catalogue version in the URL lets the browser keep it for a year.
 */
function namespaceBackend(version: string): BackendModule {
  return {
    type: "backend",
    init() {},
    read(_language, namespace, callback) {
      fetchTexts(translationsUrl([namespace], version)).then(
        (texts) => callback(null, texts[namespace]),
        (error: Error) => callback(error, false),
      );
    },
  };
}

/** The payload text as rendered by the server (kept verbatim: TranslationsScript renders it again on hydration). */
export function readTranslationsPayload(): string {
  return document.getElementById(TRANSLATIONS_ELEMENT_ID)?.textContent || '{"bundles":[]}';
}

/**
 * The browser's i18next, once the document's namespace groups are in (preloaded by entry.server's Link header):
 * hydration must render what the server rendered. When a group cannot be fetched, init loads its namespaces one by
 * one through the backend (partialBundledLanguages).
 */
export async function createBrowserI18n(payloadText: string): Promise<I18n> {
  const { version, bundles } = JSON.parse(payloadText) as TranslationsPayload;
  const groups = await Promise.all(bundles.map((group) => fetchTexts(translationsUrl(group, version)))).catch(() => []);
  const instance = createInstance({
    ...i18nextOptions(bundles.flat()),
    resources: { [LOCALE]: Object.assign({}, ...groups) as Texts },
    partialBundledLanguages: true,
  });
  instance.use(namespaceBackend(version));
  await instance.init();
  return instance;
}
