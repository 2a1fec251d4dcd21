/** The Contentful-compatible GraphQL schema, built from the content model (the parts live beside this file). */
import {
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  type GraphQLFieldConfigMap,
  type GraphQLInputFieldConfigMap,
} from "graphql";
import { allContentTypes, contentTypeOf, findAsset, findEntry, visibleAssets, visibleEntries } from "../repository";
import { type GraphqlContext, contentfulError, previewFor, viewFor } from "./context";
import { Asset, AssetCollection, EntryCollection, page, pageArgs, previewArgs } from "./types";
import { ContentfulMetadataFilter, SysFilter, filterType } from "./filters";
import { orderType, sortEntries } from "./order";
import { compileWhere, type Where } from "./where";
import { notFoundError, objectTypeFor, topCollectionType } from "./entry-types";

export function buildSchema(): GraphQLSchema {
  const query: GraphQLFieldConfigMap<unknown, GraphqlContext> = {};
  for (const type of allContentTypes()) {
    const id = type.sys.id;
    const predicateArgs = {
      ...pageArgs,
      where: { type: filterType(type) },
      order: { type: new GraphQLList(orderType(type)) },
    };
    query[id] = {
      type: objectTypeFor(type),
      args: { id: { type: new GraphQLNonNull(GraphQLString) }, ...previewArgs },
      resolve: (_root, args: { id: string; preview?: boolean | null }, context) => {
        const preview = previewFor(args, false, context);
        const entry = findEntry(viewFor(preview, context), args.id);
        if (!entry || contentTypeOf(entry) !== id) throw notFoundError(context, id, args.id);
        return { entry, preview };
      },
    };
    query[`${id}Collection`] = {
      type: topCollectionType(type),
      args: predicateArgs,
      resolve: (
        _root,
        args: {
          skip: number;
          limit: number;
          preview?: boolean | null;
          where?: Where;
          order?: { path: string; descending: boolean }[];
        },
        context,
      ) => {
        const preview = previewFor(args, false, context);
        const predicate = compileWhere(type, args.where);
        const matching = visibleEntries(viewFor(preview, context)).filter(
          (entry) => contentTypeOf(entry) === id && predicate(entry, preview, context),
        );
        return page(
          sortEntries(matching, args.order).map((entry) => ({ entry, preview })),
          args.skip,
          args.limit,
          context,
        );
      },
    };
  }
  const EntryFilter: GraphQLInputObjectType = new GraphQLInputObjectType({
    name: "EntryFilter",
    fields: (): GraphQLInputFieldConfigMap => ({
      sys: { type: SysFilter },
      contentfulMetadata: { type: ContentfulMetadataFilter },
      AND: { type: new GraphQLList(EntryFilter) },
      OR: { type: new GraphQLList(EntryFilter) },
    }),
  });
  query.entryCollection = {
    type: EntryCollection,
    args: { ...pageArgs, where: { type: EntryFilter } },
    resolve: (_root, args: { skip: number; limit: number; preview?: boolean | null; where?: Where }, context) => {
      const preview = previewFor(args, false, context);
      const predicate = compileWhere(undefined, args.where);
      const matching = visibleEntries(viewFor(preview, context)).filter((entry) => predicate(entry, preview, context));
      return page(
        matching.map((entry) => ({ entry, preview })),
        args.skip,
        args.limit,
        context,
      );
    },
  };
  query.asset = {
    type: Asset,
    args: { id: { type: new GraphQLNonNull(GraphQLString) }, ...previewArgs },
    resolve: (_root, args: { id: string; preview?: boolean | null }, context) => {
      const preview = previewFor(args, false, context);
      const asset = findAsset(viewFor(preview, context), args.id);
      if (!asset)
        throw contentfulError(
          `Query execution error. Requested asset "${args.id}" could not be found`,
          "NOT_FOUND",
          context,
          { type: "Asset", id: args.id },
        );
      return { asset, preview };
    },
  };
  query.assetCollection = {
    type: AssetCollection,
    args: pageArgs,
    resolve: (_root, args: { skip: number; limit: number; preview?: boolean | null }, context) => {
      const preview = previewFor(args, false, context);
      return page(
        visibleAssets(viewFor(preview, context)).map((asset) => ({ asset, preview })),
        args.skip,
        args.limit,
        context,
      );
    },
  };
  return new GraphQLSchema({
    query: new GraphQLObjectType({ name: "Query", fields: query }),
    types: allContentTypes().map(objectTypeFor),
  });
}
