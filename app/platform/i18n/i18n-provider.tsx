import { useMatches } from "@remix-run/react";
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { createCatalogueTranslate, type Resources } from "./catalogue-translate";
import { routeNamespaces } from "./namespaces";
import type { Translate } from "./translate";
import { createTranslationStore, type TranslationStore } from "./translation-store";

export const TRANSLATIONS_ELEMENT_ID = "__translations";

/**
 * What the document says about its texts: the catalogue version and the namespaces of the page's routes, one group
 * per route (root first). The texts themselves are fetched (translations-url.ts, cached for a year), so the HTML
 * does not carry them and the shell's group is downloaded once for every page.
 */
export interface TranslationsPayload {
  version: string;
  bundles: string[][];
}

/** The payload as JSON text, identical on the server and in the browser so hydration matches. */
const PayloadContext = createContext("");
const StoreContext = createContext<TranslationStore>(createTranslationStore({}));

export function TranslationsProvider(props: { store: TranslationStore; payload: string; children: ReactNode }) {
  const { store, payload, children } = props;
  return (
    <StoreContext.Provider value={store}>
      <PayloadContext.Provider value={payload}>{children}</PayloadContext.Provider>
    </StoreContext.Provider>
  );
}

/**
 * Components translate with this hook: keys with their namespace in front. It re-renders when a namespace
 * arrives, as react-i18next's `useTranslation` did.
 */
export function useT(): Translate {
  const store = useContext(StoreContext);
  const resources = useSyncExternalStore(store.subscribe, store.resources, store.resources);
  return translateFor(resources);
}

/**
 * One `t` per set of loaded namespaces, shared by every component: its look-up memo then serves the whole page (a
 * listing asks for the same keys once per card), and on the server, where a document's texts are shared per route
 * group, every request after the first.
 */
const translates = new WeakMap<Resources, Translate>();

function translateFor(resources: Resources): Translate {
  let t = translates.get(resources);
  if (!t) {
    t = createCatalogueTranslate(resources);
    translates.set(resources, t);
  }
  return t;
}

/**
 * Waits (React Suspense) until the namespaces of every matched route are loaded. The root renders it, so after a
 * client-side navigation the next page renders only once its texts are there; Remix navigates inside
 * `startTransition`, so the previous page stays on screen meanwhile.
 */
export function useRouteNamespaces(): void {
  const store = useContext(StoreContext);
  const matches = useMatches();
  const namespaces = useMemo(() => routeNamespaces(matches), [matches]);
  const loading = store.load(namespaces);
  // Suspense's contract in React 18 (as react-i18next's useSuspense): throw the promise, render again once settled.
  if (loading) throw loading;
}

/** The first document's namespace groups, for `entry.client` (which fetches them; entry.server preloads them). */
export function TranslationsScript() {
  // Safe inside <script>: namespace names and the version only (document.server.ts escapes "<" all the same).
  const json = useContext(PayloadContext);
  return <script id={TRANSLATIONS_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: json }} />;
}
