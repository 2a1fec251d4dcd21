/** One GraphQL object type per content type, with its fields and linkedFrom. */
import {
  GraphQLBoolean,
  GraphQLError,
  GraphQLFloat,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  GraphQLUnionType,
  type GraphQLFieldConfig,
  type GraphQLFieldConfigMap,
  type GraphQLOutputType,
} from "graphql";
import type { ContentType, FieldDefinition, Link } from "../model";
import {
  allContentTypes,
  contentTypeOf,
  findContentType,
  isRichText,
  outgoingLinks,
  visibleEntries,
} from "../repository";
import { type EntryNode, type GraphqlContext, contentfulError, pascal, previewFor, viewFor } from "./context";
import {
  Asset,
  AssetCollection,
  ContentfulMetadata,
  DateTimeScalar,
  Entry,
  EntryCollection,
  JSONScalar,
  Location,
  Sys,
  page,
  pageArgs,
  previewArgs,
  typeNameOf,
} from "./types";
import { collectionType, linkTargets, resolveLink, richTextType } from "./links";

function fieldConfig(
  owner: ContentType,
  field: FieldDefinition,
): [string, GraphQLFieldConfig<EntryNode, GraphqlContext>] | undefined {
  const read = (node: EntryNode) => node.entry.fields[field.id];
  switch (field.type) {
    case "Symbol":
    case "Text":
      return [
        field.id,
        { type: GraphQLString, args: { locale: { type: GraphQLString } }, resolve: (node) => read(node) ?? null },
      ];
    case "Integer":
      return [
        field.id,
        { type: GraphQLInt, args: { locale: { type: GraphQLString } }, resolve: (node) => read(node) ?? null },
      ];
    case "Number":
      return [
        field.id,
        { type: GraphQLFloat, args: { locale: { type: GraphQLString } }, resolve: (node) => read(node) ?? null },
      ];
    case "Boolean":
      return [
        field.id,
        { type: GraphQLBoolean, args: { locale: { type: GraphQLString } }, resolve: (node) => read(node) ?? null },
      ];
    case "Date":
      return [
        field.id,
        { type: DateTimeScalar, args: { locale: { type: GraphQLString } }, resolve: (node) => read(node) ?? null },
      ];
    case "Location":
      return [
        field.id,
        { type: Location, args: { locale: { type: GraphQLString } }, resolve: (node) => read(node) ?? null },
      ];
    case "Object":
      return [
        field.id,
        { type: JSONScalar, args: { locale: { type: GraphQLString } }, resolve: (node) => read(node) ?? null },
      ];
    case "RichText": {
      const richText = richTextType(owner, field);
      return [
        field.id,
        {
          type: richText,
          args: { locale: { type: GraphQLString } },
          resolve: (node) => (isRichText(read(node)) ? { doc: read(node), preview: node.preview } : null),
        },
      ];
    }
    case "Link": {
      const targetType = field.linkType === "Asset" ? Asset : entryTargetType(owner, field, "");
      return [
        field.id,
        {
          type: targetType,
          args: previewArgs,
          resolve: (node, args: { preview?: boolean | null }, context) => {
            const link = read(node) as Link | undefined;
            if (!link) return null;
            const result = resolveLink(
              link,
              node,
              field,
              previewFor(args, node.preview, context),
              context,
              linkTargets(field),
            );
            if (result instanceof GraphQLError) throw result;
            return result;
          },
        },
      ];
    }
    case "Array": {
      if (field.items?.type === "Symbol") {
        return [
          field.id,
          {
            type: new GraphQLList(GraphQLString),
            args: { locale: { type: GraphQLString } },
            resolve: (node) => read(node) ?? null,
          },
        ];
      }
      const isAsset = field.items?.linkType === "Asset";
      const itemType = isAsset ? Asset : entryTargetType(owner, field, "Item");
      const collection = isAsset
        ? AssetCollection
        : collectionType(`${pascal(owner.sys.id)}${pascal(field.id)}Collection`, itemType);
      return [
        `${field.id}Collection`,
        {
          type: collection,
          args: pageArgs,
          resolve: (node, args: { skip: number; limit: number; preview?: boolean | null }, context) => {
            const links = (read(node) as Link[] | undefined) ?? [];
            const preview = previewFor(args, node.preview, context);
            const allowed = linkTargets(field);
            // Each item resolves on its own: a missing target is null at its index plus an error, as in Contentful.
            const items = links.map((link) => resolveLink(link, node, field, preview, context, allowed));
            return page(items, args.skip, args.limit, context);
          },
        },
      ];
    }
  }
}

