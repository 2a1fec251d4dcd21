import { describe, expect, it } from "vitest";
import { CommerceError } from "~/platform/services/commerce-errors.server";
import { signInFailureMessage } from "~/features/account/sign-in.server";
import { facetGroups, readListingQuery } from "~/features/catalogue/listing.server";
import { articleNumberFromSlug } from "~/features/products/catalogue-client.server";
import type { SearchResponse } from "@shop/contract/commerce/catalogue";

describe("sign-in failures", () => {
  const failure = (kind: CommerceError["kind"], status: number, message: string | null = null) =>
    signInFailureMessage(new CommerceError(kind, status, message, "auth"));

  it("wrong credentials get one generic message, whichever field was wrong", () => {
    expect(failure("unauthorized", 401, "Incorrect username or password")).toEqual({
      status: 401,
      message: "Fel e-postadress eller lösenord.",
    });
    expect(failure("bad_request", 400)).toEqual({ status: 401, message: "Fel e-postadress eller lösenord." });
  });

  it("the lock-out says how long the login is locked", () => {
    const locked = failure(
      "locked",
      429,
      "Too many failed sign-in attempts. This login is locked for 12 more minute(s).",
    );
    expect(locked).toEqual({
      status: 429,
      message: "För många misslyckade inloggningsförsök. Inloggningen är låst i 12 minuter.",
    });
  });

  it("a punch-out account at the normal sign-in is told to use its procurement system", () => {
    const refused = failure(
      "forbidden",
      403,
      "Punch-out accounts sign in through the procurement system (POST /v2/oci/sessions)",
    );
    expect(refused).toEqual({
      status: 403,
      message:
        "Det här är ett punch-out-konto. Logga in via ert inköpssystem – inloggning här i butiken är inte möjlig.",
    });
    // Any other 403 stays the generic service message.
    expect(failure("forbidden", 403, "Forbidden").message).toMatch(/Inloggningstjänsten är inte tillgänglig/);
  });

  it("a service outage is reported as such", () => {
    expect(failure("server", 500).message).toMatch(/Inloggningstjänsten är inte tillgänglig|fel/);
    expect(failure("no_response", 0).status).toBe(503);
  });
});

describe("listing query", () => {
  it("reads sort, page and facet choices, and falls back on nonsense", () => {
    const query = readListingQuery(
      new URL("http://x/kategorier/el?sort=name_desc&sida=3&brand=abb&brand=hager&tag=Nyhet&a.F%C3%A4rg=Vit"),
    );
    expect(query).toEqual({
      sort: "name_desc",
      page: 3,
      brands: ["abb", "hager"],
      tags: ["Nyhet"],
      attributes: { Färg: ["Vit"] },
    });
    expect(readListingQuery(new URL("http://x/?sort=drop%20table&sida=-1"))).toMatchObject({
      sort: "relevance",
      page: 1,
    });
  });

  it("orders attribute facets by the attribute sequence and hides disabled ones", () => {
    const facet = (value: string) => ({ value, label: value, count: 1 });
    const result = {
      total: 1,
      totalIsLowerBound: false,
      exactMatch: null,
      hits: [],
      facets: {
        brands: [facet("abb")],
        categories: [],
        filterTags: [],
        attributes: [
          { name: "Färg", values: [facet("Vit")] },
          { name: "SSG", values: [facet("1")] },
          { name: "Ledararea", values: [facet("3G1,5")] },
          { name: "Okänd", values: [facet("x")] },
        ],
      },
    } satisfies SearchResponse;
    const groups = facetGroups(result, readListingQuery(new URL("http://x/?brand=abb")), {
      sequence: ["Ledararea", "Färg"],
      disabled: ["SSG"],
    });
    expect(groups.map((g) => g.label)).toEqual(["Varumärke", "Ledararea", "Färg", "Okänd"]);
    expect(groups[0].values[0].selected).toBe(true);
  });

  it("finds the article number at the end of a product slug", () => {
    expect(articleNumberFromSlug("dvargbrytare-3-pol-c-kar-eco-6-a-1000037")).toBe("1000037");
    expect(articleNumberFromSlug("1000037")).toBe("1000037");
  });
});
