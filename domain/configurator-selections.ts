/**
 * A product configurator's choices as they travel: in the query string of its GET form (so it works without
 * JavaScript and a configuration is a link) and in a saved configuration. One parameter per chosen attribute,
 * named by the attribute with a prefix so it cannot collide with the page's other parameters.
 */

/** Attribute name -> chosen value. Only chosen attributes are present. */
export type ConfiguratorSelections = Readonly<Record<string, string>>;

export const SELECTION_PARAM_PREFIX = "val.";

/** Longest attribute name or value a selection may carry; longer input is ignored, not an error. */
export const SELECTION_TEXT_MAX = 80;

/** At most this many chosen attributes (more than any family has); guards a crafted URL. */
export const SELECTIONS_MAX = 12;

export function selectionParamName(attributeName: string): string {
  return `${SELECTION_PARAM_PREFIX}${attributeName}`;
}

function usable(text: string): boolean {
  return text.trim().length > 0 && text.length <= SELECTION_TEXT_MAX;
}

/** The selections in a query string; empty values (the form's "Välj" option) mean "not chosen". */
export function selectionsFromSearchParams(params: URLSearchParams): ConfiguratorSelections {
  const selections: Record<string, string> = {};
  for (const [key, value] of params) {
    if (!key.startsWith(SELECTION_PARAM_PREFIX)) continue;
    const name = key.slice(SELECTION_PARAM_PREFIX.length);
    if (!usable(name) || !usable(value) || name in selections) continue;
    if (Object.keys(selections).length >= SELECTIONS_MAX) break;
    selections[name] = value;
  }
  return selections;
}

/** The query string of selections, in the given attribute order (the family's attribute sequence). */
export function searchParamsOfSelections(
  selections: ConfiguratorSelections,
  order: readonly string[] = Object.keys(selections),
): URLSearchParams {
  const params = new URLSearchParams();
  const names = [...order.filter((n) => n in selections), ...Object.keys(selections).filter((n) => !order.includes(n))];
  for (const name of names) params.set(selectionParamName(name), selections[name]);
  return params;
}
