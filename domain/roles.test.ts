import { describe, expect, it } from "vitest";
import {
  hasRoleAtLeast,
  highestRole,
  isAdmin,
  isDenied,
  isSellerAdminOrAbove,
  permissionFor,
  type CustomerPermission,
} from "./roles";

describe("roles", () => {
  it("orders USER < BUYER_ADMIN < SELLER_ADMIN < SITE_ADMIN, each including the lower", () => {
    expect(hasRoleAtLeast("SITE_ADMIN", "USER")).toBe(true);
    expect(hasRoleAtLeast("BUYER_ADMIN", "SELLER_ADMIN")).toBe(false);
    expect(isAdmin("USER")).toBe(false);
    expect(isAdmin("BUYER_ADMIN")).toBe(true);
    expect(isSellerAdminOrAbove("SELLER_ADMIN")).toBe(true);
    expect(isSellerAdminOrAbove("BUYER_ADMIN")).toBe(false);
    expect(highestRole(["USER", "SELLER_ADMIN", "BUYER_ADMIN"])).toBe("SELLER_ADMIN");
    expect(highestRole([])).toBeNull();
  });

  it("picks the project permission over the customer-wide one", () => {
    const permissions: CustomerPermission[] = [
      { role: "USER", customerId: "1", projectId: null, permissionDenies: [] },
      { role: "USER", customerId: "1", projectId: "1-1", permissionDenies: ["EJ_SE_PRISER"] },
    ];
    expect(isDenied(permissionFor(permissions, "1", "1-1"), "EJ_SE_PRISER")).toBe(true);
    expect(isDenied(permissionFor(permissions, "1", "1-2"), "EJ_SE_PRISER")).toBe(false);
    expect(permissionFor(permissions, "2", null)).toBeUndefined();
  });
});
