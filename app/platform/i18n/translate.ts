import type { TFunction } from "i18next";

/** A catalogue of Swedish texts: nested objects of strings, addressed with dotted keys. */
export type Messages = { [key: string]: string | Messages };

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/**
 * The shop's `t(key, vars)` on top of an i18next t-function. The variables are passed as `replace`, so they only
 * fill `{{name}}` placeholders: a variable named like an i18next option (context, ns) changes nothing else. A numeric
 * `count` is also passed as i18next's count, which picks the key's count form (`_one`, `_other`).
 */
export function createTranslate(t: TFunction): Translate {
  return (key, vars) =>
    vars ? t(key, typeof vars.count === "number" ? { count: vars.count, replace: vars } : { replace: vars }) : t(key);
}
