import { createInstance, type BackendModule, type i18n as I18n } from "i18next";
import { TRANSLATIONS_ELEMENT_ID, type TranslationsPayload } from "./i18n-provider";
import { i18nextOptions, LOCALE } from "./options";

/**
 * Loads a namespace the document did not carry from the resource route `/locales/sv/<ns>.json`
 * (app/routes/locales.$lng.$file.ts); the catalogue version in the URL lets the browser keep it for a year.
 */
function namespaceBackend(version: string): BackendModule {
  return {
    type: "backend",
    init() {},
    read(language, namespace, callback) {
      fetch(`/locales/${language}/${encodeURIComponent(namespace)}.json?v=${version}`)
        .then((response) => {
          if (!response.ok) throw new Error(`${namespace}: ${response.status}`);
          return response.json();
        })
        .then(
          (texts) => callback(null, texts as Record<string, string>),
          (error: Error) => callback(error, false),
        );
    },
  };
}

/** The payload text as rendered by the server (kept verbatim: TranslationsScript renders it again on hydration). */
export function readTranslationsPayload(): string {
  return document.getElementById(TRANSLATIONS_ELEMENT_ID)?.textContent || '{"version":"","resources":{}}';
}

/** The browser's i18next: the document's namespaces at once, further ones fetched when a route needs them. */
export function createBrowserI18n(payloadText: string): I18n {
  const payload = JSON.parse(payloadText) as TranslationsPayload;
  const namespaces = Object.keys(payload.resources);
  const instance = createInstance({
    ...i18nextOptions(namespaces),
    resources: { [LOCALE]: payload.resources } as never,
    partialBundledLanguages: true,
  });
  instance.use(namespaceBackend(payload.version));
  void instance.init();
  return instance;
}
