/**
 * The texts every cart line repeats, translated once per delivery instead of once per line: a 100-line cart asked
 * i18next about 1,300 times per render, a good part of the page's server time.
 */
import { useMemo } from "react";
import type { Translate } from "~/i18n/translate";
import { useT } from "~/i18n/i18n-provider";
import { onServer } from "~/components/cart/cart-form-parts";

const MARK = "\u0000";

/** No variables is `t(key)`, not `t(key, {})`: the shop's t fills nothing then either, but the call stays the same. */
const marked = (names: string[]) =>
  names.length ? Object.fromEntries(names.map((name) => [name, MARK + name + MARK])) : undefined;

/**
 * `t` with each key translated once: the translation is asked for with a marker in place of every variable and
 * kept split at the markers, so a later call only concatenates. The shop passes variables as plain replacements
 * (app/i18n/translate.ts: no plural or format rules), which is what makes the result the same as calling `t`.
 */
export function onceTranslate(t: Translate): Translate {
  const cache = new Map<string, string[]>();
  return (key, vars = {}) => {
    const names = Object.keys(vars);
    const id = key + MARK + names;
    let parts = cache.get(id);
    if (!parts) cache.set(id, (parts = t(key, marked(names)).split(MARK)));
    return parts.map((part, index) => (index % 2 ? vars[part] : part)).join("");
  };
}

/** The cart lines' `t` (on the server: each text translated once per delivery), new only when the language's is. */
export function useLineT(): Translate {
  const t = useT();
  return useMemo(() => (onServer() ? onceTranslate(t) : t), [t]);
}
