import { describe, expect, it } from "vitest";
import { availableCreditOre, invoiceStatus, stockholmDayEndUtc, stockholmDayStartUtc } from "./invoices";

describe("invoiceStatus", () => {
  it("turns overdue at midnight in Stockholm, not at midnight UTC (summer, +2)", () => {
    const invoice = { paidAt: null, dueDate: "2026-06-30" };
    // 23:59 on the due date in Stockholm is 21:59 UTC.
    expect(invoiceStatus(invoice, new Date("2026-06-30T21:59:00Z"))).toBe("OPEN");
    // 00:01 the next day in Stockholm is still 2026-06-30 in UTC.
    expect(invoiceStatus(invoice, new Date("2026-06-30T22:01:00Z"))).toBe("OVERDUE");
  });

  it("turns overdue at midnight in Stockholm in winter too (+1)", () => {
    const invoice = { paidAt: null, dueDate: "2026-01-15" };
    expect(invoiceStatus(invoice, new Date("2026-01-15T22:59:00Z"))).toBe("OPEN");
    expect(invoiceStatus(invoice, new Date("2026-01-15T23:01:00Z"))).toBe("OVERDUE");
  });

  it("is paid once the payment date has come, whatever the due date", () => {
    const invoice = { paidAt: "2026-02-20T10:00:00.000Z", dueDate: "2026-01-15" };
    expect(invoiceStatus(invoice, new Date("2026-02-20T09:00:00Z"))).toBe("OVERDUE");
    expect(invoiceStatus(invoice, new Date("2026-02-20T10:00:00Z"))).toBe("PAID");
  });
});

describe("Stockholm days as UTC instants", () => {
  it("start at local midnight and end at the next (DST change included)", () => {
    expect(stockholmDayStartUtc("2026-01-10")).toBe("2026-01-09T23:00:00.000Z");
    expect(stockholmDayEndUtc("2026-03-28")).toBe("2026-03-28T23:00:00.000Z");
    expect(stockholmDayEndUtc("2026-03-29")).toBe("2026-03-29T22:00:00.000Z");
    expect(stockholmDayEndUtc("2026-12-31")).toBe("2026-12-31T23:00:00.000Z");
  });
});

describe("availableCreditOre", () => {
  it("is the limit less open invoices and uninvoiced orders, negative over it, null without a limit", () => {
    expect(availableCreditOre(100_000, 30_000, 20_000)).toBe(50_000);
    expect(availableCreditOre(100_000, 90_000, 20_000)).toBe(-10_000);
    expect(availableCreditOre(null, 1, 1)).toBeNull();
  });
});
