/** The fixed GraphQL types: scalars, sys and metadata, assets, the Entry interface and collections. */
import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLFloat,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLInterfaceType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLString,
} from "graphql";
import type { StoredAsset, StoredEntry } from "../model";
import { assetUrl, contentTypeOf, findTag } from "../repository";
import { type AssetNode, type EntryNode, type GraphqlContext, contentfulError, pascal, viewFor } from "./context";

export const JSONScalar = new GraphQLScalarType({
  name: "JSON",
  description: "Any JSON value (rich text documents, Object fields).",
});
export const DateTimeScalar = new GraphQLScalarType({ name: "DateTime", description: "ISO 8601 date-time or date." });

export const Sys = new GraphQLObjectType<StoredEntry | StoredAsset, GraphqlContext>({
  name: "Sys",
  fields: {
    id: { type: new GraphQLNonNull(GraphQLString), resolve: (item) => item.sys.id },
    spaceId: { type: new GraphQLNonNull(GraphQLString), resolve: (_item, _args, context) => context.published.spaceId },
    environmentId: {
      type: new GraphQLNonNull(GraphQLString),
      resolve: (_item, _args, context) => context.published.environment,
    },
    publishedAt: { type: DateTimeScalar, resolve: (item) => (item.sys.status === "draft" ? null : item.sys.updatedAt) },
    firstPublishedAt: {
      type: DateTimeScalar,
      resolve: (item) => (item.sys.status === "draft" ? null : item.sys.createdAt),
    },
    publishedVersion: {
      type: GraphQLInt,
      resolve: (item) => (item.sys.status === "draft" ? null : (item.sys.revision ?? 1) * 2),
    },
  },
});

const ContentfulTag = new GraphQLObjectType<{ id: string; name: string }>({
  name: "ContentfulTag",
  fields: { id: { type: GraphQLString }, name: { type: GraphQLString } },
});

export const ContentfulMetadata = new GraphQLObjectType<StoredEntry | StoredAsset>({
  name: "ContentfulMetadata",
  fields: {
    tags: {
      type: new GraphQLNonNull(new GraphQLList(ContentfulTag)),
      resolve: (item) =>
        (item.metadata?.tags ?? []).map((link) => ({
          id: link.sys.id,
          name: findTag(link.sys.id)?.name ?? link.sys.id,
        })),
    },
  },
});

export const Location = new GraphQLObjectType({
  name: "Location",
  fields: { lat: { type: GraphQLFloat }, lon: { type: GraphQLFloat } },
});

const ImageFormat = new GraphQLEnumType({
  name: "ImageFormat",
  values: {
    JPG: { value: "jpg" },
    JPG_PROGRESSIVE: { value: "jpg" },
    PNG: { value: "png" },
    PNG8: { value: "png" },
    WEBP: { value: "webp" },
    AVIF: { value: "avif" },
  },
});
const ImageResizeStrategy = new GraphQLEnumType({
  name: "ImageResizeStrategy",
  values: {
    FIT: { value: "fit" },
    PAD: { value: "pad" },
    FILL: { value: "fill" },
    SCALE: { value: "scale" },
    CROP: { value: "crop" },
    THUMB: { value: "thumb" },
  },
});
const ImageTransformOptions = new GraphQLInputObjectType({
  name: "ImageTransformOptions",
  fields: {
    width: { type: GraphQLInt },
    height: { type: GraphQLInt },
    quality: { type: GraphQLInt },
    cornerRadius: { type: GraphQLInt },
    resizeStrategy: { type: ImageResizeStrategy },
    format: { type: ImageFormat },
    backgroundColor: { type: GraphQLString },
  },
});

export const previewArgs = { preview: { type: GraphQLBoolean }, locale: { type: GraphQLString } };
export const pageArgs = {
  skip: { type: GraphQLInt, defaultValue: 0 },
  limit: { type: GraphQLInt, defaultValue: 100 },
  ...previewArgs,
};

export const Asset = new GraphQLObjectType<AssetNode, GraphqlContext>({
  name: "Asset",
  fields: {
    sys: { type: new GraphQLNonNull(Sys), resolve: (node) => node.asset },
    contentfulMetadata: { type: new GraphQLNonNull(ContentfulMetadata), resolve: (node) => node.asset },
    title: {
      type: GraphQLString,
      args: { locale: { type: GraphQLString } },
      resolve: (node) => node.asset.fields.title,
    },
    description: {
      type: GraphQLString,
      args: { locale: { type: GraphQLString } },
      resolve: (node) => node.asset.fields.description ?? null,
    },
    contentType: { type: GraphQLString, resolve: (node) => node.asset.fields.file.contentType },
    fileName: { type: GraphQLString, resolve: (node) => node.asset.fields.file.fileName },
    size: { type: GraphQLInt, resolve: (node) => node.asset.fields.file.details.size },
    width: { type: GraphQLInt, resolve: (node) => node.asset.fields.file.details.image?.width ?? null },
    height: { type: GraphQLInt, resolve: (node) => node.asset.fields.file.details.image?.height ?? null },
    url: {
      type: GraphQLString,
      args: { transform: { type: ImageTransformOptions }, locale: { type: GraphQLString } },
      resolve: (node, args: { transform?: Record<string, unknown> | null }, context) => {
        const view = viewFor(node.preview, context);
        const url = new URL(`${view.protocol}${assetUrl(view, node.asset)}`);
        // Image API parameters are accepted and passed on (w, h, q, fm, fit) though SVGs are served as they are.
        const names: Record<string, string> = {
          width: "w",
          height: "h",
          quality: "q",
          format: "fm",
          resizeStrategy: "fit",
          cornerRadius: "r",
          backgroundColor: "bg",
        };
        for (const [key, value] of Object.entries(args.transform ?? {}))
          if (value !== null && value !== undefined) url.searchParams.set(names[key] ?? key, String(value));
        return url.toString();
      },
    },
  },
});

export const AssetCollection = new GraphQLObjectType({
  name: "AssetCollection",
  fields: {
    total: { type: new GraphQLNonNull(GraphQLInt) },
    skip: { type: new GraphQLNonNull(GraphQLInt) },
    limit: { type: new GraphQLNonNull(GraphQLInt) },
    items: { type: new GraphQLNonNull(new GraphQLList(Asset)) },
  },
});

export const typeNameOf = (entry: StoredEntry) => pascal(contentTypeOf(entry));

export const Entry: GraphQLInterfaceType = new GraphQLInterfaceType({
  name: "Entry",
  fields: () => ({
    sys: { type: new GraphQLNonNull(Sys) },
    contentfulMetadata: { type: new GraphQLNonNull(ContentfulMetadata) },
  }),
  resolveType: (node: EntryNode) => typeNameOf(node.entry),
});

export const EntryCollection = new GraphQLObjectType({
  name: "EntryCollection",
  fields: {
    total: { type: new GraphQLNonNull(GraphQLInt) },
    skip: { type: new GraphQLNonNull(GraphQLInt) },
    limit: { type: new GraphQLNonNull(GraphQLInt) },
    items: { type: new GraphQLNonNull(new GraphQLList(Entry)) },
  },
});

export function page<T>(items: T[], skip: number, limit: number, context: GraphqlContext) {
  if (limit < 0 || limit > 1000 || skip < 0) {
    throw contentfulError(
      "Query execution error. limit must be between 0 and 1000 and skip non-negative.",
      "BAD_USER_INPUT",
      context,
    );
  }
  return { total: items.length, skip, limit, items: items.slice(skip, skip + limit) };
}
