/**
 * The content contract (contract/content) against the real content worker and its bundled demo content: the
 * storefront's GraphQL documents and REST entry reads are answered, and the picked parts parse with the schemas
 * the storefront uses. Sections are checked one by one: the page schema drops a section that does not fit (an
 * editor may add types the shop cannot show), which here would hide a broken contract.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  alertBannerFieldsSchema,
  footerFieldsSchema,
  headerFieldsSchema,
  informationBannerFieldsSchema,
  ourServicesMenuFieldsSchema,
  siteSettingsFieldsSchema,
} from "@shop/contract/content/entries";
import {
  contentListingPageSchema,
  contentPageSchema,
  frontPageSchema,
  retailerSchema,
  storeDetailsSchema,
  storePageSchema,
} from "@shop/contract/content/pages";
import * as queries from "@shop/contract/content/queries";
import { dynamicFormSchema } from "@shop/contract/content/rich-text";
import {
  heroSchema,
  infoBlockSchema,
  sectionSchema,
  textAndMediaSchema,
  textBlockSchema,
} from "@shop/contract/content/sections";
import app, { type ContentEnv } from "../../../workers/content/src/index";

const contentEnv = env as unknown as ContentEnv;
const SPACE = "http://content.local/spaces/shop/environments/master";
const GRAPHQL = "http://content.local/content/v1/spaces/shop/environments/master";
const auth = { authorization: "Bearer local-delivery-token" };

type Data = Record<string, any>;

async function graphql(query: string, variables: Record<string, unknown> = {}): Promise<Data> {
  const headers = { ...auth, "content-type": "application/json" };
  const body = JSON.stringify({ query, variables });
  const response = await app.request(GRAPHQL, { method: "POST", headers, body }, contentEnv);
  const answer = (await response.json()) as { data?: Data; errors?: unknown[] };
  expect(response.status).toBe(200);
  expect(answer.errors ?? []).toEqual([]);
  return answer.data!;
}

function conforms<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  expect(value).toBeTruthy();
  const parsed = schema.safeParse(value);
  expect(parsed.error?.issues ?? []).toEqual([]);
  return parsed.data as z.output<S>;
}

/** Every section of a page fits one of the section schemas (none would be dropped). */
function sectionsConform(page: { sectionsCollection?: { items: unknown[] } | null }) {
  for (const section of page.sectionsCollection?.items ?? []) if (section != null) conforms(sectionSchema, section);
}

const first = async (collection: string, fields: string) =>
  (await graphql(`{ ${collection}(limit: 1) { items { ${fields} } } }`))[collection].items[0];

describe("content GraphQL answers (the storefront's documents)", () => {
  it("front page, hero and the blocks a rich text embeds", async () => {
    const front = (await graphql(queries.GET_FRONT_PAGE)).frontPageCollection.items[0];
    conforms(frontPageSchema, front);
    sectionsConform(front);
    const { slug } = await first("heroCollection", "slug");
    conforms(heroSchema, (await graphql(queries.GET_HERO, { slug })).heroCollection.items[0]);
    const infoBlock = (await first("infoBlockCollection", "sys { id }")).sys.id;
    conforms(infoBlockSchema, (await graphql(queries.GET_INFO_BLOCK, { id: infoBlock })).infoBlock);
    const textAndMedia = (await first("textAndMediaCollection", "sys { id }")).sys.id;
    conforms(textAndMediaSchema, (await graphql(queries.GET_TEXT_AND_MEDIA, { id: textAndMedia })).textAndMedia);
    const textBlock = (await first("textBlockCollection", "sys { id }")).sys.id;
    conforms(textBlockSchema, (await graphql(queries.GET_TEXT_BLOCK, { id: textBlock })).textBlock);
    conforms(dynamicFormSchema, (await graphql(queries.GET_DYNAMIC_FORM, { id: "form-bli-kund" })).dynamicForm);
  });

  it("content and listing pages", async () => {
    const { slug } = await first("contentPageCollection", "slug");
    const page = (await graphql(queries.GET_CONTENT_PAGE, { slug })).contentPageCollection.items[0];
    conforms(contentPageSchema, page);
    sectionsConform(page);
    const listing = await first("contentListingPageCollection", "slug");
    const answer = await graphql(queries.GET_CONTENT_LISTING_PAGE, { slug: listing.slug });
    conforms(contentListingPageSchema, answer.contentListingPageCollection.items[0]);
  });

  it("stores and retailers", async () => {
    const details = await graphql(queries.GET_STORE_DETAILS, { storeId: "1004" });
    conforms(storeDetailsSchema, details.storeDetailsCollection.items[0]);
    const all = (await graphql(queries.GET_ALL_STORE_DETAILS)).storeDetailsCollection.items;
    expect(conforms(storeDetailsSchema.array(), all).length).toBeGreaterThan(1);
    const page = (await graphql(queries.GET_STORE_PAGE, { storeId: "1004" })).storePageCollection.items[0];
    conforms(storePageSchema, page);
    sectionsConform(page);
    const retailers = (await graphql(queries.GET_ALL_RETAILERS)).retailerCollection.items;
    expect(conforms(retailerSchema.array(), retailers)).not.toHaveLength(0);
  });
});

interface Link {
  sys: { type: "Link"; linkType: string; id: string };
}
interface EntryCollection {
  items: { sys: { id: string }; fields: Record<string, unknown> }[];
  includes?: { Entry?: EntryCollection["items"]; Asset?: EntryCollection["items"] };
}

/** Links replaced by their included entries and assets, as the contentful SDK delivers them to the storefront. */
function resolveLinks(answer: EntryCollection) {
  const included = [...(answer.includes?.Entry ?? []), ...(answer.includes?.Asset ?? [])];
  const byId = new Map(included.map((e) => [e.sys.id, e]));
  const resolve = (value: unknown, depth: number): unknown => {
    if (depth > 5 || value === null || typeof value !== "object") return value;
    if (Array.isArray(value)) return value.map((item) => resolve(item, depth));
    const link = value as Link;
    if (link.sys?.type === "Link") {
      const target = byId.get(link.sys.id);
      return target ? { ...target, fields: resolve(target.fields, depth + 1) } : null;
    }
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolve(item, depth)]));
  };
  return answer.items.map((item) => resolve(item.fields, 0));
}

async function entryFields(contentType: string, query = "") {
  const url = `${SPACE}/entries?content_type=${contentType}&include=3${query}`;
  const response = await app.request(url, { headers: auth }, contentEnv);
  expect(response.status).toBe(200);
  return resolveLinks((await response.json()) as EntryCollection);
}

describe("content REST answers (the site shell)", () => {
  it("header, footer and the services menu, with their links", async () => {
    const [header] = await entryFields("header", "&limit=1");
    expect(conforms(headerFieldsSchema, header).items.length).toBeGreaterThan(0);
    const [footer] = await entryFields("footer", "&limit=1");
    expect(conforms(footerFieldsSchema, footer).columns.length).toBeGreaterThan(0);
    const [services] = await entryFields("ourServicesMenu", "&limit=1");
    expect(conforms(ourServicesMenuFieldsSchema, services).items.length).toBeGreaterThan(0);
  });

  it("logos and banners", async () => {
    const [logo] = await entryFields("logo", "&limit=1");
    expect(conforms(siteSettingsFieldsSchema, logo).logo?.url).toEqual(expect.any(String));
    for (const fields of await entryFields("alertBanner")) conforms(alertBannerFieldsSchema, fields);
    for (const fields of await entryFields("informationBanner")) conforms(informationBannerFieldsSchema, fields);
  });
});
