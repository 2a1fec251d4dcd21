/**
 * Request body limits per route class (docs/security.md, limits), checked by Hono's `bodyLimit`
 * BEFORE a route reads the body: the Content-Length header when there is one, else the stream
 * while it is read (a chunked body stops at the limit, it is never buffered whole). Too large is
 * 413 `{ message }`, the same JSON shape as every other refusal of the service.
 */
import type { Context, MiddlewareHandler, Next } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../env";
import { ApiError } from "./errors";

const KB = 1024;
/** Every JSON call unless listed below: search, sign-in, GraphQL, a cart line, an address… */
export const JSON_BODY_LIMIT = 64 * KB;
/** Calls that carry a list (cart batch add/update of up to 200 lines, favourites lists, quotes with items). */
export const BATCH_BODY_LIMIT = 256 * KB;
/** Multipart overhead allowed on top of a file's own limit. */
const MULTIPART_OVERHEAD = 64 * KB;
/** Cart import file (cart/file-import.ts MAX_UPLOAD_BYTES, 1 MB) in its multipart form. */
export const CART_UPLOAD_BODY_LIMIT = 1024 * KB + MULTIPART_OVERHEAD;
/** Quote attachment (domain/quote-terms.ts MAX_QUOTE_ATTACHMENT_BYTES, 2 MB, spec section 9) in its multipart form. */
export const QUOTE_ATTACHMENT_BODY_LIMIT = 2048 * KB + MULTIPART_OVERHEAD;

/** First match wins; the default is JSON_BODY_LIMIT. */
const ROUTE_LIMITS: [RegExp, number][] = [
  [/^\/v2\/cart\/[^/]+\/upload\/?$/, CART_UPLOAD_BODY_LIMIT],
  [/^\/v1\/quotes\/[^/]+\/attachments\/?$/, QUOTE_ATTACHMENT_BODY_LIMIT],
  [/^\/v2\/cart\/[^/]+\/variants\/batch\//, BATCH_BODY_LIMIT],
  [/^\/v2\/favorites(\/|$)/, BATCH_BODY_LIMIT],
  [/^\/v1\/quotes(\/|$)/, BATCH_BODY_LIMIT],
  // A cXML edit carries up to 200 ItemOut lines.
  [/^\/v2\/cxml\/setup\/?$/, BATCH_BODY_LIMIT],
];

export function bodyLimitFor(path: string): number {
  return ROUTE_LIMITS.find(([re]) => re.test(path))?.[1] ?? JSON_BODY_LIMIT;
}

/** The quote service's own words (routes/quote-attachments.ts): the shop shows them as they stand (spec section 8). */
export const ATTACHMENT_TOO_LARGE = "En bilaga får vara högst 2 MB. Filen sparades inte.";

const tooLarge = (maxSize: number) => () => {
  if (maxSize === QUOTE_ATTACHMENT_BODY_LIMIT) throw new ApiError(413, ATTACHMENT_TOO_LARGE);
  throw new ApiError(413, `The request body may be at most ${Math.floor(maxSize / KB)} KB`);
};
const limiters = new Map<number, MiddlewareHandler>(
  [JSON_BODY_LIMIT, BATCH_BODY_LIMIT, CART_UPLOAD_BODY_LIMIT, QUOTE_ATTACHMENT_BODY_LIMIT].map((maxSize) => [
    maxSize,
    bodyLimit({ maxSize, onError: tooLarge(maxSize) }),
  ]),
);

/** One middleware for the whole service (index.ts), ahead of authentication and every route. */
export async function requestBodyLimit(c: Context<AppEnv>, next: Next) {
  if (c.req.method === "GET" || c.req.method === "HEAD") return next();
  return limiters.get(bodyLimitFor(c.req.path))!(c, next);
}
