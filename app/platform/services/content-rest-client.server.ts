import axios from "axios";
import { createClient, type ContentfulClientApi, type EntrySkeletonType } from "contentful";
import type { ContentConfig } from "./content-config.server";
import {
  CONTENT_RETRY_LIMIT,
  CONTENT_TIMEOUT_MS,
  createContentFetch,
  type ContentFetchOptions,
} from "./content-fetch.server";
import { reportContentFailure } from "~/platform/monitoring/report.server";
import { ContentNotFoundError, ContentServiceError, fromSdkError, reportUnresolvable } from "./content-errors";

export type RestClient = ContentfulClientApi<undefined>;

/**
 * The contentful SDK (REST delivery/preview API) pointed at the content service. The SDK's own
 * retry is off: retries, timeout and throttling live in the shared content fetch, so REST and
 * GraphQL follow one policy and a test can inject the fetch.
 */
export function createRestClient(config: ContentConfig, fetchOptions: ContentFetchOptions = {}): RestClient {
  const contentFetch = createContentFetch(fetchOptions);
  // axios's fetch adapter, bound to the content fetch (axios reads `env.fetch` when the adapter is resolved).
  const fetchAdapter = axios.getAdapter("fetch", { env: { fetch: contentFetch } } as Parameters<
    typeof axios.getAdapter
  >[1]);
  return createClient({
    space: config.space,
    environment: config.environment,
    accessToken: config.accessToken,
    host: config.sdkHost,
    insecure: config.insecure,
    // Passing `basePath: undefined` would print "undefined" into the URL.
    ...(config.basePath ? { basePath: config.basePath } : {}),
    timeout: CONTENT_TIMEOUT_MS,
    retryOnError: false,
    retryLimit: CONTENT_RETRY_LIMIT,
    adapter: fetchAdapter,
    logHandler: (level, data) => {
      if (level === "error" || level === "warning") console.warn(`[contentful ${level}]`, data);
    },
  });
}

interface NotResolvableError {
  sys?: { id?: string };
  details?: { id?: string };
}

/** Spec section 7: content entries fetched by type. Throws "Content not found" (404) when there are none. */
export async function getEntriesByType<Fields>(
  client: RestClient,
  contentType: string,
  query: Record<string, unknown> = {},
): Promise<{ id: string; fields: Fields }[]> {
  let response: Awaited<ReturnType<RestClient["getEntries"]>>;
  try {
    response = await client.getEntries<EntrySkeletonType>({ content_type: contentType, ...query });
  } catch (error) {
    throw fromSdkError(error);
  }
  const errors = ((response as { errors?: NotResolvableError[] }).errors ?? []).filter(
    (error) => error.sys?.id === "notResolvable",
  );
  reportUnresolvable(errors.map((error) => error.details?.id ?? "?"));
  const items = response.items.filter((item) => item.fields && Object.keys(item.fields).length > 0);
  if (items.length === 0) throw new ContentNotFoundError(contentType);
  return items.map((item) => ({ id: item.sys.id, fields: item.fields as unknown as Fields }));
}

export interface ContentTag {
  id: string;
  name: string;
}

/**
 * Spec sections 7 and 8: a content tag by id. Any failure is a 404 to the caller ("Content not found"
 * would hide which call failed, so the SDK's message is kept) and is reported to error reporting tagged
 * service=cms, except in development, where a missing tag is an editor's everyday state.
 */
export async function getTag(client: RestClient, id: string, options: { development: boolean }): Promise<ContentTag> {
  try {
    const tag = await client.getTag(id);
    return { id: tag.sys.id, name: tag.name };
  } catch (error) {
    const failure = fromSdkError(error);
    const notFound = new ContentServiceError({
      name: "NotFound",
      status: 404,
      statusText: "Not Found",
      message: failure.message,
      requestId: failure.requestId,
      details: { tag: id, status: failure.status },
    });
    if (!options.development) reportContentFailure(notFound, { tag: id });
    throw notFound;
  }
}
