import type { EntryContext } from "@remix-run/cloudflare";
import { CATALOGUE_VERSION, svMessages } from "./catalogue.server";
import type { TranslationsPayload } from "./i18n-provider";
import { routeNamespaces } from "./namespaces";
import { createTranslationStore, type TranslationStore } from "./translation-store";

/**
 * One store and payload per set of namespaces, built once per isolate: with one locale and no loading on the
 * server, a store never changes, so requests can share it.
 */
const documents = new Map<string, { store: TranslationStore; payload: string }>();

/**
 * The texts of one document: only the namespaces the matched routes declare (root first), so the server renders
 * with exactly the texts the browser receives, and a missing declaration shows up as a raw key in both rather than
 * only after a client-side navigation.
 */
export function documentTranslations(context: EntryContext): { store: TranslationStore; payload: string } {
  const matches = context.staticHandlerContext.matches.map((match) => ({
    handle: context.routeModules[match.route.id]?.handle,
  }));
  const namespaces = routeNamespaces(matches);
  const key = namespaces.join(",");
  let document = documents.get(key);
  if (!document) {
    const known = namespaces.filter((namespace) => Object.hasOwn(svMessages, namespace));
    const resources = Object.fromEntries(known.map((namespace) => [namespace, svMessages[namespace]]));
    const payload: TranslationsPayload = { version: CATALOGUE_VERSION, resources };
    document = { store: createTranslationStore(resources), payload: JSON.stringify(payload) };
    documents.set(key, document);
  }
  return document;
}
