/** How a saved product configuration reads and where it leads: its choices as text and its reopen link. */
import { searchParamsOfSelections, type ConfiguratorSelections } from "./configurator-selections";

/** Longest name a saved configuration may have. */
export const CONFIGURATION_NAME_MAX = 100;

/** At most this many per user and customer; the commerce service answers 409 beyond. */
export const SAVED_CONFIGURATIONS_MAX = 100;

/** The account page that lists them (my pages' 'Produktkonfigurationer'). */
export const SAVED_CONFIGURATIONS_PATH = "/mina-sidor/produktkonfigurationer";

/** "Poler: 3, Karakteristik: C, Märkström: 16 A", in the order the buyer chose them. */
export function selectionsText(selections: ConfiguratorSelections): string {
  return Object.entries(selections)
    .map(([name, value]) => `${name}: ${value}`)
    .join(", ");
}

/** The product page with the configurator set to the choices, the same link its GET form makes. */
export function reopenPath(variantSlug: string, selections: ConfiguratorSelections): string {
  const query = searchParamsOfSelections(selections).toString();
  return `/produkt/${encodeURIComponent(variantSlug)}${query ? `?${query}` : ""}`;
}
