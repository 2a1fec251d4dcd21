import type { Resources } from "./catalogue-translate";
import type { Messages } from "./translate";

/**
 * The texts a page can translate with: the namespaces loaded so far, and a way to load more. Components read it
 * through `useT` (app/platform/i18n/i18n-provider.tsx), which re-renders them when a namespace arrives.
 */
export interface TranslationStore {
  /** The loaded namespaces; a new object each time one is added, so it can be a React snapshot. */
  resources(): Resources;
  subscribe(listener: () => void): () => void;
  /** Null when every namespace is there (or cannot be had), else a promise that settles when they are. */
  load(namespaces: readonly string[]): Promise<void> | null;
}

/**
 * A store over `initial`; `fetchNamespace` (the browser's) brings a namespace the document did not carry. A
 * namespace that fails to load is not asked for again: its keys show as dotted keys, as a missing text does, rather
 * than the page waiting forever.
 */
export function createTranslationStore(
  initial: Resources,
  fetchNamespace?: (namespace: string) => Promise<Messages>,
): TranslationStore {
  let resources = initial;
  const pending = new Map<string, Promise<void>>();
  const failed = new Set<string>();
  const listeners = new Set<() => void>();

  function start(namespace: string): Promise<void> {
    const loading = fetchNamespace!(namespace).then(
      (texts) => {
        resources = { ...resources, [namespace]: texts };
        for (const listener of listeners) listener();
      },
      () => void failed.add(namespace),
    );
    const settled = loading.finally(() => pending.delete(namespace));
    pending.set(namespace, settled);
    return settled;
  }

  return {
    resources: () => resources,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    load(namespaces) {
      if (!fetchNamespace) return null;
      const missing = namespaces.filter((namespace) => !Object.hasOwn(resources, namespace) && !failed.has(namespace));
      if (missing.length === 0) return null;
      return Promise.all(missing.map((namespace) => pending.get(namespace) ?? start(namespace))).then(() => {});
    },
  };
}
