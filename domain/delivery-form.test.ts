import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN, fieldError, validateNewAddress } from "./delivery-form";

describe("delivery form rules", () => {
  it("requires required fields and refuses whitespace only", () => {
    expect(fieldError("", { required: true })).toEqual({ key: "checkout.form.required" });
    expect(fieldError("   ", { required: true })).toEqual({ key: "checkout.form.required" });
    expect(fieldError("", {})).toBeNull();
  });

  it("applies the minimum length to required fields", () => {
    expect(fieldError("A", { required: true, minLength: 2 })).toEqual({
      key: "checkout.form.min_length",
      params: { min: 2 },
    });
    expect(fieldError("Ab", { required: true, minLength: 2 })).toBeNull();
  });

  it("gives order.maxCharacters with the limit above maxLength", () => {
    expect(fieldError("x".repeat(21), { maxLength: 20 })).toEqual({ key: "order.maxCharacters", params: { max: 20 } });
    expect(fieldError("x".repeat(20), { maxLength: 20 })).toBeNull();
  });

  it("checks the e-mail pattern: local part, @, domain, dot, two letters", () => {
    expect(EMAIL_PATTERN.test("inköp@bygg.se")).toBe(true);
    expect(EMAIL_PATTERN.test("a@b.c")).toBe(false);
    expect(EMAIL_PATTERN.test("a@b")).toBe(false);
    expect(EMAIL_PATTERN.test("a b@c.se")).toBe(false);
    expect(fieldError("nope@x", { pattern: "email" })).toEqual({ key: "checkout.form.email" });
  });

  it("validates a new delivery address field by field", () => {
    const errors = validateNewAddress({
      name: "Bygg AB",
      recipientName: " ",
      address1: "Storgatan 1",
      postalCode: "1234",
      postalAddress: "Stockholm",
    });
    expect(Object.keys(errors).sort()).toEqual(["postalCode", "recipientName"]);
    expect(
      validateNewAddress({
        name: "Bygg AB",
        recipientName: "Anna",
        address1: "Storgatan 1",
        postalCode: "114 55",
        postalAddress: "Stockholm",
      }),
    ).toEqual({});
  });
});
