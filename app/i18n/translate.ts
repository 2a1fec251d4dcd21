/** A catalogue of Swedish texts: nested objects of strings, addressed with dotted keys. */
export type Messages = { [key: string]: string | Messages };

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/**
 * Interpolates `{{name}}` placeholders (i18next syntax, so the same files serve remix-i18next on
 * the server). A missing key returns the key itself, so a gap in the catalogue shows instead of
 * rendering nothing.
 */
export function createTranslate(messages: Messages): Translate {
  return (key, vars) => {
    const text = lookup(messages, key) ?? key;
    if (!vars) return text;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
  };
}
