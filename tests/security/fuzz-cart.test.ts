/** Fuzzing the cart: batch add, line update and label, batch update (fuzz-support.ts says what every run checks). */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { account, fuzz, bodyOf, json, weird, article, delivery, cartSnapshot, setUpAccount } from "./fuzz-support";

beforeAll(setUpAccount, 60_000);

describe("fuzzing the JSON endpoints: never a 5xx, never a partial write", { timeout: 30_000 }, () => {
  it("POST cart batch add", async () => {
    const item = bodyOf({
      articleNumber: article(),
      quantity: fc.integer({ min: -5, max: 2_000_000 }),
      deliveryId: delivery,
      label: fc.string({ maxLength: 70 }),
    });
    await fuzz(
      fc.oneof(weird, fc.record({ items: fc.oneof(weird, fc.array(item, { maxLength: 4 })) })),
      json(`/v2/cart/${account.cartId}/variants/batch/add`, "POST"),
      cartSnapshot,
    );
  });

  it("PUT cart line update and label", async () => {
    await fuzz(
      bodyOf({
        quantity: fc.integer({ min: -5, max: 2_000_000 }),
        deliveryId: delivery,
        label: fc.string({ unit: "grapheme", maxLength: 70 }),
      }),
      json(`/v2/cart/${account.cartId}/variants/${account.itemId}`, "PUT"),
      cartSnapshot,
    );
    // Whatever label got through is one the cart allows.
    for (const row of (await cartSnapshot()) as { label: string }[]) expect(row.label.length).toBeLessThanOrEqual(60);
  });

  it("PUT cart batch update", async () => {
    const item = bodyOf({
      cartItemId: fc.constantFrom(account.itemId, "nope"),
      quantity: fc.integer({ min: -5, max: 2_000_000 }),
      label: fc.string({ maxLength: 70 }),
    });
    await fuzz(
      fc.record({ items: fc.oneof(weird, fc.array(item, { maxLength: 3 })) }),
      json(`/v2/cart/${account.cartId}/variants/batch/update`, "PUT"),
      cartSnapshot,
    );
  });
});
