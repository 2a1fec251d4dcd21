/** The GraphQL API's per-request state and the helpers every resolver shares. */
import { GraphQLError } from "graphql";
import type { StoredAsset, StoredEntry } from "../model";
import { type View } from "../repository";

/** Per-request state: the two views (published / with drafts) and whether the caller may ask for preview. */
export interface GraphqlContext {
  published: View;
  drafts: View;
  canPreview: boolean;
  requestId: string;
}

export interface EntryNode {
  entry: StoredEntry;
  preview: boolean;
}
export interface AssetNode {
  asset: StoredAsset;
  preview: boolean;
}

export const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

export function contentfulError(
  message: string,
  code: string,
  context: GraphqlContext,
  details?: Record<string, unknown>,
) {
  return new GraphQLError(message, {
    extensions: { contentful: { code, requestId: context.requestId, ...(details ? { details } : {}) } },
  });
}

/** `preview: true` is honoured only with the preview token, as in Contentful. */
export function previewFor(args: { preview?: boolean | null }, inherited: boolean, context: GraphqlContext): boolean {
  if (args.preview === true && !context.canPreview) {
    throw contentfulError(
      "Query execution error. A preview access token is required to query with preview: true.",
      "ACCESS_TOKEN_INVALID",
      context,
    );
  }
  return args.preview ?? inherited;
}

export const viewFor = (preview: boolean, context: GraphqlContext) => (preview ? context.drafts : context.published);
