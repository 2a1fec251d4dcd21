import { badRequest, invalidQuery } from "../errors";
import type { ContentType, StoredAsset, StoredEntry } from "../model";
import {
  contentTypeOf,
  deliveryAsset,
  deliveryEntry,
  fieldDefinition,
  findAsset,
  findContentType,
  findEntry,
  localized,
  outgoingLinks,
  searchableText,
  visibleAssets,
  visibleEntries,
  type View,
} from "../repository";

const MAX_LIMIT = 1000;
const MAX_INCLUDE = 10;
const OPERATORS = ["ne", "in", "nin", "exists", "match", "all", "lt", "lte", "gt", "gte"] as const;
type Operator = (typeof OPERATORS)[number] | "eq";

interface Condition {
  /** Reads the compared value from an entry or asset. */
  read: (item: StoredEntry | StoredAsset) => unknown;
  operator: Operator;
  value: string;
}

function splitOperator(key: string): { path: string; operator: Operator } {
  const match = /^(.*)\[(\w+)\]$/.exec(key);
  if (!match) return { path: key, operator: "eq" };
  if (!(OPERATORS as readonly string[]).includes(match[2])) {
    throw invalidQuery([{ name: "unknownOperator", path: match[1], operator: match[2] }]);
  }
  return { path: match[1], operator: match[2] as Operator };
}

const asList = (value: string) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

function compare(actual: unknown, expected: string): number {
  if (typeof actual === "number") return actual - Number(expected);
  return String(actual).localeCompare(expected);
}

function matches(condition: Condition, item: StoredEntry | StoredAsset): boolean {
  const actual = condition.read(item);
  const present = actual !== undefined && actual !== null;
  const values = Array.isArray(actual) ? actual.map(String) : present ? [String(actual)] : [];
  const expected = condition.value;
  switch (condition.operator) {
    case "eq":
      return values.includes(expected);
    case "ne":
      return !values.includes(expected);
    case "in":
      return asList(expected).some((value) => values.includes(value));
    case "nin":
      return !asList(expected).some((value) => values.includes(value));
    case "all":
      return asList(expected).every((value) => values.includes(value));
    case "exists":
      return present === (expected === "true");
    case "match": {
      const haystack = values.join(" ").toLocaleLowerCase("sv-SE");
      return expected
        .toLocaleLowerCase("sv-SE")
        .split(/\s+/)
        .filter(Boolean)
        .every((term) => haystack.includes(term));
    }
    case "lt":
      return present && compare(actual, expected) < 0;
    case "lte":
      return present && compare(actual, expected) <= 0;
    case "gt":
      return present && compare(actual, expected) > 0;
    case "gte":
      return present && compare(actual, expected) >= 0;
  }
}

function sysReader(path: string): ((item: StoredEntry | StoredAsset) => unknown) | undefined {
  switch (path) {
    case "sys.id":
      return (item) => item.sys.id;
    case "sys.createdAt":
      return (item) => item.sys.createdAt;
    case "sys.updatedAt":
      return (item) => item.sys.updatedAt;
    case "sys.contentType.sys.id":
      return (item) => ("contentType" in item.sys ? item.sys.contentType.sys.id : undefined);
    case "metadata.tags.sys.id":
      return (item) => (item.metadata?.tags ?? []).map((tag) => tag.sys.id);
    default:
      return undefined;
  }
}

function fieldReader(path: string, type: ContentType | undefined, kind: "entries" | "assets") {
  const [, fieldId, ...rest] = path.split(".");
  if (kind === "assets") {
    if (fieldId === "file" && rest.join(".") === "contentType")
      return (item: StoredEntry | StoredAsset) => (item as StoredAsset).fields.file.contentType;
    if (fieldId === "file" && rest.join(".") === "fileName")
      return (item: StoredEntry | StoredAsset) => (item as StoredAsset).fields.file.fileName;
    if (rest.length === 0)
      return (item: StoredEntry | StoredAsset) => (item.fields as Record<string, unknown>)[fieldId];
    throw invalidQuery([{ name: "unknown", path: path.split("."), details: `The path "${path}" is not recognized` }]);
  }
  if (!type) {
    throw invalidQuery([
      {
        name: "unknownContentType",
        details: "A content_type query parameter is required when filtering or selecting on fields.",
      },
    ]);
  }
  const field = fieldDefinition(type, fieldId);
  const linkPath = rest.join(".") === "sys.id";
  if (!field || (rest.length > 0 && !linkPath)) {
    throw invalidQuery([{ name: "unknown", path: path.split("."), details: `The path "${path}" is not recognized` }]);
  }
  return (item: StoredEntry | StoredAsset) => {
    const value = (item.fields as Record<string, unknown>)[fieldId];
    if (!linkPath) return value;
    const ids = (Array.isArray(value) ? value : [value])
      .map((link) => (link as { sys?: { id?: string } } | undefined)?.sys?.id)
      .filter(Boolean);
    return Array.isArray(value) ? ids : ids[0];
  };
}

