/**
 * The gateway schema. Field names follow the storefront's shared price, stock and variant fragments
 * (spec section 7); the cart operations are added by the cart service on the same schema.
 */
import { buildSchema } from "graphql";
import { cartTypeDefs } from "./cart-schema";

export const typeDefs = /* GraphQL */ `
  input StockArticleInput {
    articleNumber: String!
    quantity: Int
  }
  input DestinationInput {
    postalCode: String
  }
  input StockInput {
    articles: [StockArticleInput!]
    locationIds: [String!]
    destination: DestinationInput
    requestedDeliveryDate: String
  }

  type Query {
    getVariants(
      articleNumbers: [String!]!
      deliveryId: String
      stockInput: StockInput
      locationId: String
      useCache: Boolean
      skipPrice: Boolean
      skipStock: Boolean
      completeOrderPrice: Boolean
    ): [Variant!]!
  }

  type PriceDiscount {
    name: String!
    type: String!
    amount: Float!
    percentage: Float!
  }
  type OrderPrice {
    quantity: Int!
    net: Float
    alloying: Float
    vat: Float
    totalIncludingVat: Float
  }
  type Price {
    priceType: String!
    askForPrice: Boolean!
    currency: String!
    vatPercentage: Int!
    netPrice: Float
    alloyingPrice: Float
    netPriceIncludingVat: Float
    salesPrice: Float
    salesPriceUnit: String!
    salesPriceIncludingVat: Float
    discountAmount: Float
    discountPercentage: Float
    discounts: [PriceDiscount!]
    preCampaignPrice: Float
    hasBracketPrices: Boolean!
    orderPrice: OrderPrice
  }

  type SubAvailability {
    date: String!
    quantity: Int!
  }
  type StockLocation {
    locationId: String
    quantity: Int!
    stocked: Boolean!
    orderMultiple: Int!
    availability: String!
    status: String!
    availabilityDate: String
    availabilityDateISO: String
    availableFromDays: Int
    availableToDays: Int
    subAvailabilities: [SubAvailability!]!
  }
  type Stock {
    articleNumber: String!
    stockType: String!
    locations: [StockLocation!]!
    selectedLocation: StockLocation!
    orderMultiple: Int!
    totalQuantity: Int!
  }

  type PurchaseConstraints {
    onlyStore: Boolean!
    mustBeInStockedAt: Boolean!
  }
  type Purchasability {
    online: Boolean!
    store: Boolean!
    reasons: [String!]!
  }
  type WebSalesUnit {
    unit: String!
    conversionFactor: Float
    conversionUnit: String
  }
  type BreadcrumbParent {
    id: String!
    name: String!
    slug: String!
    url: String!
    level: Int!
  }
  type Breadcrumb {
    id: String!
    name: String!
    slug: String!
    url: String!
    level: Int!
    parents: [BreadcrumbParent!]!
  }
  type Product {
    id: String!
    name: String!
    description: String!
    breadcrumb: Breadcrumb
    categoryPaths: [String!]!
  }
  type Brand {
    brand: String!
    id: String!
    slug: String!
  }
  type Image {
    assetType: String!
    assetUrl: String!
    assetLabel: String!
    assetMimeType: String!
  }
  type Attribute {
    attributeName: String!
    attributeValue: String!
    name: String!
    value: String!
  }
  type Warning {
    code: String!
    description: String!
    signalWord: String!
    assetUrl: String!
    detailedDescription: String!
  }
  type Relation {
    type: String!
    articleNumber: String!
  }
  type RelatedArticle {
    articleNumber: String!
    name: String!
    variantSlug: String!
  }

  type Variant {
    name: String!
    articleNumber: String!
    ean: String
    variantSlug: String!
    discontinued: Boolean!
    stockType: String!
    stockedAt: [String!]!
    filterTags: [String!]!
    purchaseConstraints: PurchaseConstraints!
    purchasability: Purchasability!
    webSalesUnit: WebSalesUnit!
    materialGroup: String!
    product: Product!
    brands: [Brand!]!
    images: [Image!]!
    attributes: [Attribute!]!
    warnings: [Warning!]!
    relations: [Relation!]!
    ersattningsartikel: RelatedArticle
    price: Price
    stock: Stock
  }
`;

export const schema = buildSchema(typeDefs + cartTypeDefs);
