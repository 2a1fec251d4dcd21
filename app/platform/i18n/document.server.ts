import type { EntryContext } from "@remix-run/cloudflare";
import { CATALOGUE_VERSION, svMessages } from "./catalogue.server";
import type { TranslationsPayload } from "./i18n-provider";
import { translationsUrl } from "./translations-url";
import { routeNamespaces } from "./namespaces";
import { createTranslationStore, type TranslationStore } from "./translation-store";
import { jsonForScript } from "~/platform/rendering/script-json";

/**
 * One store and payload per set of namespaces, built once per isolate: with one locale and no loading on the
 * server, a store never changes, so requests can share it.
 */
const documents = new Map<string, { store: TranslationStore; payload: string; preloads: string[] }>();

/**
 * Each matched route's namespaces that an earlier route has not named: the root's group (the shell's texts) is the
 * same on every page, so the browser keeps one copy of it for the whole shop.
 */
function namespaceGroups(handles: unknown[]): string[][] {
  const seen = new Set<string>();
  const groups: string[][] = [];
  for (const handle of handles) {
    const group = routeNamespaces([{ handle }]).filter((namespace) => namespace in svMessages && !seen.has(namespace));
    for (const namespace of group) seen.add(namespace);
    if (group.length) groups.push(group);
  }
  return groups;
}

/**
 * The texts of one document: only the namespaces the matched routes declare (root first), so the server renders
 * with exactly the texts the browser receives, and a missing declaration shows up as a raw key in both rather
 * than only after a client-side navigation. The payload names the groups the browser fetches before hydrating.
 */
export function documentTranslations(context: EntryContext): {
  store: TranslationStore;
  payload: string;
  preloads: string[];
} {
  const handles = context.staticHandlerContext.matches.map((match) => context.routeModules[match.route.id]?.handle);
  const bundles = namespaceGroups(handles);
  const key = bundles.map((group) => group.join(",")).join("|");
  let document = documents.get(key);
  if (!document) {
    const resources = Object.fromEntries(bundles.flat().map((namespace) => [namespace, svMessages[namespace]]));
    const payload: TranslationsPayload = { version: CATALOGUE_VERSION, bundles };
    document = {
      store: createTranslationStore(resources),
      payload: jsonForScript(payload),
      // A Link header rather than markup: the download starts with the response, and no code in the browser bundle
      // has to render it again on hydration. The fetch in app/platform/i18n/client.ts reuses the preloaded answer.
      preloads: bundles.map(
        (group) => `<${translationsUrl(group, CATALOGUE_VERSION)}>; rel=preload; as=fetch; crossorigin`,
      ),
    };
    documents.set(key, document);
  }
  return document;
}
