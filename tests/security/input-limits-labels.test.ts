/** Input limits: a cart label's length, whichever way it comes in (input-limits-fixtures.ts has the pen test). */
import { beforeAll, describe, expect, it } from "vitest";
import { CART_LABEL_MAX_LENGTH } from "../../workers/commerce/src/cart/line-input";
import { call } from "../workers/commerce/helpers";
import { freshBuyer, add, cartLines, upload, xlsxOf, long, plainArticles } from "./input-limits-fixtures";

let plain: string[] = [];

beforeAll(async () => {
  plain = await plainArticles();
});

describe("label length on every path", () => {
  it(`refuses a label over ${CART_LABEL_MAX_LENGTH} characters in a JSON add and saves nothing of the batch`, async () => {
    const { token, cartId } = await freshBuyer();
    const tooLong = await add(token, cartId, [
      { articleNumber: plain[0], quantity: 1, deliveryId: "DBI", label: "ok" },
      { articleNumber: plain[1], quantity: 1, deliveryId: "DBI", label: long(CART_LABEL_MAX_LENGTH + 1) },
    ]);
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.issues).toEqual([expect.objectContaining({ path: "items.1.label" })]);
    const huge = await add(token, cartId, [
      { articleNumber: plain[1], quantity: 1, deliveryId: "DBI", label: long(200_000) },
    ]);
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    const control = await add(token, cartId, [
      { articleNumber: plain[1], quantity: 1, deliveryId: "DBI", label: "rad 1\nrad 2" },
    ]);
    expect(control.status).toBe(400);
    expect(await cartLines(token, cartId)).toEqual([]);
    // Exactly the limit is fine.
    expect(
      (
        await add(token, cartId, [
          { articleNumber: plain[0], quantity: 1, deliveryId: "DBI", label: long(CART_LABEL_MAX_LENGTH) },
        ])
      ).status,
    ).toBe(200);
  });

  it("refuses a long label in a single and a batch update and keeps the line as it was", async () => {
    const { token, cartId } = await freshBuyer();
    const added = await add(token, cartId, [
      { articleNumber: plain[2], quantity: 2, deliveryId: "DBI", label: "Hus A" },
    ]);
    const itemId = added.json.cartItems[0].cartItemId;
    const single = await call(`/v2/cart/${cartId}/variants/${itemId}`, {
      method: "PUT",
      token,
      body: { label: long(CART_LABEL_MAX_LENGTH + 1), quantity: 5 },
    });
    expect(single.status).toBe(400);
    expect(single.json.issues[0].path).toBe("label");
    const batch = await call(`/v2/cart/${cartId}/variants/batch/update`, {
      method: "PUT",
      token,
      body: { items: [{ cartItemId: itemId, label: long(5_000) }] },
    });
    expect(batch.status).toBe(400);
    expect(await cartLines(token, cartId)).toEqual([[plain[2], 2, "DBI", "Hus A"]]);
  });

  it("refuses a CSV upload with a long label: 400 naming row and field, nothing of the file saved", async () => {
    const { token, cartId } = await freshBuyer();
    await add(token, cartId, [{ articleNumber: plain[3], quantity: 1, deliveryId: "DBI" }]);
    const before = await cartLines(token, cartId);
    const csv = `Artikelnummer;Antal;Märkning\n${plain[4]};2;Kök\n${plain[5]};1;${long(CART_LABEL_MAX_LENGTH + 1)}\n`;
    const result = await upload(token, cartId, csv);
    expect(result.status).toBe(400);
    expect(result.json.message).toMatch(/row 3/i);
    expect(result.json.issues).toEqual([expect.objectContaining({ row: 3, field: "label", path: "rows.3.label" })]);
    // The pen test's 200,000-character label.
    const huge = await upload(token, cartId, `${plain[4]};1;${long(200_000)}\n`);
    expect(huge.status).toBe(400);
    expect(huge.json.issues[0]).toMatchObject({ row: 1, field: "label" });
    expect(JSON.stringify(huge.json).length).toBeLessThan(5_000);
    expect(await cartLines(token, cartId)).toEqual(before);
  });

  it("refuses an XLSX upload with a long label, nothing saved", async () => {
    const { token, cartId } = await freshBuyer();
    const result = await upload(
      token,
      cartId,
      xlsxOf([
        [plain[6], "1", "Plan 2"],
        [plain[7], "1", long(200_000)],
      ]),
      "order.xlsx",
    );
    expect(result.status).toBe(400);
    expect(result.json.issues[0]).toMatchObject({ row: 3, field: "label" });
    expect(await cartLines(token, cartId)).toEqual([]);
    // The same file with a proper label is imported.
    const ok = await upload(
      token,
      cartId,
      xlsxOf([
        [plain[6], "1", "Plan 2"],
        [plain[7], "3", long(CART_LABEL_MAX_LENGTH)],
      ]),
      "order.xlsx",
    );
    expect(ok.status).toBe(200);
    expect(await cartLines(token, cartId)).toHaveLength(2);
  });
});
