/**
 * Search hits as product cards read them (`fields: "card"` in POST /search): listings and find-as-you-type. A full
 * hit is about 4 KB, four fifths of it every location's stock, the attributes and the description, which a card
 * never shows; a listing of 24 full hits was about 95 KB to write, send, parse and validate for every page view.
 * A card shows one picture, so only the primary image goes (a gallery of four was an eighth of a card answer).
 */
import type { listingHitSchema } from "@shop/contract/commerce/catalogue";
import type { WireAnswer } from "@shop/contract/wire";
import type { VariantView } from "../catalogue/variants";

export function cardHit(hit: VariantView) {
  const answer = {
    name: hit.name,
    articleNumber: hit.articleNumber,
    ean: hit.ean,
    variantSlug: hit.variantSlug,
    discontinued: hit.discontinued,
    purchasability: hit.purchasability,
    brands: hit.brands,
    images: hit.images.slice(0, 1),
    ersattningsartikel: hit.ersattningsartikel,
    price: hit.price,
    product: { id: hit.product.id, name: hit.product.name, breadcrumb: hit.product.breadcrumb },
    stock: hit.stock ? { selectedLocation: hit.stock.selectedLocation, orderMultiple: hit.stock.orderMultiple } : null,

    webSalesUnit: hit.webSalesUnit,
  };
  return answer satisfies WireAnswer<typeof listingHitSchema, typeof answer>;
}
