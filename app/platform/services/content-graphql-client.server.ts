import { ClientError, GraphQLClient } from "graphql-request";
import type { ContentConfig } from "./content-config.server";
import { createContentFetch, type ContentFetchOptions } from "./content-fetch.server";
import { ContentServiceError, maskAuthorization, reportUnresolvable } from "./content-errors";

export interface ContentGraphQLError {
  message: string;
  extensions?: { contentful?: { code?: string; requestId?: string; details?: { id?: string; linkId?: string } } };
}

export interface GraphQLResult<T> {
  data: T | null;
  /** Spec section 8: only errors whose content-service code is not UNRESOLVABLE_LINK. */
  errors: ContentGraphQLError[];
  error?: ContentServiceError;
}

export type RunQuery = <T>(query: string, variables?: Record<string, unknown>) => Promise<GraphQLResult<T>>;

/** POST to `{origin}{basePath}/content/v1/spaces/{space}/environments/{environment}` (Contentful GraphQL API). */
export function graphqlEndpoint(config: ContentConfig): string {
  return `${config.origin}${config.basePath}/content/v1/spaces/${config.space}/environments/${config.environment}`;
}

/**
 * Splits unresolvable-link errors (logged with their ids, data kept) from real query errors.
 */
export function partitionGraphQLErrors(errors: ContentGraphQLError[] | undefined): ContentGraphQLError[] {
  const all = errors ?? [];
  const unresolvable = all.filter((error) => error.extensions?.contentful?.code === "UNRESOLVABLE_LINK");
  reportUnresolvable(
    unresolvable.map(
      (error) => error.extensions?.contentful?.details?.linkId ?? error.extensions?.contentful?.details?.id ?? "?",
    ),
  );
  return all.filter((error) => error.extensions?.contentful?.code !== "UNRESOLVABLE_LINK");
}

export function createGraphQLRunner(config: ContentConfig, fetchOptions: ContentFetchOptions = {}): RunQuery {
  const client = new GraphQLClient(graphqlEndpoint(config), {
    headers: { authorization: `Bearer ${config.accessToken}` },
    fetch: createContentFetch(fetchOptions),
    errorPolicy: "all",
  });

  return async <T>(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResult<T>> => {
    const withPreview = { preview: config.preview, ...variables };
    try {
      const response = await client.rawRequest<T>(query, withPreview);
      return {
        data: (response.data ?? null) as T | null,
        errors: partitionGraphQLErrors(response.errors as ContentGraphQLError[] | undefined),
      };
    } catch (cause) {
      // Spec section 8: a failed GraphQL request returns null data and the error.
      const error = toGraphQLError(cause, config.accessToken);
      console.error(JSON.stringify({ level: "error", service: "cms", error: error.toJSON() }));
      return { data: null, errors: [], error };
    }
  };
}

function toGraphQLError(cause: unknown, token: string): ContentServiceError {
  if (cause instanceof ClientError) {
    const errors = (cause.response.errors ?? []) as ContentGraphQLError[];
    const requestId =
      cause.response.headers?.get?.("x-contentful-request-id") ?? errors[0]?.extensions?.contentful?.requestId;
    return new ContentServiceError({
      status: cause.response.status,
      statusText: cause.response.status >= 500 ? "Server Error" : "Client Error",
      message: errors.map((error) => error.message).join("; ") || `Content service answered ${cause.response.status}`,
      requestId: requestId ?? undefined,
      details: { errors, request: { authorization: maskAuthorization(token) } },
    });
  }
  const message = cause instanceof Error ? cause.message : String(cause);
  return new ContentServiceError({ status: 0, message: message.split(token).join(maskAuthorization(token) ?? "") });
}
