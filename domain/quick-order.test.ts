import { describe, expect, it } from "vitest";
import { parseQuickOrder } from "./quick-order";

describe("quick order rows", () => {
  it("reads article number and quantity with the usual separators", () => {
    const { rows, problems } = parseQuickOrder("1028268 2\n1009805;3\n\n1085803\t4\n1002405,5\n1117438");
    expect(rows.map((r) => [r.articleNumber, r.quantity])).toEqual([
      ["1028268", 2],
      ["1009805", 3],
      ["1085803", 4],
      ["1002405", 5],
      ["1117438", 1],
    ]);
    expect(problems).toEqual([]);
  });

  it("reports bad rows with their row number", () => {
    const { rows, problems } = parseQuickOrder("1028268 2\nabc-12 1\n1009805 0\n1009805 2,5");
    expect(rows).toHaveLength(1);
    expect(problems).toEqual([
      { row: 2, text: "abc-12 1", problem: "syntax" },
      { row: 3, text: "1009805 0", problem: "quantity" },
      { row: 4, text: "1009805 2,5", problem: "quantity" },
    ]);
  });
});
