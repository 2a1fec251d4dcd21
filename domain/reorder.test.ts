import { describe, expect, it } from "vitest";
import { reorderDeliveryMethod, reorderItems, reorderNotice } from "./reorder";

const t = (key: string, vars: Record<string, string | number> = {}) =>
  `${key.split(".").pop()}(${Object.entries(vars)
    .map(([k, v]) => `${k}=${v}`)
    .join(";")})`;

describe("order again", () => {
  it("keeps the order's standard or pickup delivery; express lines go to the standard delivery of their kind", () => {
    expect(reorderDeliveryMethod("DBI")).toBe("DBI");
    expect(reorderDeliveryMethod("EXH")).toBe("EXH");
    for (const express of ["XXX", "24-12"]) expect(reorderDeliveryMethod(express)).toBe("DBI");
    // An express pickup stays a pickup: a store-only article in it can still be bought (#44).
    expect(reorderDeliveryMethod("EXB")).toBe("EXH");
    expect(reorderDeliveryMethod(null)).toBe("DBI");
    expect(reorderDeliveryMethod("DROP TABLE")).toBe("DBI");
  });

  it("makes one row per article with whole quantities of at least one", () => {
    const rows = reorderItems(
      [
        { articleNumber: "1000001", name: "Kabel", quantity: 2 },
        { articleNumber: " ", name: null, quantity: 1 },
        { articleNumber: "1000038", name: "Dosa", quantity: 0.4 },
        { articleNumber: "1000001", name: "Kabel", quantity: 3 },
      ],
      "EXH",
    );
    expect(rows).toEqual([
      { articleNumber: "1000001", quantity: 5, deliveryId: "EXH" },
      { articleNumber: "1000038", quantity: 1, deliveryId: "EXH" },
    ]);
  });

  it("names the unavailable lines, and shortens a long list to fit a toast", () => {
    expect(reorderNotice({ orderId: "7", added: 2, unavailable: [] }, t)).toBe("added(count=2;id=7)");
    expect(reorderNotice({ orderId: "7", added: 1, unavailable: ["Dosa (1000038)"] }, t)).toBe(
      "added(count=1;id=7) unavailable(names=Dosa (1000038))",
    );
    expect(reorderNotice({ orderId: "7", added: 0, unavailable: ["A (1)"] }, t)).toBe(
      "none_added(id=7) unavailable(names=A (1))",
    );
    const many = Array.from({ length: 40 }, (_, i) => `Kabelstege galvaniserad ${i} (10${i})`);
    const notice = reorderNotice({ orderId: "7", added: 3, unavailable: many }, t);
    expect(notice.length).toBeLessThanOrEqual(300);
    expect(notice).toContain("Kabelstege galvaniserad 0 (100)");
    expect(notice).toMatch(/and_more\(names=.*;count=\d+\)/);
  });
});
