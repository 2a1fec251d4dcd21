import {
  GraphQLBoolean, GraphQLEnumType, GraphQLError, GraphQLFloat, GraphQLInputObjectType, GraphQLInt, GraphQLInterfaceType,
  GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLScalarType, GraphQLSchema, GraphQLString, GraphQLUnionType,
  type GraphQLFieldConfig, type GraphQLFieldConfigMap, type GraphQLInputFieldConfigMap, type GraphQLOutputType,
} from "graphql";
import type { ContentType, FieldDefinition, Link, RichTextNode, StoredAsset, StoredEntry } from "../model";
import {
  allContentTypes, assetUrl, contentTypeOf, findAsset, findContentType, findEntry, findTag, isRichText, outgoingLinks,
  richTextLinks, richTextPlainText, visibleAssets, visibleEntries, type View,
} from "../repository";

/** Per-request state: the two views (published / with drafts) and whether the caller may ask for preview. */
export interface GraphqlContext {
  published: View;
  drafts: View;
  canPreview: boolean;
  requestId: string;
}

export interface EntryNode { entry: StoredEntry; preview: boolean }
export interface AssetNode { asset: StoredAsset; preview: boolean }

const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

export function contentfulError(message: string, code: string, context: GraphqlContext, details?: Record<string, unknown>) {
  return new GraphQLError(message, { extensions: { contentful: { code, requestId: context.requestId, ...(details ? { details } : {}) } } });
}

/** `preview: true` is honoured only with the preview token, as in Contentful. */
function previewFor(args: { preview?: boolean | null }, inherited: boolean, context: GraphqlContext): boolean {
  if (args.preview === true && !context.canPreview) {
    throw contentfulError(
      "Query execution error. A preview access token is required to query with preview: true.",
      "ACCESS_TOKEN_INVALID",
      context,
    );
  }
  return args.preview ?? inherited;
}

const viewFor = (preview: boolean, context: GraphqlContext) => (preview ? context.drafts : context.published);

const JSONScalar = new GraphQLScalarType({ name: "JSON", description: "Any JSON value (rich text documents, Object fields)." });
const DateTimeScalar = new GraphQLScalarType({ name: "DateTime", description: "ISO 8601 date-time or date." });

const Sys = new GraphQLObjectType<StoredEntry | StoredAsset, GraphqlContext>({
  name: "Sys",
  fields: {
    id: { type: new GraphQLNonNull(GraphQLString), resolve: (item) => item.sys.id },
    spaceId: { type: new GraphQLNonNull(GraphQLString), resolve: (_item, _args, context) => context.published.spaceId },
    environmentId: { type: new GraphQLNonNull(GraphQLString), resolve: (_item, _args, context) => context.published.environment },
    publishedAt: { type: DateTimeScalar, resolve: (item) => (item.sys.status === "draft" ? null : item.sys.updatedAt) },
    firstPublishedAt: { type: DateTimeScalar, resolve: (item) => (item.sys.status === "draft" ? null : item.sys.createdAt) },
    publishedVersion: { type: GraphQLInt, resolve: (item) => (item.sys.status === "draft" ? null : (item.sys.revision ?? 1) * 2) },
  },
});

const ContentfulTag = new GraphQLObjectType<{ id: string; name: string }>({
  name: "ContentfulTag",
  fields: { id: { type: GraphQLString }, name: { type: GraphQLString } },
});

const ContentfulMetadata = new GraphQLObjectType<StoredEntry | StoredAsset>({
  name: "ContentfulMetadata",
  fields: {
    tags: {
      type: new GraphQLNonNull(new GraphQLList(ContentfulTag)),
      resolve: (item) =>
        (item.metadata?.tags ?? []).map((link) => ({ id: link.sys.id, name: findTag(link.sys.id)?.name ?? link.sys.id })),
    },
  },
});

const Location = new GraphQLObjectType({ name: "Location", fields: { lat: { type: GraphQLFloat }, lon: { type: GraphQLFloat } } });

