/** A REST query string read into filters, paging, includes, selection and order, refused as the CDA refuses it. */
import { badRequest, invalidQuery } from "../errors";
import { findContentType, outgoingLinks } from "../repository";
import type { ContentType, StoredAsset, StoredEntry } from "../model";
import { fieldReader, splitOperator, sysReader, type Condition } from "./query-conditions";

const MAX_LIMIT = 1000;
const MAX_INCLUDE = 10;

export interface ParsedQuery {
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