/** Content types that may link to `target` (link fields allowing it, or any rich text field). */
function linkingSources(target: ContentType): ContentType[] {
  return allContentTypes().filter((source) =>
    source.fields.some((field) => {
      if (field.type === "RichText") return true;
      const isEntryLink =
        (field.type === "Link" && field.linkType === "Entry") ||
        (field.type === "Array" && field.items?.linkType === "Entry");
      if (!isEntryLink) return false;
      const targets = linkTargets(field);
      return targets.length === 0 || targets.includes(target.sys.id);
    }),
  );
}

function linkingCollectionsType(type: ContentType) {
  return new GraphQLObjectType<EntryNode, GraphqlContext>({
    name: `${pascal(type.sys.id)}LinkingCollections`,
    fields: () => {
      const linking =
        (sourceType: string | undefined) =>
        (node: EntryNode, args: { skip: number; limit: number; preview?: boolean | null }, context: GraphqlContext) => {
          const preview = previewFor(args, node.preview, context);
          const sources = visibleEntries(viewFor(preview, context)).filter(
            (entry) =>
              (!sourceType || contentTypeOf(entry) === sourceType) &&
              outgoingLinks(entry.fields).some(
                (link) => link.sys.linkType === "Entry" && link.sys.id === node.entry.sys.id,
              ),
          );
          return page(
            sources.map((entry) => ({ entry, preview })),
            args.skip,
            args.limit,
            context,
          );
        };
      const fields: GraphQLFieldConfigMap<EntryNode, GraphqlContext> = {
        entryCollection: { type: EntryCollection, args: pageArgs, resolve: linking(undefined) },
      };
      for (const source of linkingSources(type)) {
        fields[`${source.sys.id}Collection`] = {
          type: topCollectionType(source),
          args: pageArgs,
          resolve: linking(source.sys.id),
        };
      }
      return fields;
    },
  });
}

const objectTypes = new Map<string, GraphQLObjectType>();

export function objectTypeFor(type: ContentType): GraphQLObjectType {
  const name = pascal(type.sys.id);
  const existing = objectTypes.get(name);
  if (existing) return existing;
  const objectType: GraphQLObjectType = new GraphQLObjectType<EntryNode, GraphqlContext>({
    name,
    description: type.description || type.name,
    interfaces: [Entry],
    fields: () => {
      const fields: GraphQLFieldConfigMap<EntryNode, GraphqlContext> = {
        sys: { type: new GraphQLNonNull(Sys), resolve: (node) => node.entry },
        contentfulMetadata: { type: new GraphQLNonNull(ContentfulMetadata), resolve: (node) => node.entry },
        linkedFrom: {
          type: linkingCollectionsType(type),
          args: { allowedLocales: { type: new GraphQLList(GraphQLString) } },
          resolve: (node) => node,
        },
      };
      for (const field of type.fields) {
        if (field.disabled || field.omitted) continue;
        const config = fieldConfig(type, field);
        if (config) fields[config[0]] = config[1];
      }
      return fields;
    },
  });
  objectTypes.set(name, objectType);
  return objectType;
}

export function notFoundError(context: GraphqlContext, typeId: string, id: string) {
  return contentfulError(
    `Query execution error. Requested ${typeId} entry "${id}" could not be found`,
    "NOT_FOUND",
    context,
    { type: pascal(typeId), id },
  );
}

function entryTargetType(owner: ContentType, field: FieldDefinition, suffix: string): GraphQLOutputType {
  const targets = linkTargets(field).filter((id) => findContentType(id));
  if (targets.length === 1) return objectTypeFor(findContentType(targets[0])!);
  if (targets.length === 0) return Entry;
  return new GraphQLUnionType({
    name: `${pascal(owner.sys.id)}${pascal(field.id)}${suffix}`,
    types: () => targets.map((id) => objectTypeFor(findContentType(id)!)),
    resolveType: (node: EntryNode) => typeNameOf(node.entry),
  });
}

const collectionTypes = new Map<string, GraphQLObjectType>();
export function topCollectionType(type: ContentType) {
  const name = `${pascal(type.sys.id)}Collection`;
  if (!collectionTypes.has(name)) collectionTypes.set(name, collectionType(name, objectTypeFor(type)));
  return collectionTypes.get(name)!;
}
