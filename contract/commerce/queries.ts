/**
 * The GraphQL documents the storefront sends to the commerce gateway. A GraphQL answer holds only the
 * fields asked for, so the selection sets belong to the contract, next to the schemas that parse them
 * (catalogue.ts: variantsSchema, variantCardsSchema, variantOffersSchema; cart.ts: cartQueryAnswerSchema,
 * ociCartSchema).
 */

const STATIC_FIELDS = `name articleNumber ean variantSlug discontinued stockType stockedAt filterTags
  purchaseConstraints { onlyStore mustBeInStockedAt } purchasability { online store reasons }
  webSalesUnit { unit conversionFactor conversionUnit }
  product { id name description categoryPaths
    breadcrumb { id name slug url level parents { id name slug url level } } }
  brands { brand id slug } images { assetType assetUrl assetLabel assetMimeType } attributes { name value }
  warnings { code description signalWord assetUrl detailedDescription } relations { type articleNumber }
  ersattningsartikel { articleNumber name variantSlug }`;
const STOCK_LOCATION_FIELDS = `locationId quantity stocked orderMultiple availability status availabilityDate
  availableFromDays availableToDays`;
const STOCK_FIELDS = `stock { articleNumber stockType orderMultiple totalQuantity
  locations { ${STOCK_LOCATION_FIELDS} }
  selectedLocation { ${STOCK_LOCATION_FIELDS} } }`;
const PRICE_FIELDS = `price { priceType askForPrice netPrice alloyingPrice salesPrice salesPriceUnit
  salesPriceIncludingVat discountAmount discountPercentage preCampaignPrice hasBracketPrices }`;

/** What is the same for every buyer (variables: articleNumbers). */
export const VARIANT_QUERY = `query Variant($articleNumbers: [String!]!) {
  getVariants(articleNumbers: $articleNumbers, skipPrice: true, skipStock: true) { ${STATIC_FIELDS} } }`;

/** Product cards with stock, and the price unless the viewer may not see prices (articleNumbers, skipPrice). */
export const variantCardsQuery = (withPrice: boolean) =>
  `query Cards($articleNumbers: [String!]!, $skipPrice: Boolean) {
  getVariants(articleNumbers: $articleNumbers, deliveryId: "DBI", skipPrice: $skipPrice) {
    ${STATIC_FIELDS} ${withPrice ? PRICE_FIELDS : ""} ${STOCK_FIELDS} } }`;

/** One article's price and stock for a delivery (variables: articleNumbers, deliveryId, skipPrice). */
export const variantOfferQuery = (withPrice: boolean) =>
  `query Offer($articleNumbers: [String!]!, $deliveryId: String, $skipPrice: Boolean) {
  getVariants(articleNumbers: $articleNumbers, deliveryId: $deliveryId, skipPrice: $skipPrice) {
    articleNumber ${withPrice ? PRICE_FIELDS : ""} ${STOCK_FIELDS} } }`;

export const CART_QUERY = `query Cart { getCartWithVariants(completeOrderPrice: false) {
  cartId lineLimit deliveryIdsInOrder deliveries { deliveryId requestedDeliveryDate isIncludedInOrder }
  movedDeliveries { from to lines }
  items { cartItemId articleNumber quantity deliveryId label needsAction quoteId
    price { askForPrice netPrice alloyingPrice salesPrice }
    stock { orderMultiple totalQuantity selectedLocation { quantity } }
    variant { name variantSlug discontinued webSalesUnit { unit conversionFactor conversionUnit }
      purchasability { online store reasons } images { assetUrl assetLabel }
      ersattningsartikel { articleNumber name variantSlug }
      product { id breadcrumb { name url parents { name } } } brands { brand } }
  } } }`;

/** Articles as the purchase events describe them (variables: articleNumbers); no price, no stock. */
export const TRACKED_VARIANTS_QUERY = `query Tracked($articleNumbers: [String!]!) {
  getVariants(articleNumbers: $articleNumbers, skipPrice: true, skipStock: true) {
    articleNumber name product { id breadcrumb { name parents { name } } } brands { brand } } }`;

/** The cart as the punch-out transfer exports it (OCI needs material group and attributes). */
export const OCI_CART_QUERY = `query OciCart { getCartWithVariants(completeOrderPrice: false) {
  cartId items { cartItemId articleNumber quantity deliveryId label
    price { askForPrice netPrice }
    stock { locations { locationId availableFromDays } }
    variant { name materialGroup webSalesUnit { unit } attributes { attributeName attributeValue } }
  } } }`;

/**
 * What a listed article needs to say whether it was replaced (variables: articleNumbers): shopping lists and quick
 * order rows, which carry only article numbers. Purchasability is answered without asking for stock.
 */
export const REPLACEMENT_FACTS_QUERY = `query ReplacementFacts($articleNumbers: [String!]!) {
  getVariants(articleNumbers: $articleNumbers, skipPrice: true, skipStock: true) {
    articleNumber name variantSlug discontinued purchasability { online }
    ersattningsartikel { articleNumber name variantSlug } product { breadcrumb { url } } } }`;
