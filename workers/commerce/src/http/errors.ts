import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { AUTH_RESULT, AUTH_RESULT_FIELD } from "@shop/domain/auth-result";

/** An error answered as JSON `{ message, issues?, ...fields }` with a 4xx status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly issues: unknown[] = [],
    readonly headers: Record<string, string> = {},
    /** Further top-level fields of the answer, e.g. the sign-in's ResultCode (auth/result-codes.ts). */
    readonly fields: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, issues: unknown[] = []) => new ApiError(400, message, issues);
export const unauthorized = (message = "Invalid token") => new ApiError(401, message);
export const forbidden = (message = "Forbidden") => new ApiError(403, message);
export const notFound = (message = "Not found") => new ApiError(404, message);

export function zodIssues(error: z.ZodError) {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    code: issue.code,
    message: issue.message,
  }));
}

export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown, what = "request"): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(`Invalid ${what}`, zodIssues(result.error));
  return result.data;
}

/** The JSON body, validated; a body that is not JSON is a 400 like any other bad input. */
export async function jsonBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let value: unknown;
  try {
    const text = await c.req.text();
    value = text.trim() === "" ? undefined : JSON.parse(text);
  } catch {
    throw badRequest("Invalid JSON body", [{ path: "", code: "invalid_json", message: "Body is not valid JSON" }]);
  }
  return parseOrThrow(schema, value, "body");
}

export function queryParams<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  return parseOrThrow(schema, c.req.query(), "query");
}

/**
 * D1's binding throws errors whose message starts with `D1_` (D1_ERROR, D1_EXEC_ERROR, D1_TYPE_ERROR…): lost
 * connections, an overloaded or reset database, a batch that failed part-way. For the caller the store is away for a
 * moment, and the batch left nothing behind, so the same request (with the same idempotency key) may simply be sent
 * again: 503 with Retry-After, not a 500 that reads like a bug. The message is Swedish because the storefront may show
 * it to a buyer as it stands.
 */
const D1_FAILURE = /^D1_[A-Z_]*ERROR\b/;
const D1_RETRY_AFTER_SECONDS = "5";
export const SERVICE_UNAVAILABLE_MESSAGE = "Tjänsten är tillfälligt otillgänglig. Försök igen om en liten stund.";

export function isD1Failure(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 3; e = e.cause, depth++)
    if (D1_FAILURE.test(e.message)) return true;
  return false;
}

/** Never a stack trace: unknown errors become a bare 500 and are logged. */
export function handleError(error: unknown, c: Context) {
  if (error instanceof ApiError) {
    const body: Record<string, unknown> = { message: error.message };
    if (error.issues.length) body.issues = error.issues;
    Object.assign(body, error.fields);
    // Any 401 means the caller has no session (spec section 4's result code 3), unless a sign-in said otherwise.
    if (error.status === 401) body[AUTH_RESULT_FIELD] ??= AUTH_RESULT.notAuthenticated;
    for (const [k, v] of Object.entries(error.headers)) c.header(k, v);
    return c.json(body, error.status);
  }
  if (error instanceof HTTPException) return c.json({ message: error.message || "Bad request" }, error.status);
  if (isD1Failure(error)) {
    console.error("commerce: D1 failure", error);
    c.header("retry-after", D1_RETRY_AFTER_SECONDS);
    return c.json({ message: SERVICE_UNAVAILABLE_MESSAGE }, 503);
  }
  console.error("commerce: unhandled error", error);
  return c.json({ message: "Internal server error" }, 500);
}
