import { useMatches } from "@remix-run/react";
import type { i18n as I18n } from "i18next";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { routeNamespaces } from "./namespaces";
import { createTranslate, type Translate } from "./translate";

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

export function TranslationsProvider(props: { i18n: I18n; payload: string; children: ReactNode }) {
  const { i18n, payload, children } = props;
  return (
    <I18nextProvider i18n={i18n}>
      <PayloadContext.Provider value={payload}>{children}</PayloadContext.Provider>
    </I18nextProvider>
  );
}

/** Components translate with this hook: react-i18next's `t`, keys with their namespace in front. */
export function useT(): Translate {
  const { t } = useTranslation();
  return useMemo(() => createTranslate(t), [t]);
}

/**
 * Waits (React Suspense) until the namespaces of every matched route are loaded. The root renders it, so after a
 * client-side navigation the next page renders only once its texts are there; Remix navigates inside
 * `startTransition`, so the previous page stays on screen meanwhile.
 */
export function useRouteNamespaces(): void {
  const matches = useMatches();
  const namespaces = useMemo(() => routeNamespaces(matches), [matches]);
  useTranslation(namespaces);
}

/** The first document's namespace groups, for `entry.client` (which fetches them; entry.server preloads them). */
export function TranslationsScript() {
  // Safe inside <script>: namespace names and the version only (document.server.ts escapes "<" all the same).
  const json = useContext(PayloadContext);
  return <script id={TRANSLATIONS_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: json }} />;
}
