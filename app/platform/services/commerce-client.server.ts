import type { z } from "zod";
import { CommerceError, failureKindFor, type CommerceService } from "./commerce-errors.server";

/** Everything a commerce call needs, passed in: no globals, so tests inject `fetch`. */
export interface CommerceTransport {
  baseUrl: string;
  fetch: typeof fetch;
  /** Bearer access token; absent only for sign-in. */
  token?: string | null;
  /** Sent with every call of this transport (an anonymous cart's `Authorization: Anonymous …`, X-Cart-Token). */
  headers?: Record<string, string>;
}

export interface CommerceRequest<T extends z.ZodType> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  schema: T;
  service?: CommerceService;
  /**
   * A write that is safe to send twice when the connection drops before any answer (a sign-in: a
   * second session is harmless, and a dropped first attempt never reached the password check).
   */
  retryWhenDropped?: boolean;
}

const TIMEOUT_MS = 10_000;

function urlFor(baseUrl: string, path: string, query: CommerceRequest<z.ZodType>["query"]): string {
  const url = new URL(path, baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) url.searchParams.set(key, String(value));
  return url.toString();
}

async function serviceMessageOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body?.message === "string" ? body.message.slice(0, 300) : null;
  } catch {
    return null;
  }
}

/**
 * One call to the commerce service: JSON in, zod-parsed JSON out. Every failure is a
 * `CommerceError` whose kind follows spec section 8; an answer that does not match the schema is
 * `invalid_response` (a contract break is a server error for the buyer, never a crash).
 */
export async function commerceCall<T extends z.ZodType>(
  transport: CommerceTransport,
  request: CommerceRequest<T>,
): Promise<z.infer<T>> {
  const service = request.service ?? "catalogue";
  const headers: Record<string, string> = { Accept: "application/json", ...transport.headers };
  if (transport.token) headers.Authorization = `Bearer ${transport.token}`;
  if (request.body !== undefined) headers["Content-Type"] = "application/json";
  const method = request.method ?? (request.body === undefined ? "GET" : "POST");
  const send = () =>
    transport.fetch(urlFor(transport.baseUrl, request.path, request.query), {
      method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  let response: Response;
  try {
    response = await send().catch((error: unknown) => {
      // A reused connection the service already closed fails at once; a read may safely go again. A
      // timeout is not retried (it would double the wait) and writes never are (they may have happened).
      if (
        (method !== "GET" && !request.retryWhenDropped) ||
        (error instanceof DOMException && error.name === "TimeoutError")
      )
        throw error;
      return send();
    });
  } catch {
    throw new CommerceError("no_response", null, null, service);
  }
  if (!response.ok) {
    const message = await serviceMessageOf(response);
    throw new CommerceError(failureKindFor(response.status, message), response.status, message, service);
  }
  if (response.status === 204) return request.schema.parse(null);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new CommerceError("invalid_response", response.status, null, service);
  }
  const parsed = request.schema.safeParse(json);
  if (!parsed.success) {
    console.error(`commerce: ${request.path} answered an unexpected shape`, parsed.error.issues.slice(0, 3));
    throw new CommerceError("invalid_response", response.status, null, service);
  }
  return parsed.data;
}