interface ParsedQuery {
  contentType?: ContentType;
  conditions: Condition[];
  fullText?: string;
  limit: number;
  skip: number;
  include: number;
  /** `locale=*` (the SDK's withAllLocales): fields come as `{ "sv-SE": value }`. */
  allLocales: boolean;
  select?: string[];
  order: { read: (item: StoredEntry | StoredAsset) => unknown; descending: boolean }[];
}

const RESERVED = new Set([
  "content_type",
  "include",
  "select",
  "limit",
  "skip",
  "order",
  "query",
  "locale",
  "access_token",
  "links_to_entry",
  "links_to_asset",
]);

export function parseQuery(params: URLSearchParams, kind: "entries" | "assets"): ParsedQuery {
  const contentTypeId = params.get("content_type") ?? undefined;
  const contentType = contentTypeId ? findContentType(contentTypeId) : undefined;
  if (contentTypeId && !contentType) throw invalidQuery([{ name: "unknownContentType", value: contentTypeId }]);

  const limit = params.has("limit") ? Number(params.get("limit")) : 100;
  const skip = params.has("skip") ? Number(params.get("skip")) : 0;
  const include = params.has("include") ? Number(params.get("include")) : 1;
  if (!Number.isInteger(limit) || limit < 0 || limit > MAX_LIMIT)
    throw badRequest(`The limit parameter must be an integer between 0 and ${MAX_LIMIT}.`);
  if (!Number.isInteger(skip) || skip < 0) throw badRequest("The skip parameter must be a non-negative integer.");
  if (!Number.isInteger(include) || include < 0 || include > MAX_INCLUDE)
    throw badRequest(`The include parameter must be an integer between 0 and ${MAX_INCLUDE}.`);
  const locale = params.get("locale");
  if (locale && locale !== "sv-SE" && locale !== "*") throw badRequest(`Unknown locale: ${locale}`);

  const conditions: Condition[] = [];
  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue;
    const { path, operator } = splitOperator(key);
    const read = path.startsWith("fields.") ? fieldReader(path, contentType, kind) : sysReader(path);
    if (!read)
      throw invalidQuery([{ name: "unknown", path: path.split("."), details: `The path "${path}" is not recognized` }]);
    conditions.push({ read, operator, value });
  }
  for (const [key, linkType] of [
    ["links_to_entry", "Entry"],
    ["links_to_asset", "Asset"],
  ] as const) {
    const target = params.get(key);
    if (target) {
      conditions.push({
        read: (item) =>
          outgoingLinks(item.fields as Record<string, unknown>)
            .filter((link) => link.sys.linkType === linkType)
            .map((link) => link.sys.id),
        operator: "eq",
        value: target,
      });
    }
  }

  const select = params
    .get("select")
    ?.split(",")
    .map((path) => path.trim())
    .filter(Boolean);
  for (const path of select ?? []) {
    const depth = path.split(".").length;
    if (depth > 2 || !/^(sys|fields|metadata)(\.|$)/.test(path)) {
      throw badRequest(`The select parameter can only select sys, metadata, fields or fields.<id>; got ${path}.`);
    }
    if (path.startsWith("fields.") && kind === "entries") fieldReader(path, contentType, kind);
  }

  const order = (params.get("order") ?? "")
    .split(",")
    .map((path) => path.trim())
    .filter(Boolean)
    .map((path) => {
      const descending = path.startsWith("-");
      const bare = descending ? path.slice(1) : path;
      const read = bare.startsWith("fields.") ? fieldReader(bare, contentType, kind) : sysReader(bare);
      if (!read)
        throw invalidQuery([
          { name: "unknown", path: bare.split("."), details: `The order "${bare}" is not recognized` },
        ]);
      return { read, descending };
    });

  return {
    contentType,
    conditions,
    fullText: params.get("query") ?? undefined,
    limit,
    skip,
    include,
    select,
    order,
    allLocales: locale === "*",
  };
}

function sortItems<T extends StoredEntry | StoredAsset>(items: T[], order: ParsedQuery["order"]): T[] {
  if (order.length === 0) return items;
  return [...items].sort((a, b) => {
    for (const { read, descending } of order) {
      const left = read(a);
      const right = read(b);
      if (left === right) continue;
      if (left === undefined || left === null) return 1;
      if (right === undefined || right === null) return -1;
      const result =
        typeof left === "number" && typeof right === "number"
          ? left - right
          : String(left).localeCompare(String(right), "sv-SE");
      if (result !== 0) return descending ? -result : result;
    }
    return 0;
  });
}

function project<T extends { sys: unknown; fields: Record<string, unknown>; metadata: unknown }>(
  item: T,
  select?: string[],
) {
  if (!select) return item;
  // sys stays so clients (the SDK's link resolver) can still identify the item.
  const result: Record<string, unknown> = { sys: item.sys };
  for (const path of select) {
    const [top, field] = path.split(".");
    if (top === "fields" && field) {
      const fields = (result.fields ??= {}) as Record<string, unknown>;
      if (field in item.fields) fields[field] = item.fields[field];
    } else if (top === "fields") result.fields = item.fields;
    else if (top === "metadata") result.metadata = item.metadata;
  }
  return result;
}

