/**
 * Plain-text matching for the service's list searches (orders, users, customers, stores, zip codes).
 *
 * Not LIKE: D1 refuses a LIKE pattern over 50 bytes with an error (SQLITE_LIMIT_LIKE_PATTERN_LENGTH), so a
 * long term, or 25 "å", answered 500; and a term's `%`, `_` and `\` had to be escaped. instr() compares the
 * text itself, whatever its length, and `lower()` on both sides ignores ASCII case as LIKE did.
 * `column` and `param` are SQL expressions (a column and a `?n` placeholder); never user text.
 */

/** `column` contains the term anywhere. */
export function containsTerm(column: string, param: string): string {
  return `instr(lower(${column}), lower(${param})) > 0`;
}

/** `column` starts with the term. */
export function startsWithTerm(column: string, param: string): string {
  return `instr(lower(${column}), lower(${param})) = 1`;
}
