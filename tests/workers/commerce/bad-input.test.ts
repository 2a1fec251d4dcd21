import { beforeAll, describe, expect, it } from "vitest";
import { call, seedTestCatalogue, signIn } from "./helpers";

beforeAll(async () => {
  await seedTestCatalogue();
});

const GARBAGE_BODIES = [
  "",
  "null",
  "[]",
  "42",
  '"text"',
  "{",
  '{"query":null}',
  '{"articles":[{"articleNumber":{"$gt":""}}]}',
  '{"a":' + "[".repeat(50) + "]".repeat(50) + "}",
];
const POSTS = [
  "/v2/sessions/",
  "/v2/oci/sessions",
  "/users/credentials/request",
  "/search",
  "/getEntitiesByAttribute",
  "/createEvents",
  "/stock",
  "/breadcrumbs/search",
  "/locations/addresses/search",
  "/graphql",
];
const GETS = [
  "/v3/customers?active=%00&limit=-1",
  "/customers/%25/assortment",
  "/customers/10001'--/delivery-dates",
  "/v2/users/%00",
  "/users/name/..%2F..",
  "/v2/permissions/x%25y",
  "/v2/locations?zipCode=1&deliveryMethod=XYZ",
  "/locations?query=%25%25%25",
  "/breadcrumbs/%25",
  "/menu?assortment=%00",
  "/attribute-sequence/c1/%25",
  "/prices/%25/brackets",
  "/selected-product-groups/%25%25",
  "/campaigns/%25/articles",
  "/images/%25.svg",
  "/images/1.svg",
];

describe("bad input never gives a 500", () => {
  it("answers garbage bodies on every POST with a 4xx JSON message", async () => {
    const { AccessToken } = await signIn("buyer@demo.se");
    for (const path of POSTS) {
      for (const rawBody of GARBAGE_BODIES) {
        const response = await call(path, {
          method: "POST",
          token: AccessToken,
          rawBody,
          headers: { "content-type": "application/json" },
        });
        expect(response.status, `${path} ${rawBody}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${path} ${rawBody}`).toBeLessThan(500);
        expect(typeof response.json?.message, `${path} ${rawBody}`).toBe("string");
        expect(response.text).not.toMatch(/at .*\.ts:\d+|stack/i);
      }
    }
  });

  it("answers odd paths and queries without a 500", async () => {
    const { AccessToken } = await signIn("siteadmin@demo.se");
    for (const path of GETS) {
      const response = await call(path, { token: AccessToken });
      expect(response.status, path).toBeLessThan(500);
    }
    expect((await call("/locations?query=%25%25%25", { token: AccessToken })).json).toEqual([]);
    // LIKE wildcards and quotes in a search are text, not syntax.
    const odd = await call("/v3/customers?search=%25%5F'%22", { token: AccessToken });
    expect(odd.status).toBe(200);
    expect(odd.json.customers).toEqual([]);
  });
});
