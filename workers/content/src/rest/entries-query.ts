/** GET entries and GET assets of the REST delivery API: filter, search, order, page and shape the answer. */
import type { StoredAsset, StoredEntry } from "../model";
import {
  contentTypeOf,
  deliveryAsset,
  deliveryEntry,
  localized,
  searchableText,
  visibleAssets,
  visibleEntries,
  type View,
} from "../repository";
import { resolveIncludes } from "./link-includes";
import { matches } from "./query-conditions";
import { parseQuery, type ParsedQuery } from "./query-params";

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
  const shape = <T extends { sys: object; fields: Record<string, unknown> }>(item: T) =>
    query.allLocales ? localized(item) : item;
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