function selectedFieldsOf(entry: StoredEntry, select?: string[]): StoredEntry {
  if (!select || select.includes("fields")) return entry;
  const wanted = select.filter((path) => path.startsWith("fields.")).map((path) => path.slice("fields.".length));
  return { ...entry, fields: Object.fromEntries(Object.entries(entry.fields).filter(([key]) => wanted.includes(key))) };
}

/** GET entries: filter, search, order, page, then resolve links `include` levels deep into `includes`. */
export function queryEntries(view: View, params: URLSearchParams) {
  const query = parseQuery(params, "entries");
  let items = visibleEntries(view);
  if (query.contentType) items = items.filter((entry) => contentTypeOf(entry) === query.contentType!.sys.id);
  items = items.filter((entry) => query.conditions.every((condition) => matches(condition, entry)));
  if (query.fullText) {
    const terms = query.fullText.toLocaleLowerCase("sv-SE").split(/\s+/).filter(Boolean);
    items = items.filter((entry) => {
      const text = searchableText(entry);
      return terms.every((term) => text.includes(term));
    });
  }
  items = sortItems(items, query.order);
  const page = items.slice(query.skip, query.skip + query.limit);
  // Only links in the selected fields are followed, as in Contentful.
  const { includes, errors } = resolveIncludes(
    view,
    page.map((entry) => selectedFieldsOf(entry, query.select)),
    query.include,
  );
  const shape = <T extends { fields: Record<string, unknown> }>(item: T) => (query.allLocales ? localized(item) : item);
  if (query.allLocales) {
    includes.Entry = includes.Entry.map(shape);
    includes.Asset = includes.Asset.map(shape);
  }
  return {
    sys: { type: "Array" },
    total: items.length,
    skip: query.skip,
    limit: query.limit,
    items: page.map((entry) => project(shape(deliveryEntry(view, entry)), query.select)),
    ...(includes.Entry.length || includes.Asset.length
      ? {
          includes: {
            ...(includes.Entry.length ? { Entry: includes.Entry } : {}),
            ...(includes.Asset.length ? { Asset: includes.Asset } : {}),
          },
        }
      : {}),
    ...(errors.length ? { errors } : {}),
  };
}

export function queryAssets(view: View, params: URLSearchParams) {
  const query = parseQuery(params, "assets");
  let items = visibleAssets(view).filter((asset) => query.conditions.every((condition) => matches(condition, asset)));
  if (query.fullText) {
    const term = query.fullText.toLocaleLowerCase("sv-SE");
    items = items.filter((asset) =>
      `${asset.fields.title} ${asset.fields.description ?? ""}`.toLocaleLowerCase("sv-SE").includes(term),
    );
  }
  items = sortItems(items, query.order);
  const page = items.slice(query.skip, query.skip + query.limit);
  return {
    sys: { type: "Array" },
    total: items.length,
    skip: query.skip,
    limit: query.limit,
    items: page.map((asset) => project(deliveryAsset(view, asset), query.select)),
  };
}

/**
 * Breadth-first link resolution like Contentful's `include`: entries and assets linked from the page,
 * then from those, up to `depth` levels. Links to missing (or unpublished) targets are reported in
 * `errors` as `notResolvable`, the way the CDA does.
 */
export function resolveIncludes(view: View, page: StoredEntry[], depth: number) {
  const seen = new Set(page.map((entry) => `Entry:${entry.sys.id}`));
  const includedEntries: StoredEntry[] = [];
  const includedAssets: StoredAsset[] = [];
  const unresolved = new Map<string, { linkType: string; id: string }>();
  let frontier: StoredEntry[] = page;
  for (let level = 0; level < depth && frontier.length > 0; level++) {
    const next: StoredEntry[] = [];
    for (const entry of frontier) {
      for (const link of outgoingLinks(entry.fields)) {
        const key = `${link.sys.linkType}:${link.sys.id}`;
        if (seen.has(key) || unresolved.has(key)) continue;
        if (link.sys.linkType === "Entry") {
          const target = findEntry(view, link.sys.id);
          if (!target) {
            unresolved.set(key, { linkType: "Entry", id: link.sys.id });
            continue;
          }
          seen.add(key);
          includedEntries.push(target);
          next.push(target);
        } else {
          const target = findAsset(view, link.sys.id);
          if (!target) {
            unresolved.set(key, { linkType: "Asset", id: link.sys.id });
            continue;
          }
          seen.add(key);
          includedAssets.push(target);
        }
      }
    }
    frontier = next;
  }
  return {
    includes: {
      Entry: includedEntries.map((entry) => deliveryEntry(view, entry)),
      Asset: includedAssets.map((asset) => deliveryAsset(view, asset)),
    },
    errors: [...unresolved.values()].map((details) => ({
      sys: { id: "notResolvable", type: "error" },
      details: { type: "Link", ...details },
    })),
  };
}
