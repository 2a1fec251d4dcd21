/** The storefront's getVariants query with every field, and a call of it as a signed-in user that must succeed. */
import { expect } from "vitest";
import { graphqlCall, signIn } from "./helpers";

export const VARIANTS = /* GraphQL */ `
  fragment PriceFields on Price {
    priceType
    askForPrice
    netPrice
    salesPrice
    alloyingPrice
    discountAmount
    discountPercentage
    discounts {
      name
      type
      amount
    }
    preCampaignPrice
    hasBracketPrices
    salesPriceIncludingVat
    netPriceIncludingVat
    orderPrice {
      quantity
      net
      alloying
      vat
      totalIncludingVat
    }
  }
  fragment StockFields on Stock {
    stockType
    orderMultiple
    totalQuantity
    selectedLocation {
      locationId
      quantity
      availability
      status
      availableFromDays
      availableToDays
    }
    locations {
      locationId
      quantity
    }
  }
  fragment VariantFields on Variant {
    name
    articleNumber
    ean
    variantSlug
    discontinued
    stockedAt
    filterTags
    purchaseConstraints {
      onlyStore
      mustBeInStockedAt
    }
    purchasability {
      online
      store
      reasons
    }
    webSalesUnit {
      unit
      conversionFactor
      conversionUnit
    }
    product {
      id
      name
      breadcrumb {
        name
        url
        parents {
          name
        }
      }
      categoryPaths
    }
    brands {
      brand
    }
    images {
      assetUrl
      assetMimeType
    }
    attributes {
      attributeName
      attributeValue
    }
    warnings {
      code
      signalWord
    }
    relations {
      type
      articleNumber
    }
    ersattningsartikel {
      articleNumber
      name
    }
  }
  query getVariants(
    $articleNumbers: [String!]!
    $deliveryId: String
    $stockInput: StockInput
    $locationId: String
    $skipPrice: Boolean = false
    $skipStock: Boolean = false
    $completeOrderPrice: Boolean
  ) {
    getVariants(
      articleNumbers: $articleNumbers
      deliveryId: $deliveryId
      stockInput: $stockInput
      locationId: $locationId
      skipPrice: $skipPrice
      skipStock: $skipStock
      completeOrderPrice: $completeOrderPrice
    ) {
      ...VariantFields
      price @skip(if: $skipPrice) {
        ...PriceFields
      }
      stock @skip(if: $skipStock) {
        ...StockFields
      }
    }
  }
`;

export async function variants(
  user: string,
  variables: Record<string, unknown>,
  context: { customerId?: string; projectId?: string } = {},
) {
  const { AccessToken } = await signIn(user, context);
  const response = await graphqlCall(AccessToken, VARIANTS, variables);
  expect(response.status, response.text).toBe(200);
  expect(response.json.errors).toBeUndefined();
  return response.json.data.getVariants as any[];
}
