import type { PermissionDenial } from "@shop/domain/roles";

/** How prices appear: shown, hidden by EJ_SE_PRISER (no hint at all), or 'Logga in för att se ditt pris' for a visitor. */
export type PriceMode = "show" | "hidden" | "anonymous";

/** Who is looking, as far as catalogue answers go. Safe to hand to components (no tokens). */
export interface Viewer {
  userId: string;
  customerId: string | null;
  projectId: string | null;
  /** EJ_SE_PRISER in the current context: no amount may reach the page. */
  noPrices: boolean;
  noDiscounts: boolean;
  denials: PermissionDenial[];
}

/**
 * A visitor who is not signed in, for catalogue reads: the commerce service answers public reads
 * without a token with the default assortment and no prices (see docs/decisions.md).
 */
export const ANONYMOUS_VIEWER: Viewer = Object.freeze({
  userId: "",
  customerId: null,
  projectId: null,
  noPrices: true,
  noDiscounts: true,
  denials: [],
});

export function priceModeOf(viewer: Viewer | null): PriceMode {
  if (!viewer) return "anonymous";
  return viewer.noPrices ? "hidden" : "show";
}
