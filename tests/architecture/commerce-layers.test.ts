import { describe, expect, it } from "vitest";
import { readSource, sourceFiles } from "./import-graph";

/**
 * The commerce worker's two layers (docs/architecture.md): route modules in `src/routes` speak HTTP (parse the
 * request, call, shape the answer); data modules speak SQL and take plain values. Checked on the text of every file,
 * so a query pasted into a route, or a request body read below the routes, fails here instead of in review.
 */
const SRC = "workers/commerce/src/";

/**
 * The files outside `src/routes` that may speak HTTP, each for its reason. A new entry is a decision: a flow below the
 * routes takes plain typed values (claims, ids, a parsed body, the clock) from its route instead.
 */
const HTTP_LAYER: Record<string, string> = {
  "app.ts": "wiring: mounts the routes and the middleware",
  "index.ts": "wiring: the production entry",
  "dev-entry.ts": "wiring: the development entry",
  "http/": "the toolkit routes parse with: JSON bodies and queries, errors, client key, body limits, timing",
  "auth/middleware.ts": "middleware: the bearer token and the claims it carries",
  "auth/money-filter.ts": "middleware: strips money from answers for EJ_SE_PRISER",
  "users/suspension.ts": "middleware: refuses a suspended account's writes",
  "cart/anonymous.ts": "middleware: the anonymous cart token",
  "cart/delivery-gate.ts": "middleware: the request's delivery clock (time and the calling brand's closing days)",
  "graphql/gateway.ts": "the /graphql endpoint: a route module kept beside its schema",
};

/** Runs SQL: a statement prepared, a batch or raw SQL sent, a read batch assembled, or a query's text. */
const RUNS_SQL = [
  /\.(?:prepare|batch)\s*\(/,
  /(?:\bdb|\.DB)\.exec\s*\(/,
  /\bnew\s+BatchReader\b/,
  /["'`]\s*(?:SELECT\s|INSERT\s+INTO\s|UPDATE\s+\w+\s+SET\s|DELETE\s+FROM\s|REPLACE\s+INTO\s)/,
];

/** Handles the request: imports Hono (its Context, middleware or app) or reads `c.req`. */
const SPEAKS_HTTP = [/\bfrom\s*["']hono(?:\/[^"']*)?["']/, /\bc\.req\b/, /\bContext<AppEnv>/];

/** Block comments that start a line, and whole-line comments, blanked so line numbers stay those of the file. */
const withoutComments = (text: string) =>
  text.replace(/^\s*\/\*[\s\S]*?\*\//gm, (comment) => comment.replace(/[^\n]/g, "")).replace(/^\s*\/\/.*$/gm, "");

/** The 1-based lines of `text` that any of the patterns match, as `file:line: code`. */
function offending(file: string, patterns: readonly RegExp[]): string[] {
  return withoutComments(readSource(file))
    .split("\n")
    .flatMap((line, i) => (patterns.some((p) => p.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

const files = sourceFiles([SRC.slice(0, -1)]).filter((f) => !/\.test\.ts$/.test(f));
const inRoutes = (file: string) => file.startsWith(`${SRC}routes/`);
const inHttpLayer = (file: string) =>
  Object.keys(HTTP_LAYER).some(
    (entry) => file.slice(SRC.length) === entry || (file.slice(SRC.length).startsWith(entry) && entry.endsWith("/")),
  );

describe("commerce layers", () => {
  it("runs no SQL in a route module: queries live in the feature's data modules", () => {
    const routes = files.filter(inRoutes);
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.flatMap((f) => offending(f, RUNS_SQL))).toEqual([]);
  });

  it("reads the request only in the routes, the wiring, the HTTP toolkit and the middleware", () => {
    const below = files.filter((f) => !inRoutes(f) && !inHttpLayer(f));
    expect(below.length).toBeGreaterThan(50);
    expect(below.flatMap((f) => offending(f, SPEAKS_HTTP))).toEqual([]);
  });

  it("names only files that exist in its HTTP layer list", () => {
    const missing = Object.keys(HTTP_LAYER).filter(
      (entry) => !files.some((f) => f.slice(SRC.length).startsWith(entry)),
    );
    expect(missing).toEqual([]);
  });

  it("is checked by patterns that see a query, a batch and a request read, and not a regular expression's exec", () => {
    const sees = (patterns: readonly RegExp[], line: string) => patterns.some((p) => p.test(line));
    expect(sees(RUNS_SQL, 'await c.env.DB.prepare("SELECT id FROM carts WHERE id = ?")')).toBe(true);
    expect(sees(RUNS_SQL, "await db.batch([update, ...statements]);")).toBe(true);
    expect(sees(RUNS_SQL, "await c.env.DB.exec(sql);")).toBe(true);
    expect(sees(RUNS_SQL, "const reader = new BatchReader(c.env.DB);")).toBe(true);
    expect(sees(RUNS_SQL, "`DELETE FROM user_favourites WHERE id = ?`")).toBe(true);
    expect(sees(RUNS_SQL, 'const given = /^QuoteDesk\\s+(\\S+)$/.exec(c.req.header("authorization") ?? "");')).toBe(
      false,
    );
    expect(sees(RUNS_SQL, 'throw badRequest("Select a customer first")')).toBe(false);
    expect(sees(SPEAKS_HTTP, 'import type { Context } from "hono";')).toBe(true);
    expect(sees(SPEAKS_HTTP, "const body = await c.req.json();")).toBe(true);
    expect(sees(SPEAKS_HTTP, "export async function addLines(c: Context<AppEnv>, cart: CartRow) {")).toBe(true);
    expect(sees(SPEAKS_HTTP, "export async function addLines(db: D1Database, claims: AccessClaims) {")).toBe(false);
  });
});
