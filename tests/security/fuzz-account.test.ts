/**
 * Fuzzing the buyer's own records: favourites, addresses, quotes, saved configurations and order search
 * (fuzz-support.ts says what every run checks).
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { call } from "../workers/commerce/helpers";
import {
  account,
  fuzz,
  bodyOf,
  json,
  weird,
  article,
  favouritesSnapshot,
  addressesSnapshot,
  quotesSnapshot,
  configurationsSnapshot,
  setUpAccount,
} from "./fuzz-support";

beforeAll(setUpAccount, 60_000);

describe("fuzzing the JSON endpoints: never a 5xx, never a partial write", { timeout: 30_000 }, () => {
  it("favourites: lists, list articles and favourite products", async () => {
    const items = fc.array(bodyOf({ articleNumber: article(), quantity: fc.integer({ min: -1, max: 2_000_000 }) }), {
      maxLength: 3,
    });
    await fuzz(
      bodyOf({
        favoriteName: fc.string({ maxLength: 90 }),
        access: fc.constantFrom("PRIVATE", "CUSTOMER", "x"),
        items,
      }),
      json("/v2/favorites", "POST"),
      favouritesSnapshot,
    );
    await fuzz(
      fc.oneof(bodyOf({ articleNumber: article(), quantity: fc.integer() }), fc.record({ items })),
      json(`/v2/favorites/${account.listId}/articles`, "PUT"),
      favouritesSnapshot,
    );
    await fuzz(bodyOf({ articleNumber: article() }), json("/users/favourites", "POST"), favouritesSnapshot);
  });

  it("addresses: create and change", async () => {
    const fields = {
      label: fc.string({ maxLength: 70 }),
      name: fc.string({ maxLength: 70 }),
      recipientName: fc.string({ maxLength: 70 }),
      address1: fc.string({ maxLength: 70 }),
      postalCode: fc.constantFrom("11122", "111 22", "22100", "00000", "abcde"),
      postalAddress: fc.string({ maxLength: 70 }),
      countryCode: fc.constantFrom("SE", "AX", "NO"),
      phone: fc.constantFrom("+46 8 123 456", "x"),
      preselected: fc.boolean(),
    };
    await fuzz(bodyOf(fields), json("/address", "POST"), addressesSnapshot);
    const created = await call("/address", {
      token: account.token,
      body: { label: "Fuzz", name: "Fuzz AB", address1: "Gatan 1", postalCode: "11122", postalAddress: "Stockholm" },
    });
    expect(created.status, created.text).toBe(201);
    await fuzz(bodyOf(fields), json(`/address/${created.json.addressId}`, "PUT"), addressesSnapshot);
  });

  it("POST /v1/quotes", async () => {
    const item = bodyOf({ articleNumber: article(), quantity: fc.integer({ min: -5, max: 2_000_000 }) });
    await fuzz(
      bodyOf({
        title: fc.string({ maxLength: 120 }),
        finalMessage: fc.string({ maxLength: 50 }),
        validFor: fc.integer(),
        validFrom: fc.constantFrom("2026-01-01", "2026-13-40", "x"),
        items: fc.array(item, { maxLength: 3 }),
        customItems: fc.array(weird, { maxLength: 2 }),
        receiver: weird,
        sender: weird,
      }),
      json("/v1/quotes", "POST"),
      quotesSnapshot,
    );
  });

  it("POST /v1/configurations", async () => {
    const text = fc.oneof(fc.string({ maxLength: 90 }), fc.constantFrom("Dimension", "Färg", "20 mm", "Röd", ""));
    await fuzz(
      bodyOf({
        name: fc.string({ maxLength: 120 }),
        productId: fc.oneof(fc.string({ maxLength: 70 }), fc.constantFrom("p1", "p2", "p792")),
        selections: fc.oneof(fc.dictionary(text, fc.oneof(text, weird), { maxKeys: 14 }), weird),
      }),
      json("/v1/configurations", "POST"),
      configurationsSnapshot,
    );
  });

  it("GET /orders/search with arbitrary query strings", async () => {
    const param = fc.oneof(
      fc.string({ unit: "binary", maxLength: 40 }),
      fc.constantFrom("-1", "1e400", "9999999999999999999", "2026-02-30", "NaN", "[]", "%", "%00"),
    );
    const query = fc.dictionary(
      fc.constantFrom("limit", "offset", "q", "orderStatus", "fromDate", "toDate", "sort", "x"),
      param,
      { maxKeys: 5 },
    );
    await fuzz(query, (q: Record<string, string>) =>
      call(`/orders/search?${new URLSearchParams(q)}`, { token: account.token }),
    );
  });
});
