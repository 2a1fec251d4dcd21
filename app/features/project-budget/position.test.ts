import { describe, expect, it } from "vitest";
import { myPagesLinks } from "@shop/domain/my-pages";
import { checkoutPurchasingView, wholeKronor } from "./position.server";
import { kronorToBudgetOre } from "./budget-page.server";

const none = { mayApprove: false, orderLimit: null, monthlyLimit: null, projectBudget: null, checkout: null };
const budget = {
  projectId: "10001-02",
  projectName: "Umeå skola ombyggnad",
  period: "QUARTER" as const,
  fromDate: "2026-10-01",
  toDate: "2026-12-31",
  budgetOre: 15_000_000,
  usedOre: 265_500,
  remainingOre: 1_234_500,
};

describe("checkout's purchasing notice", () => {
  it("says the buyer's limits, what is left of the month and of the project's budget, in whole kronor", () => {
    const view = checkoutPurchasingView({
      ...none,
      orderLimit: { limitOre: 500_000 },
      monthlyLimit: { month: "2026-12", limitOre: 2_000_000, spentOre: 800_050, remainingOre: 1_199_950 },
      projectBudget: budget,
      checkout: { approvalReason: null },
    });
    expect(view).toEqual({
      limits: "Din beloppsgräns: 5\u00a0000\u00a0kr per order; kvar denna månad: 11\u00a0999\u00a0kr",
      budget: "Kvar av projektets budget: 12\u00a0345\u00a0kr",
      approval: null,
    });
  });

  it("says before placing that the order goes to approval, and why", () => {
    const view = checkoutPurchasingView({
      ...none,
      projectBudget: budget,
      checkout: { approvalReason: "PROJECT_BUDGET" },
    });
    expect(view?.approval).toBe("Ordern skickas för attest innan den läggs (över projektets budget).");
  });

  it("gives an EJ_SE_PRISER buyer (amounts null from the service) no amount, only the approval note", () => {
    const hidden = {
      ...none,
      orderLimit: { limitOre: null },
      projectBudget: { ...budget, budgetOre: null, usedOre: null, remainingOre: null },
      checkout: { approvalReason: "ORDER_LIMIT" as const },
    };
    const view = checkoutPurchasingView(hidden);
    expect(view).toEqual({
      limits: null,
      budget: null,
      approval: "Ordern skickas för attest innan den läggs (över din beloppsgräns per order).",
    });
    expect(JSON.stringify(view)).not.toMatch(/kr/);
  });

  it("says nothing to a buyer without limits or budget", () => {
    expect(checkoutPurchasingView(none)).toBeNull();
    expect(checkoutPurchasingView(null)).toBeNull();
  });

  it("formats whole kronor and reads them back", () => {
    expect(wholeKronor(1_234_599)).toBe("12\u00a0345\u00a0kr");
    expect(kronorToBudgetOre("50 000")).toBe(5_000_000);
    for (const bad of ["", "-1", "1,5", "abc", "9999999999"]) expect(kronorToBudgetOre(bad)).toBeUndefined();
  });
});

describe("my pages' Att attestera link", () => {
  it("shows only for a user with the approver right at the current customer", () => {
    expect(myPagesLinks("USER", []).map((l) => l.to)).not.toContain("/mina-sidor/att-attestera");
    expect(myPagesLinks("USER", [], null, true).map((l) => l.to)).toContain("/mina-sidor/att-attestera");
  });

  it("offers project budgets to admins only", () => {
    expect(myPagesLinks("USER", []).map((l) => l.to)).not.toContain("/mina-sidor/projektbudget");
    expect(myPagesLinks("BUYER_ADMIN", []).map((l) => l.to)).toContain("/mina-sidor/projektbudget");
  });
});
