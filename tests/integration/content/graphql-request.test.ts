import { readFileSync } from "node:fs";
import { parse, print, type OperationDefinitionNode } from "graphql";
import { ClientError, GraphQLClient, gql } from "graphql-request";
import { describe, expect, inject, it } from "vitest";
import { DELIVERY_TOKEN, PREVIEW_TOKEN } from "./content-worker";

/** Started once for the project by global-setup.ts. */
const worker = { origin: inject("contentOrigin"), host: new URL(inject("contentOrigin")).host };

const endpoint = (environment = "master") => `${worker.origin}/content/v1/spaces/shop/environments/${environment}`;
const graphql = (token = DELIVERY_TOKEN, environment = "master") =>
  new GraphQLClient(endpoint(environment), { headers: { authorization: `Bearer ${token}` } });

/** The named queries the storefront is pointed to (workers/content/examples). */
function documentedQueries(): Map<string, string> {
  const operations = parse(readFileSync("workers/content/examples/named-queries.graphql", "utf8"))
    .definitions as OperationDefinitionNode[];
  return new Map(operations.map((operation) => [operation.name!.value, print(operation)]));
}

async function errorOf(promise: Promise<unknown>): Promise<ClientError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ClientError);
  return error as ClientError;
}
const codes = (error: ClientError) =>
  (error.response.errors ?? []).map((item) => (item.extensions as { contentful?: { code?: string } }).contentful?.code);

