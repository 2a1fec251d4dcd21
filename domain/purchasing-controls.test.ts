import { describe, expect, it } from "vitest";
import { approvalNeed, decisionRefusal, stockholmMonth } from "./purchasing-controls";

describe("approvalNeed", () => {
  const limits = { orderLimitOre: 500_000, monthlyLimitOre: 2_000_000 };
  it("lets an order within both limits through", () => {
    expect(approvalNeed(limits, 500_000, 1_500_000)).toBeNull();
    expect(approvalNeed({ orderLimitOre: null, monthlyLimitOre: null }, 10 ** 9, 10 ** 9)).toBeNull();
  });
  it("asks for approval over the order limit, or when the month would go over", () => {
    expect(approvalNeed(limits, 500_001, 0)).toBe("ORDER_LIMIT");
    expect(approvalNeed(limits, 400_000, 1_600_001)).toBe("MONTHLY_LIMIT");
  });
});

describe("decisionRefusal", () => {
  const base = {
    approverId: "a",
    buyerId: "b",
    mayApprove: true,
    approverOrderLimitOre: null,
    netOre: 100,
    status: "PENDING" as const,
    decision: "APPROVE" as const,
  };
  it("refuses one's own order, a non-approver, a decided order and an approval over the approver's limit", () => {
    expect(decisionRefusal(base)).toBeNull();
    expect(decisionRefusal({ ...base, approverId: "b" })).toBe("OWN_ORDER");
    expect(decisionRefusal({ ...base, mayApprove: false })).toBe("NOT_APPROVER");
    expect(decisionRefusal({ ...base, status: "APPROVED" })).toBe("ALREADY_DECIDED");
    expect(decisionRefusal({ ...base, approverOrderLimitOre: 99 })).toBe("OVER_APPROVER_LIMIT");
    // A rejection is not bound by the approver's limit.
    expect(decisionRefusal({ ...base, approverOrderLimitOre: 99, decision: "REJECT" })).toBeNull();
  });

  it("refuses an approval that would take the approver's month over his monthly limit, not a rejection", () => {
    const monthly = { ...base, approverMonthlyLimitOre: 1_000, approverMonthOre: 900 };
    expect(decisionRefusal({ ...monthly, netOre: 100 })).toBeNull();
    expect(decisionRefusal({ ...monthly, netOre: 101 })).toBe("OVER_APPROVER_MONTHLY_LIMIT");
    expect(decisionRefusal({ ...monthly, netOre: 101, decision: "REJECT" })).toBeNull();
  });
});

describe("stockholmMonth", () => {
  it("starts the month at Stockholm midnight in winter and summer time", () => {
    expect(stockholmMonth(new Date("2026-12-02T07:00:00Z"))).toEqual({
      month: "2026-12",
      startUtc: "2026-11-30T23:00:00.000Z",
      endUtc: "2026-12-31T23:00:00.000Z",
    });
    // 22:30 UTC on 31 July is already 1 August in Stockholm (UTC+2).
    expect(stockholmMonth(new Date("2026-07-31T22:30:00Z"))).toMatchObject({
      month: "2026-08",
      startUtc: "2026-07-31T22:00:00.000Z",
      endUtc: "2026-08-31T22:00:00.000Z",
    });
  });
});
