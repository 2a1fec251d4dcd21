/**
 * Failures of commerce calls and the spec's message for each (section 8). The client throws
 * `CommerceError`; routes turn it into a page answer with `commerceFailure` (session.server.ts).
 */
import { SUSPENDED_USER_MESSAGE } from "@shop/domain/suspended-user";

export type CommerceFailureKind =
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "invalid_token"
  | "bad_request"
  | "locked"
  | "server"
  | "service"
  | "no_response"
  | "invalid_response";

export type CommerceService = "auth" | "cart" | "order" | "catalogue";

export class CommerceError extends Error {
  constructor(
    readonly kind: CommerceFailureKind,
    readonly status: number | null,
    /** The service's own message (English, for logs and for specific cases like the lock-out); never shown raw. */
    readonly serviceMessage: string | null,
    readonly service: CommerceService,
  ) {
    super(`commerce ${service} call failed: ${kind}${status ? ` (${status})` : ""}`);
  }
}

export function failureKindFor(status: number, serviceMessage: string | null): CommerceFailureKind {
  if (serviceMessage === "Invalid token" && status !== 401) return "invalid_token";
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "not_found";
  if (status === 429) return "locked";
  if (status >= 500) return "server";
  if (status === 400) return "bad_request";
  return "service";
}

const SERVICE_MESSAGE: Record<CommerceService, string> = {
  auth: "errors.auth_service_not_available",
  cart: "errors.cart_service_not_available",
  order: "errors.order_service_not_available",
  catalogue: "errors.internal_server_error",
};

/** The commerce service's 403 message for every write of a suspended user. */
export const SUSPENDED_MESSAGE = SUSPENDED_USER_MESSAGE;

/** Spec section 8's generic mapping: the message key for a failure. */
export function messageKeyFor(error: CommerceError): string {
  switch (error.kind) {
    case "invalid_token":
      return "errors.invalid_token";
    case "unauthorized":
      return "errors.please_login";
    case "forbidden":
      // The service names the reason when the user is suspended: say that rather than a missing right.
      return error.serviceMessage === SUSPENDED_MESSAGE ? "errors.user_suspended" : "errors.forbidden_action";
    case "not_found":
      return "errors.not_found";
    case "server":
    case "invalid_response":
      return "errors.internal_server_error";
    case "no_response":
      return "errors.unknown_error_occurred";
    default:
      return SERVICE_MESSAGE[error.service];
  }
}