describe("graphql-request against the local GraphQL content API", () => {
  const queries = documentedQueries();
  const variables: Record<string, Record<string, unknown>> = {
    getFrontPage: {},
    getHero: { slug: "start" },
    getInfoBlock: { id: "info-block-leverans" },
    getTextAndMedia: { id: "text-media-historia" },
    getTextBlock: { id: "text-block-leverans" },
    getStoreDetails: { storeId: "1001" },
    getAllStoreDetails: {},
    getStorePage: { storeId: "2008" },
    getContentPage: { slug: "om-oss" },
    getContentListingPage: { slug: "inspiration" },
    getRetailers: {},
    getDynamicForm: { id: "form-kontakta-oss" },
  };

  it("documents every named query of the spec", () => {
    expect([...queries.keys()].sort()).toEqual(Object.keys(variables).sort());
  });

  it.each(Object.keys(variables))("runs %s without errors", async (name) => {
    const data = await graphql().request<Record<string, unknown>>(queries.get(name)!, variables[name]);
    expect(Object.values(data)[0]).not.toBeNull();
  });

  it("returns the front page with its hero and all eight section types in order", async () => {
    const data = await graphql().request<{
      frontPageCollection: {
        items: { hero: { heroDesktop: { width: number } }; sectionsCollection: { items: { __typename: string }[] } }[];
      };
    }>(queries.get("getFrontPage")!);
    const [frontPage] = data.frontPageCollection.items;
    expect(frontPage.hero.heroDesktop.width).toBe(1440);
    expect(frontPage.sectionsCollection.items.map((item) => item.__typename)).toEqual([
      "LargeSection",
      "SubBanners",
      "RandomBanners",
      "MarketingBanners",
      "ContentBanners",
      "SelectedProducts",
      "AssortmentIcons",
      "ServiceCards",
    ]);
  });

  it("resolves rich text links: embedded blocks, inline buttons, hyperlinks and assets", async () => {
    const data = await graphql().request<{
      contentPageCollection: {
        items: {
          bodyTextPrimary: {
            json: { nodeType: string };
            links: {
              entries: {
                block: { __typename: string }[];
                inline: { __typename: string; text: string }[];
                hyperlink: { slug: string }[];
              };
              assets: { block: { url: string; width: number }[] };
            };
          };
        }[];
      };
    }>(queries.get("getContentPage")!, { slug: "om-oss" });
    const body = data.contentPageCollection.items[0].bodyTextPrimary;
    expect(body.json.nodeType).toBe("document");
    expect(body.links.entries.block.map((entry) => entry.__typename)).toEqual(["Button"]);
    expect(body.links.entries.hyperlink.map((entry) => entry.slug)).toEqual(["hallbarhet"]);
    expect(body.links.assets.block[0]).toMatchObject({
      width: 600,
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/assets-files\/shop\/historia\//),
    });
    const inline = await graphql()
      .request<{
        contentPageCollection: { items: { bodyTextPrimary: { links: { entries: { inline: { text: string }[] } } } }[] };
      }>(queries.get("getContentPage")!, { slug: "kundservice" })
      .catch((error: ClientError) => error.response.data as never);
    expect(
      inline.contentPageCollection.items[0].bodyTextPrimary.links.entries.inline.map((button) => button.text),
    ).toEqual(["Hitta din butik"]);
  });

  it("reports an unresolvable link as UNRESOLVABLE_LINK next to the data", async () => {
    const error = await errorOf(graphql().request(queries.get("getContentPage")!, { slug: "kundservice" }));
    expect(codes(error)).toEqual(["UNRESOLVABLE_LINK"]);
    expect(error.response.status).toBe(200);
    const data = error.response.data as {
      contentPageCollection: { items: { sectionsCollection: { items: ({ sys: { id: string } } | null)[] } }[] };
    };
    expect(data.contentPageCollection.items[0].sectionsCollection.items.map((item) => item?.sys.id ?? null)).toEqual([
      "contact-cards-kundservice",
      null,
      "info-block-leverans",
    ]);
  });

  it("filters collections with where: eq, in, exists, contains, sys id_in and tags", async () => {
    const query = gql`
      query search($ids: [String]) {
        visible: contentPageCollection(where: { excludeFromSearch: false, sys: { id_in: $ids } }, order: [slug_ASC]) {
          total
          items {
            slug
          }
        }
        text: contentPageCollection(where: { bodyTextPrimary_contains: "faktura" }) {
          items {
            slug
          }
        }
        restricted: contentPageCollection(where: { authenticatedOnly: true }) {
          items {
            slug
          }
        }
        withHero: contentPageCollection(
          where: { hero_exists: true, slug_in: ["om-oss", "kopvillkor", "kampanjer"] }
          order: [slug_ASC]
        ) {
          items {
            slug
          }
        }
        guides: contentPageCollection(
          where: { contentfulMetadata: { tags: { id_contains_some: ["guide"] } } }
          order: [slug_ASC]
        ) {
          items {
            slug
          }
        }
        stores: storePageCollection(where: { storeDetails: { city: "Visby" } }) {
          items {
            storeId
          }
        }
      }
    `;
    const data = await graphql().request<Record<string, { total?: number; items: Record<string, string>[] }>>(query, {
      ids: ["kopvillkor", "intern-kampanjkod", "proffskonto"],
    });
    expect(data.visible.items.map((item) => item.slug)).toEqual(["kopvillkor", "proffskonto"]);
    expect(data.text.items.map((item) => item.slug).sort()).toEqual(["kopvillkor", "proffskonto"]);
    expect(data.restricted.items.map((item) => item.slug)).toEqual(["avtalspriser"]);
    expect(data.withHero.items.map((item) => item.slug)).toEqual(["kampanjer", "om-oss"]);
    expect(data.guides.items.map((item) => item.slug)).toEqual(["elinstallation-guide", "guide-val-av-kabel"]);
    expect(data.stores.items).toEqual([{ storeId: "2008" }]);
  });

  it("pages collections with limit and skip and reports the total", async () => {
    const query = gql`
      query stores($skip: Int) {
        storeDetailsCollection(limit: 5, skip: $skip, order: [storeId_ASC]) {
          total
          skip
          limit
          items {
            storeId
          }
        }
      }
    `;
    const first = await graphql().request<{ storeDetailsCollection: { total: number; items: { storeId: string }[] } }>(
      query,
      { skip: 0 },
    );
    const last = await graphql().request<{ storeDetailsCollection: { total: number; items: { storeId: string }[] } }>(
      query,
      { skip: 15 },
    );
    expect(first.storeDetailsCollection.total).toBe(17);
    expect(first.storeDetailsCollection.items.map((item) => item.storeId)).toEqual([
      "1001",
      "1002",
      "1003",
      "1004",
      "1005",
    ]);
    expect(last.storeDetailsCollection.items.map((item) => item.storeId)).toEqual(["2007", "2008"]);
  });

  it("lists the listing pages a content page is linked from", async () => {
    const data = await graphql().request<{
      contentPageCollection: {
        items: { linkedFrom: { contentListingPageCollection: { items: { slug: string }[] } } }[];
      };
    }>(gql`
      {
        contentPageCollection(where: { slug: "hallbarhet" }, limit: 1) {
          items {
            linkedFrom {
              contentListingPageCollection {
                items {
                  slug
                  title
                }
              }
            }
          }
        }
      }
    `);
    expect(data.contentPageCollection.items[0].linkedFrom.contentListingPageCollection.items).toEqual([
      { slug: "inspiration", title: "Inspiration och guider" },
    ]);
  });

  it("answers an unknown field with UNKNOWN_FIELD and status 400", async () => {
    const error = await errorOf(
      graphql().request(gql`
        {
          contentPageCollection {
            items {
              noSuchField
            }
          }
        }
      `),
    );
    expect(error.response.status).toBe(400);
    expect(codes(error)).toEqual(["UNKNOWN_FIELD"]);
  });

  it("answers a missing entry by id with NOT_FOUND", async () => {
    const error = await errorOf(graphql().request(queries.get("getInfoBlock")!, { id: "missing" }));
    expect(codes(error)).toEqual(["NOT_FOUND"]);
    expect(error.response.data).toEqual({ infoBlock: null });
  });

  it("rejects an invalid access token with ACCESS_TOKEN_INVALID and 401", async () => {
    const error = await errorOf(graphql("wrong-token").request(queries.get("getFrontPage")!));
    expect(error.response.status).toBe(401);
    expect(codes(error)).toEqual(["ACCESS_TOKEN_INVALID"]);
  });

  it("serves drafts with preview: true and the preview token only", async () => {
    const query = gql`
      query page($preview: Boolean) {
        contentPageCollection(where: { slug: "julkampanj" }, preview: $preview) {
          total
        }
      }
    `;
    expect(await graphql().request(query, { preview: false })).toEqual({ contentPageCollection: { total: 0 } });
    expect(await graphql(PREVIEW_TOKEN).request(query, { preview: true })).toEqual({
      contentPageCollection: { total: 1 },
    });
    expect(await graphql(DELIVERY_TOKEN, "staging").request(query, { preview: false })).toEqual({
      contentPageCollection: { total: 1 },
    });
    const error = await errorOf(graphql().request(query, { preview: true }));
    expect(codes(error)).toEqual(["ACCESS_TOKEN_INVALID"]);
  });

  it("answers an unknown environment with UNKNOWN_ENVIRONMENT", async () => {
    const error = await errorOf(graphql(DELIVERY_TOKEN, "nope").request(queries.get("getFrontPage")!));
    expect(error.response.status).toBe(404);
    expect(codes(error)).toEqual(["UNKNOWN_ENVIRONMENT"]);
  });
});