const ImageFormat = new GraphQLEnumType({
  name: "ImageFormat",
  values: { JPG: { value: "jpg" }, JPG_PROGRESSIVE: { value: "jpg" }, PNG: { value: "png" }, PNG8: { value: "png" }, WEBP: { value: "webp" }, AVIF: { value: "avif" } },
});
const ImageResizeStrategy = new GraphQLEnumType({
  name: "ImageResizeStrategy",
  values: { FIT: { value: "fit" }, PAD: { value: "pad" }, FILL: { value: "fill" }, SCALE: { value: "scale" }, CROP: { value: "crop" }, THUMB: { value: "thumb" } },
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

const previewArgs = { preview: { type: GraphQLBoolean }, locale: { type: GraphQLString } };
const pageArgs = { skip: { type: GraphQLInt, defaultValue: 0 }, limit: { type: GraphQLInt, defaultValue: 100 }, ...previewArgs };

const Asset = new GraphQLObjectType<AssetNode, GraphqlContext>({
  name: "Asset",
  fields: {
    sys: { type: new GraphQLNonNull(Sys), resolve: (node) => node.asset },
    contentfulMetadata: { type: new GraphQLNonNull(ContentfulMetadata), resolve: (node) => node.asset },
    title: { type: GraphQLString, args: { locale: { type: GraphQLString } }, resolve: (node) => node.asset.fields.title },
    description: { type: GraphQLString, args: { locale: { type: GraphQLString } }, resolve: (node) => node.asset.fields.description ?? null },
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
        const names: Record<string, string> = { width: "w", height: "h", quality: "q", format: "fm", resizeStrategy: "fit", cornerRadius: "r", backgroundColor: "bg" };
        for (const [key, value] of Object.entries(args.transform ?? {})) if (value !== null && value !== undefined) url.searchParams.set(names[key] ?? key, String(value));
        return url.toString();
      },
    },
  },
});

const AssetCollection = new GraphQLObjectType({
  name: "AssetCollection",
  fields: {
    total: { type: new GraphQLNonNull(GraphQLInt) },
    skip: { type: new GraphQLNonNull(GraphQLInt) },
    limit: { type: new GraphQLNonNull(GraphQLInt) },
    items: { type: new GraphQLNonNull(new GraphQLList(Asset)) },
  },
});

const typeNameOf = (entry: StoredEntry) => pascal(contentTypeOf(entry));

const Entry: GraphQLInterfaceType = new GraphQLInterfaceType({
  name: "Entry",
  fields: () => ({ sys: { type: new GraphQLNonNull(Sys) }, contentfulMetadata: { type: new GraphQLNonNull(ContentfulMetadata) } }),
  resolveType: (node: EntryNode) => typeNameOf(node.entry),
});

const EntryCollection = new GraphQLObjectType({
  name: "EntryCollection",
  fields: {
    total: { type: new GraphQLNonNull(GraphQLInt) },
    skip: { type: new GraphQLNonNull(GraphQLInt) },
    limit: { type: new GraphQLNonNull(GraphQLInt) },
    items: { type: new GraphQLNonNull(new GraphQLList(Entry)) },
  },
});

function page<T>(items: T[], skip: number, limit: number, context: GraphqlContext) {
  if (limit < 0 || limit > 1000 || skip < 0) {
    throw contentfulError("Query execution error. limit must be between 0 and 1000 and skip non-negative.", "BAD_USER_INPUT", context);
  }
  return { total: items.length, skip, limit, items: items.slice(skip, skip + limit) };
}

// ---- filters ------------------------------------------------------------------------------------------

