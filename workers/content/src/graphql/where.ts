/** `where` arguments compiled into predicates over stored entries, with Contentful's operator suffixes. */
import type { ContentType, Link, StoredEntry } from "../model";
import { findContentType, findEntry, isRichText, richTextPlainText } from "../repository";
import { type GraphqlContext, viewFor } from "./context";

// ---- filters ------------------------------------------------------------------------------------------

type Predicate = (entry: StoredEntry, preview: boolean, context: GraphqlContext) => boolean;
export type Where = Record<string, unknown>;

const SCALAR_SUFFIXES = [
  "_not_in",
  "_not_contains",
  "_contains_all",
  "_contains_some",
  "_contains_none",
  "_not",
  "_in",
  "_exists",
  "_contains",
  "_gte",
  "_gt",
  "_lte",
  "_lt",
];

function compareValues(actual: unknown, expected: unknown): number {
  if (typeof actual === "number" && typeof expected === "number") return actual - expected;
  return String(actual).localeCompare(String(expected));
}

const lower = (value: unknown) => String(value).toLocaleLowerCase("sv-SE");

function scalarMatches(actual: unknown, suffix: string, expected: unknown): boolean {
  const present = actual !== undefined && actual !== null;
  const text = isRichText(actual) ? richTextPlainText(actual) : actual;
  switch (suffix) {
    case "":
      return present && text === expected;
    case "_not":
      return text !== expected;
    case "_in":
      return present && (expected as unknown[]).includes(text);
    case "_not_in":
      return !(expected as unknown[]).includes(text);
    case "_exists":
      return present === expected;
    case "_contains":
      return present && lower(text).includes(lower(expected));
    case "_not_contains":
      return !present || !lower(text).includes(lower(expected));
    case "_contains_all":
      return Array.isArray(actual) && (expected as unknown[]).every((value) => actual.includes(value));
    case "_contains_some":
      return Array.isArray(actual) && (expected as unknown[]).some((value) => actual.includes(value));
    case "_contains_none":
      return !Array.isArray(actual) || !(expected as unknown[]).some((value) => actual.includes(value));
    case "_gt":
      return present && compareValues(actual, expected) > 0;
    case "_gte":
      return present && compareValues(actual, expected) >= 0;
    case "_lt":
      return present && compareValues(actual, expected) < 0;
    case "_lte":
      return present && compareValues(actual, expected) <= 0;
    default:
      return false;
  }
}

function sysMatches(entry: StoredEntry, where: Where): boolean {
  return Object.entries(where).every(([key, expected]) => {
    if (expected === undefined || expected === null) return true;
    const [, property, suffix = ""] = /^(id|publishedAt|firstPublishedAt|publishedVersion)(_.*)?$/.exec(key) ?? [];
    const draft = entry.sys.status === "draft";
    const actual =
      property === "id"
        ? entry.sys.id
        : property === "publishedAt"
          ? draft
            ? null
            : entry.sys.updatedAt
          : property === "firstPublishedAt"
            ? draft
              ? null
              : entry.sys.createdAt
            : draft
              ? null
              : (entry.sys.revision ?? 1) * 2;
    return scalarMatches(actual, suffix, expected);
  });
}

function metadataMatches(entry: StoredEntry, where: Where): boolean {
  const ids = (entry.metadata?.tags ?? []).map((tag) => tag.sys.id);
  if (typeof where.tags_exists === "boolean" && ids.length > 0 !== where.tags_exists) return false;
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
      const field = type.fields.find(
        (candidate) => key === candidate.id || SCALAR_SUFFIXES.some((suffix) => key === candidate.id + suffix),
      );
      if (!field) continue;
      const suffix = key.slice(field.id.length);
      if (field.type === "Link" && suffix === "" && expected && typeof expected === "object") {
        // Nested filter on a single-type link: match against the linked entry.
        const targetType = findContentType(
          field.validations?.find((rule) => rule.linkContentType)?.linkContentType?.[0] ?? "",
        );
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
