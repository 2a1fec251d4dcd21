import { describe, expect, it } from "vitest";
import { canRemoveItem, nextCartStatus, type CartEvent, type CartStatus } from "./cart-status";

const table: Array<[CartStatus, CartEvent, CartStatus]> = [
  ["noCart", "UPDATE", "mutating"],
  ["idle", "LOGOUT", "noCart"],
  ["idle", "SUCCESS", "idle"],
  ["idle", "UPDATE", "mutating"],
  ["mutating", "LOGOUT", "noCart"],
  ["mutating", "ERROR", "error"],
  ["mutating", "SUCCESS", "idle"],
  ["mutating", "UPDATE", "mutating"],
  ["error", "LOGOUT", "noCart"],
  ["error", "SUCCESS", "idle"],
  ["error", "UPDATE", "mutating"],
];

describe("cart status", () => {
  it.each(table)("%s + %s → %s", (state, event, next) => {
    expect(nextCartStatus(state, event)).toBe(next);
  });

  it.each([
    ["noCart", "SUCCESS"],
    ["noCart", "ERROR"],
    ["noCart", "LOGOUT"],
    ["idle", "ERROR"],
  ] as Array<[CartStatus, CartEvent]>)("%s ignores %s", (state, event) => {
    expect(nextCartStatus(state, event)).toBe(state);
  });

  it("blocks single-item removal while mutating", () => {
    expect(canRemoveItem("mutating")).toBe(false);
    expect(canRemoveItem("idle")).toBe(true);
  });
});
