/** The `where` input types of the schema, built per content type from its fields. */
import {
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLScalarType,
  GraphQLString,
  type GraphQLInputFieldConfigMap,
} from "graphql";
import type { ContentType } from "../model";
import { findContentType } from "../repository";
import { pascal } from "./context";
import { DateTimeScalar } from "./types";
import { linkTargets } from "./links";

const filterCache = new Map<string, GraphQLInputObjectType>();

function scalarFilterFields(
  name: string,
  type:
    | GraphQLInputObjectType
    | typeof GraphQLString
    | typeof GraphQLInt
    | typeof GraphQLFloat
    | typeof GraphQLBoolean
    | GraphQLScalarType,
  kind: "text" | "number" | "boolean" | "exists",
) {
  const fields: GraphQLInputFieldConfigMap = { [`${name}_exists`]: { type: GraphQLBoolean } };
  if (kind === "exists") return fields;
  fields[name] = { type };
  fields[`${name}_not`] = { type };
  if (kind === "boolean") return fields;
  fields[`${name}_in`] = { type: new GraphQLList(type) };
  fields[`${name}_not_in`] = { type: new GraphQLList(type) };
  if (kind === "text") {
    fields[`${name}_contains`] = { type };
    fields[`${name}_not_contains`] = { type };
  } else {
    for (const suffix of ["_gt", "_gte", "_lt", "_lte"]) fields[`${name}${suffix}`] = { type };
  }
  return fields;
}

export const SysFilter = new GraphQLInputObjectType({
  name: "SysFilter",
  fields: {
    ...scalarFilterFields("id", GraphQLString, "text"),
    ...scalarFilterFields("publishedAt", DateTimeScalar, "number"),
    ...scalarFilterFields("firstPublishedAt", DateTimeScalar, "number"),
    ...scalarFilterFields("publishedVersion", GraphQLFloat, "number"),
  },
});

const ContentfulMetadataTagsFilter = new GraphQLInputObjectType({
  name: "ContentfulMetadataTagsFilter",
  fields: {
    id_contains_some: { type: new GraphQLList(GraphQLString) },
    id_contains_all: { type: new GraphQLList(GraphQLString) },
    id_contains_none: { type: new GraphQLList(GraphQLString) },
  },
});
export const ContentfulMetadataFilter = new GraphQLInputObjectType({
  name: "ContentfulMetadataFilter",
  fields: { tags_exists: { type: GraphQLBoolean }, tags: { type: ContentfulMetadataTagsFilter } },
});

export function filterType(type: ContentType): GraphQLInputObjectType {
  const name = `${pascal(type.sys.id)}Filter`;
  const cached = filterCache.get(name);
  if (cached) return cached;
  const filter: GraphQLInputObjectType = new GraphQLInputObjectType({
    name,
    fields: () => {
      const fields: GraphQLInputFieldConfigMap = {
        sys: { type: SysFilter },
        contentfulMetadata: { type: ContentfulMetadataFilter },
        AND: { type: new GraphQLList(filter) },
        OR: { type: new GraphQLList(filter) },
      };
      for (const field of type.fields) {
        if (field.type === "Symbol" || field.type === "Text")
          Object.assign(fields, scalarFilterFields(field.id, GraphQLString, "text"));
        else if (field.type === "RichText") {
          Object.assign(fields, {
            [`${field.id}_exists`]: { type: GraphQLBoolean },
            [`${field.id}_contains`]: { type: GraphQLString },
            [`${field.id}_not_contains`]: { type: GraphQLString },
          });
        } else if (field.type === "Integer") Object.assign(fields, scalarFilterFields(field.id, GraphQLInt, "number"));
        else if (field.type === "Number") Object.assign(fields, scalarFilterFields(field.id, GraphQLFloat, "number"));
        else if (field.type === "Date") Object.assign(fields, scalarFilterFields(field.id, DateTimeScalar, "number"));
        else if (field.type === "Boolean")
          Object.assign(fields, scalarFilterFields(field.id, GraphQLBoolean, "boolean"));
        else if (field.type === "Location" || field.type === "Object")
          Object.assign(fields, scalarFilterFields(field.id, GraphQLString, "exists"));
        else if (field.type === "Array" && field.items?.type === "Symbol") {
          Object.assign(fields, {
            [`${field.id}_exists`]: { type: GraphQLBoolean },
            [`${field.id}_contains_all`]: { type: new GraphQLList(GraphQLString) },
            [`${field.id}_contains_some`]: { type: new GraphQLList(GraphQLString) },
            [`${field.id}_contains_none`]: { type: new GraphQLList(GraphQLString) },
          });
        } else if (field.type === "Array") fields[`${field.id}Collection_exists`] = { type: GraphQLBoolean };
        else if (field.type === "Link") {
          fields[`${field.id}_exists`] = { type: GraphQLBoolean };
          const targets = linkTargets(field);
          const target = targets.length === 1 ? findContentType(targets[0]) : undefined;
          if (field.linkType === "Entry" && target) fields[field.id] = { type: filterType(target) };
        }
      }
      return fields;
    },
  });
  filterCache.set(name, filter);
  return filter;
}
