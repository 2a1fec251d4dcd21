import { describe, expect, it } from "vitest";
import { readListingQuery, runListing } from "~/features/catalogue/listing.server";
import type { CommerceTransport } from "~/platform/services/commerce-client.server";
import { ANONYMOUS_VIEWER, type Viewer } from "~/platform/session/viewer";

const BUYER: Viewer = {
  userId: "u-buyer",
  customerId: "10001",
  projectId: null,
  noPrices: false,
  noDiscounts: false,
  denials: [],
};

/**
 * A commerce service over HTTP that answers a listing's search, with the caller's favourites when `answersFavourites`
 * (as workers/commerce does when asked), or without them (a wholesaler's own service that does not know the hint).
 */
function service(answersFavourites: boolean) {
  const calls: string[] = [];
  const transport: CommerceTransport = {
    baseUrl: "http://commerce.test",
    token: "token",
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      calls.push(`${init?.method ?? "GET"} ${url.pathname}`);
      if (url.pathname === "/users/favourites")
        return Response.json({ data: [{ favouriteId: "f1", articleNumber: "1000001" }], max: 50 });
      const body = JSON.parse(String(init?.body)) as { favourites?: boolean };
      const listing = { total: 0, totalIsLowerBound: false, exactMatch: null, hits: [], facets: null };
      return Response.json(answersFavourites && body.favourites ? { ...listing, favourites: ["1000002"] } : listing);
    },
  };
  return { calls, transport };
}

const listing = readListingQuery(new URL("http://shop.test/kategorier/el"));

describe("a listing's saved cards", () => {
  it("come with the search in one call when the service answers them", async () => {
    const commerce = service(true);
    const result = await runListing(commerce.transport, BUYER, { query: "", category: "el", listing });
    expect(result.saved).toEqual(["1000002"]);
    expect(commerce.calls).toEqual(["POST /search"]);
  });

  it("are asked for apart from a service that does not answer them", async () => {
    const commerce = service(false);
    const result = await runListing(commerce.transport, BUYER, { query: "", category: "el", listing });
    expect(result.saved).toEqual(["1000001"]);
    expect(commerce.calls).toEqual(["POST /search", "GET /users/favourites"]);
  });

  it("are not asked for a visitor", async () => {
    const commerce = service(true);
    const result = await runListing(commerce.transport, ANONYMOUS_VIEWER, { query: "", category: "el", listing });
    expect(result.saved).toBeNull();
    expect(commerce.calls).toEqual(["POST /search"]);
  });
});
