import type { AppLoadContext } from "@remix-run/cloudflare";
import type { z } from "zod";
import type { StorefrontConfig } from "~/platform/config/config.server";
import { readContentConfig, type ContentConfig } from "./content-config.server";
import { createContentCache, type CachedLoader } from "./content-cache.server";
import type { ContentFetchOptions } from "./content-fetch.server";
import { ContentServiceError } from "./content-errors";
import { serviceFetch } from "./service-fetch.server";
import { isolateMemory, type IsolateMemory } from "~/platform/cache/isolate-memory.server";
import { createGraphQLRunner, type RunQuery } from "./content-graphql-client.server";
import * as queries from "@shop/contract/content/queries";
import { createRestClient, getEntriesByType, type RestClient } from "./content-rest-client.server";
import {
  contentListingPageSchema,
  contentPageSchema,
  frontPageSchema,
  retailerSchema,
  storeDetailsSchema,
  storePageSchema,
} from "@shop/contract/content/pages";
import { dynamicFormSchema } from "@shop/contract/content/rich-text";
import { heroSchema, infoBlockSchema, textAndMediaSchema, textBlockSchema } from "@shop/contract/content/sections";

export interface ContentDependencies {
  env: Pick<
    StorefrontConfig,
    | "CACHE"
    | "CONTENT_URL"
    | "CONTENT_SPACE"
    | "CONTENT_ENVIRONMENT"
    | "CONTENT_STAGING_ENVIRONMENT"
    | "CONTENT_DELIVERY_TOKEN"
    | "CONTENT_PREVIEW_TOKEN"
  >;
  waitUntil: (promise: Promise<unknown>) => void;
  /** Tests inject a fetch (to count upstream calls) and a zero backoff. */
  fetchOptions?: ContentFetchOptions;
  /** The isolate's memory in front of KV (the worker's wiring passes it; tests that count KV reads do not). */
  memory?: IsolateMemory;
}

export interface ContentClients {
  config: ContentConfig;
  graphql: RunQuery;
  rest: RestClient;
  cached: CachedLoader;
}

export function createContentClients(deps: ContentDependencies): ContentClients {
  const config = readContentConfig(deps.env as StorefrontConfig);
  let rest: RestClient | undefined;
  return {
    config,
    graphql: createGraphQLRunner(config, deps.fetchOptions),
    // Built on first use: few pages read the REST API, and building its client costs every request a few ms of CPU.
    get rest() {
      return (rest ??= createRestClient(config, deps.fetchOptions));
    },
    cached: createContentCache({
      kv: deps.env.CACHE,
      waitUntil: deps.waitUntil,
      bypass: config.preview,
      namespace: `${config.space}:${config.environment}`,
      memory: deps.memory,
    }),
  };
}

/** Clients for one request, from the Remix load context. */
export function contentClientsFromContext(context: AppLoadContext): ContentClients {
  return createContentClients({
    env: context.config,
    waitUntil: (promise) => context.cloudflare.ctx.waitUntil(promise),
    fetchOptions: { fetch: serviceFetch(context, "content") },
    memory: isolateMemory,
  });
}

/**
 * Runs one named GraphQL query through the cache and validates the picked part with zod.
 * A failed request or an error without data throws (not cached); errors beside data are logged.
 */
async function namedQuery<S extends z.ZodType>(
  clients: ContentClients,
  name: string,
  document: string,
  variables: Record<string, unknown>,
  pick: (data: Record<string, unknown>) => unknown,
  schema: S,
): Promise<z.output<S> | null> {
  return clients.cached(name, { ...variables, preview: clients.config.preview }, async () => {
    const result = await clients.graphql<Record<string, unknown>>(document, variables);
    if (result.error) throw result.error;
    if (result.errors.length > 0) {
      console.warn(
        JSON.stringify({
          level: "warning",
          service: "cms",
          query: name,
          errors: result.errors.map((error) => error.message),
        }),
      );
    }
    if (!result.data) {
      throw new ContentServiceError({
        status: 502,
        statusText: "Bad Gateway",
        message: result.errors.map((error) => error.message).join("; ") || `${name} returned no data`,
      });
    }
    const raw = pick(result.data);
    if (raw == null) return null;
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      throw new ContentServiceError({
        status: 502,
        statusText: "Bad Gateway",
        message: `${name}: unexpected content shape`,
        details: parsed.error.issues.slice(0, 5),
      });
    }
    return parsed.data;
  });
}

