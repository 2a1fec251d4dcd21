/** `where` filters and `order` arguments: compiled from the content model into predicates and sorts. */
import {
  GraphQLBoolean, GraphQLEnumType, GraphQLFloat, GraphQLInputObjectType, GraphQLInt, GraphQLList, GraphQLScalarType,
  GraphQLString, type GraphQLInputFieldConfigMap,
} from "graphql";
import type { ContentType, Link, StoredEntry } from "../model";
import {
  findContentType, findEntry, isRichText, richTextPlainText,
} from "../repository";
import { type GraphqlContext, pascal, viewFor } from "./context";
import { DateTimeScalar, Entry, Location } from "./types";
import { linkTargets } from "./entry-types";

// ---- filters ------------------------------------------------------------------------------------------

type Predicate = (entry: StoredEntry, preview: boolean, context: GraphqlContext) => boolean;
export type Where = Record<string, unknown>;

const SCALAR_SUFFIXES = ["_not_in", "_not_contains", "_contains_all", "_contains_some", "_contains_none", "_not", "_in", "_exists", "_contains", "_gte", "_gt", "_lte", "_lt"];

function compareValues(actual: unknown, expected: unknown): number {
  if (typeof actual === "number" && typeof expected === "number") return actual - expected;
  return String(actual).localeCompare(String(expected));
}

const lower = (value: unknown) => String(value).toLocaleLowerCase("sv-SE");

function scalarMatches(actual: unknown, suffix: string, expected: unknown): boolean {
  const present = actual !== undefined && actual !== null;
  const text = isRichText(actual) ? richTextPlainText(actual) : actual;
  switch (suffix) {
    case "": return present && text === expected;
    case "_not": return text !== expected;
    case "_in": return present && (expected as unknown[]).includes(text);
    case "_not_in": return !(expected as unknown[]).includes(text);
    case "_exists": return present === expected;
    case "_contains": return present && lower(text).includes(lower(expected));
    case "_not_contains": return !present || !lower(text).includes(lower(expected));
    case "_contains_all": return Array.isArray(actual) && (expected as unknown[]).every((value) => actual.includes(value));
    case "_contains_some": return Array.isArray(actual) && (expected as unknown[]).some((value) => actual.includes(value));
    case "_contains_none": return !Array.isArray(actual) || !(expected as unknown[]).some((value) => actual.includes(value));
    case "_gt": return present && compareValues(actual, expected) > 0;
    case "_gte": return present && compareValues(actual, expected) >= 0;
    case "_lt": return present && compareValues(actual, expected) < 0;
    case "_lte": return present && compareValues(actual, expected) <= 0;
    default: return false;
  }
}

function sysMatches(entry: StoredEntry, where: Where): boolean {
  return Object.entries(where).every(([key, expected]) => {
    if (expected === undefined || expected === null) return true;
    const [, property, suffix = ""] = /^(id|publishedAt|firstPublishedAt|publishedVersion)(_.*)?$/.exec(key) ?? [];
    const draft = entry.sys.status === "draft";
    const actual = property === "id" ? entry.sys.id
      : property === "publishedAt" ? (draft ? null : entry.sys.updatedAt)
      : property === "firstPublishedAt" ? (draft ? null : entry.sys.createdAt)
      : draft ? null : (entry.sys.revision ?? 1) * 2;
    return scalarMatches(actual, suffix, expected);
  });
}

function metadataMatches(entry: StoredEntry, where: Where): boolean {
  const ids = (entry.metadata?.tags ?? []).map((tag) => tag.sys.id);
  if (typeof where.tags_exists === "boolean" && (ids.length > 0) !== where.tags_exists) return false;
  const tags = (where.tags ?? {}) as Where;
  return Object.entries(tags).every(([key, expected]) => {
    const list = (expected ?? []) as string[];
    if (key === "id_contains_some") return list.some((id) => ids.includes(id));
    if (key === "id_contains_all") return list.every((id) => ids.includes(id));
    if (key === "id_contains_none") return !list.some((id) => ids.includes(id));
    return true;
  });
}

