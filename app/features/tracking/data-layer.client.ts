/**
 * Pushes server-built events (domain/data-layer-events.ts) to the tag manager's data layer, which
 * exists only when the document's tag-manager script created it (a usable GTM id). Nothing here
 * sends anything: the tag manager, loaded only after consent, reads the layer.
 */
import { selectItem, selectPromotion, viewPromotion, type DataLayerEvent } from "@shop/domain/data-layer-events";
import type { DataLayerProduct, Promotion } from "@shop/domain/data-layer-events";

function layer(): unknown[] | null {
  return typeof window !== "undefined" && Array.isArray(window.dataLayer) ? window.dataLayer : null;
}

export function dataLayerActive(): boolean {
  return layer() !== null;
}

export function pushToDataLayer(events: readonly DataLayerEvent[] | null | undefined): void {
  const target = layer();
  if (!target || !events) return;
  for (const event of events) target.push(event);
}

/** The impression a product was last shown with in a list (the latest view_item_list that has it). */
function impressionOf(list: string, articleNumber: string): DataLayerProduct | null {
  const events = layer() ?? [];
  for (let index = events.length - 1; index >= 0; index--) {
    const event = events[index] as { event?: string; ecommerce?: { impressions?: DataLayerProduct[] } };
    if (event?.event !== "view_item_list") continue;
    const found = event.ecommerce?.impressions?.find((p) => p.list === list && p.variant === articleNumber);
    if (found) return found;
  }
  return null;
}

function promotionOf(element: Element): Promotion {
  const read = (name: string) => element.getAttribute(`data-promotion-${name}`) ?? "";
  return { id: read("id"), name: read("name"), creative: read("creative"), position: read("position") };
}

/** view_promotion for the banners on the page now (after each navigation). */
export function pushPromotionViews(root: ParentNode = document): void {
  const banners = [...root.querySelectorAll("[data-promotion-position]")];
  if (banners.length > 0) pushToDataLayer([viewPromotion(banners.map(promotionOf))]);
}

/**
 * select_item and select_promotion from clicks: a link to a product page inside an element marked
 * `data-item` (the article number) inside a list marked `data-list`, or inside a banner marked `data-promotion-position`.
 * One listener on the document, so lists need only the two attributes.
 */
export function trackSelections(root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.("a[href]");
    if (!link || !dataLayerActive()) return;
    const banner = link.closest("[data-promotion-position]");
    if (banner) return pushToDataLayer([selectPromotion(promotionOf(banner))]);
    // Only a link that opens the product: a card's other links (log in to see the price) choose nothing.
    const opensProduct = (link as HTMLAnchorElement).pathname?.startsWith("/produkt/") ?? false;
    const item = opensProduct ? link.closest("[data-item]") : null;
    const list = item?.closest("[data-list]")?.getAttribute("data-list");
    const impression = item && list ? impressionOf(list, item.getAttribute("data-item") ?? "") : null;
    if (impression) pushToDataLayer([selectItem(impression)]);
  };
  root.addEventListener("click", onClick, { capture: true });
  return () => root.removeEventListener("click", onClick, { capture: true });
}
