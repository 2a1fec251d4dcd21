import { describe, expect, it } from "vitest";
import { svMessages, serverT } from "./catalogue.server";

/** Every catalogue key named in section 8 (and the notices) of both spec documents. */
const SPEC_KEYS = [
  "errors.occured",
  "errors.try_again_later",
  "errors.invalid_token",
  "errors.internal_server_error",
  "errors.forbidden_action",
  "errors.not_found",
  "errors.not_found_reason",
  "errors.apologies",
  "errors.cart_service_not_available",
  "errors.order_service_not_available",
  "errors.auth_service_not_available",
  "errors.unknown_error_occurred",
  "errors.update_delivery_date",
  "errors.transfer_cart",
  "errors.cart_add_product",
  "errors.cart_add_products",
  "errors.cart_uploads_products",
  "errors.cart_generate_file",
  "errors.cart_remove_products",
  "errors.cart_update_product",
  "errors.cart_update_products",
  "errors.technical_issues",
  "errors.try_again_later_or_contact",
  "errors.invalid_order",
  "errors.invalid_partial_order",
  "errors.punchout.missing_callback_url",
  "errors.please_login",
  "user.change_project_items_moved",
  "favorites.added",
  "favorites.deleted",
  "favorites.info_modal.body",
  "address.zip_code_has_been_updated_to",
  "cart.cart_limit_exceeded",
  "cart.wrong_import",
  "order.maxCharacters",
];

describe("Swedish catalogue", () => {
  it.each(SPEC_KEYS)("has a Swedish text for %s", (key) => {
    const text = serverT(key);
    expect(text).not.toBe(key);
    expect(text.trim().length).toBeGreaterThan(3);
  });

  it("interpolates the lists and limits the messages name", () => {
    expect(serverT("errors.cart_add_products", { ids: "1234, 5678" })).toContain("1234, 5678");
    expect(serverT("errors.invalid_partial_order", { deliveries: "Utkörning" })).toContain("Utkörning");
    expect(serverT("cart.wrong_import", { ids: "999" })).toContain("999");
    expect(serverT("order.maxCharacters", { max: 35 })).toBe("Högst 35 tecken.");
    expect(serverT("address.zip_code_has_been_updated_to", { zipCode: "113 51" })).toContain("113 51");
  });

  it("has only strings or nested groups (no empty texts)", () => {
    const walk = (node: unknown, path: string): void => {
      if (typeof node === "string") {
        expect(node.trim(), path).not.toBe("");
        return;
      }
      expect(typeof node, path).toBe("object");
      for (const [key, child] of Object.entries(node as object)) walk(child, path ? `${path}.${key}` : key);
    };
    walk(svMessages, "");
  });
});
