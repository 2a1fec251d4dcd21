import { LOCALE } from "./options";
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

/** A text split at its `{{name}}` placeholders, so a text used many times on a page is scanned once. */
interface Template {
  text: string;
  /** One more than the placeholders: the text before, between and after them. */
  literals: string[];
  /** Each placeholder's name (trimmed) and the placeholder as written (kept when its variable is not passed). */
  names: string[];
  written: string[];
}

function compile(text: string): Template | string {
  if (!text.includes("{{")) return text;
  const template: Template = { text, literals: [], names: [], written: [] };
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    template.literals.push(text.slice(last, match.index));
    template.names.push(match[1]!.trim());
    template.written.push(match[0]);
    last = match.index + match[0].length;
  }
  template.literals.push(text.slice(last));
  return template;
}

function fill(template: Template | string, vars?: Record<string, string | number>): string {
  if (typeof template === "string") return template;
  if (!vars) return template.text;
  const { literals, names, written } = template;
  let out = literals[0]!;
  for (let index = 0; index < names.length; index++) {
    const value = Object.hasOwn(vars, names[index]!) ? vars[names[index]!] : undefined;
    out += (value === undefined ? written[index] : String(value)) + literals[index + 1];
  }
  return out;
}

/**
 * Fills `{{name}}` placeholders the way the server's i18next does with this shop's options (no escaping, React
 * escapes; a variable not passed leaves its placeholder; filled values are not scanned again).
 */
export function fillPlaceholders(text: string, vars?: Record<string, string | number>): string {
  return fill(compile(text), vars);
}

/**
 * The shop's `t(key, vars)` over a plain catalogue (a numeric `count` picks i18next's count form, `countForm`): what the components use in the browser and in server
 * rendering, so both render the same text. A key that is missing, or whose namespace is not loaded, shows as
 * the whole dotted key, as it did with i18next. app/platform/i18n/catalogue-translate.test.ts holds it to the
 * server's i18next for every key of the catalogue.
 */
export function createCatalogueTranslate(resources: Resources): Translate {
  // A 100-line cart asks for the same few keys hundreds of times: each is looked up and split at its placeholders
  // once per catalogue. Misses are not kept, so keys built from service data cannot grow the map.
  const found = new Map<string, Template | string>();
  const template = (key: string): Template | string | undefined => {
    let template = found.get(key);
    if (template === undefined) {
      const text = lookUp(resources, key);
      if (text === undefined) return undefined;
      template = compile(text);
      found.set(key, template);
    }
    return template;
  };
  return (key, vars) => {
    const chosen = typeof vars?.count === "number" ? countForm(template, key, vars.count) : template(key);
    return chosen === undefined ? key : fill(chosen, vars);
  };
}

let swedishPlurals: Intl.PluralRules | undefined;

/**
 * i18next's count forms: with a numeric `count`, `key_zero` for 0 (when the catalogue has it), then the form Swedish
 * plural rules choose (`key_one` for 1, `key_other` otherwise), then the plain `key`. The rules are made on first use,
 * so a page that counts nothing never builds them.
 */
function countForm(
  template: (key: string) => Template | string | undefined,
  key: string,
  count: number,
): Template | string | undefined {
  swedishPlurals ??= new Intl.PluralRules(LOCALE);
  return (
    (count === 0 ? template(`${key}_zero`) : undefined) ??
    template(`${key}_${swedishPlurals.select(count)}`) ??
    template(key)
  );
}
