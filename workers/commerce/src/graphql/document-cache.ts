/**
 * Parsed documents that passed the specified validation rules, by their text. The storefront sends a handful of
 * fixed queries, and parsing plus the specified rules were about a tenth of the commerce worker's CPU on a product
 * page: each text is parsed and checked once per isolate. What depends on the request (the limit rules, which read
 * the variables, and the introspection setting) is still checked for every request by the gateway.
 * A query that fails is never kept, so a stream of bad queries cannot push the storefront's ones out.
 */
import { GraphQLError, parse, specifiedRules, validate, type DocumentNode } from "graphql";
import { GRAPHQL_LIMITS } from "./limits";
import { schema } from "./schema";
import { keptPerIsolate } from "../isolate-caches";

const KEPT_DOCUMENTS = 64;
const kept = new Map<string, DocumentNode>();
keptPerIsolate(() => kept.clear());

export type CheckedDocument = { document: DocumentNode } | { errors: readonly GraphQLError[] };

/** The query's document, or why it is no valid query for the schema (syntax, token limit, specified rules). */
export function checkedDocument(query: string): CheckedDocument {
  const known = kept.get(query);
  if (known) return { document: known };
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: GRAPHQL_LIMITS.maxTokens });
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    return { errors: [new GraphQLError(error.message, { extensions: { code: "GRAPHQL_PARSE_FAILED" } })] };
  }
  const errors = validate(schema, document, specifiedRules, { maxErrors: 20 });
  if (errors.length) return { errors };
  // The storefront's few texts never fill it; should other callers do, the oldest text goes first (as auth/jwt.ts).
  if (kept.size >= KEPT_DOCUMENTS) kept.delete(kept.keys().next().value!);
  kept.set(query, document);
  return { document };
}
