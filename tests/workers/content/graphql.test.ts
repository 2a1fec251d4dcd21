import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import app, { type ContentEnv } from "../../../workers/content/src/index";

const contentEnv = env as unknown as ContentEnv;
const ENDPOINT = "http://content.local/content/v1/spaces/shop/environments/master";

async function graphql(query: string, variables: Record<string, unknown> = {}, token = "local-delivery-token") {
  const response = await app.request(
    ENDPOINT,
    {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ query, variables }),
    },
    contentEnv,
  );
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: any[] } };
}

describe("content service GraphQL (Contentful GraphQL Content API subset)", () => {
  it("queries a collection by a field and a single entry by id", async () => {
    const { status, body } = await graphql(
      `
        query ($storeId: String!) {
          storePageCollection(where: { storeId: $storeId }, limit: 1) {
            total
            items {
              sys {
                id
                publishedAt
              }
              title
              contactsCollection {
                items {
                  role
                  name
                  image {
                    url
                    title
                    width
                    height
                  }
                }
              }
            }
          }
          dynamicForm(id: "form-bli-kund") {
            formTitle
            inputsCollection {
              total
              items {
                title
                type
                requiredField
                inputList
              }
            }
          }
        }
      `,
      { storeId: "1004" },
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const [page] = body.data.storePageCollection.items;
    expect(page.sys.id).toBe("store-page-1004");
    expect(page.sys.publishedAt).toMatch(/^2026-/);
    expect(page.contactsCollection.items.map((contact: { role: string }) => contact.role)).toEqual([
      "Butikschef",
      "Företagssäljare",
    ]);
    expect(page.contactsCollection.items[0].image.url).toMatch(
      /^http:\/\/content\.local\/assets-files\/shop\/avatar-\d\//,
    );
    const form = body.data.dynamicForm;
    expect(form.inputsCollection.total).toBe(8);
    expect(form.inputsCollection.items.find((input: { type: string }) => input.type === "radio").inputList).toContain(
      "5–19",
    );
  });

  it("puts errors in extensions.contentful.code", async () => {
    const unknownField = await graphql(`
      {
        heroCollection {
          items {
            nope
          }
        }
      }
    `);
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.errors![0].extensions.contentful).toMatchObject({
      code: "UNKNOWN_FIELD",
      requestId: expect.any(String),
    });

    const syntax = await graphql(`{ heroCollection { `);
    expect(syntax.status).toBe(400);
    expect(syntax.body.errors![0].extensions.contentful.code).toBe("INVALID_QUERY_FORMAT");

    const token = await graphql(
      `
        {
          heroCollection {
            total
          }
        }
      `,
      {},
      "nope",
    );
    expect(token.status).toBe(401);
    expect(token.body.errors![0].extensions.contentful.code).toBe("ACCESS_TOKEN_INVALID");

    const unresolvable = await graphql(`
      {
        contentPageCollection(where: { slug: "kundservice" }) {
          items {
            sectionsCollection {
              items {
                __typename
              }
            }
          }
        }
      }
    `);
    expect(unresolvable.status).toBe(200);
    expect(unresolvable.body.data.contentPageCollection.items[0].sectionsCollection.items).toEqual([
      { __typename: "ContactCards" },
      null,
      { __typename: "InfoBlock" },
    ]);
    expect(
      unresolvable.body.errors!.map(
        (error: { extensions: { contentful: { code: string } } }) => error.extensions.contentful.code,
      ),
    ).toEqual(["UNRESOLVABLE_LINK"]);
    expect(unresolvable.body.errors![0].path).toEqual([
      "contentPageCollection",
      "items",
      0,
      "sectionsCollection",
      "items",
      1,
    ]);
  });

  it("orders and filters with AND / OR and numeric comparisons", async () => {
    const { body } = await graphql(`
      {
        heavy: marketingBannerCollection(where: { weight_gte: 2 }, order: [weight_DESC]) {
          items {
            weight
          }
        }
        either: contentPageCollection(where: { OR: [{ slug: "om-oss" }, { slug: "kopvillkor" }] }, order: [slug_DESC]) {
          items {
            slug
          }
        }
        both: contentPageCollection(
          where: { AND: [{ showSidebar: true }, { title_contains: "villkor" }] }
          order: [title_ASC]
        ) {
          items {
            title
          }
        }
      }
    `);
    expect(body.data.heavy.items).toEqual([{ weight: 3 }, { weight: 2 }]);
    expect(body.data.either.items).toEqual([{ slug: "om-oss" }, { slug: "kopvillkor" }]);
    expect(body.data.both.items).toEqual([{ title: "Köpvillkor" }, { title: "Leveransvillkor" }]);
  });

  it("passes image transform options on to the asset URL", async () => {
    const { body } = await graphql(`
      {
        asset(id: "logo") {
          url(transform: { width: 100, format: WEBP })
          width
          height
        }
      }
    `);
    expect(body.data.asset).toMatchObject({ width: 200, height: 48 });
    expect(new URL(body.data.asset.url).searchParams.get("w")).toBe("100");
  });
});

describe("content service GraphQL over GET and asset files", () => {
  it("accepts a GET request with query and variables in the query string", async () => {
    const url = new URL(ENDPOINT);
    url.searchParams.set(
      "query",
      "query($slug: String!) { heroCollection(where: { slug: $slug }) { items { title } } }",
    );
    url.searchParams.set("variables", JSON.stringify({ slug: "kampanjer" }));
    const response = await app.request(
      url.toString(),
      { headers: { authorization: "Bearer local-delivery-token" } },
      contentEnv,
    );
    expect(await response.json()).toEqual({ data: { heroCollection: { items: [{ title: "Veckans kampanjer" }] } } });
  });

  it("serves an asset's file without a token and 404s a wrong file name", async () => {
    const file = await app.request("http://content.local/assets-files/shop/favicon/favicon.svg", {}, contentEnv);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/svg+xml");
    expect(await file.text()).toMatch(/^<svg[^>]+width="32" height="32"/);
    expect((await app.request("http://content.local/assets-files/shop/favicon/other.svg", {}, contentEnv)).status).toBe(
      404,
    );
  });
});
