/**
 * The product configurator's narrowing: a family's articles, its category's attribute sequence and the buyer's
 * choices give the steps (one per attribute, in sequence order) with their options, and the articles that match.
 * An option is available when at least one article has it together with the OTHER chosen values, so a buyer can
 * always change one choice without first undoing the rest. Pure; the storefront and the service share it.
 */
import type { ConfiguratorSelections } from "./configurator-selections";

export interface ConfigurableArticle {
  articleNumber: string;
  attributes: readonly { name: string; value: string }[];
}

export interface AttributeSequence {
  sequence: readonly string[];
  disabled: readonly string[];
}

export interface ConfiguratorOption {
  value: string;
  selected: boolean;
  /** At least one article has this value together with the other chosen values. */
  available: boolean;
}

export interface ConfiguratorStep {
  attribute: string;
  /** The chosen value, or null when any will do. */
  selected: string | null;
  options: ConfiguratorOption[];
}

export interface Configuration<A extends ConfigurableArticle> {
  steps: ConfiguratorStep[];
  /** The choices that name a step and one of its values; anything else in the input is ignored. */
  selections: ConfiguratorSelections;
  /** The articles with every chosen value, in the family's order. */
  matches: A[];
}

const NUMBER = /\d+(?:[.,]\d+)?/g;

/** Text and numbers of a value in turn: "5G2,5" → ["", 5, "g", 2.5, ""]. */
function parts(value: string): (string | number)[] {
  const result: (string | number)[] = [];
  let last = 0;
  for (const match of value.matchAll(NUMBER)) {
    result.push(value.slice(last, match.index).toLocaleLowerCase("sv"), Number(match[0].replace(",", ".")));
    last = match.index + match[0].length;
  }
  result.push(value.slice(last).toLocaleLowerCase("sv"));
  return result;
}

/** Natural order with Swedish decimal commas: 6 A < 10 A; 1,5 < 2,5 < 10 mm²; 3G2,5 < 5G1,5. */
export function compareAttributeValues(a: string, b: string): number {
  const x = parts(a);
  const y = parts(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const p = x[i];
    const q = y[i];
    if (p === q) continue;
    if (typeof p === "number" && typeof q === "number") return p - q;
    return String(p).localeCompare(String(q), "sv");
  }
  return x.length - y.length || a.localeCompare(b, "sv");
}

function valueOf(article: ConfigurableArticle, attribute: string): string | undefined {
  return article.attributes.find((a) => a.name === attribute)?.value;
}

function matchesAll(article: ConfigurableArticle, selections: ConfiguratorSelections, except?: string): boolean {
  return Object.entries(selections).every(([name, value]) => name === except || valueOf(article, name) === value);
}

/**
 * The attributes the configurator offers: those of the sequence that are not disabled and in which the family's
 * articles differ (an attribute with one value narrows nothing).
 */
export function configuratorAttributes(
  articles: readonly ConfigurableArticle[],
  sequence: AttributeSequence,
): { attribute: string; values: string[] }[] {
  const result: { attribute: string; values: string[] }[] = [];
  for (const attribute of sequence.sequence) {
    if (sequence.disabled.includes(attribute) || result.some((r) => r.attribute === attribute)) continue;
    const values = new Set<string>();
    for (const article of articles) {
      const value = valueOf(article, attribute);
      if (value !== undefined) values.add(value);
    }
    if (values.size > 1) result.push({ attribute, values: [...values].sort(compareAttributeValues) });
  }
  return result;
}

export function configure<A extends ConfigurableArticle>(
  articles: readonly A[],
  sequence: AttributeSequence,
  requested: ConfiguratorSelections,
): Configuration<A> {
  const attributes = configuratorAttributes(articles, sequence);
  const selections: Record<string, string> = {};
  for (const { attribute, values } of attributes) {
    const value = Object.hasOwn(requested, attribute) ? requested[attribute] : undefined;
    if (value !== undefined && values.includes(value)) selections[attribute] = value;
  }
  const steps = attributes.map(({ attribute, values }): ConfiguratorStep => {
    // Articles that fit every other choice: the ones this step's options choose among.
    const others = articles.filter((a) => matchesAll(a, selections, attribute));
    const offered = new Set(others.map((a) => valueOf(a, attribute)));
    return {
      attribute,
      selected: selections[attribute] ?? null,
      options: values.map((value) => ({
        value,
        selected: selections[attribute] === value,
        available: offered.has(value),
      })),
    };
  });
  return { steps, selections, matches: articles.filter((a) => matchesAll(a, selections)) };
}

/** Whether a family is worth a configurator: more than one article and at least one attribute to choose by. */
export function isConfigurable(articles: readonly ConfigurableArticle[], sequence: AttributeSequence): boolean {
  return articles.length > 1 && configuratorAttributes(articles, sequence).length > 0;
}