const firstItem = (collection: string) => (data: Record<string, unknown>) =>
  (data[collection] as { items?: unknown[] } | null | undefined)?.items?.[0] ?? null;
const allItems = (collection: string) => (data: Record<string, unknown>) =>
  ((data[collection] as { items?: unknown[] } | null | undefined)?.items ?? []).filter((item) => item != null);
const field = (name: string) => (data: Record<string, unknown>) => data[name] ?? null;

export const getFrontPage = (clients: ContentClients) =>
  namedQuery(clients, "getFrontPage", queries.GET_FRONT_PAGE, {}, firstItem("frontPageCollection"), frontPageSchema);

export const getHero = (clients: ContentClients, slug: string) =>
  namedQuery(clients, "getHero", queries.GET_HERO, { slug }, firstItem("heroCollection"), heroSchema);

export const getInfoBlock = (clients: ContentClients, id: string) =>
  namedQuery(clients, "getInfoBlock", queries.GET_INFO_BLOCK, { id }, field("infoBlock"), infoBlockSchema);

export const getTextAndMedia = (clients: ContentClients, id: string) =>
  namedQuery(clients, "getTextAndMedia", queries.GET_TEXT_AND_MEDIA, { id }, field("textAndMedia"), textAndMediaSchema);

export const getTextBlock = (clients: ContentClients, id: string) =>
  namedQuery(clients, "getTextBlock", queries.GET_TEXT_BLOCK, { id }, field("textBlock"), textBlockSchema);

export const getStoreDetails = (clients: ContentClients, storeId: string) =>
  namedQuery(
    clients,
    "getStoreDetails",
    queries.GET_STORE_DETAILS,
    { storeId },
    firstItem("storeDetailsCollection"),
    storeDetailsSchema,
  );

export const getAllStoreDetails = async (clients: ContentClients) =>
  (await namedQuery(
    clients,
    "getAllStoreDetails",
    queries.GET_ALL_STORE_DETAILS,
    {},
    allItems("storeDetailsCollection"),
    storeDetailsSchema.array(),
  )) ?? [];

export const getStorePage = (clients: ContentClients, storeId: string) =>
  namedQuery(
    clients,
    "getStorePage",
    queries.GET_STORE_PAGE,
    { storeId },
    firstItem("storePageCollection"),
    storePageSchema,
  );

export const getContentPage = (clients: ContentClients, slug: string) =>
  namedQuery(
    clients,
    "getContentPage",
    queries.GET_CONTENT_PAGE,
    { slug },
    firstItem("contentPageCollection"),
    contentPageSchema,
  );

export const getContentListingPage = (clients: ContentClients, slug: string) =>
  namedQuery(
    clients,
    "getContentListingPage",
    queries.GET_CONTENT_LISTING_PAGE,
    { slug },
    firstItem("contentListingPageCollection"),
    contentListingPageSchema,
  );

export const getRetailers = async (clients: ContentClients) =>
  (await namedQuery(
    clients,
    "getAllRetailers",
    queries.GET_ALL_RETAILERS,
    {},
    allItems("retailerCollection"),
    retailerSchema.array(),
  )) ?? [];

export const getDynamicForm = (clients: ContentClients, id: string) =>
  namedQuery(clients, "getDynamicForm", queries.GET_DYNAMIC_FORM, { id }, field("dynamicForm"), dynamicFormSchema);

/**
 * REST entries by content type (spec section 7), cached like the GraphQL queries.
 * `query` holds Contentful query parameters (include, fields.slug, limit, ...).
 */
export async function getEntriesOfType<S extends z.ZodType>(
  clients: ContentClients,
  contentType: string,
  fieldsSchema: S,
  query: Record<string, unknown> = {},
): Promise<{ id: string; fields: z.output<S> }[]> {
  return clients.cached(`entries:${contentType}`, { ...query, preview: clients.config.preview }, async () => {
    const entries = await getEntriesByType<unknown>(clients.rest, contentType, { include: 2, ...query });
    return entries.flatMap((entry) => {
      const parsed = fieldsSchema.safeParse(entry.fields);
      if (parsed.success) return [{ id: entry.id, fields: parsed.data as z.output<S> }];
      console.warn(
        `Skipped ${contentType} entry ${entry.id}: ${parsed.error.issues.map((issue) => issue.path.join(".")).join(", ")}`,
      );
      return [];
    });
  });
}
