/** The filter operators of the Contentful query syntax (`fields.title[match]=…`) and the paths they read. */
import { invalidQuery } from "../errors";
import type { ContentType, StoredAsset, StoredEntry } from "../model";
import { fieldDefinition } from "../repository";

const OPERATORS = ["ne", "in", "nin", "exists", "match", "all", "lt", "lte", "gt", "gte"] as const;
type Operator = (typeof OPERATORS)[number] | "eq";

export interface Condition {
  /** Reads the compared value from an entry or asset. */
  read: (item: StoredEntry | StoredAsset) => unknown;
  operator: Operator;
  value: string;
}

export function splitOperator(key: string): { path: string; operator: Operator } {
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

export function matches(condition: Condition, item: StoredEntry | StoredAsset): boolean {
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

export function sysReader(path: string): ((item: StoredEntry | StoredAsset) => unknown) | undefined {
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

export function fieldReader(path: string, type: ContentType | undefined, kind: "entries" | "assets") {
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
