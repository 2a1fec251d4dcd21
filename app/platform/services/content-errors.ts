/**
 * Errors from the content service, wrapped as spec section 8 says: status, status text, message,
 * request id and details, with the access token masked wherever it would otherwise be logged.
 */
import { reportContentProblem } from "~/platform/monitoring/report.server";

export class ContentServiceError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly requestId: string | undefined;
  readonly details: unknown;

  constructor(init: {
    name?: string;
    status: number;
    statusText?: string;
    message: string;
    requestId?: string;
    details?: unknown;
  }) {
    super(init.message);
    this.name = init.name ?? "ContentServiceError";
    this.status = init.status;
    this.statusText = init.statusText ?? "";
    this.requestId = init.requestId;
    this.details = init.details ?? {};
  }

  toJSON() {
    return {
      name: this.name,
      status: this.status,
      statusText: this.statusText,
      message: this.message,
      requestId: this.requestId,
      details: this.details,
    };
  }
}

/** Spec section 8: "Content not found", status 404 (entry fetch without items or fields). */
export class ContentNotFoundError extends ContentServiceError {
  constructor(what: string) {
    super({ name: "NotFound", status: 404, statusText: "Not Found", message: "Content not found", details: { what } });
  }
}

/** Keeps the last five characters, like the contentful SDK, so logs can tell tokens apart without leaking them. */
export function maskToken(token: string): string {
  return `...${token.slice(-5)}`;
}

export function maskAuthorization(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  return `Bearer ${maskToken(value.replace(/^Bearer\s+/i, ""))}`;
}

/**
 * The contentful SDK throws an Error whose message is the JSON of its wrapped error
 * (status, statusText, message, requestId, details, request with the token already masked).
 */
export function fromSdkError(error: unknown): ContentServiceError {
  if (error instanceof ContentServiceError) return error;
  if (error instanceof Error) {
    try {
      const parsed = JSON.parse(error.message) as {
        status?: number;
        statusText?: string;
        message?: string;
        requestId?: string;
        details?: unknown;
      };
      if (typeof parsed.status === "number") {
        return new ContentServiceError({
          name: error.name,
          status: parsed.status,
          statusText: parsed.statusText,
          message: parsed.message || error.name,
          requestId: parsed.requestId,
          details: parsed.details,
        });
      }
    } catch {
      // not a wrapped SDK error: a connection failure or a timeout
    }
    return new ContentServiceError({ name: error.name, status: 0, statusText: "", message: error.message });
  }
  return new ContentServiceError({ status: 0, message: String(error) });
}

/**
 * Spec section 8: linked content that cannot be resolved is logged with its ids and reported to error
 * reporting tagged service=cms; the data is kept.
 */
export function reportUnresolvable(ids: string[]): void {
  if (ids.length === 0) return;
  const message = `Unresolvable CMS content - ids: ${ids.join(", ")}`;
  console.warn(JSON.stringify({ level: "warning", service: "cms", message }));
  reportContentProblem(message);
}
