/** The `order` argument: an enum per content type and the sort it stands for. */
import { GraphQLEnumType } from "graphql";
import type { ContentType, StoredEntry } from "../model";
import { pascal } from "./context";

export function orderType(type: ContentType): GraphQLEnumType {
  const values: Record<string, { value: { path: string; descending: boolean } }> = {};
  const sortable = type.fields.filter((field) =>
    ["Symbol", "Integer", "Number", "Boolean", "Date"].includes(field.type),
  );
  for (const path of [
    ...sortable.map((field) => field.id),
    "sys_id",
    "sys_publishedAt",
    "sys_firstPublishedAt",
    "sys_publishedVersion",
  ]) {
    values[`${path}_ASC`] = { value: { path, descending: false } };
    values[`${path}_DESC`] = { value: { path, descending: true } };
  }
  return new GraphQLEnumType({ name: `${pascal(type.sys.id)}Order`, values });
}

function orderValue(entry: StoredEntry, path: string): unknown {
  switch (path) {
    case "sys_id":
      return entry.sys.id;
    case "sys_publishedAt":
      return entry.sys.updatedAt;
    case "sys_firstPublishedAt":
      return entry.sys.createdAt;
    case "sys_publishedVersion":
      return entry.sys.revision ?? 1;
    default:
      return entry.fields[path];
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
      const result =
        typeof left === "number" && typeof right === "number"
          ? left - right
          : String(left).localeCompare(String(right), "sv-SE");
      if (result !== 0) return descending ? -result : result;
    }
    return 0;
  });
}
