import type { Messages, Translate } from "./translate";

/** Loaded namespaces by name: `{ catalogue: { cart: { added: "…" } } }`. */
export type Resources = Record<string, Messages>;

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/** The text at a dotted key whose first part is the namespace ("catalogue.cart.added"), or undefined. */
export function lookUp(resources: Resources, key: string): string | undefined {
  const [namespace, ...path] = key.split(".");
  let node: string | Messages | undefined = Object.hasOwn(resources, namespace) ? resources[namespace] : undefined;
  for (const part of path) {
    if (typeof node !== "object" || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === "string" && path.length > 0 ? node : undefined;
}

/**
 * Fills `{{name}}` placeholders the way the server's i18next does with this shop's options (no escaping, React
 * escapes; a variable not passed leaves its placeholder; filled values are not scanned again).
 */
export function fillPlaceholders(text: string, vars?: Record<string, string | number>): string {
  if (!vars || !text.includes("{{")) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = Object.hasOwn(vars, name.trim()) ? vars[name.trim()] : undefined;
    return value === undefined ? placeholder : String(value);
  });
}

/**
 * The shop's `t(key, vars)` over a plain catalogue: what the components use in the browser and in server
 * rendering, so both render the same text. A key that is missing, or whose namespace is not loaded, shows as
 * the whole dotted key, as it did with i18next. tests/unit/i18n/catalogue-translate.test.ts holds it to the
 * server's i18next for every key of the catalogue.
 */
export function createCatalogueTranslate(resources: Resources): Translate {
  // A 100-line cart asks for the same few keys hundreds of times: each is looked up once per catalogue. Misses are
  // not kept, so keys built from service data cannot grow the map.
  const found = new Map<string, string>();
  return (key, vars) => {
    let text = found.get(key);
    if (text === undefined) {
      text = lookUp(resources, key);
      if (text === undefined) return key;
      found.set(key, text);
    }
    return fillPlaceholders(text, vars);
  };
}
