/**
 * The quote overlay (spec section 2): once opened it stays open while the buyer browses products, and closes on any
 * other page. Paths are matched by segment, so "/produkter" or "/searchhistory" do not keep it open.
 */
export const QUOTE_OVERLAY_PATHS = ["/produkt", "/search", "/kategorier", "/kampanjer", "/sortiment"] as const;

export function quoteOverlayStaysOpen(pathname: string): boolean {
  return QUOTE_OVERLAY_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
