import { describe, expect, it, vi } from "vitest";
import { onceTranslate } from "~/components/checkout/cart-line-texts";
import { serverT } from "~/i18n/catalogue.server";

describe("onceTranslate (the cart lines' t)", () => {
  it("gives the same Swedish texts as t, for every line's values", () => {
    const lineT = onceTranslate(serverT);
    const lines = [
      { name: "Köksblandare Plus", articleNumber: "1000629", quantity: 540, unit: "st", label: "Hus 2 {{x}} $&" },
      { name: "Kabel EKK 3G1,5", articleNumber: "1000666", quantity: 0, unit: "m", label: "" },
    ];
    for (const line of lines) {
      for (const [key, vars] of [
        ["checkout.cart.quantity_for", { name: line.name }],
        ["cart-page.line.move_for", { name: line.name }],
        ["checkout.cart.article_number", { articleNumber: line.articleNumber }],
        ["checkout.cart.stock_value", { quantity: line.quantity, unit: line.unit }],
        ["checkout.cart.label", { label: line.label }],
      ] as const)
        expect(lineT(key, vars)).toBe(serverT(key, vars));
      expect(lineT("checkout.cart.remove")).toBe(serverT("checkout.cart.remove"));
      expect(lineT("checkout.method.EXH")).toBe(serverT("checkout.method.EXH"));
    }
    expect(lineT("checkout.cart.stock_value", { quantity: 540, unit: "st" })).toBe("540 st i lager");
  });

  it("asks the underlying t once per key, however many lines use it", () => {
    const t = vi.fn(serverT);
    const lineT = onceTranslate(t);
    for (let i = 0; i < 100; i++) lineT("checkout.cart.quantity_for", { name: `Artikel ${i}` });
    expect(lineT("checkout.cart.quantity_for", { name: "Artikel 7" })).toBe("Antal för Artikel 7");
    expect(t).toHaveBeenCalledTimes(1);
  });

  it("keeps a key asked with other variables apart", () => {
    const lineT = onceTranslate(serverT);
    expect(lineT("checkout.cart.label", { label: "A" })).toBe(serverT("checkout.cart.label", { label: "A" }));
    expect(lineT("checkout.cart.label")).toBe(serverT("checkout.cart.label"));
  });
});
