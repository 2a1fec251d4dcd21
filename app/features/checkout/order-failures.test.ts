import { describe, expect, it } from "vitest";
import { failedDeliveryText } from "./order-failures.server";

const failed = (errors: object[]) =>
  ({ deliveryId: "DBI", success: false, tempOrderId: null, orderId: null, errors }) as never;

describe("a failed delivery's text", () => {
  it("names the delivery, each refused line and its reason", () => {
    const text = failedDeliveryText(
      failed([
        {
          code: "ARTICLE_NOT_PURCHASABLE",
          message: "Cannot be ordered",
          articleNumbers: ["1000185", "1000111"],
          lines: [
            { articleNumber: "1000185", name: "Skruvdragare X", reason: "ONLY_STORE" },
            { articleNumber: "1000111", name: null, reason: "DISCONTINUED_OUT_OF_STOCK" },
          ],
        },
      ]),
    );
    expect(text).toBe(
      "Utkörning: Skruvdragare X (art.nr 1000185): Den här varan säljs bara i butik och kan inte beställas på webben. " +
        "Art.nr 1000111: Varan har utgått och finns inte längre i lager, så den kan inte köpas.",
    );
  });

  it("says nothing of its own for other refusals", () => {
    expect(failedDeliveryText(failed([{ code: "REQUESTED_DATE_IN_PAST", message: "passed" }]))).toBeNull();
  });
});
