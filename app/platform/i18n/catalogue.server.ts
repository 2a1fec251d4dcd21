import { createInstance, type i18n as I18n } from "i18next";
import { i18nextOptions, LOCALE } from "./options";
import { createCatalogueTranslate } from "./catalogue-translate";
import type { Messages, Translate } from "./translate";

/**
 * Each file in `app/locales/sv/` is one namespace named after the file (`errors.json` holds the `errors.*` keys),
 * so each area of the shop owns its own file.
 */
const files = import.meta.glob<{ default: Messages }>("../../locales/sv/*.json", { eager: true });

export const svMessages: Record<string, Messages> = Object.fromEntries(
  Object.entries(files).map(([path, module]) => [path.replace(/^.*\/([^/]+)\.json$/, "$1"), module.default]),
);

/**
 * The shape of the answers of /locales (app/routes/locales.$lng.$file.ts), part of the version: browsers keep those
 * answers for a year, so a new shape must not be read from an answer cached in the old one.
 */
const ANSWER_SHAPE = "keyed-by-namespace";

/** FNV-1a over the whole catalogue: the version in the namespace URLs, so they can be cached for a year. */
function catalogueHash(messages: Record<string, Messages>): string {
  const text = ANSWER_SHAPE + JSON.stringify(messages);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

export const CATALOGUE_VERSION = catalogueHash(svMessages);

/** An i18next instance holding the given namespaces only, so a page's texts are exactly what its routes declare. */
export function createCatalogueInstance(namespaces: readonly string[]): I18n {
  const known = namespaces.filter((namespace) => namespace in svMessages);
  const resources = { [LOCALE]: Object.fromEntries(known.map((namespace) => [namespace, svMessages[namespace]])) };
  const instance = createInstance({ ...i18nextOptions(known), resources });
  void instance.init();
  return instance;
}

/**
 * The server's t for loaders, actions and meta: the same plain look-up the components render with
 * (catalogue-translate.ts, held to i18next for every key by app/platform/i18n/catalogue-translate.test.ts). An i18next
 * call costs tens of microseconds of option handling, and every shell makes a dozen. The shop has one locale, so it
 * does not depend on the request; `getFixedT(request, ns)` (i18next.server.ts) reads it from the request the way a
 * second locale would.
 */
export const serverT: Translate = createCatalogueTranslate(svMessages);