type Predicate = (entry: StoredEntry, preview: boolean, context: GraphqlContext) => boolean;
type Where = Record<string, unknown>;

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
function compileWhere(type: ContentType | undefined, where: Where | null | undefined): Predicate {
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

const SysFilter = new GraphQLInputObjectType({
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
const ContentfulMetadataFilter = new GraphQLInputObjectType({
  name: "ContentfulMetadataFilter",
  fields: { tags_exists: { type: GraphQLBoolean }, tags: { type: ContentfulMetadataTagsFilter } },
});

function filterType(type: ContentType): GraphQLInputObjectType {
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

function orderType(type: ContentType): GraphQLEnumType {
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

function sortEntries(entries: StoredEntry[], order: { path: string; descending: boolean }[] | null | undefined) {
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

// ---- entry types ---------------------------------------------------------------------------------------

const linkTargets = (field: FieldDefinition): string[] =>
  (field.type === "Array" ? field.items?.validations : field.validations)?.find((rule) => rule.linkContentType)?.linkContentType ?? [];

const objectTypes = new Map<string, GraphQLObjectType>();

function unresolvable(context: GraphqlContext, owner: EntryNode, field: FieldDefinition, link: Link) {
  return contentfulError(
    `Query execution error. Link to ${link.sys.linkType.toLowerCase()} "${link.sys.id}" on field "${field.id}" within type "${typeNameOf(owner.entry)}" cannot be resolved`,
    "UNRESOLVABLE_LINK",
    context,
    { type: pascal(link.sys.linkType), linkType: link.sys.linkType, linkId: link.sys.id, field: field.id },
  );
}

/** Resolves one link for a field; a missing or unpublished target becomes an UNRESOLVABLE_LINK error. */
function resolveLink(link: Link, owner: EntryNode, field: FieldDefinition, preview: boolean, context: GraphqlContext, allowed: string[]) {
  const view = viewFor(preview, context);
  if (link.sys.linkType === "Asset") {
    const asset = findAsset(view, link.sys.id);
    return asset ? { asset, preview } : unresolvable(context, owner, field, link);
  }
  const entry = findEntry(view, link.sys.id);
  if (!entry) return unresolvable(context, owner, field, link);
  if (allowed.length > 0 && !allowed.includes(contentTypeOf(entry))) {
    return contentfulError(
      `Query execution error. Link on field "${field.id}" points to an entry of type "${contentTypeOf(entry)}", which the field does not allow`,
      "UNEXPECTED_LINKED_CONTENT_TYPE",
      context,
      { linkId: link.sys.id, field: field.id },
    );
  }
  return { entry, preview };
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

function richTextType(owner: ContentType, field: FieldDefinition) {
  const base = `${pascal(owner.sys.id)}${pascal(field.id)}`;
  const byNodeType = (nodeTypes: string[], linkType: "Entry" | "Asset") =>
    (document: { doc: RichTextNode; preview: boolean }, _args: unknown, context: GraphqlContext) => {
      const view = viewFor(document.preview, context);
      const seen = new Set<string>();
      const found: (EntryNode | AssetNode)[] = [];
      for (const { nodeType, link } of richTextLinks(document.doc)) {
        if (!nodeTypes.includes(nodeType) || link.sys.linkType !== linkType || seen.has(link.sys.id)) continue;
        seen.add(link.sys.id);
        // Contentful leaves links to missing or unpublished targets out of `links`; renderers skip those nodes.
        if (linkType === "Entry") {
          const entry = findEntry(view, link.sys.id);
          if (entry) found.push({ entry, preview: document.preview });
        } else {
          const asset = findAsset(view, link.sys.id);
          if (asset) found.push({ asset, preview: document.preview });
        }
      }
      return found;
    };
  const entries = new GraphQLObjectType({
    name: `${base}Entries`,
    fields: () => ({
      block: { type: new GraphQLNonNull(new GraphQLList(Entry)), resolve: byNodeType(["embedded-entry-block"], "Entry") },
      inline: { type: new GraphQLNonNull(new GraphQLList(Entry)), resolve: byNodeType(["embedded-entry-inline"], "Entry") },
      hyperlink: { type: new GraphQLNonNull(new GraphQLList(Entry)), resolve: byNodeType(["entry-hyperlink"], "Entry") },
    }),
  });
  const assets = new GraphQLObjectType({
    name: `${base}Assets`,
    fields: {
      block: { type: new GraphQLNonNull(new GraphQLList(Asset)), resolve: byNodeType(["embedded-asset-block"], "Asset") },
      hyperlink: { type: new GraphQLNonNull(new GraphQLList(Asset)), resolve: byNodeType(["asset-hyperlink"], "Asset") },
    },
  });
  const links = new GraphQLObjectType({
    name: `${base}Links`,
    fields: {
      entries: { type: new GraphQLNonNull(entries), resolve: (document) => document },
      assets: { type: new GraphQLNonNull(assets), resolve: (document) => document },
    },
  });
  return new GraphQLObjectType<{ doc: RichTextNode; preview: boolean }>({
    name: base,
    fields: {
      json: { type: new GraphQLNonNull(JSONScalar), resolve: (document) => document.doc },
      links: { type: new GraphQLNonNull(links), resolve: (document) => document },
    },
  });
}

function collectionType(name: string, itemType: GraphQLOutputType) {
  return new GraphQLObjectType({
    name,
    fields: {
      total: { type: new GraphQLNonNull(GraphQLInt) },
      skip: { type: new GraphQLNonNull(GraphQLInt) },
      limit: { type: new GraphQLNonNull(GraphQLInt) },
      items: { type: new GraphQLNonNull(new GraphQLList(itemType)) },
    },
  });
}

const collectionTypes = new Map<string, GraphQLObjectType>();
function topCollectionType(type: ContentType) {
  const name = `${pascal(type.sys.id)}Collection`;
  if (!collectionTypes.has(name)) collectionTypes.set(name, collectionType(name, objectTypeFor(type)));
  return collectionTypes.get(name)!;
}

function fieldConfig(owner: ContentType, field: FieldDefinition): [string, GraphQLFieldConfig<EntryNode, GraphqlContext>] | undefined {
  const read = (node: EntryNode) => node.entry.fields[field.id];
  switch (field.type) {
    case "Symbol":
    case "Text":
      return [field.id, { type: GraphQLString, args: { locale: { type: GraphQLString } }, resolve: (node) => read(node) ?? null }];
    case "Integer":
      return [field.id, { type: GraphQLInt, args: { locale: { type: GraphQLString } }, resolve: (node) => read(node) ?? null }];
    case "Number":
      return [field.id, { type: GraphQLFloat, args: { locale: { type: GraphQLString } }, resolve: (node) => read(node) ?? null }];
    case "Boolean":
      return [field.id, { type: GraphQLBoolean, args: { locale: { type: GraphQLString } }, resolve: (node) => read(node) ?? null }];
    case "Date":
      return [field.id, { type: DateTimeScalar, args: { locale: { type: GraphQLString } }, resolve: (node) => read(node) ?? null }];
    case "Location":
      return [field.id, { type: Location, args: { locale: { type: GraphQLString } }, resolve: (node) => read(node) ?? null }];
    case "Object":
      return [field.id, { type: JSONScalar, args: { locale: { type: GraphQLString } }, resolve: (node) => read(node) ?? null }];
    case "RichText": {
      const richText = richTextType(owner, field);
      return [field.id, {
        type: richText,
        args: { locale: { type: GraphQLString } },
        resolve: (node) => (isRichText(read(node)) ? { doc: read(node), preview: node.preview } : null),
      }];
    }
    case "Link": {
      const targetType = field.linkType === "Asset" ? Asset : entryTargetType(owner, field, "");
      return [field.id, {
        type: targetType,
        args: previewArgs,
        resolve: (node, args: { preview?: boolean | null }, context) => {
          const link = read(node) as Link | undefined;
          if (!link) return null;
          const result = resolveLink(link, node, field, previewFor(args, node.preview, context), context, linkTargets(field));
          if (result instanceof GraphQLError) throw result;
          return result;
        },
      }];
    }
    case "Array": {
      if (field.items?.type === "Symbol") {
        return [field.id, { type: new GraphQLList(GraphQLString), args: { locale: { type: GraphQLString } }, resolve: (node) => read(node) ?? null }];
      }
      const isAsset = field.items?.linkType === "Asset";
      const itemType = isAsset ? Asset : entryTargetType(owner, field, "Item");
      const collection = isAsset ? AssetCollection : collectionType(`${pascal(owner.sys.id)}${pascal(field.id)}Collection`, itemType);
      return [`${field.id}Collection`, {
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
      }];
    }
  }
}

/** Content types that may link to `target` (link fields allowing it, or any rich text field). */
function linkingSources(target: ContentType): ContentType[] {
  return allContentTypes().filter((source) =>
    source.fields.some((field) => {
      if (field.type === "RichText") return true;
      const isEntryLink = (field.type === "Link" && field.linkType === "Entry") || (field.type === "Array" && field.items?.linkType === "Entry");
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
      const linking = (sourceType: string | undefined) =>
        (node: EntryNode, args: { skip: number; limit: number; preview?: boolean | null }, context: GraphqlContext) => {
          const preview = previewFor(args, node.preview, context);
          const sources = visibleEntries(viewFor(preview, context)).filter(
            (entry) =>
              (!sourceType || contentTypeOf(entry) === sourceType) &&
              outgoingLinks(entry.fields).some((link) => link.sys.linkType === "Entry" && link.sys.id === node.entry.sys.id),
          );
          return page(sources.map((entry) => ({ entry, preview })), args.skip, args.limit, context);
        };
      const fields: GraphQLFieldConfigMap<EntryNode, GraphqlContext> = {
        entryCollection: { type: EntryCollection, args: pageArgs, resolve: linking(undefined) },
      };
      for (const source of linkingSources(type)) {
        fields[`${source.sys.id}Collection`] = { type: topCollectionType(source), args: pageArgs, resolve: linking(source.sys.id) };
      }
      return fields;
    },
  });
}

function objectTypeFor(type: ContentType): GraphQLObjectType {
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
        linkedFrom: { type: linkingCollectionsType(type), args: { allowedLocales: { type: new GraphQLList(GraphQLString) } }, resolve: (node) => node },
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

function notFoundError(context: GraphqlContext, typeId: string, id: string) {
  return contentfulError(`Query execution error. Requested ${typeId} entry "${id}" could not be found`, "NOT_FOUND", context, { type: pascal(typeId), id });
}

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
      resolve: (_root, args: { skip: number; limit: number; preview?: boolean | null; where?: Where; order?: { path: string; descending: boolean }[] }, context) => {
        const preview = previewFor(args, false, context);
        const predicate = compileWhere(type, args.where);
        const matching = visibleEntries(viewFor(preview, context)).filter(
          (entry) => contentTypeOf(entry) === id && predicate(entry, preview, context),
        );
        return page(sortEntries(matching, args.order).map((entry) => ({ entry, preview })), args.skip, args.limit, context);
      },
    };
  }
  const EntryFilter: GraphQLInputObjectType = new GraphQLInputObjectType({
    name: "EntryFilter",
    fields: (): GraphQLInputFieldConfigMap => ({ sys: { type: SysFilter }, contentfulMetadata: { type: ContentfulMetadataFilter }, AND: { type: new GraphQLList(EntryFilter) }, OR: { type: new GraphQLList(EntryFilter) } }),
  });
  query.entryCollection = {
    type: EntryCollection,
    args: { ...pageArgs, where: { type: EntryFilter } },
    resolve: (_root, args: { skip: number; limit: number; preview?: boolean | null; where?: Where }, context) => {
      const preview = previewFor(args, false, context);
      const predicate = compileWhere(undefined, args.where);
      const matching = visibleEntries(viewFor(preview, context)).filter((entry) => predicate(entry, preview, context));
      return page(matching.map((entry) => ({ entry, preview })), args.skip, args.limit, context);
    },
  };
  query.asset = {
    type: Asset,
    args: { id: { type: new GraphQLNonNull(GraphQLString) }, ...previewArgs },
    resolve: (_root, args: { id: string; preview?: boolean | null }, context) => {
      const preview = previewFor(args, false, context);
      const asset = findAsset(viewFor(preview, context), args.id);
      if (!asset) throw contentfulError(`Query execution error. Requested asset "${args.id}" could not be found`, "NOT_FOUND", context, { type: "Asset", id: args.id });
      return { asset, preview };
    },
  };
  query.assetCollection = {
    type: AssetCollection,
    args: pageArgs,
    resolve: (_root, args: { skip: number; limit: number; preview?: boolean | null }, context) => {
      const preview = previewFor(args, false, context);
      return page(visibleAssets(viewFor(preview, context)).map((asset) => ({ asset, preview })), args.skip, args.limit, context);
    },
  };
  return new GraphQLSchema({
    query: new GraphQLObjectType({ name: "Query", fields: query }),
    types: allContentTypes().map(objectTypeFor),
  });
}
