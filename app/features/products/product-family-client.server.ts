/** The configurator's read: a product family with its attribute sequence (contract/commerce/configurator.ts). */
import { productFamilyPath, productFamilySchema, type ProductFamily } from "@shop/contract/commerce/configurator";
import { commerceCall, type CommerceTransport } from "~/platform/services/commerce-client.server";
import { CommerceError } from "~/platform/services/commerce-errors.server";

/** Null when the product is unknown or outside the viewer's assortment. */
export async function getProductFamily(transport: CommerceTransport, productId: string): Promise<ProductFamily | null> {
  try {
    return await commerceCall(transport, { path: productFamilyPath(productId), schema: productFamilySchema });
  } catch (error) {
    if (error instanceof CommerceError && error.kind === "not_found") return null;
    throw error;
  }
}
