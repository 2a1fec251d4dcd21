import type { EntryContext } from "@remix-run/cloudflare";
import type { i18n as I18n } from "i18next";
import { CATALOGUE_VERSION, createCatalogueInstance } from "./catalogue.server";
import type { TranslationsPayload } from "./i18n-provider";
import { routeNamespaces } from "./namespaces";
import { LOCALE } from "./options";

/**
 * One instance per set of namespaces, built once per isolate: creating an i18next instance costs about a
 * millisecond, and with one locale an instance never changes after init, so requests can share it.
 */
const documents = new Map<string, { i18n: I18n; payload: string }>();

/**
 * The i18next instance of one document: only the namespaces the matched routes declare (root first), so the
 * server renders with exactly the texts the browser receives, and a missing declaration shows up as a raw key
 * in both rather than only after a client-side navigation.
 */
export function documentTranslations(context: EntryContext): { i18n: I18n; payload: string } {
  const matches = context.staticHandlerContext.matches.map((match) => ({
    handle: context.routeModules[match.route.id]?.handle,
  }));
  const namespaces = routeNamespaces(matches);
  const key = namespaces.join(",");
  let document = documents.get(key);
  if (!document) {
    const i18n = createCatalogueInstance(namespaces);
    const payload: TranslationsPayload = { version: CATALOGUE_VERSION, resources: i18n.store.data[LOCALE] ?? {} };
    document = { i18n, payload: JSON.stringify(payload) };
    documents.set(key, document);
  }
  return document;
}