/** Compiles a GraphQL `where` argument into a predicate over stored entries. */
export function compileWhere(type: ContentType | undefined, where: Where | null | undefined): Predicate {
  if (!where) return () => true;
  const checks: Predicate[] = [];
  for (const [key, expected] of Object.entries(where)) {
    if (expected === undefined) continue;
    if (key === "AND") {
      const parts = (expected as Where[]).map((part) => compileWhere(type, part));
      checks.push((entry, preview, context) => parts.every((part) => part(entry, preview, context)));
    } else if (key === "OR") {
      const parts = (expected as Where[]).map((part) => compileWhere(type, part));
      checks.push((entry, preview, context) => parts.some((part) => part(entry, preview, context)));
    } else if (key === "sys") {
      checks.push((entry) => sysMatches(entry, expected as Where));
    } else if (key === "contentfulMetadata") {
      checks.push((entry) => metadataMatches(entry, expected as Where));
    } else if (type) {
      const collection = /^(.*)Collection_exists$/.exec(key);
      if (collection) {
        checks.push((entry) => {
          const value = entry.fields[collection[1]];
          return (Array.isArray(value) && value.length > 0) === expected;
        });
        continue;
      }
      const field = type.fields.find((candidate) => key === candidate.id || SCALAR_SUFFIXES.some((suffix) => key === candidate.id + suffix));
      if (!field) continue;
      const suffix = key.slice(field.id.length);
      if (field.type === "Link" && suffix === "" && expected && typeof expected === "object") {
        // Nested filter on a single-type link: match against the linked entry.
        const targetType = findContentType(field.validations?.find((rule) => rule.linkContentType)?.linkContentType?.[0] ?? "");
        const nested = compileWhere(targetType, expected as Where);
        checks.push((entry, preview, context) => {
          const link = entry.fields[field.id] as Link | undefined;
          const target = link ? findEntry(viewFor(preview, context), link.sys.id) : undefined;
          return !!target && nested(target, preview, context);
        });
      } else if (field.type === "Location") {
        checks.push((entry) => scalarMatches(entry.fields[field.id], suffix, expected));
      } else {
        checks.push((entry) => scalarMatches(entry.fields[field.id], suffix, expected));
      }
    }
  }
  return (entry, preview, context) => checks.every((check) => check(entry, preview, context));
}

const filterCache = new Map<string, GraphQLInputObjectType>();

function scalarFilterFields(name: string, type: GraphQLInputObjectType | typeof GraphQLString | typeof GraphQLInt | typeof GraphQLFloat | typeof GraphQLBoolean | GraphQLScalarType, kind: "text" | "number" | "boolean" | "exists") {
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
        if (field.type === "Symbol" || field.type === "Text") Object.assign(fields, scalarFilterFields(field.id, GraphQLString, "text"));
        else if (field.type === "RichText") {
          Object.assign(fields, { [`${field.id}_exists`]: { type: GraphQLBoolean }, [`${field.id}_contains`]: { type: GraphQLString }, [`${field.id}_not_contains`]: { type: GraphQLString } });
        } else if (field.type === "Integer") Object.assign(fields, scalarFilterFields(field.id, GraphQLInt, "number"));
        else if (field.type === "Number") Object.assign(fields, scalarFilterFields(field.id, GraphQLFloat, "number"));
        else if (field.type === "Date") Object.assign(fields, scalarFilterFields(field.id, DateTimeScalar, "number"));
        else if (field.type === "Boolean") Object.assign(fields, scalarFilterFields(field.id, GraphQLBoolean, "boolean"));
        else if (field.type === "Location" || field.type === "Object") Object.assign(fields, scalarFilterFields(field.id, GraphQLString, "exists"));
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

export function orderType(type: ContentType): GraphQLEnumType {
  const values: Record<string, { value: { path: string; descending: boolean } }> = {};
  const sortable = type.fields.filter((field) => ["Symbol", "Integer", "Number", "Boolean", "Date"].includes(field.type));
  for (const path of [...sortable.map((field) => field.id), "sys_id", "sys_publishedAt", "sys_firstPublishedAt", "sys_publishedVersion"]) {
    values[`${path}_ASC`] = { value: { path, descending: false } };
    values[`${path}_DESC`] = { value: { path, descending: true } };
  }
  return new GraphQLEnumType({ name: `${pascal(type.sys.id)}Order`, values });
}

function orderValue(entry: StoredEntry, path: string): unknown {
  switch (path) {
    case "sys_id": return entry.sys.id;
    case "sys_publishedAt": return entry.sys.updatedAt;
    case "sys_firstPublishedAt": return entry.sys.createdAt;
    case "sys_publishedVersion": return entry.sys.revision ?? 1;
    default: return entry.fields[path];
  }
}

export function sortEntries(entries: StoredEntry[], order: { path: string; descending: boolean }[] | null | undefined) {
  if (!order?.length) return entries;
  return [...entries].sort((a, b) => {
    for (const { path, descending } of order) {
      const left = orderValue(a, path);
      const right = orderValue(b, path);
      if (left === right) continue;
      if (left === undefined || left === null) return 1;
      if (right === undefined || right === null) return -1;
      const result = typeof left === "number" && typeof right === "number" ? left - right : String(left).localeCompare(String(right), "sv-SE");
      if (result !== 0) return descending ? -result : result;
    }
    return 0;
  });
}
