import { describe, expect, it } from "vitest";
import { cell } from "../../../bench/bundle-report.mjs";
import { cpuBudgetMs, cpuPerRequest, processCpuSampler } from "../../../bench/lib/process-cpu.mjs";

describe("the benchmark's CPU per request", () => {
  it("divides each process's CPU by the requests and adds them up", () => {
    const before = { storefront: 1_000, commerce: 500, "load generator": 40 };
    const after = { storefront: 1_570, commerce: 790, "load generator": 70 };
    expect(cpuPerRequest(before, after, 100)).toEqual({
      storefront: 5.7,
      commerce: 2.9,
      "load generator": 0.3,
      total: 8.9,
    });
  });

  it("gives nothing without a sample or a request", () => {
    expect(cpuPerRequest(undefined, { storefront: 1 }, 10)).toBeUndefined();
    expect(cpuPerRequest({ storefront: 1 }, { storefront: 2 }, 0)).toBeUndefined();
  });

  it("turns a throughput ratio into the CPU a request may cost on the machine's cores", () => {
    // 0.06 × 6,550 req/s = 393 req/s; two busy cores serve that at 2,000 ms / 393 = 5.09 ms per request.
    expect(cpuBudgetMs(0.06, 6_550, 2)).toBe(5.09);
    // Twice the cores, twice the budget.
    expect(cpuBudgetMs(0.06, 6_550, 4)).toBe(10.18);
  });

  it("finds no worker behind a port nothing serves, and then samples nothing", () => {
    expect(processCpuSampler({ storefront: 1 })).toBeNull();
  });
});

describe("the benchmark tables' cells", () => {
  it("pad short text, and cut long text to an ellipsis with a space before the next column", () => {
    expect(cell("shell", 8)).toBe("shell   ");
    expect(cell("category (buyer, signed in)", 10)).toBe("category… ");
    expect(cell("category (buyer, signed in)", 10)).toHaveLength(10);
  });
});
