/** Behaviour events to the search service (`POST /createEvents`, content spec section 7, "Search service"). */
import {
  createEventsAnswerSchema,
  createEventsBodySchema,
  TRACKING_ID_NOT_REGISTERED,
  TRACKING_IDS_PATH,
  trackingIdRegisteredSchema,
  trackingIdRegistrationSchema,
  type CreateEventsAnswer,
  type CreateEventsBody,
} from "@shop/contract/commerce/tracking";
import { commerceCall, type CommerceTransport } from "~/platform/services/commerce-client.server";
import { CommerceError } from "~/platform/services/commerce-errors.server";

/** The search service's API version this client speaks (its `api-version` header). */
const SEARCH_API_VERSION = "1";

/** Whether the service refused a call because the device's tracking id is not registered yet. */
export function isUnregisteredTrackingId(error: unknown): boolean {
  return error instanceof CommerceError && error.status === 403 && error.serviceMessage === TRACKING_ID_NOT_REGISTERED;
}

/**
 * Registers the device's tracking id with the service (`POST /v1/tracking-ids`), which then takes its events.
 * The transport carries the visitor's CF-Connecting-IP: the service registers only so many ids per client.
 */
export async function registerTrackingId(transport: CommerceTransport, trackingId: string): Promise<void> {
  await commerceCall(transport, {
    path: TRACKING_IDS_PATH,
    body: trackingIdRegistrationSchema.parse({ trackingId }),
    schema: trackingIdRegisteredSchema,
    service: "catalogue",
  });
}

/**
 * One createEvents call. The body is checked with the contract first, so an event the service would
 * refuse fails here, without a request. `userId` (the signed-in buyer) goes in the `user-id` header.
 */
export async function createBehaviourEvents(
  transport: CommerceTransport,
  body: CreateEventsBody,
  userId: string | null,
): Promise<CreateEventsAnswer> {
  const checked = createEventsBodySchema.parse(body);
  const headers: Record<string, string> = { ...transport.headers, "api-version": SEARCH_API_VERSION };
  if (userId) headers["user-id"] = userId;
  return commerceCall(
    { ...transport, headers },
    { path: "createEvents", body: checked, schema: createEventsAnswerSchema, service: "catalogue" },
  );
}
